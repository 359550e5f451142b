import {
  findIdentifiers,
  normalizeArxivId,
  normalizeDoi,
  normalizePmcId,
  normalizePubmedId,
  type IdentifierKind,
} from '../import/identifiers';
import { isQuoteChar } from './search-query-syntax';
import type { SearchIdentifierKind, SearchIdentifierNode } from './search-query.types';

/**
 * The kind under which the importer stores each identifier (`article_identifiers.kind`);
 * identifier values already use the importer's canonical form, so a repository looks an
 * identifier node up with `kind = SEARCH_IDENTIFIER_STORED_KIND[node.idKind]` and
 * `value = node.value`.
 */
export const SEARCH_IDENTIFIER_STORED_KIND: Readonly<Record<SearchIdentifierKind, IdentifierKind>> = {
  doi: 'doi',
  arxiv: 'arxiv',
  pubmed: 'pmid',
  pmc: 'pmcid',
};

const FROM_STORED_KIND: Readonly<Record<IdentifierKind, SearchIdentifierKind>> = {
  doi: 'doi',
  arxiv: 'arxiv',
  pmid: 'pubmed',
  pmcid: 'pmc',
};

/** An identifier found in the raw query, covering `input.slice(start, end)`. */
export interface IdentifierSpan {
  node: SearchIdentifierNode;
  start: number;
  end: number;
}

/**
 * Identifiers of the raw query by start offset. The scanner of the import module is the
 * single definition of what counts as an identifier (`doi: 10.1/x`, `PMID 123`, bare
 * arXiv ids...). A span is kept only when it cannot swallow query syntax: no quotation
 * mark inside and parentheses balanced inside (DOIs such as `10.1016/S0140-6736(20)30183-5`
 * keep theirs, while `(10.1234/abc)` leaves the group's parentheses to the parser).
 */
export function findIdentifierSpans(input: string): Map<number, IdentifierSpan> {
  const spans = new Map<number, IdentifierSpan>();
  for (const found of findIdentifiers(input)) {
    const text = input.slice(found.start, found.end);
    if (!isSyntaxFree(text)) continue;
    spans.set(found.start, {
      node: { kind: 'identifier', idKind: FROM_STORED_KIND[found.kind], value: found.value },
      start: found.start,
      end: found.end,
    });
  }
  return spans;
}

function isSyntaxFree(text: string): boolean {
  let depth = 0;
  for (const ch of text) {
    if (isQuoteChar(ch)) return false;
    if (ch === '(') depth += 1;
    if (ch === ')') {
      depth -= 1;
      if (depth < 0) return false;
    }
  }
  return depth === 0;
}

/**
 * The identifier written after an explicit prefix (`pubmed:`, `pmid:`, `pmc:`, `pmcid:`,
 * `doi:`, `arxiv:`), or null when the text after the prefix is not a valid one.
 */
export function identifierFromPrefix(idKind: SearchIdentifierKind, rest: string): SearchIdentifierNode | null {
  let value: string | null = null;
  switch (idKind) {
    case 'pubmed':
      value = /^\d{1,9}$/.test(rest) ? normalizePubmedId(rest) : null;
      break;
    case 'pmc':
      value = /^(?:pmc)?\d{1,9}$/i.test(rest) ? normalizePmcId(rest) : null;
      break;
    case 'doi':
      // normalizeDoi also digs DOIs out of publisher URLs; after `doi:` only a DOI counts.
      value = /^10\.\d{4,9}/.test(rest) ? normalizeDoi(rest) : null;
      break;
    case 'arxiv':
      value = normalizeArxivId(rest);
      break;
  }
  return value === null ? null : { kind: 'identifier', idKind, value };
}

/**
 * An identifier written without prefix as one word (`PMC5502336`, `1511.04078v2`,
 * `10.1234/abc`, resolver URLs), or null. Used for words the scanner left alone, e.g. a
 * DOI directly followed by a parenthesis that belongs to the query.
 */
export function bareIdentifier(word: string): SearchIdentifierNode | null {
  const make = (idKind: SearchIdentifierKind, value: string | null): SearchIdentifierNode | null =>
    value === null ? null : { kind: 'identifier', idKind, value };
  if (/^pmc\d{1,9}$/i.test(word)) return make('pmc', normalizePmcId(word));
  if (/^10\.\d{4,9}(?:\.\d+)*\/./.test(word)) return make('doi', normalizeDoi(word));
  if (/^\d{4}\.\d{4,5}(?:v\d+)?$/.test(word)) return make('arxiv', normalizeArxivId(word));
  if (/^https?:\/\//i.test(word)) {
    return (
      make('pubmed', normalizePubmedId(word)) ??
      make('pmc', normalizePmcId(word)) ??
      make('arxiv', normalizeArxivId(word)) ??
      make('doi', normalizeDoi(word))
    );
  }
  return null;
}
