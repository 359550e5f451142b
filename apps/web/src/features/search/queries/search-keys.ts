import type { SearchSort } from '@sciscope/contracts';

/** TanStack Query keys of the search feature. */
export const searchKeys = {
  all: ['search'] as const,
  results: () => [...searchKeys.all, 'results'] as const,
  resultsOf: (params: { q: string; sort: SearchSort }) => [...searchKeys.results(), params] as const,
  suggestions: () => [...searchKeys.all, 'suggestions'] as const,
  conceptSuggestions: (query: string) => [...searchKeys.suggestions(), 'concepts', query] as const,
  inputSuggestions: (query: string) => [...searchKeys.suggestions(), 'search-input', query] as const,
};
