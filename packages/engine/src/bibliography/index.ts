// Bibliographies: RIS, CSL-JSON and plain-text readers, and the format of an upload.
// (BibTeX is read in the server with @retorquere/bibtex-parser, into the same BibReference.)
import { looksLikeCslJson } from './csl-json';
import type { BibliographyFormat } from './reference';
import { looksLikeRis } from './ris';

export * from './reference';
export { readRis, looksLikeRis } from './ris';
export { readCslJson, looksLikeCslJson } from './csl-json';
export { readPlainText, parseReferenceLine, splitAuthors } from './plain-text';

/** BibTeX entries start with `@type{` or `@type(`; comments and `@string`s may come first. */
export function looksLikeBibtex(text: string): boolean {
  return /^\s*@\s*[a-zA-Z]+\s*[{(]/m.test(text);
}

/**
 * The format of an uploaded bibliography, decided by its content (never by the file name):
 * CSL-JSON when it starts with `[` or `{`, RIS when a `TY  - ` line comes first, BibTeX when
 * an `@type{` entry is found, and otherwise plain text (one reference a line).
 */
export function detectBibliographyFormat(text: string): BibliographyFormat {
  if (looksLikeCslJson(text)) return 'csl-json';
  if (looksLikeRis(text)) return 'ris';
  if (looksLikeBibtex(text)) return 'bibtex';
  return 'text';
}
