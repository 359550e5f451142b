import { academicAge, knownCount } from '@sciscope/engine';
import {
  AUTHOR_ARTICLES_PAGE_SIZE,
  AUTHOR_SHORT_TOP_CONCEPTS_LIMIT,
  AUTHOR_TOP_CONCEPTS_LIMIT,
  type AuthorArticlesResponse,
  type AuthorArticlesSort,
  type AuthorConceptsResponse,
  type AuthorFullResponse,
  type AuthorShortResponse,
  type ManualGender,
} from '@sciscope/contracts';
import { hasAccess, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { ArticlesRepository } from '../articles/articles.repository';
import { authorsErrors } from './authors.errors';
import type { AuthorsRepository } from './authors.repository';

/*
 * The author page's rules.
 *
 * - Author pages and their article lists are public.
 * - Filtering articles by concepts needs a login (401 'Please login') and a trial that has not
 *   ended (403 with the spec's trial message). Sorting and paging need neither.
 * - Predicted and manual gender are shown only to holders of the `gender_info` quota (null for
 *   everyone else) and only they may set the manual gender.
 * - Permissions are checked before the author is looked up, so a refused request never tells
 *   whether the author exists.
 */

/** Sorting, filtering and paging of an author's articles (the parsed query string). */
export interface AuthorArticlesOptions {
  sort: AuthorArticlesSort;
  /** Articles must hold every one of these concepts (deduplicated by the contract). */
  concepts: number[];
  offset: number;
}

interface ViewerArgs {
  authors: AuthorsRepository;
  access: AccessRepository;
  user: Actor;
}

/** Reading the author; with a concept filter also `author.filter_articles` (login, running trial). */
async function checkReadAccess({
  access,
  user,
  now,
  options,
}: Omit<ViewerArgs, 'authors'> & { now?: Date; options?: AuthorArticlesOptions }): Promise<void> {
  await requireAccess({ access, user, permission: 'author.read' });
  if (options && options.concepts.length > 0) {
    await requireAccess({ access, user, permission: 'author.filter_articles', now });
  }
}

/** One page of the author's articles: ids in order, whether more follow, and the full articles. */
async function loadArticlesPage({
  authors: repository,
  articles,
  authorId,
  options,
}: {
  authors: AuthorsRepository;
  articles: ArticlesRepository;
  authorId: number;
  options: AuthorArticlesOptions;
}): Promise<AuthorArticlesResponse> {
  // One id more than a page tells whether another page follows without counting them all.
  const ids = await repository.listArticleIds({
    authorId,
    sort: options.sort,
    conceptIds: options.concepts,
    offset: options.offset,
    limit: AUTHOR_ARTICLES_PAGE_SIZE + 1,
  });
  const articleIds = ids.slice(0, AUTHOR_ARTICLES_PAGE_SIZE);
  return {
    authorArticles: { articleIds, hasMoreArticles: ids.length > AUTHOR_ARTICLES_PAGE_SIZE },
    articles: await articles.buildArticleRows({ articleIds }),
  };
}

/** `GET /api/authors/{id}/full`: the author with metrics, top concepts and affiliations, and the first requested page of articles. */
export async function getAuthorFull({
  authors: repository,
  articles,
  access,
  user,
  authorId,
  options,
  now = new Date(),
}: ViewerArgs & {
  articles: ArticlesRepository;
  authorId: number;
  options: AuthorArticlesOptions;
  now?: Date;
}): Promise<AuthorFullResponse> {
  await checkReadAccess({ access, user, now, options });
  const record = await repository.findAuthor({ authorId });
  if (!record) throw authorsErrors.notFound();
  const [showGender, topConcepts, datedAffiliations, countries, page, articlesWithCitationsCount] = await Promise.all([
    hasAccess({ access, user, permission: 'author.read_gender' }),
    repository.listConcepts({ authorId, limit: AUTHOR_TOP_CONCEPTS_LIMIT }),
    repository.listDatedAffiliations({ authorId, limit: null }),
    repository.listCountries({ authorId }),
    loadArticlesPage({ authors: repository, articles, authorId, options }),
    repository.countArticlesWithCitations({ authorId }),
  ]);
  return {
    author: {
      id: record.id,
      name: record.name,
      articlesCount: record.articlesCount,
      hIndex: knownCount(record.hIndex),
      hIndexNotInCollab: knownCount(record.hIndexNotInCollab),
      citationsCount: knownCount(record.citationsCount),
      citationsCountNotInCollab: knownCount(record.citationsCountNotInCollab),
      notableArticlesCount: knownCount(record.notableArticlesCount),
      notableArticlesCountNotInCollab: knownCount(record.notableArticlesCountNotInCollab),
      articlesWithCitationsCount,
      topConcepts: topConcepts.map(({ conceptId, name, sumtfidf }) => ({ conceptId, name, sumtfidf })),
      gender: showGender ? record.gender : null,
      manualGender: showGender ? record.manualGender : null,
      academicAge: academicAge({ firstYear: record.firstYear, currentYear: now.getUTCFullYear() }),
      firstYear: record.firstYear,
      lastYear: record.lastYear,
      orcid: record.orcid,
      countries,
      datedAffiliations,
    },
    ...page,
  };
}

/** `GET /api/authors/{id}/articles`: a further page of the author's articles. */
export async function getAuthorArticles({
  authors,
  articles,
  access,
  user,
  authorId,
  options,
  now = new Date(),
}: ViewerArgs & {
  articles: ArticlesRepository;
  authorId: number;
  options: AuthorArticlesOptions;
  now?: Date;
}): Promise<AuthorArticlesResponse> {
  await checkReadAccess({ access, user, now, options });
  if (!(await authors.authorExists({ authorId }))) throw authorsErrors.notFound();
  return loadArticlesPage({ authors, articles, authorId, options });
}

/** `GET /api/authors/{id}/concepts`: every concept of the author with Σ tfidf and article count. */
export async function getAuthorConcepts({
  authors: repository,
  access,
  user,
  authorId,
}: ViewerArgs & { authorId: number }): Promise<AuthorConceptsResponse> {
  await checkReadAccess({ access, user });
  if (!(await repository.authorExists({ authorId }))) throw authorsErrors.notFound();
  return { concepts: await repository.listConcepts({ authorId, limit: null }) };
}

/** `GET /api/authors/{id}/short`: the few fields of a hover card. */
export async function getAuthorShort({
  authors: repository,
  access,
  user,
  authorId,
}: ViewerArgs & { authorId: number }): Promise<AuthorShortResponse> {
  await checkReadAccess({ access, user });
  const record = await repository.findAuthor({ authorId });
  if (!record) throw authorsErrors.notFound();
  const [topConcepts, [lastAffiliation]] = await Promise.all([
    repository.listConcepts({ authorId, limit: AUTHOR_SHORT_TOP_CONCEPTS_LIMIT }),
    repository.listDatedAffiliations({ authorId, limit: 1 }),
  ]);
  return {
    author: {
      id: record.id,
      name: record.name,
      articlesCount: record.articlesCount,
      hIndex: knownCount(record.hIndex),
      citationsCount: knownCount(record.citationsCount),
      topConcepts: topConcepts.map(({ conceptId, name, sumtfidf }) => ({ conceptId, name, sumtfidf })),
      lastAffiliation: lastAffiliation ?? null,
    },
  };
}

/**
 * `PUT /api/authors/{id}/set-gender/`: stores the manual gender (-100 or 100), or clears it
 * with null. Needs a login (401) and the `gender_info` quota (403).
 */
export async function setAuthorGender({
  authors,
  access,
  user,
  authorId,
  gender,
}: ViewerArgs & { authorId: number; gender: ManualGender | null }): Promise<void> {
  await requireAccess({ access, user, permission: 'author.set_gender' });
  const updated = await authors.setManualGender({ authorId, manualGender: gender });
  if (!updated) throw authorsErrors.notFound();
}
