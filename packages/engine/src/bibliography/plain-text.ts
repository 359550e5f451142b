/**
 * Plain text: one reference a line, in any of the usual citation styles —
 *   Vaswani, A., Shazeer, N. (2017). Attention is all you need. In NeurIPS.          (APA)
 *   A. Vaswani and N. Shazeer, "Attention is all you need," in Proc. NeurIPS, 2017.  (IEEE)
 *   Ashish Vaswani, Noam Shazeer. Attention Is All You Need. NIPS 2017.             (ACM-like)
 *   Attention is all you need                                                        (a bare title)
 * — read into title, authors, year and identifiers (DOI, arXiv, PubMed, PMC anywhere in
 * the line). The whole line is kept as `source`, so a matcher can still look for a corpus
 * title inside it when the split guessed wrong.
 */
import { findIdentifiers } from '../import/identifiers';
import {
  BibliographyError,
  cleanText,
  cleanTitle,
  emptyReference,
  isUsable,
  type BibReference,
  type BibliographyProblem,
  type BibliographyReadResult,
} from './reference';

/** Longest line read as one reference; longer lines are cut (a pasted paragraph is not a reference). */
const MAX_LINE_CHARS = 2000;

export function readPlainText(text: string): BibliographyReadResult {
  const problems: BibliographyProblem[] = [];
  const references: BibReference[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let index = 0;
  lines.forEach((raw, i) => {
    const line = raw.trim();
    if (line === '') return;
    index += 1;
    const reference = parseReferenceLine(line.slice(0, MAX_LINE_CHARS), index);
    if (isUsable(reference)) references.push(reference);
    else problems.push({ line: i + 1, message: `Line ${i + 1} holds neither a title nor an identifier.` });
  });
  if (index === 0) throw new BibliographyError('The text is empty: paste one reference a line.');
  return { format: 'text', references, problems };
}

// Words that end with a full stop without ending a sentence.
const ABBREVIATIONS = new Set([
  'al',
  'proc',
  'vol',
  'no',
  'pp',
  'conf',
  'int',
  'intl',
  'j',
  'eds',
  'ed',
  'trans',
  'univ',
  'dept',
  'inc',
  'jr',
  'sr',
  'dr',
  'st',
  'symp',
  'annu',
  'comput',
  'sci',
]);
const NAME_PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'du',
  'la',
  'le',
  'and',
  'et',
  'al',
  'al.',
  'y',
]);
// One or more "Surname INITIALS", separated by commas (or "and"), then a full stop.
const VANCOUVER_NAME = String.raw`\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)*\s+\p{Lu}{1,3}`;
const VANCOUVER_AUTHORS = new RegExp(
  String.raw`^(${VANCOUVER_NAME}(?:(?:,\s*|\s+and\s+)${VANCOUVER_NAME})*)(?:,?\s+et al)?\.\s+`,
  'u',
);
const VENUE_START =
  /^(?:in|proc|proceedings|advances|journal|arxiv|preprint|ieee|acm|conference|international|transactions)\b/i;

