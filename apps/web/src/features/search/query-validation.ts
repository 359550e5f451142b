import { isQuoteChar } from './query-scan';

/**
 * The client-side check of the search box (spec 01 section 5): balanced parentheses and
 * quotation marks, with the spec's messages. Everything else is left to the server, which
 * answers a malformed query with `search.invalid_query` and its own message.
 */

export const QUERY_MESSAGES = {
  unbalancedParenthesis: 'One or more parentheses are missing.',
  unbalancedQuote: 'Closing quotation mark is missing.',
} as const;

export interface QuerySyntaxProblem {
  message: string;
  /** 0-based offset of the unmatched character. */
  position: number;
}

/**
 * The leftmost problem of the query, or null. Parentheses inside a phrase are text, as on
 * the server; so is everything after an unclosed quote.
 */
export function findQuerySyntaxProblem(query: string): QuerySyntaxProblem | null {
  const open: number[] = [];
  let phraseStart = -1;
  let strayClose = -1;

  for (let i = 0; i < query.length; i += 1) {
    const ch = query.charAt(i);
    if (isQuoteChar(ch)) {
      phraseStart = phraseStart < 0 ? i : -1;
    } else if (phraseStart < 0 && ch === '(') {
      open.push(i);
    } else if (phraseStart < 0 && ch === ')') {
      if (open.pop() === undefined && strayClose < 0) strayClose = i;
    }
  }

  const problems: QuerySyntaxProblem[] = [];
  if (phraseStart >= 0) problems.push({ message: QUERY_MESSAGES.unbalancedQuote, position: phraseStart });
  if (strayClose >= 0) problems.push({ message: QUERY_MESSAGES.unbalancedParenthesis, position: strayClose });
  if (open.length > 0) problems.push({ message: QUERY_MESSAGES.unbalancedParenthesis, position: open[0]! });
  problems.sort((a, b) => a.position - b.position);
  return problems[0] ?? null;
}

/** The `validate` of the search page's box: the message to show, or null when the query may go. */
export function validateSearchQuery(query: string): string | null {
  return findQuerySyntaxProblem(query)?.message ?? null;
}
