import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchSort } from '@sciscope/contracts';
import {
  collectPositiveTerms,
  type ConceptMatcher,
  formatSearchQuery,
  getDirectIdentifier,
  parseSearchQuery,
  planSearchQuery,
} from '@sciscope/engine';
import { requireAccess, type AccessRepository } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import type { AppConfig } from '../../app/config';
import type { ArticlesRepository } from '../articles/articles.repository';
import { queryConceptIds } from './search-concept-matcher';
import type { SearchLimitsRepository } from './search-limits.repository';
import { consumeSearchAllowance, searchClientOf } from './search-limits.usecases';
import { searchErrors } from './search.errors';
import type { SearchRepository } from './search.repository';

/** Who is searching: the session user, or the guest's address and browser. */
export interface SearchRequester {
  user: SessionUser | null;
  ip: string;
  userAgent: string | undefined;
}

/** What a search reads and writes; built once per app (routes) or per test. */
export interface SearchDeps {
  search: SearchRepository;
  searchLimits: SearchLimitsRepository;
  articles: ArticlesRepository;
  access: AccessRepository;
  /** The current ontology's concept matcher (cached; see search-concept-matcher.ts). */
  conceptMatcher: () => Promise<ConceptMatcher>;
}

/**
 * `GET /api/search`: parses the query (a malformed one is a 400 with the parser's message
 * and position, and is not counted), counts it against the daily cap (429 past it), then
 * answers one page of articles.
 *
 * A query that is exactly one identifier (DOI, PMC, arXiv, PubMed) goes straight to its
 * article: `directArticleId` is set and that article is the only result. Identifiers inside
 * a larger query are ordinary conditions. Search is open to guests (`search.run`, spec 01
 * section 6); the daily cap is the only limit.
 */
export async function searchArticles({
  search: repository,
  searchLimits,
  articles: articlesRepository,
  access,
  conceptMatcher,
  config,
  requester,
  q,
  offset,
  sort,
}: SearchDeps & {
  config: Pick<AppConfig, 'guestSearchLimit' | 'userSearchLimit' | 'secret'>;
  requester: SearchRequester;
  q: string;
  offset: number;
  sort: SearchSort;
}): Promise<SearchResponse> {
  await requireAccess({ access, user: requester.user, permission: 'search.run' });
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  const node = parsed.query;

  await consumeSearchAllowance({
    searchLimits,
    limits: config,
    client: searchClientOf({ ...requester, secret: config.secret }),
  });

  const query = { canonical: formatSearchQuery(node), terms: collectPositiveTerms(node) };

  const identifier = getDirectIdentifier(node);
  if (identifier) {
    const articleId = await repository.findArticleIdByIdentifier({ identifier });
    const articles =
      articleId !== null && offset === 0 ? await articlesRepository.buildArticles({ articleIds: [articleId] }) : [];
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
  const articles = await articlesRepository.buildArticles({ articleIds: page.ids });
  const next = offset + page.ids.length;
  return {
    articles,
    total: page.total,
    offset,
    nextOffset: page.ids.length > 0 && next < page.total ? next : null,
    directArticleId: null,
    query,
  };
}
