import type { QueryClient } from '@tanstack/react-query';
import { limitQueries } from '../../../app/query-limit';
import { searchKeys } from './search-keys';

/** Autocomplete answers kept on the client (spec 01 sections 7 and 9), both lookups together. */
export const AUTOCOMPLETE_CACHE_SIZE = 100;

/**
 * An answer nobody looks at for this long is dropped even below the 100: suggestions come
 * from data that imports change, and a long visit should see new concepts and articles.
 */
export const SUGGESTION_GC_MS = 30 * 60_000;

/**
 * The autocomplete cache of the spec as query data: answers never go stale while kept, at
 * most AUTOCOMPLETE_CACHE_SIZE of them (the least recently used go first), each dropped
 * SUGGESTION_GC_MS after its last use. Failed lookups keep no data, so they are asked again.
 * Returns the function that stops the bound.
 */
export function bindSuggestionCache(queryClient: QueryClient): () => void {
  queryClient.setQueryDefaults(searchKeys.suggestions(), { staleTime: Infinity, gcTime: SUGGESTION_GC_MS });
  return limitQueries(queryClient.getQueryCache(), {
    queryKey: searchKeys.suggestions(),
    max: AUTOCOMPLETE_CACHE_SIZE,
  });
}
