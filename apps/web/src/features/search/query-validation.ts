import { findSearchBracketProblem } from '@sciscope/engine/query';

/**
 * The client-side check of the search box (spec 01 section 5): balanced parentheses and
 * quotation marks, with the spec's messages, by the engine's own reading of the query.
 * Everything else is left to the server, which answers a malformed query with
 * `search.invalid_query` and its own message.
 */

/** The `validate` of the search page's box: the message to show, or null when the query may go. */
export function validateSearchQuery(query: string): string | null {
  return findSearchBracketProblem(query)?.message ?? null;
}
