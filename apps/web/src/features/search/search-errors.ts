import { ApiError, fieldErrorsOf } from '../../app/api-client';
import { searchLimitNoticeOf, type SearchLimitNotice } from './search-limit';

/**
 * Where a failed search shows (spec 01 section 8): a malformed query under the search box,
 * the daily cap in an info box, anything else as 'Error' with its message.
 */
export type SearchFailure =
  | { kind: 'invalid-query'; message: string }
  | { kind: 'limit'; notice: SearchLimitNotice }
  | { kind: 'error'; message: string };

export function classifySearchError(error: unknown): SearchFailure {
  const message = error instanceof Error ? error.message : String(error);
  const notice = searchLimitNoticeOf(message);
  if (notice) return { kind: 'limit', notice };
  if (error instanceof ApiError && error.status === 400) {
    // `search.invalid_query` carries the parser's message; a rejected field (a query past
    // the length limit) carries its own.
    return { kind: 'invalid-query', message: fieldErrorsOf(error).q ?? message };
  }
  return { kind: 'error', message };
}

/**
 * The failure the page shows for its query: the box's own check first (such a query is not
 * sent, so a malformed query typed in the box and one loaded from a link look the same), else
 * the search call's error, else none.
 */
export function searchFailureOf({
  queryProblem,
  error,
}: {
  queryProblem: string | null;
  error: unknown;
}): SearchFailure | null {
  if (queryProblem !== null) return { kind: 'invalid-query', message: queryProblem };
  return error ? classifySearchError(error) : null;
}
