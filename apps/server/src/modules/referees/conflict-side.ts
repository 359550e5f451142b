/**
 * The conflict-of-interest checks of the referee finder (docs/referee-finder-settings.md "COI
 * policy"), in two halves so that every ranking and the panel composer run the same code: the
 * document side is built once per document (its authors' papers and institutions, the
 * affiliations it declares), then each candidate costs array reads and map lookups.
 */
import {
  DocumentInstitutions,
  InstitutionSystems,
  coauthorshipIndex,
  parseInstitutionName,
  sharedInstitutions,
  type CoauthoredPaper,
} from '@sciscope/engine';
import type { RefDoc } from './ref-doc.port';
import { DocumentAuthorPeriods, overlappingShares, type SharedInstitutionEvidence } from './shared-institution-periods';
import { UNKNOWN, type RefereeCorpus } from './referee-corpus.repository';
import type { CandidateInstitutionRow, RefereesFactsRepository } from './referees-facts.repository';

/** What a document contributes to the conflict checks. */
export interface DocumentConflictSide {
  /** Corpus ids of the document's authors (never candidates of it). */
  authorIds: Set<number>;
  /** Co-authorship evidence by candidate: papers written with document authors, newest first. */
  coauthors: Map<number, CoauthoredPaper[]>;
  /** The document authors' institutions (from their articles) and the affiliations it declares. */
  institutions: DocumentInstitutions;
  /**
   * Each document author's years at each of those institutions (shared ones must overlap);
   * absent only for a side without institutions (the panels' empty side).
   */
  periods?: DocumentAuthorPeriods;
  /**
   * Document authors (by index, with their name) linked to a corpus profile by the name alone,
   * which may be a namesake's: what stands only through those profiles is said to (see
   * `nameMatchOnly`).
   */
  nameMatched?: Map<number, string>;
  /** The profiles of those authors that no other document author is linked to, with the author's index. */
  nameMatchedProfiles?: Map<number, number>;
}

/** Builds the document side (a few queries: the authors' papers, the declared institutions' ids). */
export async function documentConflictSide({
  facts,
  corpus,
  doc,
}: {
  facts: RefereesFactsRepository;
  corpus: RefereeCorpus;
  doc: RefDoc;
}): Promise<DocumentConflictSide> {
  // Every corpus profile of a document author counts (a proposal author may have several).
  const profilesOf = (a: RefDoc['authors'][number]) => (a.authorId ? [a.authorId, ...(a.otherAuthorIds ?? [])] : []);
  const docAuthorIds = [...new Set(doc.authors.flatMap(profilesOf))];
  const papers = await facts.papersOf(docAuthorIds);
  const nameMatched = new Map<number, string>();
  doc.authors.forEach((a, i) => {
    if (a.authorId && a.matchedBy === 'name') nameMatched.set(i, a.name);
  });
  // A profile also linked to an author by firmer evidence is credited to that author.
  const docIndexOf = new Map<number, number>();
  const order = doc.authors.map((_, i) => i).sort((a, b) => Number(nameMatched.has(a)) - Number(nameMatched.has(b)));
  for (const i of order) profilesOf(doc.authors[i]!).forEach((id) => docIndexOf.has(id) || docIndexOf.set(id, i));
  const nameMatchedProfiles = new Map([...docIndexOf].filter(([, i]) => nameMatched.has(i)));
  const coauthors = coauthorshipIndex(
    papers.map((p) => ({
      articleId: p.articleId,
      year: p.year,
      documentAuthor: docIndexOf.get(p.authorId) ?? 0,
      authorIds: [p.coauthorId],
    })),
  );
  const institutions = new DocumentInstitutions({ systems: institutionSystemsOf(corpus) });
  const periods = new DocumentAuthorPeriods();
  const add = (entry: { institutionId: number | null; name: string; documentAuthor: number; year: number | null }) => {
    institutions.add(entry);
    periods.add(institutions.match(entry.institutionId, entry.name), entry.documentAuthor, entry.year);
  };
  for (const r of docAuthorIds.flatMap((a) => institutionsOf(corpus, a))) {
    const documentAuthor = docIndexOf.get(r.authorId) ?? 0;
    for (const year of r.years) add({ institutionId: r.institutionId, name: r.name, documentAuthor, year });
  }
  // A proposal's declared affiliations are held now, whether or not the author has a profile
  // (whose articles may be older or elsewhere). An article's affiliations are its authorships,
  // already among the profile's institutions with their year.
  const declares = (a: RefDoc['authors'][number]) => !a.authorId || doc.kind === 'proposal';
  const declared = doc.authors.flatMap((a, i) => (declares(a) ? a.affiliations.map((name) => ({ name, i })) : []));
  const declaredIds = await facts.institutionsNamed(declared.map((d) => d.name));
  for (const d of declared) {
    const match = declaredIds.find((x) => x.name.trim().toLowerCase() === d.name.trim().toLowerCase());
    add({ institutionId: match?.id ?? null, name: d.name, documentAuthor: d.i, year: null });
  }
  return { authorIds: new Set(docAuthorIds), coauthors, institutions, periods, nameMatched, nameMatchedProfiles };
}

/**
 * The document authors linked by the name alone through whom alone a candidate's conflict
 * stands: all of its evidence (being such an author's profile, the co-authored papers, the
 * shared institutions given) comes from their corpus profiles, none from a profile linked
 * otherwise or from an affiliation the document declares. Empty when anything else supports it
 * (or nothing is linked by name): the conflict then needs no caveat.
 */
