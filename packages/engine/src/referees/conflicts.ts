/**
 * Conflicts of interest of the referee finder (docs/referee-finder-settings.md "COI policy"),
 * checked for every ranked candidate: co-authorship with a document author, a shared
 * institution, being a document author or a custom COI author. The evidence is built once per
 * request from the document side (its authors' co-authors and institutions, a few thousand
 * entries at most), so each candidate costs map lookups only.
 */
import { institutionNamesJoin, parseInstitutionName, type InstitutionSystems } from './institution-names';

/**
 * An institution name reduced to what identifies it: folded words (case, accents, special
 * letters), no punctuation or "the", "&" read as "and", abbreviations written out ("Univ." is
 * "university"); the key of `parseInstitutionName`.
 */
export function normalizeInstitutionName(name: string): string {
  return parseInstitutionName(name).key;
}

/**
 * Lower-cased, accent-free words of an affiliation between spaces, so "Université  Paris-Saclay"
 * meets "universite paris saclay" (compare with `sameAffiliation`).
 */
export function affiliationKey(text: string): string {
  return ` ${text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()} `;
}

/**
 * Same institution, of two `affiliationKey`s: equal, or one contains the other as whole words
 * when the contained one has at least two words ("Alpha Institute" in "Alpha Institute, Boston";
 * a bare "University" matches nothing).
 */
export function sameAffiliation(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.trim().includes(' ') && long.includes(short);
}

/** A paper one candidate wrote with document authors. */
export interface CoauthoredPaper {
  articleId: number;
  year: number | null;
  /** Indexes into the document's authors. */
  documentAuthors: number[];
}

/**
 * Co-authorship evidence per candidate from the document authors' papers: `papers` lists,
 * for each paper of a document author (with a corpus id), its other authors.
 */
export function coauthorshipIndex(
  papers: ReadonlyArray<{
    articleId: number;
    year: number | null;
    documentAuthor: number;
    authorIds: ArrayLike<number>;
  }>,
): Map<number, CoauthoredPaper[]> {
  const out = new Map<number, CoauthoredPaper[]>();
  for (const paper of papers) {
    for (let i = 0; i < paper.authorIds.length; i++) {
      const authorId = paper.authorIds[i] as number;
      let list = out.get(authorId);
      if (!list) out.set(authorId, (list = []));
      const existing = list.find((p) => p.articleId === paper.articleId);
      if (existing) {
        if (!existing.documentAuthors.includes(paper.documentAuthor))
          existing.documentAuthors.push(paper.documentAuthor);
      } else list.push({ articleId: paper.articleId, year: paper.year, documentAuthors: [paper.documentAuthor] });
    }
  }
  for (const list of out.values()) list.sort((a, b) => (b.year ?? 0) - (a.year ?? 0) || b.articleId - a.articleId);
  return out;
}

/** One institution of the document side, with the years it holds (null: declared, counts as current). */
export interface DocumentInstitution {
  institutionId: number | null;
  name: string;
  documentAuthors: Set<number>;
  /** Years a document author's articles carry it; empty with `declared`. */
  years: Set<number>;
  /** Named on the document itself (a proposal's affiliations): current by definition. */
  declared: boolean;
}

/**
 * The document side's institutions, findable by id and by normalised name; an affiliation the
 * document declares (free text) is also found by the institution-name rule
 * (`institutionNamesJoin`: "Microsoft" in "Microsoft Research Asia"), judged with the corpus's
 * system and place names when `systems` is given.
 */
export class DocumentInstitutions {
  private readonly byId = new Map<number, DocumentInstitution>();
  private readonly byName = new Map<string, DocumentInstitution>();
  /** Declared entries with their parsed names, for the name rule. */
  private readonly declaredNames: Array<{ entry: DocumentInstitution; name: ReturnType<typeof parseInstitutionName> }> =
    [];
  /** Declared entries a candidate institution name joins, by that name (candidates share institutions). */
  private readonly joined = new Map<string, DocumentInstitution[]>();
  private readonly systems: Pick<InstitutionSystems, 'has' | 'isPlace'> | undefined;
  readonly all: DocumentInstitution[] = [];

  constructor({ systems }: { systems?: Pick<InstitutionSystems, 'has' | 'isPlace'> } = {}) {
    this.systems = systems;
  }

