import {
  hasTopLevelOr,
  isSearchOperatorChunk,
  scanSearchQuery,
  searchOperatorOf,
  unwrapSearchGroup,
  type SearchQueryChunk,
} from '@sciscope/engine/query';

/**
 * Concept badges in the search box. A badge stands for the term `c:{conceptId}`; badges sit
 * before the text or after it, where the user put them, and the box sends them there:
 * `c:1 robots c:2`. The text goes in parentheses when it holds a top-level OR
 * (`c:1 (a OR b)`, since AND binds tighter than OR), so each badge filters the whole query.
 * Reading a query back, only a leading and a trailing run of `c:ID` terms that filter the whole
 * query become badges; any other `c:ID` (inside parentheses, after NOT, under an OR) stays text,
 * so nothing changes meaning.
 */

export interface BoxQuery {
  /** The badges before the text, in order. */
  leadingIds: number[];
  /** What the text field shows. */
  text: string;
  /** The badges after the text, in order. */
  trailingIds: number[];
}

/** An empty box. */
const EMPTY_BOX: BoxQuery = { leadingIds: [], text: '', trailingIds: [] };

const CONCEPT_TERM = /^c:(\d{1,15})$/;

const term = (conceptId: number) => `c:${conceptId}`;

/**
 * The query sent to the server for the box's badges and text, in the box's order. The user may
 * have typed an operator next to a badge: `[Reinforcement learning] AND robots` leaves the text
 * `AND robots`. An AND at either end of the text is the join of text and badges, which is AND
 * already, so it goes; an OR at an end joins the badges on that side by OR where the user put it
 * (`c:963 OR robots`), or, with no badge on that side, the other side's badges move there; such a
 * query reads back as text, since its concepts no longer filter the whole query.
 */
export function composeQuery({ leadingIds, text, trailingIds }: BoxQuery): string {
  let leading = leadingIds.map(term);
  let trailing = trailingIds.map(term);
  if (leading.length === 0 && trailing.length === 0) return text.trim();
  const trimmed = withoutEndOperator(text.trim(), 'and');
  const edges = topLevelEdges(trimmed);
  if (edges.first === 'or' && leading.length === 0) [leading, trailing] = [trailing, []];
  else if (edges.last === 'or' && trailing.length === 0) [leading, trailing] = [[], leading];
  const orAtAnEnd = edges.first === 'or' || edges.last === 'or';
  const head = !orAtAnEnd && trimmed !== '' && hasTopLevelOr(trimmed) ? `(${trimmed})` : trimmed;
  return [...leading, head, ...trailing].filter((part) => part !== '').join(' ');
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

/** The concept id of a top-level `c:ID` chunk, or null. */
function conceptOf(chunk: SearchQueryChunk | undefined): number | null {
  if (!chunk || chunk.depth !== 0) return null;
  const match = CONCEPT_TERM.exec(chunk.text);
  return match ? Number(match[1]) : null;
}

/**
 * The box's badges and text for a query (e.g. from the URL); the inverse of `composeQuery`. A
 * query of concepts alone gives leading badges, so words typed next follow them.
 */
export function splitQuery(query: string): BoxQuery {
  const chunks = scanSearchQuery(query);
  let first = 0;
  while (first < chunks.length && conceptOf(chunks[first]) !== null) first += 1;
  // A concept right before AND or OR is that operator's operand (`c:1 OR a`), so it stays text.
  const next = chunks[first];
  if (first > 0 && next && next.depth === 0 && ['and', 'or'].includes(searchOperatorOf(next.text) ?? '')) first -= 1;
  let last = chunks.length;
  while (last > first && conceptOf(chunks[last - 1]) !== null) last -= 1;
  // A concept right after an operator belongs to it (`a NOT c:1`), so it stays text.
  const before = chunks[last - 1];
  if (last < chunks.length && before && isSearchOperatorChunk(before.text)) last += 1;
  if (first === 0 && last === chunks.length) return { ...EMPTY_BOX, text: query.trim() };

  const leadingIds = chunks.slice(0, first).map((chunk) => conceptOf(chunk)!);
  const trailingIds = chunks.slice(last).map((chunk) => conceptOf(chunk)!);
  const rest = first < last ? query.slice(chunks[first]!.start, chunks[last - 1]!.end).trim() : '';
  if (rest === '') return { leadingIds, text: '', trailingIds };
  // `a OR b c:1` means `a OR (b c:1)`: the concept does not filter the whole query.
  if (hasTopLevelOr(rest)) return { ...EMPTY_BOX, text: query.trim() };
  const inner = unwrapSearchGroup(rest);
  return { leadingIds, text: inner !== null && hasTopLevelOr(inner) ? inner : rest, trailingIds };
}

/**
 * The box after the user picked a concept: its badge goes where its `#lookup` was typed, before
 * the text when nothing was typed before the lookup, after it otherwise. A badge already in the
 * box stays where it is.
 */
export function addConcept(box: BoxQuery, conceptId: number, { textBefore }: { textBefore: string }): BoxQuery {
  if (box.leadingIds.includes(conceptId) || box.trailingIds.includes(conceptId)) return box;
  return textBefore.trim() === ''
    ? { ...box, leadingIds: [...box.leadingIds, conceptId] }
    : { ...box, trailingIds: [...box.trailingIds, conceptId] };
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
