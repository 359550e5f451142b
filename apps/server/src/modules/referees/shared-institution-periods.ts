/**
 * When a shared institution is shared: the engine's `sharedInstitutions` finds every
 * institution a candidate and the document's authors both hold, at any time, with the
 * candidate's years only. A candidate there in 2019–2021 and a document author there in 2008
 * were never colleagues, so the evidence keeps an institution only for the document authors
 * whose years there overlap the candidate's, and shows those authors' years too.
 *
 * Overlap: the two periods (first to last year each side's articles carry the institution; a
 * declared affiliation runs to the reference year, as it is held now) meet, give or take the
 * affiliation window less one year (`years_of_affiliation` 2: one year apart still counts, so
 * that the window's own conflict, both sides there in its last two years, is always kept).
 */
import type { DocumentInstitution, DocumentInstitutions, SharedInstitution } from '@sciscope/engine';

/** One document author's years at one document institution. */
interface AuthorPeriod {
  years: Set<number>;
  declared: boolean;
}

/** Each document author's years per document institution (the engine's merged entries). */
export class DocumentAuthorPeriods {
  private readonly byEntry = new Map<DocumentInstitution, Map<number, AuthorPeriod>>();

  /** Records that `documentAuthor` held `entry` in `year` (null: declared on the document). */
  add(entry: DocumentInstitution | undefined, documentAuthor: number, year: number | null): void {
    if (!entry) return;
    let authors = this.byEntry.get(entry);
    if (!authors) this.byEntry.set(entry, (authors = new Map()));
    let period = authors.get(documentAuthor);
    if (!period) authors.set(documentAuthor, (period = { years: new Set(), declared: false }));
    if (year === null) period.declared = true;
    else period.years.add(year);
  }

  of(entry: DocumentInstitution): ReadonlyMap<number, AuthorPeriod> {
    return this.byEntry.get(entry) ?? new Map();
  }

  /**
   * Each document author's years at any of `entries` (an institution of a candidate may be
   * several document institutions: "Microsoft" is the "Microsoft Research Asia" one author
   * declares and the "Microsoft" of another's articles).
   */
  ofAll(entries: readonly DocumentInstitution[]): ReadonlyMap<number, AuthorPeriod> {
    if (entries.length === 1) return this.of(entries[0]!);
    const out = new Map<number, AuthorPeriod>();
    for (const entry of entries)
      for (const [author, period] of this.of(entry)) {
        const into = out.get(author) ?? { years: new Set<number>(), declared: false };
        for (const y of period.years) into.years.add(y);
        into.declared ||= period.declared;
        out.set(author, into);
      }
    return out;
  }
}

/** A shared institution with both sides' years (contract `commonInstitutions`). */
export interface SharedInstitutionEvidence extends SharedInstitution {
  /** Years the overlapping document authors' articles carry it. */
  documentYears: number[];
  /** An overlapping document author declares it on the document (held now). */
  declared: boolean;
}

/** The shared institutions held by both sides at overlapping times (see the module comment). */
export function overlappingShares({
  shared,
  institutions,
  periods,
  referenceYear,
  yearsOfAffiliation,
}: {
  shared: readonly SharedInstitution[];
  institutions: DocumentInstitutions;
  periods: DocumentAuthorPeriods;
  referenceYear: number;
  yearsOfAffiliation: number;
}): SharedInstitutionEvidence[] {
  const slack = Math.max(0, yearsOfAffiliation - 1);
  const since = referenceYear - yearsOfAffiliation + 1;
  const out: SharedInstitutionEvidence[] = [];
  for (const s of shared) {
    const entries = institutions.matchAll(s.institutionId, s.name);
    if (entries.length === 0 || s.years.length === 0) continue;
    const first = Math.min(...s.years);
    const last = Math.max(...s.years);
    const authors: number[] = [];
    const years = new Set<number>();
    let declared = false;
    for (const [author, period] of periods.ofAll(entries)) {
      const own = [...period.years, ...(period.declared ? [referenceYear] : [])];
      if (own.length === 0) continue;
      const meets = first <= Math.max(...own) + slack && Math.min(...own) <= last + slack;
      // The window's conflict stands as the engine found it (years past the reference year too).
      const recent = s.isRecent && (period.declared || [...period.years].some((y) => y >= since));
      if (!meets && !recent) continue;
      authors.push(author);
      for (const y of period.years) years.add(y);
      declared ||= period.declared;
    }
    if (authors.length === 0) continue;
    out.push({
      ...s,
      documentAuthors: authors.sort((a, b) => a - b),
      documentYears: [...years].sort((a, b) => a - b),
      declared,
    });
  }
  return out;
}
