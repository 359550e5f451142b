/**
 * An author's current institution, from the institutions their articles carry: the one rule
 * behind the author page's first affiliation, the autocomplete hint, the referee finder's
 * 'Latest affiliation', its country and institution-type filters and its diversity step.
 *
 * The rule: the latest year with an affiliation decides. Of the institutions of that year the
 * one with the most articles that year is current; a tie goes to the one with the most
 * articles over the author's recent years (the RECENT_AFFILIATION_YEARS latest years with an
 * affiliation), then to the most articles in all. So a co-affiliation named on one article of
 * the latest year does not displace the institution of the author's other articles of that
 * year and the years before (UIUC with four articles in 2023 and one in 2025 over a CMU named
 * once in 2025).
 *
 * An institution alone in the latest year stays current even when it is on one article. Measured
 * on the full corpus (119,231 authors with affiliations, walk 19): letting two or more recent
 * articles elsewhere outweigh it changed 4,026 authors' institution and, in a sample of 30, was
 * wrong for 14 (genuine moves: Kosuge to Hong Kong, Ommer to LMU Munich) and right for 4; asking
 * for ten articles elsewhere it was still wrong as often as right (Feng's move to ByteDance
 * against a namesake's stray article in Xiaogang Wang's profile). The corpus holds a few
 * articles a year per author, so one article is most often the first at a new place.
 */

/** The latest years with an affiliation that count as the author's recent work. */
export const RECENT_AFFILIATION_YEARS = 3;

/** One institution record of an author's articles. */
export interface AffiliationRecord {
  /** What makes records one institution (the normalised name): their articles count together. */
  key: string;
  /** The author's articles carrying it, by year (articles of unknown year left out). */
  yearCounts: ReadonlyMap<number, number>;
  /** All the author's articles carrying it, those of unknown year included. */
  count: number;
}

interface Institution {
  key: string;
  /** Its first record's index: equal claims go to the institution listed first. */
  first: number;
  inLatest: number;
  inRecent: number;
  count: number;
}

/**
 * The order to list an author's institution records in: the current institution's records of
 * the latest year first (`currentCount` of them, more than one when records of one name differ,
 * e.g. by country), then the others by their last year (unknown last), then articles. Ties keep
 * the order of `records`, which the caller makes stable (by id or name). Runs for every author when
 * the referee corpus is built, so it avoids per-call sorting of years and object copies.
 */
export function currentAffiliationOrder(records: readonly AffiliationRecord[]): {
  order: number[];
  currentCount: number;
} {
  const n = records.length;
  if (n <= 1) return { order: n === 0 ? [] : [0], currentCount: n };
  // The RECENT_AFFILIATION_YEARS latest distinct years, newest first.
  const recent: number[] = [];
  for (const r of records)
    for (const year of r.yearCounts.keys()) {
      if (recent.includes(year)) continue;
      let at = recent.length;
      while (at > 0 && (recent[at - 1] as number) < year) at--;
      if (at < RECENT_AFFILIATION_YEARS) {
        recent.splice(at, 0, year);
        if (recent.length > RECENT_AFFILIATION_YEARS) recent.pop();
      }
    }
  const latest = recent[0];
  const inLatest = new Array<number>(n);
  const inRecent = new Array<number>(n);
  const last = new Array<number>(n);
  const byKey = new Map<string, Institution>();
  for (let i = 0; i < n; i++) {
    const r = records[i] as AffiliationRecord;
    let sum = 0;
    let newest = -Infinity;
    for (const [year, articles] of r.yearCounts) {
      if (recent.includes(year)) sum += articles;
      if (year > newest) newest = year;
    }
    inLatest[i] = latest === undefined ? 0 : (r.yearCounts.get(latest) ?? 0);
    inRecent[i] = sum;
    last[i] = newest;
    const seen = byKey.get(r.key);
    if (seen) {
      seen.inLatest += inLatest[i] as number;
      seen.inRecent += sum;
      seen.count += r.count;
    } else byKey.set(r.key, { key: r.key, first: i, inLatest: inLatest[i] as number, inRecent: sum, count: r.count });
  }
  let current: Institution | undefined;
  for (const candidate of byKey.values()) {
    // No year known at all: the institution of the most articles.
    if (latest !== undefined && candidate.inLatest === 0) continue;
    if (!current || compareInstitutions(candidate, current) < 0) current = candidate;
  }
  // Its records of the latest year: an old record of the name (Microsoft in another country
  // years ago) does not make the author's current places.
  const isCurrent = records.map(
    (r, i) => r.key === current?.key && (latest === undefined || (inLatest[i] as number) > 0),
  );
  const order = records.map((_, i) => i);
  order.sort((a, b) => {
    if (isCurrent[a] !== isCurrent[b]) return isCurrent[a] ? -1 : 1;
    const count = (records[b] as AffiliationRecord).count - (records[a] as AffiliationRecord).count;
    if (isCurrent[a])
      return (
        (inLatest[b] as number) - (inLatest[a] as number) ||
        (inRecent[b] as number) - (inRecent[a] as number) ||
        count ||
        a - b
      );
    return (last[b] as number) - (last[a] as number) || count || a - b;
  });
  let currentCount = 0;
  for (const flag of isCurrent) if (flag) currentCount++;
  return { order, currentCount };
}

/** Negative when `a` is the better claim to be current. */
function compareInstitutions(a: Institution, b: Institution): number {
  return b.inLatest - a.inLatest || b.inRecent - a.inRecent || b.count - a.count || a.first - b.first;
}
