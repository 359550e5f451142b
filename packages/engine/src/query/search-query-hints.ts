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
 * Capitalised operators of other engines that are ordinary words here (spec 01 section 2: only
 * AND, OR and NOT): XOR, proximity operators (NEAR, NEAR/3, ONEAR/2, ADJ, ADJ4, W/5, PRE/2) and
 * Web of Science's SAME. Only in capitals, as our own operators count only in capitals (a
 * lower-case "near" is a word someone meant).
 */
const FOREIGN_OPERATOR = /^(?:XOR|NEAR|ONEAR|ADJ|SAME)(?:\/?\d{1,3})?$|^(?:W|PRE)\/\d{1,3}$/;

/**
 * Operators of other search engines that this language reads as punctuation or words: a leading
 * minus (`-grasp`, searched as `grasp`, not excluded), a trailing star (`grasp*`, searched as
 * `grasp`, no wildcard) and a capitalised operator that is not ours (`robot XOR grasp`, with
 * "XOR" searched as a word). One sentence each, naming the first such word; empty when there is
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
  let operator: string | null = null;
  for (const token of tokens) {
    if (token.type !== 'leaf' || token.node.kind !== 'term') continue;
    const at = token.position;
    // The tokenizer drops a word's leading punctuation: a minus right before the word, and
    // at the start of what was written (after a space or an opening parenthesis).
    const before = query.charAt(at - 2);
    if (minus === null && query.charAt(at - 1) === '-' && (at === 1 || before === '(' || /\s/u.test(before)))
      minus = token.node.value;
    if (star === null && query.slice(at, wordEnd(query, at)).endsWith('*')) star = token.node.value;
    // Written bare: `title:NEAR` names a field, so its word was meant as a word.
    if (operator === null && FOREIGN_OPERATOR.test(token.node.value) && query.startsWith(token.node.value, at))
      operator = token.node.value;
  }
  const hints: string[] = [];
  if (minus !== null)
    hints.push(
      `A minus sign does not exclude a word: "-${minus}" was searched as "${minus}". To exclude it, write NOT ${minus}.`,
    );
  if (star !== null) hints.push(`"*" is not a wildcard: "${star}*" was searched as "${star}".`);
  if (operator !== null)
    hints.push(
      `"${operator}" is not an operator, so it was searched as ${/^\p{L}+$/u.test(operator) ? 'an ordinary word' : 'ordinary words'}. ` +
        'The operators are AND, OR and NOT.',
    );
  return hints;
}
