/**
 * A scholarly work as the importer stores it, independent of the feed it came from.
 * Absent facts are `null` (or empty lists), never guessed.
 */

export type AuthorPosition = 'first' | 'middle' | 'last';

export interface WorkInstitution {
  name: string;
  /** ISO 3166-1 alpha-2, upper case. */
  countryCode: string | null;
  /** Canonical ROR URL, `https://ror.org/0abcdef12`. */
  ror?: string;
  /** OpenAlex institution type: 'education', 'company', 'government', … */
  type?: string;
}

export interface WorkAuthorship {
  /** 0-based order in the author list (the stored authorship position). */
  index: number;
  authorPosition: AuthorPosition;
  /** The feed's author identifier (`ieee:…`, `acl:…`, `openreview:~…`, OpenAlex URL). */
  externalId: string | null;
  displayName: string;
  /** The name as printed on the paper. */
  rawName: string | null;
  /** Bare ORCID iD, `0000-0002-1825-0097`. */
  orcid: string | null;
  isCorresponding: boolean;
  institutions: WorkInstitution[];
  /** ISO 3166-1 alpha-2 codes, upper case, deduplicated. */
  countries: string[];
  rawAffiliations: string[];
}

export type WorkOriginCode = 'landing' | 'pdf';

/** A place where the work can be read; at most one per code (the first one wins). */
export interface WorkOrigin {
  code: WorkOriginCode;
  url: string;
}

/** Canonical identifiers (see identifiers.ts), each absent when unknown. */
export interface WorkIdentifiers {
  doi?: string;
  arxiv?: string;
  pmid?: string;
  pmcid?: string;
}

export interface WorkVenue {
  name: string;
  /** OpenAlex source type: 'journal', 'conference', 'repository', … */
  type: string | null;
  volume: string | null;
  issue: string | null;
  /** `first-last`, or the first page alone. */
  pages: string | null;
}

export interface WorkRecord {
  /** The feed's own id (OpenAlex `id`), unique per work. */
  sourceId: string;
  title: string;
  abstract: string | null;
  year: number | null;
  /** Publication day `YYYY-MM-DD` (OpenAlex `publication_date`), when the feed gives a valid one. */
  publicationDate?: string | null;
  venue: WorkVenue | null;
  origins: WorkOrigin[];
  identifiers: WorkIdentifiers;
  citationsCount: number | null;
  openAccess: boolean | null;
  /** OpenAlex `type`: 'article', 'preprint', 'book-chapter', … */
  manuscriptType: string | null;
  keywords: string[];
  authorships: WorkAuthorship[];
}

export type ParseWorkResult =
  | {
      ok: true;
      work: WorkRecord;
      /** Parts of the line that were malformed and skipped; the work itself is usable. */
      warnings: string[];
    }
  | { ok: false; error: string };
