/**
 * RIS (Research Information Systems tagged format, as written by Zotero, EndNote, Mendeley,
 * Web of Science and publishers): one `TG  - value` line per field, each entry from `TY` to
 * `ER`. Lines without a tag continue the previous field (some writers wrap long titles).
 */
import {
  BibliographyError,
  addIdentifiers,
  addPubmedIds,
  cleanText,
  cleanTitle,
  emptyReference,
  isUsable,
  yearOf,
  type BibReference,
  type BibliographyProblem,
  type BibliographyReadResult,
} from './reference';

const TAG_LINE = /^([A-Z][A-Z0-9])\s{1,2}-(?:\s(.*))?$/;

const TITLE_TAGS = ['TI', 'T1', 'CT', 'BT'];
const AUTHOR_TAGS = new Set(['AU', 'A1']);
const YEAR_TAGS = ['PY', 'Y1', 'DA'];
const VENUE_TAGS = ['T2', 'JO', 'JF', 'JA', 'J2'];

/** Whether a text looks like RIS: a `TY  - ` line before anything else tagged. */
export function looksLikeRis(text: string): boolean {
  return /^\uFEFF?\s*TY\s{1,2}-/m.test(text.slice(0, 4096));
}

interface RawEntry {
  fields: Map<string, string[]>;
  startLine: number;
  lines: string[];
  closed: boolean;
}

export function readRis(text: string): BibliographyReadResult {
  const problems: BibliographyProblem[] = [];
  const entries: RawEntry[] = [];
  let current: RawEntry | null = null;
  let lastTag: string | null = null;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  lines.forEach((line, i) => {
    const lineNumber = i + 1;
    const match = TAG_LINE.exec(line.trimEnd());
    if (match) {
      const tag = match[1]!;
      const value = (match[2] ?? '').trim();
      if (tag === 'TY') {
        if (current && !current.closed) {
          problems.push({
            line: current.startLine,
            message: `The entry starting on line ${current.startLine} has no ER line.`,
          });
        }
        current = { fields: new Map(), startLine: lineNumber, lines: [line], closed: false };
        entries.push(current);
        lastTag = tag;
        return;
      }
      if (!current || current.closed) {
        problems.push({ line: lineNumber, message: `Line ${lineNumber} (${tag}) is outside an entry (TY … ER).` });
        return;
      }
      current.lines.push(line);
      if (tag === 'ER') {
        current.closed = true;
        lastTag = null;
        return;
      }
      const values = current.fields.get(tag) ?? [];
      values.push(value);
      current.fields.set(tag, values);
      lastTag = tag;
      return;
    }
    if (line.trim() === '') return;
    if (current && !current.closed && lastTag) {
      // A wrapped value: the line continues the last field.
      current.lines.push(line);
      const values = current.fields.get(lastTag)!;
      values[values.length - 1] = `${values[values.length - 1]} ${line.trim()}`.trim();
      return;
    }
    problems.push({ line: lineNumber, message: `Line ${lineNumber} is not an RIS field ("TG  - value").` });
  });
  const open = entries[entries.length - 1];
  if (open && !open.closed)
    problems.push({ line: open.startLine, message: `The entry starting on line ${open.startLine} has no ER line.` });
  if (entries.length === 0) throw new BibliographyError('The RIS file holds no entry (no "TY  - " line).');

  const references: BibReference[] = [];
  entries.forEach((entry, i) => {
    const reference = toReference(entry, i + 1);
    if (isUsable(reference)) references.push(reference);
    else
      problems.push({
        line: entry.startLine,
        message: `The entry on line ${entry.startLine} has neither a title nor an identifier.`,
      });
  });
  return { format: 'ris', references, problems };
}

function first(fields: Map<string, string[]>, tags: readonly string[]): string | null {
  for (const tag of tags) {
    const value = fields.get(tag)?.find((v) => v !== '');
    if (value !== undefined) return value;
  }
  return null;
}

function toReference(entry: RawEntry, index: number): BibReference {
  const { fields } = entry;
  const reference = emptyReference(index, entry.lines.join(' '));
  reference.title = cleanTitle(first(fields, TITLE_TAGS));
  for (const [tag, values] of fields) {
    if (AUTHOR_TAGS.has(tag))
      for (const value of values) if (value.trim() !== '') reference.authors.push(cleanText(value));
  }
  reference.year = yearOf(first(fields, YEAR_TAGS));
  const venue = first(fields, VENUE_TAGS);
  reference.venue = venue ? cleanText(venue) : null;
  for (const tag of ['DO', 'UR', 'L1', 'L2', 'M3', 'N1'])
    for (const value of fields.get(tag) ?? []) addIdentifiers(reference, value);
  // Accession numbers: PubMed writers put the PMID in AN, and some the PMCID in C2.
  const accession = first(fields, ['AN']);
  if (accession && /^\d{1,9}$/.test(accession.trim())) addPubmedIds(reference, { pmid: accession });
  const c2 = first(fields, ['C2']);
  if (c2 && /^PMC\d+$/i.test(c2.trim())) addPubmedIds(reference, { pmcid: c2 });
  return reference;
}
