import { SEARCH_MAX_OFFSET, SEARCH_PAGE_SIZE, type SearchResponse, type SearchSort } from '@sciscope/contracts';
import {
  collectPositiveTerms,
  type ConceptMatcher,
  formatSearchQuery,
  getDirectIdentifier,
  parseSearchQuery,
  planSearchQuery,
  type SearchQueryNode,
} from '@sciscope/engine';
import { requireAccess, type AccessRepository } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import type { AppConfig } from '../../app/config';
import type { ArticlesRepository } from '../articles/articles.repository';
import { queryConceptIds } from './search-concept-matcher';
import type { SearchLimitsRepository } from './search-limits.repository';
import { consumeSearchAllowance, searchClientOf, type SearchClient, type SearchLimits } from './search-limits.usecases';
import { searchErrors } from './search.errors';
import type { SearchRepository } from './search.repository';

/** Who is searching: the session user, or the guest's address and browser. */
export interface SearchRequester {
  user: SessionUser | null;
  ip: string;
  userAgent: string | undefined;
}

/** What answering a search reads (in a read worker, or in-process); built once per scope. */
export interface SearchReadDeps {
  search: SearchRepository;
  articles: ArticlesRepository;
  access: AccessRepository;
  /** The current ontology's concept matcher (cached; see search-concept-matcher.ts). */
  conceptMatcher: () => Promise<ConceptMatcher>;
}

/** What a whole search needs: the reads, and the daily counters. */
export interface SearchDeps extends SearchReadDeps {
  searchLimits: SearchLimitsRepository;
}

/**
 * The part of `GET /api/search` that stays on the thread serving HTTP: access and parsing (a
 * malformed query is a 400 with the parser's message and position, and is not counted); the
 * search is then counted against the daily cap (429 past it) by the read that answers it. Search is open to guests
 * (`search.run`, spec 01 section 6); the daily cap is the only limit.
 */
export async function admitSearch({
  access,
  config,
  requester,
  q,
}: {
  access: AccessRepository;
  config: Pick<AppConfig, 'guestSearchLimit' | 'userSearchLimit' | 'secret'>;
  requester: SearchRequester;
  q: string;
}): Promise<SearchAdmission> {
  await requireAccess({ access, user: requester.user, permission: 'search.run' });
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  return {
    client: searchClientOf({ ...requester, secret: config.secret }),
    limits: { guestSearchLimit: config.guestSearchLimit, userSearchLimit: config.userSearchLimit },
  };
}

/**
 * Who an admitted search is counted for, and the caps. The count is written where the search
 * runs (a read worker): on SQLite a write on the thread serving HTTP would wait there whenever
 * an import holds the write lock. Plain data, to cross to the worker.
 */
export interface SearchAdmission {
  client: SearchClient;
  limits: SearchLimits;
}

/** Counts an admitted search against its daily cap (429 past it); unlimited clients write nothing. */
export async function countSearch({
  searchLimits,
  admission,
}: {
  searchLimits: SearchLimitsRepository;
  admission: SearchAdmission;
}): Promise<void> {
  await consumeSearchAllowance({ searchLimits, limits: admission.limits, client: admission.client });
}

/**
 * One page of articles for an admitted search (see `admitSearch`); runs where reads run.
 *
 * A query that is exactly one identifier (DOI, PMC, arXiv, PubMed) goes straight to its
 * article: `directArticleId` is set and that article is the only result. Identifiers inside
 * a larger query are ordinary conditions.
 */
