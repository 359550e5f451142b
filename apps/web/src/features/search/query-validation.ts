import {
  findSearchBracketProblem,
  foreignOperatorHints,
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
export interface SearchQueryCheck {
  /** Why the query cannot run; null when it may go. */
  problem: string | null;
  /**
   * What to say about a query that runs: a word written like a field prefix that is not one
   * (`tittle:graph`) is searched as words, a leading minus does not exclude, a trailing star is
   * no wildcard; the page says so under the box. Null when there is nothing to say (always null
   * with a problem).
   */
  hint: string | null;
}

/** Reads the query once and returns both the problem and the hint. */
export function checkSearchQuery(query: string): SearchQueryCheck {
  const brackets = findSearchBracketProblem(query);
  if (brackets) return { problem: brackets.message, hint: null };
  if (query.trim() === '') return { problem: null, hint: null };
  const parsed = parseSearchQuery(query);
  if (!parsed.ok) return { problem: parsed.error.message, hint: null };
  const hints = [unknownFieldPrefixMessage(unknownFieldPrefixes(parsed.query)), ...foreignOperatorHints(query)];
  const said = hints.filter((hint): hint is string => hint !== null);
  return { problem: null, hint: said.length === 0 ? null : said.join(' ') };
}

/** The `validate` of the search page's box: the message to show, or null when the query may go. */
export function validateSearchQuery(query: string): string | null {
  return checkSearchQuery(query).problem;
}
