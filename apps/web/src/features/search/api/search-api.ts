import {
  autocompleteConceptsResponseSchema,
  autocompleteSearchInputResponseSchema,
  searchResponseSchema,
  type ConceptSuggestion,
  type SearchResponse,
  type SearchSort,
  type Suggestion,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';
import { createLruCache } from '../lru-cache';

/** Autocomplete answers kept on the client (spec 01 sections 7 and 9). */
export const AUTOCOMPLETE_CACHE_SIZE = 100;

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

export interface SearchPageParams {
  q: string;
  sort: SearchSort;
  offset: number;
}

/** GET /api/search?q=&offset=&sort= */
export function fetchSearchPage({ q, sort, offset }: SearchPageParams, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get('/api/search', { query: { q, sort, offset }, schema: searchResponseSchema, ...signalOption(signal) });
}

// One cache for both lookups: the keys carry the endpoint. Only answers are kept, never
// failures, so a call that failed is asked again next time.
const autocompleteCache = createLruCache<string, ConceptSuggestion[] | Suggestion[]>({
  capacity: AUTOCOMPLETE_CACHE_SIZE,
});

/** GET /api/autocomplete/concepts?query=: the `#` lookup. */
export async function fetchConceptSuggestions(query: string, signal?: AbortSignal): Promise<ConceptSuggestion[]> {
  const key = `concepts\u0000${query}`;
  const cached = autocompleteCache.get(key);
  if (cached) return cached as ConceptSuggestion[];
  const { results } = await api.get('/api/autocomplete/concepts', {
    query: { query },
    schema: autocompleteConceptsResponseSchema,
    ...signalOption(signal),
  });
  autocompleteCache.set(key, results);
  return results;
}

/** GET /api/autocomplete/search-input?type=all&query=: articles, concepts, authors and ui entries. */
export async function fetchSearchInputSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const key = `search-input\u0000${query}`;
  const cached = autocompleteCache.get(key);
  if (cached) return cached as Suggestion[];
  const { results } = await api.get('/api/autocomplete/search-input', {
    query: { type: 'all', query },
    schema: autocompleteSearchInputResponseSchema,
    ...signalOption(signal),
  });
  autocompleteCache.set(key, results);
  return results;
}