  /** Adds (or merges) an institution of document author `documentAuthor`. */
  add({
    institutionId,
    name,
    documentAuthor,
    year,
  }: {
    institutionId: number | null;
    name: string;
    documentAuthor: number;
    year: number | null;
  }): void {
    const key = normalizeInstitutionName(name);
    let entry =
      (institutionId !== null ? this.byId.get(institutionId) : undefined) ?? (key ? this.byName.get(key) : undefined);
    if (!entry) {
      entry = { institutionId, name, documentAuthors: new Set(), years: new Set(), declared: false };
      this.all.push(entry);
    }
    if (entry.institutionId === null && institutionId !== null) entry.institutionId = institutionId;
    if (institutionId !== null) this.byId.set(institutionId, entry);
    if (key) this.byName.set(key, entry);
    entry.documentAuthors.add(documentAuthor);
    if (year === null) {
      if (!entry.declared) this.declaredNames.push({ entry, name: parseInstitutionName(name) });
      entry.declared = true;
      this.joined.clear();
    } else entry.years.add(year);
  }

  /**
   * The document institution a candidate's institution is (same id, or same normalised name;
   * `key` is the name already normalised, which callers checking thousands of candidates keep),
   * else the first declared one its name joins; see `matchAll`.
   */
  match(institutionId: number | null, name: string, key?: string): DocumentInstitution | undefined {
    return this.matchAll(institutionId, name, key)[0];
  }

  /**
   * Every document institution a candidate's institution is: the one of the same id or
   * normalised name, and the declared affiliations its name joins by the institution-name rule
   * (a candidate at "Microsoft" is at the "Microsoft Research Asia" two authors declare).
   */
  matchAll(institutionId: number | null, name: string, key?: string): DocumentInstitution[] {
    if (this.all.length === 0) return NONE;
    const exact =
      (institutionId !== null ? this.byId.get(institutionId) : undefined) ??
      this.byName.get(key ?? normalizeInstitutionName(name));
    const joined = this.joinedDeclared(name);
    if (!exact) return joined;
    return joined.length === 0 || (joined.length === 1 && joined[0] === exact)
      ? [exact]
      : [exact, ...joined.filter((e) => e !== exact)];
  }

  private joinedDeclared(name: string): DocumentInstitution[] {
    if (this.declaredNames.length === 0 || name === '') return NONE;
    let out = this.joined.get(name);
    if (out === undefined) {
      const parsed = parseInstitutionName(name);
      out = this.declaredNames.filter((d) => institutionNamesJoin(parsed, d.name, this.systems)).map((d) => d.entry);
      this.joined.set(name, out.length === 0 ? NONE : out);
    }
    return out;
  }

  get size(): number {
    return this.all.length;
  }
}

const NONE: DocumentInstitution[] = [];

/** A candidate's institution with the years their articles carry it. */
export interface CandidateInstitution {
  institutionId: number;
  name: string;
  /** `normalizeInstitutionName(name)`, when the caller has it. */
  key?: string;
  years: number[];
}

/** A shared institution, with whether both sides held it within the affiliation window. */
export interface SharedInstitution {
  institutionId: number | null;
  name: string;
  years: number[];
  documentAuthors: number[];
  isRecent: boolean;
}

/**
 * The institutions a candidate shares with the document's authors, each name once (records
 * with the same normalised name merged, years joined). Recent (a conflict) when
 * the candidate's articles carry it in one of the last `yearsOfAffiliation` years and the
 * document side holds it then too (declared affiliations always do).
 */
export function sharedInstitutions({
  candidate,
  document,
  referenceYear,
  yearsOfAffiliation,
}: {
  candidate: readonly CandidateInstitution[];
  document: DocumentInstitutions;
  referenceYear: number;
  yearsOfAffiliation: number;
}): SharedInstitution[] {
  if (document.size === 0) return [];
  const since = referenceYear - yearsOfAffiliation + 1;
  // Two institution records of the same name (the corpus holds such twins) are one institution
  // to the reader: named once, with the years and document authors of both.
  const byName = new Map<string, SharedInstitution>();
  for (const inst of candidate) {
    const matches = document.matchAll(inst.institutionId, inst.name, inst.key);
    if (matches.length === 0) continue;
    const authors = new Set(matches.flatMap((m) => [...m.documentAuthors]));
    const candidateRecent = inst.years.some((y) => y >= since);
    const documentRecent = matches.some((m) => m.declared || Array.from(m.years).some((y) => y >= since));
    const key = inst.key ?? normalizeInstitutionName(inst.name);
    const seen = byName.get(key);
    if (seen) {
      seen.years = [...new Set([...seen.years, ...inst.years])].sort((a, b) => a - b);
      seen.documentAuthors = [...new Set([...seen.documentAuthors, ...authors])].sort((a, b) => a - b);
      seen.isRecent ||= candidateRecent && documentRecent;
      continue;
    }
    byName.set(key, {
      institutionId: inst.institutionId,
      name: inst.name,
      years: [...new Set(inst.years)].sort((a, b) => a - b),
      documentAuthors: [...authors].sort((a, b) => a - b),
      isRecent: candidateRecent && documentRecent,
    });
  }
  const out = [...byName.values()];
  return out.sort((a, b) => Number(b.isRecent) - Number(a.isRecent) || a.name.localeCompare(b.name));
}
