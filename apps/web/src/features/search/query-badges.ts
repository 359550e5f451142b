import {
  hasTopLevelOr,
  isSearchOperatorChunk,
  scanSearchQuery,
  searchOperatorOf,
  unwrapSearchGroup,
} from '@sciscope/engine/query';

/**
 * Concept badges in the search box. A badge stands for the term `c:{conceptId}` and filters
 * the whole query: the box sends `text c:1 c:2`, with the text in parentheses when it holds
 * a top-level OR (`(a OR b) c:1`, since AND binds tighter than OR). Reading a query back,
 * only a trailing run of `c:ID` terms that filters the whole query becomes badges; any other
 * `c:ID` (inside parentheses, after NOT, under an OR) stays text, so nothing changes meaning.
 */

export interface BoxQuery {
  /** What the text field shows. */
  text: string;
  /** The badges, in order. */
  conceptIds: number[];
}

const CONCEPT_TERM = /^c:(\d{1,15})$/;

/**
 * The query sent to the server for the box's text and badges. The user may have typed an
 * operator next to a badge: `[Reinforcement learning] AND robots` leaves the text `AND robots`.
 * An AND at either end of the text is the join of text and badges, which is AND already, so it
 * goes; an OR at an end joins the badges by OR where the user put them (`c:963 OR robots`),
 * and that query reads back as text, since the concepts no longer filter the whole query.
 */
export function composeQuery({ text, conceptIds }: BoxQuery): string {
  const badges = conceptIds.map((id) => `c:${id}`);
  if (badges.length === 0) return text.trim();
  const trimmed = withoutEndOperator(text.trim(), 'and');
  const edges = topLevelEdges(trimmed);
  if (edges.first === 'or') return `${badges.join(' ')} ${trimmed}`;
  if (edges.last === 'or') return `${trimmed} ${badges.join(' ')}`;
  const head = trimmed !== '' && hasTopLevelOr(trimmed) ? `(${trimmed})` : trimmed;
  return [head, ...badges].filter((part) => part !== '').join(' ');
}

/** The operators (if any) that the text starts and ends with, outside parentheses and phrases. */
function topLevelEdges(text: string): { first: string | undefined; last: string | undefined } {
  const chunks = scanSearchQuery(text).filter((chunk) => chunk.depth === 0);
  const first = chunks[0];
  const last = chunks[chunks.length - 1];
  return {
    first: first && first.start === 0 ? searchOperatorOf(first.text) : undefined,
    last: last && last.end === text.length ? searchOperatorOf(last.text) : undefined,
  };
}

/** `text` without `operator` at its start or end (repeated ones too). */
function withoutEndOperator(text: string, operator: string): string {
  let rest = text;
  for (;;) {
    const chunks = scanSearchQuery(rest);
    const first = chunks[0];
    const last = chunks[chunks.length - 1];
    if (first && first.depth === 0 && searchOperatorOf(first.text) === operator) {
      rest = rest.slice(first.end).trim();
    } else if (last && last.depth === 0 && searchOperatorOf(last.text) === operator) {
      rest = rest.slice(0, last.start).trim();
    } else {
      return rest;
    }
  }
}

/** The box's text and badges for a query (e.g. from the URL); the inverse of `composeQuery`. */
export function splitQuery(query: string): BoxQuery {
  const chunks = scanSearchQuery(query);
  let first = chunks.length;
  while (first > 0) {
    const chunk = chunks[first - 1]!;
    if (chunk.depth !== 0 || !CONCEPT_TERM.test(chunk.text)) break;
    first -= 1;
  }
  // A concept right after an operator belongs to it (`a NOT c:1`), so it stays text.
  const before = chunks[first - 1];
  if (before && isSearchOperatorChunk(before.text) && first < chunks.length) first += 1;
  if (first === chunks.length) return { text: query.trim(), conceptIds: [] };

  const rest = query.slice(0, chunks[first]!.start).trim();
  const conceptIds = chunks.slice(first).map((chunk) => Number(CONCEPT_TERM.exec(chunk.text)![1]));
  if (rest === '') return { text: '', conceptIds };
  // `a OR b c:1` means `a OR (b c:1)`: the concept does not filter the whole query.
  if (hasTopLevelOr(rest)) return { text: query.trim(), conceptIds: [] };
  const inner = unwrapSearchGroup(rest);
  return { text: inner !== null && hasTopLevelOr(inner) ? inner : rest, conceptIds };
}

/** Adds a badge unless it is already there. */
export function addConcept(conceptIds: readonly number[], conceptId: number): number[] {
  return conceptIds.includes(conceptId) ? [...conceptIds] : [...conceptIds, conceptId];
}

/** A `#lookup` being typed: the `#` at `start`, the caret at `end`, the text between. */
export interface ConceptLookup {
  start: number;
  end: number;
  query: string;
}

/** Longest concept lookup followed; past it a `#` is just a character. */
const MAX_LOOKUP_LENGTH = 80;

/**
 * The concept lookup at the caret: the text between the last `#` before the caret and the
 * caret, when that `#` starts a word and no quote or parenthesis came since. Concept names
 * have spaces, so spaces do not end a lookup.
 */
export function conceptLookupAt(text: string, caret: number): ConceptLookup | null {
  const head = text.slice(0, caret);
  const start = head.lastIndexOf('#');
  if (start < 0) return null;
  if (start > 0 && !/[\s(]/.test(head.charAt(start - 1))) return null;
  const query = head.slice(start + 1);
  if (query.length > MAX_LOOKUP_LENGTH || /["\u201C\u201D\u201E()#]/.test(query)) return null;
  return { start, end: caret, query: query.trim() };
}

/** The text without the lookup (the chosen concept becomes a badge), and where the caret goes. */
export function removeLookup(text: string, lookup: ConceptLookup): { text: string; caret: number } {
  const before = text.slice(0, lookup.start).replace(/\s+$/, '');
  const after = text.slice(lookup.end).replace(/^\s+/, '');
  const joiner = before !== '' && after !== '' ? ' ' : '';
  return { text: `${before}${joiner}${after}`, caret: before.length + joiner.length };
}

/** Pasted text for a one-line box: each line break (with the spaces around it) becomes one space. */
export function removeLineBreaks(text: string): string {
  return text.replace(/[^\S\r\n]*[\r\n]+[^\S\r\n]*/g, ' ');
}
