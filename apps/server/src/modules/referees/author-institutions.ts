/**
 * The referee corpus' institutions by author: every (author, institution, year) of the
 * authorships grouped per author and institution, the author's current institution first
 * (`currentAffiliationOrder`, records counted together by normalised name), the others newest
 * first. Its first entry is the 'Latest affiliation' of the referee rows and the export, and the
 * current entries give the country and institution-type filters and the diversity step.
 */
import { currentAffiliationOrder, type AffiliationRecord } from '@sciscope/engine';
import { createTurnTaker } from '../../app/steps';

/** Institutions by author (CSR); see `RefereeCorpus['byAuthor']`. */
export interface AuthorInstitutions {
  offsets: Int32Array;
  institution: Int32Array;
  first: Int16Array;
  last: Int16Array;
  count: Int32Array;
  yearOffsets: Int32Array;
  years: Int16Array;
  /** Per author: how many of its first entries are its current institution (records of one name). */
  currentCount: Uint16Array;
}

/**
 * Authors grouped between two looks at the clock: the whole grouping is one stretch of 0.4-1.2 s
 * at 1x (140k authors), so the event loop takes a turn whenever `TURN_BUDGET_MS` have passed
 * (a fixed 10,000 authors a turn took 30 ms on one machine and 120 ms on a slower one).
 */
const AUTHORS_PER_LOOK = 500;

/** The order of an author with one institution. */
const SINGLE = { order: [0], currentCount: 1 };

interface Entry {
  first: number;
  last: number;
  count: number;
  years: Map<number, number>;
}

/**
 * Groups the triples (`authors[i]` listed `institutionIds[i]` on an article of `years[i]`, or of
 * `unknown` year) into the CSR. `keyOf` names an institution record's institution (the
 * normalised name), so records of one name weigh together when choosing the current one.
 */
export async function groupAuthorInstitutions({
  maxAuthor,
  authors,
  institutionIds,
  years,
  unknown,
  keyOf,
}: {
  maxAuthor: number;
  authors: readonly number[];
  institutionIds: readonly number[];
  years: readonly number[];
  unknown: number;
  keyOf: (institutionId: number) => string;
}): Promise<AuthorInstitutions> {
  const turns = createTurnTaker();
  const n = authors.length;
  const order = new Int32Array(n);
  const start = new Int32Array(maxAuthor + 2);
  for (const a of authors) start[a + 1] = (start[a + 1] as number) + 1;
  for (let i = 1; i < start.length; i++) start[i] = (start[i] as number) + (start[i - 1] as number);
  const fill = start.slice();
  for (let i = 0; i < n; i++) {
    const a = authors[i] as number;
    order[fill[a] as number] = i;
    fill[a] = (fill[a] as number) + 1;
  }
  const offsets = new Int32Array(maxAuthor + 2);
  const currentCount = new Uint16Array(maxAuthor + 2);
  const institution: number[] = [];
  const first: number[] = [];
  const last: number[] = [];
  const count: number[] = [];
  const yearOffsets: number[] = [];
  const entryYears: number[] = [];
  // The authors' triples sorted by author (a counting sort over every triple) before the first look.
  if (turns.due) await turns.take();
  for (let a = 0; a <= maxAuthor; a++) {
    if (a % AUTHORS_PER_LOOK === 0 && turns.due) await turns.take();
    offsets[a] = institution.length;
    const from = start[a] as number;
    const to = start[a + 1] as number;
    if (from === to) continue;
    const agg = new Map<number, Entry>();
    for (let j = from; j < to; j++) {
      const i = order[j] as number;
      const inst = institutionIds[i] as number;
      const year = years[i] as number;
      let entry = agg.get(inst);
      if (!entry) {
        entry = { first: year, last: year, count: 0, years: new Map() };
        agg.set(inst, entry);
      }
      entry.count++;
      if (year === unknown) continue;
      entry.years.set(year, (entry.years.get(year) ?? 0) + 1);
      if (entry.first === unknown || year < entry.first) entry.first = year;
      if (year > entry.last) entry.last = year;
    }
    // By id, so equal claims keep the lower id first.
    const entries = agg.size === 1 ? [...agg.entries()] : [...agg.entries()].sort((x, y) => x[0] - y[0]);
    const ordered =
      entries.length === 1
        ? SINGLE
        : currentAffiliationOrder(
            entries.map(([inst, e]): AffiliationRecord => ({ key: keyOf(inst), yearCounts: e.years, count: e.count })),
          );
    currentCount[a] = ordered.currentCount;
    for (const index of ordered.order) {
      const [inst, e] = entries[index] as [number, Entry];
      institution.push(inst);
      first.push(e.first);
      last.push(e.last);
      count.push(e.count);
      yearOffsets.push(entryYears.length);
      const yearsFrom = entryYears.length;
      for (const year of e.years.keys()) entryYears.push(year);
      if (e.years.size > 1) sortTail(entryYears, yearsFrom);
    }
  }
  offsets[maxAuthor + 1] = institution.length;
  yearOffsets.push(entryYears.length);
  return {
    offsets,
    institution: Int32Array.from(institution),
    first: Int16Array.from(first),
    last: Int16Array.from(last),
    count: Int32Array.from(count),
    yearOffsets: Int32Array.from(yearOffsets),
    years: Int16Array.from(entryYears),
    currentCount,
  };
}

/** Sorts `list` from `from` to its end in place, ascending (an author's years of one institution: a few). */
function sortTail(list: number[], from: number): void {
  for (let i = from + 1; i < list.length; i++) {
    const value = list[i] as number;
    let j = i - 1;
    for (; j >= from && (list[j] as number) > value; j--) list[j + 1] = list[j] as number;
    list[j + 1] = value;
  }
}
