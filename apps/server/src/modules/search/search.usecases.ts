import { SEARCH_PAGE_SIZE, type SearchResponse, type SearchSort } from '@sciscope/contracts';
import {
  collectPositiveTerms,
  formatSearchQuery,
  getDirectIdentifier,
  parseSearchQuery,
  planSearchQuery,
} from '@sciscope/engine';
import type { SessionUser } from '../../app/auth/auth.types';
import type { AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { buildArticles } from '../articles/articles.repository';
import { getSearchConceptMatcher, queryConceptIds } from './search-concept-matcher';
import { consumeSearchAllowance, searchClientOf } from './search-limits.usecases';
import { searchErrors } from './search.errors';
import { createSearchRepository } from './search.repository';

/** Who is searching: the session user, or the guest's address and browser. */
export interface SearchRequester {
  user: SessionUser | null;
  ip: string;
  userAgent: string | undefined;
}

/**
 * `GET /api/search`: parses the query (a malformed one is a 400 with the parser's message
 * and position, and is not counted), counts it against the daily cap (429 past it), then
 * answers one page of articles.
 *
 * A query that is exactly one identifier (DOI, PMC, arXiv, PubMed) goes straight to its
 * article: `directArticleId` is set and that article is the only result. Identifiers inside
 * a larger query are ordinary conditions. Search is open to guests (spec 01 section 6), so
 * the cap is the only permission rule.
 */
export async function searchArticles({
  db,
  config,
  requester,
  q,
  offset,
  sort,
}: {
  db: Db;
  config: Pick<AppConfig, 'guestSearchLimit' | 'userSearchLimit' | 'secret'>;
  requester: SearchRequester;
  q: string;
  offset: number;
  sort: SearchSort;
}): Promise<SearchResponse> {
  const parsed = parseSearchQuery(q);
  if (!parsed.ok) throw searchErrors.invalidQuery(parsed.error);
  const node = parsed.query;

  await consumeSearchAllowance({
    db,
    limits: config,
    client: searchClientOf({ ...requester, secret: config.secret }),
  });

  const repository = createSearchRepository({ db });
  const query = { canonical: formatSearchQuery(node), terms: collectPositiveTerms(node) };

  const identifier = getDirectIdentifier(node);
  if (identifier) {
    const articleId = await repository.findArticleIdByIdentifier({ identifier });
    const articles = articleId !== null && offset === 0 ? await buildArticles({ db, articleIds: [articleId] }) : [];
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
  const conceptIds = plan.ranking ? queryConceptIds(await getSearchConceptMatcher(db), node) : [];
  const page = await repository.searchArticleIds({ plan, sort, offset, limit: SEARCH_PAGE_SIZE, conceptIds });
  const articles = await buildArticles({ db, articleIds: page.ids });
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