/** Splits at ". " that ends a sentence: not after an initial ("J. Smith") nor an abbreviation ("et al."). */
function sentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const match of text.matchAll(/[.?!]\s+/g)) {
    const end = match.index!;
    const before = text.slice(start, end);
    const lastWord = /(\S+)$/.exec(before)?.[1] ?? '';
    const bare = lastWord.replace(/^[("“]+/, '');
    if (/^\p{Lu}$/u.test(bare) || /^(?:\p{Lu}\.)+\p{Lu}$/u.test(bare) || ABBREVIATIONS.has(bare.toLowerCase()))
      continue;
    out.push(text.slice(start, end + 1).trim());
    start = end + match[0].length;
  }
  const rest = text.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out.map((s) => s.replace(/[.\s]+$/, '').trim()).filter((s) => s !== '');
}

/** Whether a segment reads as a list of person names rather than a title. */
function looksLikeAuthors(segment: string): boolean {
  const words = segment
    .replace(/[,;&]/g, ' ')
    .split(/\s+/)
    .filter((w) => w !== '');
  if (words.length === 0) return false;
  const nameLike = words.every(
    (w) => NAME_PARTICLES.has(w.toLowerCase()) || /^\p{Lu}/u.test(w) || /^\p{Lu}?\.?-?\p{Lu}\.?$/u.test(w),
  );
  if (!nameLike) return false;
  return /[,;&]|\band\b|et al/.test(segment) || words.length <= 3;
}

/** "Vaswani, A., Shazeer, N. and Parmar, N." or "A. Vaswani, N. Shazeer and N. Parmar" → names. */
export function splitAuthors(segment: string): string[] {
  const text = segment
    .replace(/\bet\s+al\.?/gi, '')
    .replace(/\s+(?:and|&)\s+/gi, ', ')
    .replace(/;/g, ',');
  const pieces = text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '');
  const initials = (p: string) => /^(?:\p{Lu}\.?\s*-?\s*){1,4}$/u.test(p);
  // "Last, F." pairs: every second piece is initials only.
  if (
    pieces.length >= 2 &&
    pieces.length % 2 === 0 &&
    pieces.every((p, i) => (i % 2 === 1 ? initials(p) : !initials(p)))
  ) {
    const names: string[] = [];
    for (let i = 0; i < pieces.length; i += 2) names.push(`${pieces[i]}, ${pieces[i + 1]}`);
    return names;
  }
  return pieces.filter((p) => /\p{L}{2}/u.test(p));
}

/** Reads one line of a plain-text bibliography (see the module comment). */
export function parseReferenceLine(line: string, index: number): BibReference {
  const reference = emptyReference(index, line);
  // Numbering and bullets: "[12]", "12.", "3)", "•", "-".
  let text = line.replace(/^\s*(?:\[\d+\]|\d{1,4}[.)]|[•*\-–])\s+/, '');
  for (const found of findIdentifiers(text)) {
    if (found.kind === 'doi') reference.doi ??= found.value;
    else if (found.kind === 'arxiv') reference.arxiv ??= found.value;
    else if (found.kind === 'pmid') reference.pmid ??= found.value;
    else reference.pmcid ??= found.value;
  }
  text = findIdentifiers(text)
    .reverse()
    .reduce((t, found) => `${t.slice(0, found.start)} ${t.slice(found.end)}`, text);
  text = cleanText(
    text
      .replace(/https?:\/\/\S+/g, ' ')
      .replace(/\b(?:doi|arxiv|pmid|pmcid)\s*:?\s*$/i, '')
      .replace(/\b(?:doi|arxiv)\s*:\s*(?=[.,;]|$)/gi, ''),
  );

  const parenthesisedYear = /\((1[89]\d\d|20\d\d)[a-z]?\)/.exec(text);
  const years = [...text.matchAll(/(?<![\d-])(1[89]\d\d|20\d\d)[a-z]?(?![\d-])/g)].map((m) => Number(m[1]));
  const maxYear = new Date().getFullYear() + 1;
  const year = parenthesisedYear ? Number(parenthesisedYear[1]) : years.filter((y) => y <= maxYear).pop();
  reference.year = year !== undefined && year <= maxYear ? year : null;

  // A quoted title wins: IEEE and Vancouver-like styles quote it.
  const quoted = /["“]([^"“”]{6,}?)[,.]?["”]/.exec(text);
  if (quoted) {
    reference.title = cleanTitle(quoted[1]);
    const before = text.slice(0, quoted.index).replace(/[,.\s]+$/, '');
    if (before !== '') reference.authors = splitAuthors(before);
    reference.venue = cleanVenue(text.slice(quoted.index + quoted[0].length));
    return reference;
  }

  // APA: "Authors (2017). Title. Venue." — the year in parentheses ends the authors.
  if (parenthesisedYear && parenthesisedYear.index > 0) {
    const before = text
      .slice(0, parenthesisedYear.index)
      .trim()
      .replace(/[,\s]+$/, '');
    const after = sentences(text.slice(parenthesisedYear.index + parenthesisedYear[0].length).replace(/^[.,\s]+/, ''));
    if (before !== '' && after[0]) {
      reference.authors = splitAuthors(before);
      reference.title = cleanTitle(after[0]);
      reference.venue = cleanVenue(after.slice(1).join('. '));
      return reference;
    }
  }

  // Vancouver: "Doe J, Lovelace AB. Title. Venue 2016." — surnames followed by initials without dots.
  const vancouver = VANCOUVER_AUTHORS.exec(text);
  if (vancouver) {
    const rest = sentences(text.slice(vancouver[0].length));
    if (rest[0] && isTitleLike(rest[0])) {
      reference.authors = vancouver[1]!.split(/,\s*|\s+and\s+/).map((name) => {
        const [, surname, initials] = /^(.*\S)\s+(\p{Lu}{1,3})$/u.exec(name.trim())!;
        return `${surname}, ${initials}`;
      });
      reference.title = cleanTitle(stripYear(rest[0]));
      reference.venue = cleanVenue(rest.slice(1).join('. '));
      return reference;
    }
  }

  const parts = sentences(text);
  const titleIndex =
    parts.length >= 2 && looksLikeAuthors(parts[0]!) && isTitleLike(parts[1]!) ? 1 : parts.findIndex(isTitleLike);
  const at = titleIndex === -1 ? 0 : titleIndex;
  if (at > 0) reference.authors = splitAuthors(parts.slice(0, at).join(', '));
  reference.title = cleanTitle(stripYear(parts[at] ?? ''));
  reference.venue = cleanVenue(parts.slice(at + 1).join('. '));
  return reference;
}

function isTitleLike(segment: string): boolean {
  const words = segment.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  return words.length >= 2 && !VENUE_START.test(segment) && !/^(?:pp?\.|vol\.|\d)/i.test(segment);
}

function stripYear(segment: string): string {
  return segment.replace(/\(?(?:1[89]\d\d|20\d\d)[a-z]?\)?[.,]?\s*$/, '').trim();
}

function cleanVenue(text: string): string | null {
  const venue = cleanText(text)
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '')
    .replace(/^in\s+/i, '');
  return venue === '' ? null : venue;
}
