import { parse as parseBibtex, type Creator } from '@retorquere/bibtex-parser';
import {
  BibliographyError,
  addIdentifiers,
  addPubmedIds,
  cleanText,
  cleanTitle,
  detectBibliographyFormat,
  emptyReference,
  isUsable,
  readCslJson,
  readPlainText,
  readRis,
  yearOf,
  type BibReference,
  type BibliographyProblem,
  type BibliographyReadResult,
} from '@sciscope/engine';

/**
 * Reads an uploaded or pasted bibliography: the format is decided by the content (BibTeX,
 * RIS, CSL-JSON, else plain text with one reference a line), never by the file name. Pasted
 * text is read as plain text unless it is plainly one of the file formats. Throws
 * `BibliographyError` when nothing usable could be read; parts that could not be read are
 * listed in `problems`.
 */
export function readBibliography(text: string): BibliographyReadResult {
  if (text.trim() === '') throw new BibliographyError('The bibliography is empty.');
  switch (detectBibliographyFormat(text)) {
    case 'bibtex':
      return readBibtex(text);
    case 'ris':
      return readRis(text);
    case 'csl-json':
      return readCslJson(text);
    default:
      return readPlainText(text);
  }
}

function creatorName(creator: Creator): string {
  if (creator.name) return cleanText(creator.name);
  const last = [creator.prefix, creator.lastName].filter(Boolean).join(' ');
  return cleanText([creator.firstName, last, creator.suffix].filter(Boolean).join(' '));
}

/** BibTeX and BibLaTeX through @retorquere/bibtex-parser (LaTeX accents and braces resolved by it). */
export function readBibtex(text: string): BibliographyReadResult {
  const library = parseBibtex(text, {
    english: false,
    sentenceCase: false,
    unsupported: 'ignore',
    caseProtection: false,
  });
  const problems: BibliographyProblem[] = library.errors.map((error) => {
    const line = /line (\d+)/.exec(error.error);
    return { line: line ? Number(line[1]) : null, message: `BibTeX: ${error.error}` };
  });
  const references: BibReference[] = [];
  library.entries.forEach((entry, i) => {
    const fields = entry.fields;
    const reference = emptyReference(i + 1, entry.input || `@${entry.type}{${entry.key}}`);
    reference.title = cleanTitle(fields.title);
    reference.authors = (fields.author ?? []).map(creatorName).filter((name) => name !== '');
    reference.year = yearOf(fields.year) ?? yearOf(fields.date);
    const venue = fields.journal ?? fields.journaltitle ?? fields.booktitle;
    reference.venue = venue ? cleanText(venue) : null;
    addIdentifiers(reference, fields.doi);
    const eprint = fields.eprint;
    if (eprint && /arxiv/i.test(`${fields.archiveprefix ?? ''} ${fields.eprinttype ?? ''}`))
      addIdentifiers(reference, `arXiv:${eprint}`);
    else addIdentifiers(reference, eprint);
    addIdentifiers(reference, fields.url);
    addPubmedIds(reference, { pmid: fields.pmid, pmcid: fields.pmcid });
    if (isUsable(reference)) references.push(reference);
    else if (entry.key)
      problems.push({ line: null, message: `Entry "${entry.key}" has neither a title nor an identifier.` });
  });
  if (references.length === 0) {
    const first = problems[0]?.message.replace(/^BibTeX: /, '');
    throw new BibliographyError(
      first
        ? `The BibTeX file could not be read: ${first}`
        : 'The BibTeX file holds no entry with a title or an identifier.',
    );
  }
  return { format: 'bibtex', references, problems };
}