export function nameMatchOnly({
  side,
  authorId,
  isDocumentAuthor,
  coauthored,
  shared,
}: {
  side: DocumentConflictSide;
  authorId: number;
  isDocumentAuthor: boolean;
  coauthored: readonly CoauthoredPaper[];
  shared: readonly SharedInstitutionEvidence[];
}): string[] {
  const named = side.nameMatched;
  if (!named || named.size === 0) return [];
  const via = new Set<number>();
  const through = (authors: readonly number[]) =>
    authors.every((i) => {
      if (!named.has(i)) return false;
      via.add(i);
      return true;
    });
  if (isDocumentAuthor && !through([side.nameMatchedProfiles?.get(authorId) ?? -1])) return [];
  if (!coauthored.every((p) => through(p.documentAuthors))) return [];
  if (!shared.every((x) => !x.declared && through(x.documentAuthors))) return [];
  return [...via].sort((a, b) => a - b).map((i) => named.get(i)!);
}

/** One candidate's conflicts with one document, with the evidence. */
export interface CandidateConflicts {
  isDocumentAuthor: boolean;
  coauthored: CoauthoredPaper[];
  /** Papers with document authors within `coauthorshipCoiYears`. */
  recentlyCoauthoredCount: number;
  /** Institutions held by both sides at overlapping times, with both sides' years. */
  shared: SharedInstitutionEvidence[];
}

/** Checks one candidate against a document side (see the module comment). */
export function candidateConflicts({
  side,
  corpus,
  authorId,
  referenceYear,
  coauthorshipCoiYears,
  yearsOfAffiliation,
}: {
  side: DocumentConflictSide;
  corpus: RefereeCorpus;
  authorId: number;
  referenceYear: number;
  coauthorshipCoiYears: number;
  yearsOfAffiliation: number;
}): CandidateConflicts {
  const coiSince = referenceYear - coauthorshipCoiYears + 1;
  const coauthored = side.coauthors.get(authorId) ?? [];
  let recent = 0;
  for (const p of coauthored) if (p.year !== null && p.year >= coiSince) recent++;
  let shared: SharedInstitutionEvidence[] = [];
  if (side.institutions.size > 0) {
    // Institution ids or names in common first (array reads); evidence objects only for those.
    const byAuthor = corpus.byAuthor;
    let any = false;
    for (let e = byAuthor.offsets[authorId] ?? 0; e < (byAuthor.offsets[authorId + 1] ?? 0) && !any; e++) {
      const id = byAuthor.institution[e] as number;
      const facts = corpus.institutions.get(id);
      any = side.institutions.matchAll(id, facts?.name ?? '', facts?.key ?? '').length > 0;
    }
    if (any)
      shared = overlappingShares({
        shared: sharedInstitutions({
          candidate: institutionsOf(corpus, authorId).map((i) => ({
            institutionId: i.institutionId,
            name: i.name,
            key: corpus.institutions.get(i.institutionId)?.key,
            years: i.years,
          })),
          document: side.institutions,
          referenceYear,
          yearsOfAffiliation,
        }),
        institutions: side.institutions,
        periods: side.periods ?? new DocumentAuthorPeriods(),
        referenceYear,
        yearsOfAffiliation,
      });
  }
  return { isDocumentAuthor: side.authorIds.has(authorId), coauthored, recentlyCoauthoredCount: recent, shared };
}

/** The system and place names of each corpus copy's institutions, built once per copy (tens of ms). */
const systemsByCorpus = new WeakMap<RefereeCorpus['institutions'], InstitutionSystems>();

/**
 * The corpus's system names ("University of California", continued by its campuses) and place
 * names (its countries), which the institution-name rule of declared affiliations needs.
 */
export function institutionSystemsOf(corpus: Pick<RefereeCorpus, 'institutions'>): InstitutionSystems {
  let systems = systemsByCorpus.get(corpus.institutions);
  if (!systems) {
    const records = [...corpus.institutions.values()];
    systems = new InstitutionSystems(
      records.map((r) => parseInstitutionName(r.name)),
      { places: new Set(records.flatMap((r) => (r.countryName ? [r.countryName] : []))) },
    );
    systemsByCorpus.set(corpus.institutions, systems);
  }
  return systems;
}

/** A year of the 16-bit arrays, or null. */
const yearOf = (v: number | undefined) => (v === undefined || v === UNKNOWN ? null : v);

/** The candidate's institutions from the corpus copy, newest first. */
export function institutionsOf(corpus: RefereeCorpus, authorId: number): CandidateInstitutionRow[] {
  const { offsets, institution, first, last, count, yearOffsets, years } = corpus.byAuthor;
  const out: CandidateInstitutionRow[] = [];
  for (let e = offsets[authorId] ?? 0; e < (offsets[authorId + 1] ?? 0); e++) {
    const id = institution[e] as number;
    const facts = corpus.institutions.get(id);
    out.push({
      authorId,
      institutionId: id,
      name: facts?.name ?? '',
      countryCode: facts?.countryCode ?? null,
      countryName: facts?.countryName ?? null,
      type: facts?.type ?? null,
      firstYear: yearOf(first[e]),
      lastYear: yearOf(last[e]),
      count: count[e] as number,
      years: Array.from(years.subarray(yearOffsets[e] as number, yearOffsets[e + 1] as number)),
    });
  }
  return out;
}
