import { SEARCH_SORTS, type SearchSort } from '@sciscope/contracts';

/** The search page's state lives in its URL: `/search/?q=...&sort=...`. */
export interface SearchUrlState {
  q: string;
  sort: SearchSort;
}

export const DEFAULT_SORT: SearchSort = 'relevance';

function isSort(value: string | null): value is SearchSort {
  return value !== null && (SEARCH_SORTS as readonly string[]).includes(value);
}

/** Reads the page's state; an unknown sort falls back to relevance. */
export function readSearchUrl(params: URLSearchParams): SearchUrlState {
  const sort = params.get('sort');
  return { q: params.get('q') ?? '', sort: isSort(sort) ? sort : DEFAULT_SORT };
}

/** The query string of a state: no `q` when empty, no `sort` for the default. */
export function searchUrlParams({ q, sort }: SearchUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (q.trim() !== '') params.set('q', q.trim());
  if (sort !== DEFAULT_SORT) params.set('sort', sort);
  return params;
}

/** The path of the search page for a state. */
export function searchPath(state: SearchUrlState): string {
  const search = searchUrlParams(state).toString();
  return search ? `/search/?${search}` : '/search/';
}
