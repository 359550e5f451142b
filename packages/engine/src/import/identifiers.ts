/**
 * Article identifiers (DOI, arXiv, PubMed, PubMed Central): normalisation to one canonical
 * form per kind, so that the importer and the search box agree on the stored value, and
 * detection of identifiers typed anywhere in a search string.
 */

export type IdentifierKind = 'doi' | 'arxiv' | 'pmid' | 'pmcid';

/** An identifier recognised inside a longer text. */
export interface FoundIdentifier {
  kind: IdentifierKind;
  /** Canonical form, as stored in `article_identifiers.value`. */
  value: string;
  /** Span in the searched text: `text.slice(start, end)` is the matched source text. */
  start: number;
  end: number;
}

// The DOI handbook: "10." + registrant code (digits, possibly dotted) + "/" + any suffix.
const DOI_CORE = /10\.\d{4,9}(?:\.\d+)*\/\S+/;
// Characters that commonly follow a DOI in prose or URLs but never end a real one.
const DOI_TRAILING_JUNK = /[.,;:'"!?>\]}]+$/;
const ARXIV_NEW = /^(\d{2})(\d{2})\.(\d{4,5})(?:v\d+)?$/;
const ARXIV_OLD = /^([a-z]+(?:-[a-z]+)*)(?:\.[a-z]{2})?\/(\d{7})(?:v\d+)?$/i;

function stripDoiTail(doi: string): string {
  let result = doi.replace(DOI_TRAILING_JUNK, '');
  // A closing parenthesis belongs to the DOI only when it opened one inside it,
  // e.g. 10.1002/(sici)1097-4636 ... vs "(see 10.1000/xyz)".
  while (result.endsWith(')') && count(result, '(') < count(result, ')')) {
    result = result.slice(0, -1).replace(DOI_TRAILING_JUNK, '');
  }
  return result;
}

function count(text: string, char: string): number {
  let n = 0;
  for (const c of text) if (c === char) n += 1;
  return n;
}

function safeDecodeUri(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Canonical DOI: lower case (DOIs are case-insensitive), without resolver prefix.
 * Accepts `10.1000/x`, `doi:10.1000/x`, `https://doi.org/10.1000/x`, and publisher URLs
 * that embed the DOI in their path (`https://link.springer.com/chapter/10.1007/…`).
 * Returns null when no DOI is present.
 */
export function normalizeDoi(input: string): string | null {
  const text = input.trim();
  const decoded = /^https?:\/\//i.test(text) ? safeDecodeUri(text) : text;
  const match = DOI_CORE.exec(decoded);
  if (!match) return null;
  const doi = stripDoiTail(match[0]);
  return doi.includes('/') && doi.length > doi.indexOf('/') + 1 ? doi.toLowerCase() : null;
}

/**
 * Canonical arXiv id without version: `1511.04078`, `hep-th/9901001`. Accepts the
 * `arXiv:` prefix, a version suffix (`v2`, stripped because matching is per paper),
 * `arxiv.org/abs|pdf/…` URLs, and old ids with a subject class (`math.GT/0309136` →
 * `math/0309136`, the class is not part of the identifier). Returns null otherwise.
 */
export function normalizeArxivId(input: string): string | null {
  let text = input.trim();
  text = text.replace(/^https?:\/\/(?:www\.|export\.)?arxiv\.org\/(?:abs|pdf)\//i, '');
  text = text.replace(/\.pdf$/i, '');
  text = text.replace(/^arxiv\s*:\s*/i, '');
  const modern = ARXIV_NEW.exec(text);
  if (modern) {
    const month = Number(modern[2]);
    const yearMonth = Number(`${modern[1]}${modern[2]}`);
    // The scheme began in April 2007 (0704.*); five-digit numbers in January 2015.
    if (month < 1 || month > 12 || yearMonth < 704) return null;
    if (modern[3]!.length === 5 && yearMonth < 1501) return null;
    return `${modern[1]}${modern[2]}.${modern[3]}`;
  }
  const legacy = ARXIV_OLD.exec(text);
  if (legacy) {
    const month = Number(legacy[2]!.slice(2, 4));
    if (month < 1 || month > 12) return null;
    return `${legacy[1]!.toLowerCase()}/${legacy[2]}`;
  }
  return null;
}

/**
 * Canonical PubMed id: the decimal number without leading zeros. Accepts `12345`,
 * `pubmed:12345`, `PMID: 12345` and `https://pubmed.ncbi.nlm.nih.gov/12345/`.
 */
export function normalizePubmedId(input: string): string | null {
  const text = input.trim();
  const match =
    /^(?:(?:pubmed|pmid)\s*:?\s*)?0*(\d{1,9})$/i.exec(text) ??
    /^https?:\/\/(?:www\.)?(?:pubmed\.ncbi\.nlm\.nih\.gov|ncbi\.nlm\.nih\.gov\/pubmed)\/0*(\d{1,9})\/?$/i.exec(text);
  if (!match || match[1] === undefined || Number(match[1]) === 0) return null;
  return match[1];
}

/**
 * Canonical PubMed Central id: `PMC` + digits. Accepts `PMC5502336`, `pmc:5502336`,
 * bare digits (OpenAlex `ids.pmcid` URLs carry only the number) and PMC article URLs.
 */
export function normalizePmcId(input: string): string | null {
  const text = input.trim();
  const match =
    /^(?:pmc(?:id)?\s*:?\s*)?(?:pmc)?0*(\d{1,9})$/i.exec(text) ??
    /^https?:\/\/(?:www\.)?(?:ncbi\.nlm\.nih\.gov\/pmc\/articles|pmc\.ncbi\.nlm\.nih\.gov\/articles)\/(?:pmc)?0*(\d{1,9})\/?$/i.exec(
      text,
    );
  if (!match || match[1] === undefined || Number(match[1]) === 0) return null;
  return `PMC${match[1]}`;
}

// Archives of pre-2007 arXiv ids: a bare "cs/0112017" is an id, "and/or" is not.
const OLD_ARXIV_ARCHIVES = [
  'astro-ph',
  'cond-mat',
  'gr-qc',
  'hep-ex',
  'hep-lat',
  'hep-ph',
  'hep-th',
  'math-ph',
  'nlin',
  'nucl-ex',
  'nucl-th',
  'physics',
  'quant-ph',
  'math',
  'cs',
  'q-bio',
  'q-fin',
  'stat',
].join('|');

interface Candidate extends FoundIdentifier {
  priority: number;
}

/** Scanners for free text; the first group of each regex holds the identifier proper. */
const SCANNERS: Array<{ kind: IdentifierKind; pattern: RegExp; normalize: (raw: string) => string | null }> = [
  {
    kind: 'doi',
    pattern: /(?:\b(?:https?:\/\/)?(?:dx\.)?doi\.org\/|\bdoi\s*:\s*)?(10\.\d{4,9}(?:\.\d+)*\/[^\s"<>]+)/gi,
    normalize: normalizeDoi,
  },
  {
    kind: 'arxiv',
    pattern: new RegExp(
      String.raw`(?:\barxiv\s*:\s*|\b(?:https?://)?(?:www\.)?arxiv\.org/(?:abs|pdf)/)` +
        String.raw`((?:\d{4}\.\d{4,5}|[a-z]+(?:-[a-z]+)*(?:\.[a-z]{2})?/\d{7})(?:v\d+)?)`,
      'gi',
    ),
    normalize: normalizeArxivId,
  },
  {
    // A bare new-style id only as a whole token, so that "1511.04078" is found but a
    // decimal inside other text ("3.14159.2") is not.
    kind: 'arxiv',
    pattern: /(?<![\w./-])(\d{4}\.\d{4,5}(?:v\d+)?)(?![\w/-]|\.\d)/g,
    normalize: normalizeArxivId,
  },
  {
    kind: 'arxiv',
    pattern: new RegExp(
      String.raw`(?<![\w./-])((?:${OLD_ARXIV_ARCHIVES})(?:\.[A-Z]{2})?/\d{7}(?:v\d+)?)(?![\w/-])`,
      'gi',
    ),
    normalize: normalizeArxivId,
  },
  {
    kind: 'pmid',
    pattern: /\b(?:pubmed|pmid)\s*:?\s*(\d{1,9})\b/gi,
    normalize: normalizePubmedId,
  },
  {
    kind: 'pmcid',
    pattern: /\b(?:pmc(?:id)?\s*:\s*(?:pmc)?(\d{1,9})|pmc(\d{1,9}))\b/gi,
    normalize: normalizePmcId,
  },
];

/**
 * Every identifier recognised in a search string, in text order, without overlaps
 * (a DOI that contains an arXiv-like number is one DOI). Prefixed forms are recognised
 * (`doi:`, `arXiv:`, `pubmed:`, `PMID`, `PMC`), as are bare DOIs, bare new-style arXiv ids
 * and old-style arXiv ids of the known archives. Bare numbers are never PubMed ids.
 */
export function findIdentifiers(text: string): FoundIdentifier[] {
  const candidates: Candidate[] = [];
  SCANNERS.forEach(({ kind, pattern, normalize }, priority) => {
    pattern.lastIndex = 0;
    for (const match of text.matchAll(pattern)) {
      const raw = match[1] ?? match[2];
      if (raw === undefined || match.index === undefined) continue;
      let matched = match[0];
      if (kind === 'doi') {
        // Keep the span in step with the trailing punctuation removed from the value.
        const kept = stripDoiTail(raw);
        matched = matched.slice(0, matched.length - (raw.length - kept.length));
      }
      const value = normalize(kind === 'pmcid' ? `PMC${raw}` : raw);
      if (value === null) continue;
      candidates.push({ kind, value, start: match.index, end: match.index + matched.length, priority });
    }
  });
  // Earlier start wins; at the same start the longer span, then the earlier scanner.
  candidates.sort((a, b) => a.start - b.start || b.end - a.end || a.priority - b.priority);
  const found: FoundIdentifier[] = [];
  let coveredUntil = 0;
  for (const { kind, value, start, end } of candidates) {
    if (start < coveredUntil) continue;
    found.push({ kind, value, start, end });
    coveredUntil = end;
  }
  return found;
}
