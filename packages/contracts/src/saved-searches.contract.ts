import { z } from 'zod';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_SORTS } from './search.contract';

/** Limits of saved searches. */
export const SAVED_SEARCH_LIMITS = {
  nameMaxLength: 200,
  /** Saved searches one user may keep. */
  perUser: 500,
} as const;

const nameSchema = z
  .string({ message: 'Name is required.' })
  .trim()
  .min(1, 'Name is required.')
  .max(
    SAVED_SEARCH_LIMITS.nameMaxLength,
    `Name is too long (at most ${SAVED_SEARCH_LIMITS.nameMaxLength.toLocaleString('en-US')} characters).`,
  );

/** `POST /api/saved-searches`: the search page's state (query and order) under a name. */
export const createSavedSearchSchema = z.object({
  name: nameSchema,
  q: z
    .string({ message: 'Query is required.' })
    .trim()
    .min(1, 'Query is required.')
    .max(
      SEARCH_QUERY_MAX_LENGTH,
      `The query is too long: at most ${SEARCH_QUERY_MAX_LENGTH.toLocaleString('en-US')} characters are allowed.`,
    ),
  sort: z.enum(SEARCH_SORTS, { message: "Sort must be 'relevance', 'date' or 'citations'." }).default('relevance'),
});
export type CreateSavedSearchRequest = z.input<typeof createSavedSearchSchema>;

/** `PUT /api/saved-search/{id}`: rename. */
export const renameSavedSearchSchema = z.object({ name: nameSchema });

/** A saved search (`GET /api/saved-search/{id}`, spec 03 section 7). */
export const savedSearchSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  q: z.string(),
  sort: z.enum(SEARCH_SORTS),
  /** The search page's query string for this state, e.g. `q=graphs&sort=date`. */
  queryString: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const savedSearchResponseSchema = z.object({ savedSearch: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;

/** `GET /api/saved-searches`: the caller's, newest first. */
export const savedSearchesResponseSchema = z.object({ savedSearches: z.array(savedSearchSchema) });
export type SavedSearchesResponse = z.infer<typeof savedSearchesResponseSchema>;

/** The search page's query string of a saved state: no `sort` for relevance (the default). */
export function savedSearchQueryString({ q, sort }: { q: string; sort: string }): string {
  const params = new URLSearchParams({ q });
  if (sort !== 'relevance') params.set('sort', sort);
  return params.toString();
}
