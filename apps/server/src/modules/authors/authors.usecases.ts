import { academicAge } from '@sciscope/engine';
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
import type { SessionUser } from '../../app/auth/auth.types';
import { loadActiveQuotas, requireQuota, requireUser } from '../../app/auth/access';
import type { Db } from '../../app/database/kysely';
import { buildArticles } from '../articles/articles.repository';
import { authorsErrors } from './authors.errors';
import { createAuthorsRepository, type AuthorsRepository } from './authors.repository';

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
  db: Db;
  user: SessionUser | null;
}

/** Refuses a concept filter to anonymous users and to users whose trial has ended. */
async function checkFilterAccess({
  db,
  user,
  now,
  options,
}: ViewerArgs & { now: Date; options: AuthorArticlesOptions }): Promise<void> {
  if (options.concepts.length === 0) return;
  const viewer = requireUser({ user });
  const trialExpiresAt = await createAuthorsRepository({ db }).findTrialExpiresAt({ userId: viewer.id });
  if (trialExpiresAt !== null && Date.parse(trialExpiresAt) < now.getTime()) throw authorsErrors.trialExpired();
}

async function canSeeGender({ db, user }: ViewerArgs): Promise<boolean> {
  if (!user) return false;
  const quotas = await loadActiveQuotas({ db, userId: user.id });
  return quotas.some((q) => q.name === 'gender_info');
}

/** One page of the author's articles: ids in order, whether more follow, and the full articles. */
async function loadArticlesPage({
  db,
  repository,
  authorId,
  options,
}: {
  db: Db;
  repository: AuthorsRepository;
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
  const articles = await buildArticles({ db, articleIds });
  return { authorArticles: { articleIds, hasMoreArticles: ids.length > AUTHOR_ARTICLES_PAGE_SIZE }, articles };
}

/** `GET /api/authors/{id}/full`: the author with metrics, top concepts and affiliations, and the first requested page of articles. */
export async function getAuthorFull({
  db,
  user,
  authorId,
  options,
  now = new Date(),
}: ViewerArgs & { authorId: number; options: AuthorArticlesOptions; now?: Date }): Promise<AuthorFullResponse> {
  await checkFilterAccess({ db, user, now, options });
  const repository = createAuthorsRepository({ db });
  const record = await repository.findAuthor({ authorId });
  if (!record) throw authorsErrors.notFound();
  const [showGender, topConcepts, datedAffiliations, countries, page] = await Promise.all([
    canSeeGender({ db, user }),
    repository.listConcepts({ authorId, limit: AUTHOR_TOP_CONCEPTS_LIMIT }),
    repository.listDatedAffiliations({ authorId, limit: null }),
    repository.listCountries({ authorId }),
    loadArticlesPage({ db, repository, authorId, options }),
  ]);
  return {
    author: {
      id: record.id,
      name: record.name,
      articlesCount: record.articlesCount,
      hIndex: record.hIndex,
      hIndexNotInCollab: record.hIndexNotInCollab,
      citationsCount: record.citationsCount,
      citationsCountNotInCollab: record.citationsCountNotInCollab,
      notableArticlesCount: record.notableArticlesCount,
      notableArticlesCountNotInCollab: record.notableArticlesCountNotInCollab,
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
  db,
  user,
  authorId,
  options,
  now = new Date(),
}: ViewerArgs & { authorId: number; options: AuthorArticlesOptions; now?: Date }): Promise<AuthorArticlesResponse> {
  await checkFilterAccess({ db, user, now, options });
  const repository = createAuthorsRepository({ db });
  if (!(await repository.authorExists({ authorId }))) throw authorsErrors.notFound();
  return loadArticlesPage({ db, repository, authorId, options });
}

/** `GET /api/authors/{id}/concepts`: every concept of the author with Σ tfidf and article count. */
export async function getAuthorConcepts({
  db,
  authorId,
}: {
  db: Db;
  authorId: number;
}): Promise<AuthorConceptsResponse> {
  const repository = createAuthorsRepository({ db });
  if (!(await repository.authorExists({ authorId }))) throw authorsErrors.notFound();
  return { concepts: await repository.listConcepts({ authorId, limit: null }) };
}

/** `GET /api/authors/{id}/short`: the few fields of a hover card. */
export async function getAuthorShort({ db, authorId }: { db: Db; authorId: number }): Promise<AuthorShortResponse> {
  const repository = createAuthorsRepository({ db });
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
      hIndex: record.hIndex,
      citationsCount: record.citationsCount,
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
  db,
  user,
  authorId,
  gender,
}: ViewerArgs & { authorId: number; gender: ManualGender | null }): Promise<void> {
  await requireQuota({ db, user, quota: 'gender_info' });
  const updated = await createAuthorsRepository({ db }).setManualGender({ authorId, manualGender: gender });
  if (!updated) throw authorsErrors.notFound();
}
