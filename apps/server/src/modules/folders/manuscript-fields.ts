import { createLineJoiner, type LineJoiner } from './manuscript-hyphens';
import type { ManuscriptLine } from './manuscript-text';

/**
 * Heuristics that propose a manuscript's title, abstract and authors from its first lines.
 * They only fill the form: the user confirms or corrects every field before anything is
 * saved. Documented in README ("Uploading a manuscript").
 *
 * - Title: the lines set in the largest type among the first 15 lines of page 1 (PDF), or the
 *   first heading (DOCX); the first line when no type stands out; running heads such as "arXiv:…",
 *   "Preprint", journal or licence lines are skipped.
 * - Authors: the lines between the title and the abstract (at most 12), except e-mail lines.
 *   A line naming an institution (University, Institute, Department, Laboratory, …) is an
 *   affiliation; other lines are split into names at commas, semicolons and "and". Names keep
 *   2–5 words; superscript markers (digits, *, †, ‡; letters are too ambiguous) link a name to the
 *   affiliation lines that start with the same marker (a line that starts with a marker some name
 *   carries is an affiliation, whatever it names: "²Google DeepMind"; superscript digits read as
 *   digits); without markers, a single affiliation
 *   goes to every author and several are left for the user to assign.
 * - Abstract: the text after a line starting with "Abstract" (the rest of that line and the
 *   following lines) up to "Keywords", "Index Terms", "Introduction" or a numbered section
 *   heading; without such a line, the first paragraph-sized run (over 300 characters) after
 *   the authors. Cut at `ABSTRACT_MAX` characters.
 */

export interface ProposedManuscriptFields {
  title: string;
  abstract: string;
  authors: Array<{ name: string; affiliations: string[] }>;
}

export const ABSTRACT_MAX = 5000;

const RUNNING_HEAD =
  /^(arxiv:|preprint\b|accepted\b|submitted\b|published\b|doi\b|https?:|www\.|©|copyright\b|journal of\b|proceedings\b|page \d+)/i;
const ABSTRACT_START = /^\s*(abstract|summary)\b\s*[.:—–-]?\s*/i;
const ABSTRACT_END =
  /^\s*((keywords?|key words|index terms)\b|((\d+|[ivx]+)\.?\s+)?(introduction|background|methods?|related work)\b|\d+(\.\d+)*\.?\s+[A-Z])/i;
const AFFILIATION =
  /\b(universit|institut|department|dept\.|laborator|college|school|faculty|cent(er|re)\b|hospital|academy|inc\.|gmbh|ltd\b|corporation|research|foundation|clinic|polytechnic|ecole|école|cnrs|inria|max planck)/i;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/;
const MARKERS = /[\d*†‡§¶]+/g;

/** Proposes title, abstract and authors from the manuscript's lines. */
export function proposeManuscriptFields(lines: ManuscriptLine[]): ProposedManuscriptFields {
  // Words broken at a line end are judged by the whole text read (manuscript-hyphens.ts).
  const joinLines = createLineJoiner(lines);
  const firstPage = lines.filter((l) => l.page === 1);
  const { title, end: titleEnd } = findTitle(firstPage, joinLines);
  const abstractAt = lines.findIndex((l, i) => i >= titleEnd && ABSTRACT_START.test(l.text));
  const authorsEnd = abstractAt >= 0 ? Math.min(abstractAt, titleEnd + 12) : titleEnd + 12;
  const authors = findAuthors(lines.slice(titleEnd, Math.min(authorsEnd, lines.length)));
  const abstract =
    abstractAt >= 0 ? abstractFrom(lines, abstractAt, joinLines) : firstLongRun(lines, titleEnd, joinLines);
  return { title, abstract, authors };
}

function findTitle(page: ManuscriptLine[], joinLines: LineJoiner): { title: string; end: number } {
  const head = page.slice(0, 15);
  const candidates = head
    .map((l, i) => ({ l, i }))
    .filter(({ l }) => !RUNNING_HEAD.test(l.text) && /\p{L}{2}/u.test(l.text));
  if (candidates.length === 0) return { title: '', end: 0 };
  const largest = Math.max(...candidates.map(({ l }) => l.size));
  const first = candidates.find(({ l }) => l.size === largest)!;
  const parts = [first.l.text];
  let end = first.i + 1;
  // A title set on several lines keeps its size, when that size sets it apart from the text.
  const standsOut = candidates.some(({ l }) => l.size < largest);
  while (standsOut && end < head.length && head[end]!.size === largest && parts.length < 4)
    parts.push(head[end++]!.text);
  return { title: joinLines(parts), end };
}