export async function answerSearch({
  search: repository,
  articles: articlesRepository,
  access,
  conceptMatcher,
  user,
  q,
  offset,
  sort,
}: SearchReadDeps & {
  user: SessionUser | null;
  q: string;
  offset: number;
  sort: SearchSort;
}): Promise<SearchResponse> {
  await requireAccess({ access, user, permission: 'search.run' });
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  const node = parsed.query;
  const query = { canonical: formatSearchQuery(node), terms: collectPositiveTerms(node) };

  const identifier = getDirectIdentifier(node);
  if (identifier) {
    const articleId = await repository.findArticleIdByIdentifier({ identifier });
    const articles =
      articleId !== null && offset === 0 ? await articlesRepository.buildArticleRows({ articleIds: [articleId] }) : [];
    return {
      articles,
      total: articleId === null ? 0 : 1,
      offset,
      nextOffset: null,
      directArticleId: articleId,
      query,
    };
  }

  const plan = planSearchQuery(node);
  const conceptIds = plan.ranking ? queryConceptIds(await conceptMatcher(), node) : [];
  const page = await repository.searchArticleIds({ plan, sort, offset, limit: SEARCH_PAGE_SIZE, conceptIds });
  const articles = await articlesRepository.buildArticleRows({ articleIds: page.ids });
  return {
    articles,
    total: page.total,
    offset,
    nextOffset: nextSearchOffset({ offset, count: page.ids.length, total: page.total }),
    directArticleId: null,
    query,
  };
}

/**
 * The offset of the page after one of `count` results from `offset`, or null at the end: when
 * nothing is left, and when the next page would start past `SEARCH_MAX_OFFSET`, which the
 * request schema refuses ('Offset must be at most 10,000.'): an offer the next call cannot take.
 */
export function nextSearchOffset({
  offset,
  count,
  total,
}: {
  offset: number;
  count: number;
  total: number;
}): number | null {
  const next = offset + count;
  return count > 0 && next < total && next <= SEARCH_MAX_OFFSET ? next : null;
}

/** `GET /api/search` in one process: `admitSearch`, then `answerSearch` (the CLI, tests). */
export async function searchArticles({
  config,
  requester,
  q,
  offset,
  sort,
  ...deps
}: SearchDeps & {
  config: Pick<AppConfig, 'guestSearchLimit' | 'userSearchLimit' | 'secret'>;
  requester: SearchRequester;
  q: string;
  offset: number;
  sort: SearchSort;
}): Promise<SearchResponse> {
  await admitSearch({ ...deps, config, requester, q });
  return answerSearch({ ...deps, user: requester.user, q, offset, sort });
}

/**
 * The ids of the first `limit` results of a query, in the order the search page shows them,
 * with the concepts the query names (its `c:` concepts, then those its words match): what a
 * saved search stands for as a referee-finder document. No access check and no daily count:
 * the caller has checked access to the saved search it runs.
 */
export async function topArticleIdsForQuery({
  search: repository,
  conceptMatcher,
  q,
  sort,
  limit,
}: Pick<SearchReadDeps, 'search' | 'conceptMatcher'> & {
  q: string;
  sort: SearchSort;
  limit: number;
}): Promise<{ articleIds: number[]; conceptIds: number[] }> {
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  const node = parsed.query;
  const named = positiveConceptIds(node);
  const identifier = getDirectIdentifier(node);
  if (identifier) {
    const articleId = await repository.findArticleIdByIdentifier({ identifier });
    return { articleIds: articleId === null ? [] : [articleId], conceptIds: named };
  }
  const plan = planSearchQuery(node);
  const matched = plan.ranking ? queryConceptIds(await conceptMatcher(), node) : [];
  const page = await repository.searchArticleIds({ plan, sort, offset: 0, limit, conceptIds: matched });
  return { articleIds: page.ids, conceptIds: [...new Set([...named, ...matched])] };
}

/** The `c:ID` concepts of a query that are not under NOT, in query order. */
function positiveConceptIds(node: SearchQueryNode): number[] {
  const out: number[] = [];
  const walk = (n: SearchQueryNode) => {
    if (n.kind === 'concept') out.push(n.conceptId);
    else if (n.kind === 'and' || n.kind === 'or') n.children.forEach(walk);
  };
  walk(node);
  return [...new Set(out)];
}
