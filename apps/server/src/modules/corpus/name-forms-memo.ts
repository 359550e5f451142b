import { OneEditIndex } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { BulkWriter } from './bulk-writer.repository';
import { createCorpusRepository, STAT_VERSION } from './corpus.repository';
import { createNamePopulationRepository, type NameFormCount } from './name-population.repository';

/**
 * The corpus' name counts (`name_forms`) and authorship totals held in memory, with the figures
 * disambiguation reads of them: every import batch needs the statistics of the names it touches, and reading them
 * for each batch (the common surnames' thousands of forms, the distinct full names) cost more
 * than the rest of the batch's reads together. The memo knows which corpus version it holds
 * (`corpus_stats.version`, moved by every write of works); when the stored version has moved
 * without it, it is read again, so another process's writes are never missed.
 */
export class NameFormsMemo {
  /** Mentions per given-name form, per name block. */
  private readonly forms = new Map<string, Map<string, number>>();
  private readonly blockMentions = new Map<string, number>();
  /** Mentions per (full first name, surname), keyed `${first} ${last}`. */
  private readonly pairs = new Map<string, number>();
  /** Distinct full first names per surname, and distinct surnames per full first name. */
  private readonly firstsOfLast = new Map<string, number>();
  private readonly lastsOfFirst = new Map<string, number>();
  /** Every stored surname, and their one-edit index once a batch asked for it (grown by add). */
  private readonly lasts = new Set<string>();
  private surnames: OneEditIndex | null = null;
  /** Whether surnamesNear answered once without the index (see there). */
  private scannedOnce = false;

  constructor(
    public version: number,
    /** The stored authorships and their co-author lines (authorshipTotals), for co-author rates. */
    public readonly authorships: AuthorshipTotals,
  ) {}

  /** Adds the authorships of committed works (the author count of each). */
  addAuthorships(authorCounts: readonly number[]): void {
    const added = authorshipTotalsOf(authorCounts);
    this.authorships.mentions += added.mentions;
    this.authorships.coauthorLines += added.coauthorLines;
  }

  add(forms: Iterable<NameFormCount>): void {
    for (const f of forms) {
      let byForm = this.forms.get(f.blockKey);
      if (!byForm) this.forms.set(f.blockKey, (byForm = new Map()));
      byForm.set(f.givenForm, (byForm.get(f.givenForm) ?? 0) + f.mentions);
      this.blockMentions.set(f.blockKey, (this.blockMentions.get(f.blockKey) ?? 0) + f.mentions);
      if (!this.lasts.has(f.last)) {
        this.lasts.add(f.last);
        this.surnames?.add([f.last]);
      }
      if (f.first.length < 2) continue;
      const key = `${f.first} ${f.last}`;
      const known = this.pairs.get(key);
      if (known === undefined) {
        this.firstsOfLast.set(f.last, (this.firstsOfLast.get(f.last) ?? 0) + 1);
        this.lastsOfFirst.set(f.first, (this.lastsOfFirst.get(f.first) ?? 0) + 1);
      }
      this.pairs.set(key, (known ?? 0) + f.mentions);
    }
  }

  /**
   * The stored surnames of at least `minLength` letters, indexed to find the ones one edit from
   * a batch's (misspellings). Built from the memo's own rows on first use (the default corpus'
   * 46k surnames take about 0.5 s), then grown with every batch the memo is told was committed.
   */
  surnameIndex(minLength: number): OneEditIndex {
    if (!this.surnames || this.surnames.minLength !== minLength) {
      this.surnames = new OneEditIndex(minLength);
      this.surnames.add(this.lasts);
    }
    return this.surnames;
  }

  /**
   * For each of `words` (a batch's surnames), the stored surnames exactly one edit from
   * it (withinOneEdit). The first ask of a memo without an index turns the search round: it
   * indexes the few words and passes every stored surname through them (about a fifth of the
   * index's cost), since a single import in a process of its own asks once; a memo asked again
   * (a load's next batch, a server's next import) builds the index and keeps it.
   */
  surnamesNear(words: Iterable<string>, minLength: number): Map<string, string[]> {
    const near = new Map<string, string[]>();
    const distinct = new Set(words);
    if (this.surnames?.minLength === minLength || this.scannedOnce) {
      const index = this.surnameIndex(minLength);
      for (const word of distinct) near.set(word, index.neighbours(word));
      return near;
    }
    this.scannedOnce = true;
    const batch = new OneEditIndex(minLength);
    batch.add(distinct);
    for (const word of distinct) near.set(word, []);
    for (const stored of this.lasts) for (const word of batch.neighbours(stored)) near.get(word)!.push(stored);
    return near;
  }

