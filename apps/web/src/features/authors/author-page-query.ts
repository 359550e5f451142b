import {
  AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS,
  AUTHOR_ARTICLES_SORTS,
  MAX_ENTITY_ID,
  type AuthorArticlesSort,
} from '@sciscope/contracts';

/*
 * The author page's URL: `/author/{authorId}/[name-slug]` (or the earlier
 * `/author/{authorId}-{name-slug}`) with the query parameters `sort`,
 * `concepts` (comma-separated concept ids), and the pass-through `inConsortium`,
 * `notability` (spec 01 section 2). The URL is the state: sort and filters are read from it
 * and written to it, every other parameter is kept as it is.
 */

export const DEFAULT_AUTHOR_ARTICLES_SORT: AuthorArticlesSort = 'date';

/** The author id of the route parameter `123` or `123-ada-lovelace`; null when there is none. */
export function parseAuthorIdSlug(param: string | undefined): number | null {
  const match = /^(\d+)(?:-.*)?$/s.exec(param ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ENTITY_ID ? id : null;
}

/** Sort and concept filters of the author page. */
export interface AuthorPageQuery {
  sort: AuthorArticlesSort;
  /** Concept ids the articles must all contain, in the order they were added. */
  concepts: number[];
}

function isSort(value: string | null): value is AuthorArticlesSort {
  return (AUTHOR_ARTICLES_SORTS as readonly (string | null)[]).includes(value);
}

/** Parses `concepts=1,2`: positive ids, duplicates and junk dropped, at most the API's limit. */
export function parseConceptIds(raw: string | null): number[] {
  const ids: number[] = [];
  for (const part of (raw ?? '').split(',')) {
    const text = part.trim();
    if (!/^\d+$/.test(text)) continue;
    const id = Number(text);
    if (id > 0 && id <= MAX_ENTITY_ID && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS);
}

/** Reads sort and filters from the query string; anything unreadable falls back to the defaults. */
export function readAuthorPageQuery(params: URLSearchParams): AuthorPageQuery {
  const sort = params.get('sort');
  return {
    sort: isSort(sort) ? sort : DEFAULT_AUTHOR_ARTICLES_SORT,
    concepts: parseConceptIds(params.get('concepts')),
  };
}

/**
 * A copy of `params` with the changed sort or filters. Defaults are left out of the URL
 * (no `sort=date`, no empty `concepts=`); other parameters are kept.
 */
export function writeAuthorPageQuery(params: URLSearchParams, change: Partial<AuthorPageQuery>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (change.sort !== undefined) {
    if (change.sort === DEFAULT_AUTHOR_ARTICLES_SORT) next.delete('sort');
    else next.set('sort', change.sort);
  }
  if (change.concepts !== undefined) {
    if (change.concepts.length === 0) next.delete('concepts');
    else next.set('concepts', change.concepts.join(','));
  }
  return next;
}

/** Adds a concept to the filters (no duplicates, at most the API's limit). */
export function addConceptFilter(concepts: readonly number[], conceptId: number): number[] {
  if (concepts.includes(conceptId) || concepts.length >= AUTHOR_ARTICLES_MAX_FILTER_CONCEPTS) return [...concepts];
  return [...concepts, conceptId];
}

/** Removes a concept from the filters. */
export function removeConceptFilter(concepts: readonly number[], conceptId: number): number[] {
  return concepts.filter((id) => id !== conceptId);
}

/** Query parameters of the page that the API calls carry along unchanged. */
const PASS_THROUGH = ['inConsortium', 'notability'] as const;

/** The query of `GET /api/authors/{id}/full` and `/articles` for a page state. */
export function authorArticlesApiQuery({
  query,
  params,
}: {
  query: AuthorPageQuery;
  params: URLSearchParams;
}): Record<string, string> {
  const api: Record<string, string> = { sort: query.sort };
  if (query.concepts.length > 0) api.concepts = query.concepts.join(',');
  for (const name of PASS_THROUGH) {
    const value = params.get(name);
    if (value !== null && value !== '') api[name] = value;
  }
  return api;
}