function abstractFrom(lines: ManuscriptLine[], at: number, joinLines: LineJoiner): string {
  const parts: string[] = [];
  const rest = lines[at]!.text.replace(ABSTRACT_START, '');
  if (rest) parts.push(rest);
  for (let i = at + 1; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (ABSTRACT_END.test(text)) break;
    parts.push(text);
    if (parts.join(' ').length > ABSTRACT_MAX) break;
  }
  return cut(joinLines(parts));
}

function firstLongRun(lines: ManuscriptLine[], from: number, joinLines: LineJoiner): string {
  let run: string[] = [];
  for (let i = from; i < lines.length; i++) {
    const text = lines[i]!.text;
    if (ABSTRACT_END.test(text) || AFFILIATION.test(text) || EMAIL.test(text)) {
      if (joinLines(run).length > 300) break;
      run = [];
      continue;
    }
    run.push(text);
  }
  const joined = joinLines(run);
  return joined.length > 300 ? cut(joined) : '';
}

function findAuthors(lines: ManuscriptLine[]): ProposedManuscriptFields['authors'] {
  const names: Array<{ name: string; markers: string[] }> = [];
  const affiliations: Array<{ text: string; marker: string | null }> = [];
  const nameMarkers = new Set<string>();
  for (const line of lines) {
    const text = superscriptDigits(line.text);
    if (EMAIL.test(text) && !AFFILIATION.test(text.replace(EMAIL, ''))) continue;
    const leading = /^\s*([\d*†‡§¶]+)\s*\S/.exec(text);
    if (AFFILIATION.test(text) || (leading && nameMarkers.has(leading[1]!))) {
      const marker = /^\s*([\d*†‡§¶]+)\s*/.exec(text);
      affiliations.push({
        text: text
          .replace(/^\s*([\d*†‡§¶]+)\s*/, '')
          .replace(EMAIL, '')
          .replace(/[\s,;]+$/, ''),
        marker: marker ? marker[1]! : null,
      });
      continue;
    }
    for (const piece of text.split(/\s*(?:,|;|\band\b|&)\s*/)) {
      const markers = piece.match(MARKERS) ?? [];
      const name = piece
        .replace(MARKERS, '')
        .replace(/[^\p{L}\p{M}.'\- ]/gu, '')
        .replace(/\s+/g, ' ')
        .trim();
      const words = name.split(' ').filter(Boolean);
      if (
        words.length >= 2 &&
        words.length <= 5 &&
        words.every((w) => /^\p{Lu}/u.test(w) || /^(van|von|de|da|del|der|di|le|la)$/.test(w))
      ) {
        const own = markers.flatMap((m) => (/^\d+$/.test(m) ? [m] : m.split('')));
        names.push({ name, markers: own });
        for (const m of own) nameMarkers.add(m);
      } else if (markers.length > 0 && names.length > 0 && words.length === 0) {
        // "Smith 1, 2": markers after a comma belong to the previous name.
        names[names.length - 1]!.markers.push(...markers);
        for (const m of markers) nameMarkers.add(m);
      }
    }
  }
  const marked = affiliations.some((a) => a.marker !== null);
  return names.map(({ name, markers }) => ({
    name,
    affiliations: marked
      ? affiliations.filter((a) => a.marker !== null && markers.includes(a.marker)).map((a) => a.text)
      : affiliations.length === 1
        ? [affiliations[0]!.text]
        : [],
  }));
}

const SUPERSCRIPT_DIGITS = '⁰¹²³⁴⁵⁶⁷⁸⁹';

/** "Lattimore²" as "Lattimore2": a superscript digit is a marker like a digit. */
function superscriptDigits(text: string): string {
  return text.replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹]/g, (d) => String(SUPERSCRIPT_DIGITS.indexOf(d)));
}

function cut(text: string): string {
  if (text.length <= ABSTRACT_MAX) return text;
  const at = text.lastIndexOf('. ', ABSTRACT_MAX);
  return text.slice(0, at > ABSTRACT_MAX / 2 ? at + 1 : ABSTRACT_MAX);
}