  /** Stored mentions of a full first name with a surname (0 when none). */
  pairMentions(first: string, last: string): number | undefined {
    return this.pairs.get(`${first} ${last}`);
  }

  /** Distinct full first names stored with the surname: how many people it names (0 when none). */
  surnameSpread(last: string): number {
    return this.firstsOfLast.get(last) ?? 0;
  }

  /** Distinct surnames stored with the full first name (0 when none). */
  firstNameSpread(first: string): number {
    return this.lastsOfFirst.get(first) ?? 0;
  }

  /** Distinct (full first name, surname) pairs stored. */
  get distinctFullNames(): number {
    return this.pairs.size;
  }

  /** Stored mentions per given-name form of the block. */
  formsOf(blockKey: string): ReadonlyMap<string, number> {
    return this.forms.get(blockKey) ?? EMPTY;
  }

  /** Stored mentions of the block (all its forms). */
  mentionsOf(blockKey: string): number {
    return this.blockMentions.get(blockKey) ?? 0;
  }
}

/** Authorships (mentions) and co-author lines: over works of n authors, the sum of n and of n·(n − 1). */
export interface AuthorshipTotals {
  mentions: number;
  coauthorLines: number;
}

export function authorshipTotalsOf(authorCounts: readonly number[]): AuthorshipTotals {
  let mentions = 0;
  let coauthorLines = 0;
  for (const n of authorCounts) {
    mentions += n;
    coauthorLines += n * (n - 1);
  }
  return { mentions, coauthorLines };
}

const EMPTY: ReadonlyMap<string, number> = new Map();
const memos = new WeakMap<Db, Promise<NameFormsMemo>>();

/** The memo of the stored name counts as of the current corpus version (read again when it moved). */
export async function nameFormsMemo(db: Db): Promise<NameFormsMemo> {
  const version = await createCorpusRepository({ db }).stat(STAT_VERSION);
  const held = memos.get(db);
  if (held) {
    const memo = await held.catch(() => null);
    if (memo?.version === version) return memo;
  }
  const stored = createNamePopulationRepository({ db });
  const loading = Promise.all([stored.allForms(), stored.authorshipTotals()]).then(([forms, authorships]) => {
    const memo = new NameFormsMemo(version, authorships);
    memo.add(forms);
    return memo;
  });
  // A failed read is not kept: the next call reads again.
  loading.catch(() => memos.delete(db));
  memos.set(db, loading);
  return loading;
}

/**
 * After a batch's names and authorships were committed with the corpus at `versionBefore` (its write moves the
 * version by one): a memo that held exactly that version takes the batch's counts and the new
 * version, so the next batch reads nothing. Any other memo is left to be read again.
 */
export async function noteNameFormsWritten(
  db: Db,
  versionBefore: number,
  forms: readonly NameFormCount[],
  /** The author count of each work written. */
  authorCounts: readonly number[] = [],
) {
  const memo = await memos.get(db)?.catch(() => null);
  if (!memo || memo.version !== versionBefore) return;
  memo.add(forms);
  memo.addAuthorships(authorCounts);
  memo.version = versionBefore + 1;
}

/**
 * After a write committed with the corpus at `versionBefore` that moved the version but changed
 * no name counts and no authorships (an author's respelling, a concept rescan): a memo that held
 * exactly that version takes the new one, so the next import does not read the counts again.
 */
export async function noteVersionMovedWithoutNames(db: Db, versionBefore: number): Promise<void> {
  await noteNameFormsWritten(db, versionBefore, []);
}

/**
 * Inside a writer's transaction: moves the corpus version by one and returns the version before,
 * for `noteVersionMovedWithoutNames` once the transaction has committed.
 */
export async function moveCorpusVersion(db: Db, writer: BulkWriter): Promise<number> {
  const before = await createCorpusRepository({ db }).stat(STAT_VERSION);
  await writer.addStats({ [STAT_VERSION]: 1 });
  return before;
}
