import { SEARCH_FIELD_PREFIXES, tokenizeSearchQuery, wordEnd, type SearchQueryToken } from './search-query-tokenizer';
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

/**
 * Operators of other search engines that this language reads as punctuation: a leading minus
 * (`-grasp`, searched as `grasp`, not excluded) and a trailing star (`grasp*`, searched as
 * `grasp`, no wildcard). One sentence each, naming the first such word; empty when there is
 * none. It reads the tokenizer's own words (phrases are taken as written), so it sees the query
 * as the search does; a query the tokenizer refuses has a problem to show instead.
 */
export function foreignOperatorHints(query: string): string[] {
  let tokens: SearchQueryToken[];
  try {
    tokens = tokenizeSearchQuery(query);
  } catch {
    return [];
  }
  let minus: string | null = null;
  let star: string | null = null;
  for (const token of tokens) {
    if (token.type !== 'leaf' || token.node.kind !== 'term') continue;
    const at = token.position;
    // The tokenizer drops a word's leading punctuation: a minus right before the word, and
    // at the start of what was written (after a space or an opening parenthesis).
    const before = query.charAt(at - 2);
    if (minus === null && query.charAt(at - 1) === '-' && (at === 1 || before === '(' || /\s/u.test(before)))
      minus = token.node.value;
    if (star === null && query.slice(at, wordEnd(query, at)).endsWith('*')) star = token.node.value;
  }
  const hints: string[] = [];
  if (minus !== null)
    hints.push(
      `A minus sign does not exclude a word: "-${minus}" was searched as "${minus}". To exclude it, write NOT ${minus}.`,
    );
  if (star !== null) hints.push(`"*" is not a wildcard: "${star}*" was searched as "${star}".`);
  return hints;
}
