/**
 * Author and venue metrics, computed from article facts held in typed arrays.
 * Definitions (documented for users in the README):
 * - h-index: the largest h such that h of the author's articles have at least h citations.
 * - NotInCollab variants: the same metric over articles with at most
 *   COLLAB_AUTHORS_THRESHOLD authors (large collaborations excluded).
 * - Notable article: citations in the top NOTABLE_TOP_SHARE of its venue-year, in a group of
 *   at least NOTABLE_MIN_GROUP articles, with at least one citation.
 * - Venue impact factor: two-year mean citedness — mean citations of the venue's articles of
 *   the two years before the latest year it has articles, from cumulative citation counts.
 */

/** Articles with more authors than this are large collaborations (NotInCollab excludes them). */
export const COLLAB_AUTHORS_THRESHOLD = 10;
/** Share of a venue-year's most cited articles that count as notable. */
export const NOTABLE_TOP_SHARE = 0.1;
/** Smallest venue-year group in which notability is decided. */
export const NOTABLE_MIN_GROUP = 10;

/** h-index of a list of citation counts (the input is not modified). */
export function hIndex(citations: ArrayLike<number>): number {
  const sorted = Float64Array.from(citations as ArrayLike<number>).sort().reverse();
  let h = 0;
  while (h < sorted.length && sorted[h]! >= h + 1) h++;
  return h;
}

/** Article facts, one entry per article index. */
export interface ArticleFacts {
  venueIds: Int32Array;
  years: Int32Array;
  citations: Int32Array;
  authorsCounts: Int32Array;
}

/**
 * Notable flag per article: among the articles of one venue and year (groups of at least
 * NOTABLE_MIN_GROUP), those whose citations reach the count of the article at the top
 * NOTABLE_TOP_SHARE rank (ties at the threshold are all notable) and are above zero.
 * Articles without venue (venueId 0) or year (0) are never notable.
 */
export function notableArticleFlags(facts: Pick<ArticleFacts, 'venueIds' | 'years' | 'citations'>): Uint8Array {
  const n = facts.venueIds.length;
  const flags = new Uint8Array(n);
  const groups = new Map<string, number[]>();
  for (let i = 0; i < n; i++) {
    if (facts.venueIds[i] === 0 || facts.years[i] === 0) continue;
    const key = `${facts.venueIds[i]}|${facts.years[i]}`;
    const list = groups.get(key);
    if (list) list.push(i);
    else groups.set(key, [i]);
  }
  for (const members of groups.values()) {
    if (members.length < NOTABLE_MIN_GROUP) continue;
    const counts = members.map((i) => facts.citations[i]!).sort((a, b) => b - a);
    const threshold = counts[Math.max(0, Math.ceil(members.length * NOTABLE_TOP_SHARE) - 1)]!;
    if (threshold <= 0) continue;
    for (const i of members) if (facts.citations[i]! >= threshold) flags[i] = 1;
  }
  return flags;
}

/**
 * Two-year mean citedness per venue: for the venue's latest year Y with articles, the mean
 * citations of its articles of Y-1 and Y-2; venues without articles in those years get none.
 */
export function venueImpactFactors(facts: Pick<ArticleFacts, 'venueIds' | 'years' | 'citations'>): Map<number, number> {
  const latest = new Map<number, number>();
  for (let i = 0; i < facts.venueIds.length; i++) {
    const v = facts.venueIds[i]!;
    const y = facts.years[i]!;
    if (v === 0 || y === 0) continue;
    if ((latest.get(v) ?? 0) < y) latest.set(v, y);
  }
  const sums = new Map<number, { citations: number; articles: number }>();
  for (let i = 0; i < facts.venueIds.length; i++) {
    const v = facts.venueIds[i]!;
    const y = facts.years[i]!;
    const top = latest.get(v);
    if (top === undefined || (y !== top - 1 && y !== top - 2)) continue;
    const s = sums.get(v) ?? { citations: 0, articles: 0 };
    s.citations += facts.citations[i]!;
    s.articles += 1;
    sums.set(v, s);
  }
  const out = new Map<number, number>();
  for (const [v, s] of sums) if (s.articles > 0) out.set(v, s.citations / s.articles);
  return out;
}

export interface AuthorMetrics {
  articlesCount: number;
  citationsCount: number;
  citationsCountNotInCollab: number;
  hIndex: number;
  hIndexNotInCollab: number;
  notableArticlesCount: number;
  notableArticlesCountNotInCollab: number;
  firstYear: number | null;
  lastYear: number | null;
}

/** Metrics of one author from the indexes of their articles into `facts`. */
export function authorMetrics({
  articleIndexes,
  facts,
  notable,
}: {
  articleIndexes: ArrayLike<number>;
  facts: ArticleFacts;
  notable: Uint8Array;
}): AuthorMetrics {
  const all: number[] = [];
  const small: number[] = [];
  let notableAll = 0;
  let notableSmall = 0;
  let firstYear = Infinity;
  let lastYear = -Infinity;
  for (let k = 0; k < articleIndexes.length; k++) {
    const i = articleIndexes[k]!;
    const c = facts.citations[i]!;
    const inCollab = facts.authorsCounts[i]! > COLLAB_AUTHORS_THRESHOLD;
    all.push(c);
    if (!inCollab) small.push(c);
    if (notable[i]) {
      notableAll++;
      if (!inCollab) notableSmall++;
    }
    const y = facts.years[i]!;
    if (y > 0) {
      firstYear = Math.min(firstYear, y);
      lastYear = Math.max(lastYear, y);
    }
  }
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    articlesCount: all.length,
    citationsCount: sum(all),
    citationsCountNotInCollab: sum(small),
    hIndex: hIndex(all),
    hIndexNotInCollab: hIndex(small),
    notableArticlesCount: notableAll,
    notableArticlesCountNotInCollab: notableSmall,
    firstYear: Number.isFinite(firstYear) ? firstYear : null,
    lastYear: Number.isFinite(lastYear) ? lastYear : null,
  };
}
