import type { MonitoringCondition, MonitoringUnary } from './monitoring.types';

/** One lexical unit of the advanced query, with its offset in the text. */
export type MonitoringToken =
  | { type: 'lparen' | 'rparen'; position: number }
  | { type: 'operator'; operator: MonitoringCondition; position: number }
  | { type: 'unary'; unary: MonitoringUnary; position: number }
  /** A topic name: a bare word, or the text between double quotes. */
  | { type: 'name'; name: string; quoted: boolean; position: number };

export type MonitoringTokenizeResult = { ok: true; tokens: MonitoringToken[] } | { ok: false; position: number };

// Maps, not object literals: a topic called `toString` must not find a prototype key.
const KEYWORDS: ReadonlyMap<string, MonitoringToken['type']> = new Map([
  ['AND', 'operator'],
  ['OR', 'operator'],
  ['NOT', 'unary'],
  ['BOOST', 'unary'],
  ['NEGATE', 'unary'],
]);

/** Operators and unary words count only written in capitals, as in the search box. */
export function isMonitoringKeyword(word: string): boolean {
  return KEYWORDS.has(word);
}

const isSpace = (ch: string) => /\s/u.test(ch);
const ends = (ch: string) => ch === '(' || ch === ')' || ch === '"' || isSpace(ch);

/**
 * Splits the advanced query into tokens: parentheses, `AND`/`OR`, `NOT`/`BOOST`/`NEGATE`,
 * and topic names (runs of characters other than spaces, parentheses and double quotes, or
 * anything between double quotes). Fails only on a double quote that is never closed.
 */
export function tokenizeMonitoringQuery(text: string): MonitoringTokenizeResult {
  const tokens: MonitoringToken[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (isSpace(ch)) {
      i += 1;
    } else if (ch === '(' || ch === ')') {
      tokens.push({ type: ch === '(' ? 'lparen' : 'rparen', position: i });
      i += 1;
    } else if (ch === '"') {
      const close = text.indexOf('"', i + 1);
      if (close < 0) return { ok: false, position: i };
      tokens.push({ type: 'name', name: text.slice(i + 1, close).trim(), quoted: true, position: i });
      i = close + 1;
    } else {
      let j = i + 1;
      while (j < text.length && !ends(text[j]!)) j += 1;
      const word = text.slice(i, j);
      const kind = KEYWORDS.get(word);
      if (kind === 'operator') tokens.push({ type: 'operator', operator: word as MonitoringCondition, position: i });
      else if (kind === 'unary') tokens.push({ type: 'unary', unary: word as MonitoringUnary, position: i });
      else tokens.push({ type: 'name', name: word, quoted: false, position: i });
      i = j;
    }
  }
  return { ok: true, tokens };
}
