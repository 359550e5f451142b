/**
 * A light scan of a query in the search language, enough for the search box: where the
 * words are, whether each sits inside parentheses or a phrase. The server's parser stays the
 * judge of what a query means; this only has to agree with it on quotes and parentheses.
 */

/** The characters that open or close a phrase, as the server reads them. */
const QUOTE_CHARS = new Set(['"', '\u201C', '\u201D', '\u201E']);

export function isQuoteChar(ch: string): boolean {
  return QUOTE_CHARS.has(ch);
}

/** A run of non-space characters outside phrases (a phrase, with its quotes, is one chunk). */
export interface QueryChunk {
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
export function scanQuery(query: string): QueryChunk[] {
  const chunks: QueryChunk[] = [];
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

const OPERATORS = new Set(['AND', 'OR', 'NOT']);

/** True for the operators of the language (upper case only, as the server reads them). */
export function isOperator(chunk: string): boolean {
  return OPERATORS.has(chunk);
}

/** True when the query has an OR outside every parenthesis and phrase. */
export function hasTopLevelOr(query: string): boolean {
  return scanQuery(query).some((chunk) => chunk.depth === 0 && chunk.text === 'OR');
}

/**
 * When the whole query is one parenthesised group, `(a OR b)`, its inside; otherwise null.
 * `(a) OR (b)` is not one group.
 */
export function unwrapGroup(query: string): string | null {
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
