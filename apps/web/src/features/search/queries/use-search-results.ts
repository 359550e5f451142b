import type { SearchResponse, SearchSort } from '@sciscope/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchSearchPage } from '../api/search-api';
import { rememberConceptNames } from '../../concepts/queries/concept-names';
import { searchKeys } from './search-keys';

/**
 * Every call counts against the daily search cap, so answers stay fresh for a while rather
 * than being fetched again on each visit.
 */
const SEARCH_STALE_MS = 5 * 60_000;

/**
 * The pages of results of `q` in `sort` order, 50 articles each; `fetchNextPage` loads the
 * next. Disabled for an empty query and when `enabled` is false (a query the box already knows
 * to be malformed: sending it would only count against the daily cap). The concepts of the
 * articles teach the badges their names.
 */
export function useSearchResults({ q, sort, enabled = true }: { q: string; sort: SearchSort; enabled?: boolean }) {
  return useInfiniteQuery({
    queryKey: searchKeys.resultsOf({ q, sort }),
    queryFn: async ({ pageParam, signal, client }): Promise<SearchResponse> => {
      const page = await fetchSearchPage({ q, sort, offset: pageParam }, signal);
      rememberConceptNames(
        client,
        page.articles.flatMap((article) => article.concepts),
      );
      return page;
    },
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset ?? undefined,
    enabled: enabled && q.trim() !== '',
    staleTime: SEARCH_STALE_MS,
  });
}
