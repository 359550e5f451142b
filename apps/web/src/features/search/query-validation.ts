import {
  findSearchBracketProblem,
  parseSearchQuery,
  unknownFieldPrefixMessage,
  unknownFieldPrefixes,
} from '@sciscope/engine/query';

/**
 * The client-side check of the search box (spec 01 section 5): balanced parentheses and
 * quotation marks, with the spec's messages, then the rest of the engine's reading of the
 * query (an operator without operands, "NOT" alone …) with the message the server would give,
 * so a malformed query is never sent (it would count against the daily cap and answer 400).
 */

/** The `validate` of the search page's box: the message to show, or null when the query may go. */
export function validateSearchQuery(query: string): string | null {
  const brackets = findSearchBracketProblem(query);
  if (brackets) return brackets.message;
  if (query.trim() === '') return null;
  const parsed = parseSearchQuery(query);
  return parsed.ok ? null : parsed.error.message;
}

/**
 * A word written like a field prefix that is not one (`tittle:graph`): the query runs, reading
 * it as words, and the page says so under the box. Null when there is nothing to say.
 */
export function searchQueryHint(query: string): string | null {
  if (query.trim() === '') return null;
  const parsed = parseSearchQuery(query);
  return parsed.ok ? unknownFieldPrefixMessage(unknownFieldPrefixes(parsed.query)) : null;
}
