import { SEARCH_QUERY_MESSAGES } from './search-query-messages';
import { isQuoteChar, searchOperatorOf } from './search-query-syntax';

/*
 * A lenient scan of a query, enough for the search box while the user types: where the
 * chunks are and how deep in parentheses each sits. It never rejects anything (an unclosed
 * quote runs to the end); `parseSearchQuery` stays the judge of what a query means, and
 * both read quotes, parentheses and operators from search-query-syntax.ts.
 */

/** A run of non-space characters outside phrases (a phrase, with its quotes, is one chunk). */
export interface SearchQueryChunk {
  text: string;
  start: number;
  end: number;
  /** Open parentheses before the chunk starts. */
  depth: number;
}

/**
 * Splits a query at whitespace outside phrases. An unclosed quote runs to the end of the
 * query; unbalanced parentheses never make the depth negative.
 */
export function scanSearchQuery(query: string): SearchQueryChunk[] {
  const chunks: SearchQueryChunk[] = [];
  let depth = 0;
  let inPhrase = false;
  let start = -1;
  let startDepth = 0;

  const close = (end: number) => {
    if (start >= 0) chunks.push({ text: query.slice(start, end), start, end, depth: startDepth });
    start = -1;
  };

  for (let i = 0; i < query.length; i += 1) {
    const ch = query.charAt(i);
    if (!inPhrase && /\s/.test(ch)) {
      close(i);
      continue;
    }
    if (start < 0) {
      start = i;
      startDepth = depth;
    }
    if (isQuoteChar(ch)) inPhrase = !inPhrase;
    else if (!inPhrase && ch === '(') depth += 1;
    else if (!inPhrase && ch === ')') depth = Math.max(0, depth - 1);
  }
  close(query.length);
  return chunks;
}

/** True when a chunk is one of the operators AND, OR, NOT, written as the language reads them. */
export function isSearchOperatorChunk(chunk: string): boolean {
  return searchOperatorOf(chunk) !== undefined;
}

/** True when the query has an OR outside every parenthesis and phrase. */
export function hasTopLevelOr(query: string): boolean {
  return scanSearchQuery(query).some((chunk) => chunk.depth === 0 && searchOperatorOf(chunk.text) === 'or');
}

/**
 * When the whole query is one parenthesised group, `(a OR b)`, its inside; otherwise null.
 * `(a) OR (b)` is not one group.
 */
export function unwrapSearchGroup(query: string): string | null {
  const trimmed = query.trim();
  if (!trimmed.startsWith('(') || !trimmed.endsWith(')')) return null;
  let depth = 0;
  let inPhrase = false;
  for (let i = 0; i < trimmed.length; i += 1) {
    const ch = trimmed.charAt(i);
    if (isQuoteChar(ch)) inPhrase = !inPhrase;
    else if (!inPhrase && ch === '(') depth += 1;
    else if (!inPhrase && ch === ')') {
      depth -= 1;
      if (depth === 0 && i < trimmed.length - 1) return null;
    }
  }
  return depth === 0 && !inPhrase ? trimmed.slice(1, -1).trim() : null;
}

/** An unclosed quote or an unmatched parenthesis, with the parser's code and message. */
export interface SearchBracketProblem {
  code: 'unbalanced_quote' | 'unbalanced_parenthesis';
  message: string;
  /** 0-based offset of the unmatched character. */
  position: number;
}

/**
 * The leftmost unclosed quote or unmatched parenthesis of the query, or null: the check a
 * search box can make while the user types. Parentheses inside a phrase are text, as for
 * the parser; so is everything after an unclosed quote.
 */
export function findSearchBracketProblem(query: string): SearchBracketProblem | null {
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

  const problem = (code: SearchBracketProblem['code'], position: number): SearchBracketProblem => ({
    code,
    message: SEARCH_QUERY_MESSAGES[code],
    position,
  });
  const problems: SearchBracketProblem[] = [];
  if (phraseStart >= 0) problems.push(problem('unbalanced_quote', phraseStart));
  if (strayClose >= 0) problems.push(problem('unbalanced_parenthesis', strayClose));
  if (open.length > 0) problems.push(problem('unbalanced_parenthesis', open[0]!));
  problems.sort((a, b) => a.position - b.position);
  return problems[0] ?? null;
}
