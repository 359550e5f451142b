/**
 * Versions of one work: the corpus holds some works twice under two ids (an ICLR submission
 * also published at ICML or NeurIPS, a record imported twice from one venue). Every ranking
 * averages an author's best article similarities, so a work held twice would count twice.
 *
 * The rule: two articles are versions of one work when
 * - their titles are equal once normalised (`workTitleKey`: lower case, every run of characters
 *   that are neither letters nor digits one space, trimmed),
 * - they share at least one author id, and
 * - they appeared the same year, or one year apart at two different (known) venues.
 * Same-venue items of other years stay apart: a venue's yearly "Preface" is a new work each
 * year (and has no authors). Articles without a year are never versions, nor are titles of one
 * word: they are placeholders ("withdrawn", two ICLR records of one author) or too generic to
 * name one work. Versions group
 * transitively; each group's work key is its smallest article id.
 *
 * Rankings then count each work once per author, at its best-scoring version (`rankByAlgorithm3`
 * `workOf`, `panelAffinity` `works`).
 */

import { stableHash } from '../affinity/held-out-authors';

/** The title as versions compare it (see the module comment). */
export function workTitleKey(title: string): string {
  return title
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Finds, one title at a time, the articles whose normalised title another article also has:
 * the candidates `groupWorkVersions` needs, without holding every title (a 32-bit hash per
 * title key; a collision only adds a candidate the rule then sets apart). One-word titles are
 * never candidates (see the module comment).
 */
export function repeatedTitleFinder(): { add(id: number, title: string): void; candidates(): number[] } {
  const firstOf = new Map<number, number>();
  const repeats = new Set<number>();
  return {
    add(id, title) {
      const key = workTitleKey(title);
      if (!key.includes(' ')) return;
      const h = stableHash(key);
      const first = firstOf.get(h);
      if (first === undefined) {
        firstOf.set(h, id);
        return;
      }
      repeats.add(first);
      repeats.add(id);
    },
    candidates: () => [...repeats].sort((a, b) => a - b),
  };
}

/** What the rule reads of an article. */
export interface VersionFacts {
  /** Authors of an article. */
  authorsOf: (articleId: number) => ArrayLike<number>;
  /** Publication year (null: unknown). */
  yearOf: (articleId: number) => number | null;
  /** Venue (null: unknown). */
  venueOf: (articleId: number) => number | null;
}

/** Whether two articles of one normalised title are versions of one work (see the module comment). */
export function areVersions(a: number, b: number, facts: VersionFacts): boolean {
  const ya = facts.yearOf(a);
  const yb = facts.yearOf(b);
  if (ya === null || yb === null || Math.abs(ya - yb) > 1) return false;
  if (ya !== yb) {
    const va = facts.venueOf(a);
    const vb = facts.venueOf(b);
    if (va === null || vb === null || va === vb) return false;
  }
  const authorsA = facts.authorsOf(a);
  const authorsB = facts.authorsOf(b);
  for (let i = 0; i < authorsA.length; i++)
    for (let j = 0; j < authorsB.length; j++) if (authorsA[i] === authorsB[j]) return true;
  return false;
}

/**
 * Groups articles into works by the rule: `candidates` are articles whose titles may repeat
 * (others may be passed too; they simply find no version). Returns the grouped articles only
 * (two or more versions), ascending id, with each one's work key (the group's smallest id).
 */
export function groupWorkVersions({
  candidates,
  facts,
}: {
  candidates: ReadonlyArray<{ id: number; title: string }>;
  facts: VersionFacts;
}): { ids: Int32Array; works: Int32Array; groups: number } {
  const byTitle = new Map<string, number[]>();
  for (const { id, title } of candidates) {
    const key = workTitleKey(title);
    if (!key.includes(' ')) continue;
    const list = byTitle.get(key);
    if (list) list.push(id);
    else byTitle.set(key, [id]);
  }
  // Union-find over the pairs of each title (a title rarely repeats more than a few times).
  const parent = new Map<number, number>();
  const root = (x: number): number => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r)!;
    while (x !== r) {
      const next = parent.get(x)!;
      parent.set(x, r);
      x = next;
    }
    return r;
  };
  for (const ids of byTitle.values()) {
    if (ids.length < 2) continue;
    for (let i = 0; i < ids.length; i++)
      for (let j = i + 1; j < ids.length; j++) {
        const a = ids[i]!;
        const b = ids[j]!;
        if (!areVersions(a, b, facts)) continue;
        if (!parent.has(a)) parent.set(a, a);
        if (!parent.has(b)) parent.set(b, b);
        const ra = root(a);
        const rb = root(b);
        if (ra !== rb) parent.set(Math.max(ra, rb), Math.min(ra, rb));
      }
  }
  const ids = Int32Array.from(parent.keys()).sort();
  const works = Int32Array.from(ids, (id) => root(id));
  let groups = 0;
  for (let i = 0; i < ids.length; i++) if (works[i] === ids[i]) groups++;
  return { ids, works, groups };
}

/**
 * The work key of each entry whose work another entry also holds, −1 for the others; null when
 * no two entries share a work (the common case: callers then skip every check). `keys` holds a
 * work key per entry, −1 for an entry known to have no other version.
 */
export function repeatedWorks(keys: ArrayLike<number>): Int32Array | null {
  let counts: Map<number, number> | null = null;
  for (let i = 0; i < keys.length; i++) {
    const w = keys[i] as number;
    if (w < 0) continue;
    counts ??= new Map();
    counts.set(w, (counts.get(w) ?? 0) + 1);
  }
  if (!counts) return null;
  let any = false;
  for (const n of counts.values()) if (n > 1) any = true;
  if (!any) return null;
  const out = new Int32Array(keys.length).fill(-1);
  for (let i = 0; i < keys.length; i++) {
    const w = keys[i] as number;
    if (w >= 0 && (counts.get(w) as number) > 1) out[i] = w;
  }
  return out;
}

/**
 * `repeatedWorks` of retrieved articles by `workOf` (the article itself when it has no other
 * version): an article is its own work key, so only works some hit reaches through another
 * version are counted.
 */
export function repeatedWorksAmong(ids: ArrayLike<number>, workOf: (articleId: number) => number): Int32Array | null {
  const n = ids.length;
  const work = new Int32Array(n);
  let moved: Set<number> | null = null;
  for (let i = 0; i < n; i++) {
    const id = ids[i] as number;
    const w = workOf(id);
    work[i] = w;
    if (w !== id) (moved ??= new Set()).add(w);
  }
  if (!moved) return null;
  for (let i = 0; i < n; i++) if (!moved.has(work[i] as number)) work[i] = -1;
  return repeatedWorks(work);
}
