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

/** GET /api/autocomplete/concepts?query=: the `#` lookup. */
export async function fetchConceptSuggestions(query: string, signal?: AbortSignal): Promise<ConceptSuggestion[]> {
  const { results } = await api.get('/api/autocomplete/concepts', {
    query: { query },
    schema: autocompleteConceptsResponseSchema,
    ...signalOption(signal),
  });
  return results;
}

/** GET /api/autocomplete/search-input?type=all&query=: articles, concepts, authors and ui entries. */
export async function fetchSearchInputSuggestions(query: string, signal?: AbortSignal): Promise<Suggestion[]> {
  const { results } = await api.get('/api/autocomplete/search-input', {
    query: { type: 'all', query },
    schema: autocompleteSearchInputResponseSchema,
    ...signalOption(signal),
  });
  return results;
}
