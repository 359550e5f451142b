/**
 * One reference of a bibliography, whatever the file format it came from (BibTeX, RIS,
 * CSL-JSON or a line of plain text), and the text clean-ups every reader shares.
 */
import { normalizeArxivId, normalizeDoi, normalizePmcId, normalizePubmedId } from '../import/identifiers';

export type BibliographyFormat = 'bibtex' | 'ris' | 'csl-json' | 'text';

export interface BibReference {
  /** Position of the entry in the input, from 1. */
  index: number;
  title: string | null;
  /** Author names as written ("Ada Lovelace", "Lovelace, Ada", "A. Lovelace"). */
  authors: string[];
  year: number | null;
  /** Canonical identifiers (the forms `article_identifiers` stores), or null. */
  doi: string | null;
  arxiv: string | null;
  pmid: string | null;
  pmcid: string | null;
  venue: string | null;
  /** The entry as written, cut to `SOURCE_MAX_CHARS`: what the page shows for entries not found. */
  source: string;
}

/** A part of the input a reader could not use; the rest is still read. */
export interface BibliographyProblem {
  /** Line of the input (from 1), when known. */
  line: number | null;
  message: string;
}

export interface BibliographyReadResult {
  format: BibliographyFormat;
  references: BibReference[];
  problems: BibliographyProblem[];
}

/** Nothing usable could be read: the message says what is wrong, for the person who uploaded it. */
export class BibliographyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BibliographyError';
  }
}

export const SOURCE_MAX_CHARS = 300;

/** An empty reference at `index` with its source text; readers fill in what they find. */
export function emptyReference(index: number, source: string): BibReference {
  return {
    index,
    title: null,
    authors: [],
    year: null,
    doi: null,
    arxiv: null,
    pmid: null,
    pmcid: null,
    venue: null,
    source: cutSource(source),
  };
}

export function cutSource(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > SOURCE_MAX_CHARS ? `${flat.slice(0, SOURCE_MAX_CHARS - 1)}…` : flat;
}

// \emph{x}, \textbf{x}, {\em x}: the command goes, the text stays.
const LATEX_COMMAND = /\\[a-zA-Z]+\*?\s*/g;

/**
 * Text without markup: HTML tags (`<i>`, `<sub>`), LaTeX commands and protecting braces,
 * and runs of white space. Accented letters written as LaTeX are left to the BibTeX parser.
 */
export function cleanText(text: string): string {
  return text
    .replace(/<\/?[a-zA-Z][^<>]*>/g, '')
    .replace(LATEX_COMMAND, '')
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A title as the readers keep it: clean text, without a trailing full stop; null when empty. */
export function cleanTitle(text: string | null | undefined): string | null {
  if (!text) return null;
  const title = cleanText(text)
    .replace(/^["“”'‘’]+|["“”'‘’]+$/g, '')
    .replace(/[.,;:\s]+$/, '')
    .trim();
  return title === '' ? null : title;
}

/** The first plausible publication year (1800 to next year) in a date text, or null. */
export function yearOf(text: string | number | null | undefined): number | null {
  if (text === null || text === undefined) return null;
  const match = /(?<!\d)(1[89]\d\d|20\d\d)(?!\d)/.exec(String(text));
  if (!match) return null;
  const year = Number(match[1]);
  return year <= new Date().getFullYear() + 1 ? year : null;
}

/** Sets the identifiers found in `text` (a DOI field, a URL, an eprint) that are still unset. */
export function addIdentifiers(reference: BibReference, text: string | null | undefined): void {
  if (!text) return;
  reference.doi ??= normalizeDoi(text);
  reference.arxiv ??=
    /arxiv/i.test(text) || /^\d{4}\.\d{4,5}(v\d+)?$/.test(text.trim()) ? normalizeArxivId(text) : null;
  if (reference.arxiv === null) {
    const url = /arxiv\.org\/(?:abs|pdf)\/([^\s?#]+)/i.exec(text);
    if (url) reference.arxiv = normalizeArxivId(url[1]!);
  }
}

/** Sets a PubMed or PubMed Central id from its own field. */
export function addPubmedIds(reference: BibReference, { pmid, pmcid }: { pmid?: unknown; pmcid?: unknown }): void {
  if (typeof pmid === 'string' || typeof pmid === 'number') reference.pmid ??= normalizePubmedId(String(pmid));
  if (typeof pmcid === 'string' || typeof pmcid === 'number') reference.pmcid ??= normalizePmcId(String(pmcid));
}

/** Whether a reference holds anything a matcher can use. */
export function isUsable(reference: BibReference): boolean {
  return (
    (reference.title !== null && /\p{L}.*\p{L}.*\p{L}/u.test(reference.title)) ||
    reference.doi !== null ||
    reference.arxiv !== null ||
    reference.pmid !== null ||
    reference.pmcid !== null
  );
}
