/*
 * The characters and words that give a query its structure, defined once for the tokenizer
 * (which parses) and the scanner (which only splits, for the search box).
 */

const QUOTE_CHARS = new Set(['"', '\u201C', '\u201D', '\u201E']);

/** True for the characters that open or close a phrase: `"` and the typographic quotes. */
export function isQuoteChar(ch: string): boolean {
  return QUOTE_CHARS.has(ch);
}

/** An operator of the language. */
export type SearchOperator = 'and' | 'or' | 'not';

// A Map, not an object literal: user words such as `toString` must not find prototype keys.
const OPERATORS: ReadonlyMap<string, SearchOperator> = new Map([
  ['AND', 'and'],
  ['OR', 'or'],
  ['NOT', 'not'],
]);

/** The operator a word stands for; operators count only in upper case (`or` is a word). */
export function searchOperatorOf(word: string): SearchOperator | undefined {
  return OPERATORS.get(word);
}
