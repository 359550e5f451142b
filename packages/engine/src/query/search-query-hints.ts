import { isQuoteChar } from './search-query-syntax';
import { SEARCH_FIELD_PREFIXES } from './search-query-tokenizer';
import type { SearchQueryNode } from './search-query.types';

/**
 * A word that looks like a field prefix (`tittle:graph`, `foo:bar`): a lower-case name of 2 to
 * 15 letters, a colon and then a letter or digit. Capitalised ones (`BERT:pretraining`) are
 * title words, not attempts at a field.
 */
const PREFIX_LIKE = /^([a-z]{2,15}):[\p{L}\p{N}]/u;

/**
 * The names written as a field prefix that the query language does not know, in the order
 * they appear, each once. The parser reads such a word as ordinary text (titles contain
 * colons), so the query still runs; the search page says so, since a mistyped field usually
 * finds nothing.
 */
export function unknownFieldPrefixes(node: SearchQueryNode): string[] {
  const found: string[] = [];
  const visit = (current: SearchQueryNode): void => {
    switch (current.kind) {
      case 'term': {
        const name = PREFIX_LIKE.exec(current.value)?.[1];
        if (name !== undefined && !found.includes(name)) found.push(name);
        return;
      }
      case 'and':
      case 'or':
        current.children.forEach(visit);
        return;
      case 'not':
        visit(current.child);
        return;
      default:
        return;
    }
  };
  visit(node);
  return found;
}

/** What the search page says about unknown prefixes; null when there are none. */
export function unknownFieldPrefixMessage(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const written = names.map((name) => `"${name}:"`);
  const list = written.length === 1 ? written[0] : `${written.slice(0, -1).join(', ')} and ${written.at(-1)}`;
  const fields = [...SEARCH_FIELD_PREFIXES.keys()].map((name) => `${name}:`);
  return (
    `${list} ${names.length === 1 ? 'is not a search field' : 'are not search fields'}, so ` +
    `${names.length === 1 ? 'it was' : 'they were'} searched as ordinary words. ` +
    `The fields are ${fields.slice(0, -1).join(', ')} and ${fields.at(-1)}.`
  );
}

/** Words the query's own text writes, outside quotation marks (phrases are taken as written). */
function wordsOutsideQuotes(query: string): string[] {
  const words: string[] = [];
  let current = '';
  let quoted = false;
  for (const ch of query) {
    if (isQuoteChar(ch)) {
      quoted = !quoted;
      if (current !== '') words.push(current);
      current = '';
    } else if (!quoted && /\s/u.test(ch)) {
      if (current !== '') words.push(current);
      current = '';
    } else if (!quoted) current += ch;
  }
  if (!quoted && current !== '') words.push(current);
  return words;
}

const MINUS_WORD = /^-+([\p{L}\p{N}][^\s()]*)/u;
const STAR_WORD = /^([\p{L}\p{N}][^\s()*]*)\*+\)*$/u;

/**
 * Operators of other search engines that this language reads as punctuation: a leading minus
 * (`-grasp`, searched as `grasp`, not excluded) and a trailing star (`grasp*`, searched as
 * `grasp`, no wildcard). One sentence each, naming the first such word; empty when there is none.
 */
export function foreignOperatorHints(query: string): string[] {
  const words = wordsOutsideQuotes(query);
  const hints: string[] = [];
  const minus = words.map((w) => MINUS_WORD.exec(w.replace(/^\(+/, ''))).find((m) => m !== null);
  if (minus) {
    const word = minus[1]!.replace(/\)+$/, '');
    hints.push(
      `A minus sign does not exclude a word: "-${word}" was searched as "${word}". To exclude it, write NOT ${word}.`,
    );
  }
  const star = words.map((w) => STAR_WORD.exec(w.replace(/^\(+/, '').replace(/^[a-z]+:/, ''))).find((m) => m !== null);
  if (star) hints.push(`"*" is not a wildcard: "${star[1]}*" was searched as "${star[1]}".`);
  return hints;
}
