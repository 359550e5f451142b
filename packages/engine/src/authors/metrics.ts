/**
 * Author metrics, computed from article facts held in typed arrays.
 * Definitions (documented for users in the README):
 * - h-index: the largest h such that h of the author's articles have at least h citations.
 * - NotInCollab variants: the same metric over articles with at most
 *   COLLAB_AUTHORS_THRESHOLD authors (large collaborations excluded).
 * - Academic age: current year - year of the first article + 1.
 * Notable articles and venue impact factors are defined in venue-metrics.ts.
 */

/**
 * Articles with more authors than this are large collaborations (NotInCollab excludes them).
 * In the default corpus (ICRA/IROS's repeated author lines collapsed) the median article has
 * 4 authors, 97.2% have at most 8 and 99.05% at most 10: above 10 lies the top 1% of team
 * sizes, where one author's share of the credit is smallest.
 */
export const COLLAB_AUTHORS_THRESHOLD = 10;

/**
 * A citation-derived count the data does not give: an article whose source has no citation
 * count (in the default corpus all of SIGGRAPH, KDD, WWW, ACM MM and 3DV, 11% of the works)
 * stores this, and so does an author none of whose articles has one. It is not 0: an
 * uncited article and an article of unknown citations are different facts. Stored
 * columns and typed arrays hold it; the API gives null for it (see knownCount).
 */
export const UNKNOWN_COUNT = -1;

/** A stored count, or null when it is UNKNOWN_COUNT (any negative value). */
export function knownCount(value: number): number | null {
  return value < 0 ? null : value;
}

/**
 * h-index of a list of citation counts (the input is not modified). Counting, not sorting:
 * O(n). Negative or NaN counts are treated as 0.
 */
export function hIndex(citations: ArrayLike<number>): number {
  const n = citations.length;
  // buckets[c] = articles with exactly c citations, everything >= n pooled in buckets[n].
  const buckets = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) {
    const c = citations[i]!;
    buckets[c >= n ? n : c > 0 ? Math.floor(c) : 0]! += 1;
  }
  let atLeast = 0;
  for (let h = n; h > 0; h--) {
    atLeast += buckets[h]!;
    if (atLeast >= h) return h;
  }
  return 0;
}

/**
 * Article facts, one entry per article index. Venue id and year 0 mean unknown; citations
 * below 0 (UNKNOWN_COUNT) mean unknown.
 */
export interface ArticleFacts {
  venueIds: Int32Array;
  years: Int32Array;
  citations: Int32Array;
  authorsCounts: Int32Array;
}

/**
 * Metrics of one author (the stored author columns). The citation-derived ones (citations,
 * h-index, notable articles and their NotInCollab variants) are computed over the articles
 * whose citations are known, and are UNKNOWN_COUNT when the author has articles but none
 * with a known count.
 */
export interface AuthorMetrics {
  articlesCount: number;
  citationsCount: number;
  citationsCountNotInCollab: number;
  hIndex: number;
  hIndexNotInCollab: number;
  notableArticlesCount: number;
  notableArticlesCountNotInCollab: number;
  /** Years of the first and last article with a known year; null when none is known. */
  firstYear: number | null;
  lastYear: number | null;
}

/** The fields of AuthorMetrics made from citations: UNKNOWN_COUNT when none of the articles has a count. */
export const CITATION_METRIC_KEYS = [
  'citationsCount',
  'citationsCountNotInCollab',
  'hIndex',
  'hIndexNotInCollab',
  'notableArticlesCount',
  'notableArticlesCountNotInCollab',
] as const satisfies ReadonlyArray<keyof AuthorMetrics>;

/** The fields of AuthorMetrics, in the order the author columns are listed. */
export const AUTHOR_METRIC_KEYS = [
  'articlesCount',
  ...CITATION_METRIC_KEYS,
  'firstYear',
  'lastYear',
] as const satisfies ReadonlyArray<keyof AuthorMetrics>;

/** One of an author's articles, as the list form of the metrics takes it. */
export interface AuthorArticle {
  /** Publication year, null (or 0) when unknown. */
  year: number | null;
  /** Citations, null (or below 0) when unknown: such an article counts for articlesCount and years only. */
  citationsCount: number | null;
  authorsCount: number;
  /** See notableArticleFlags. */
  notable: boolean;
}

// Accumulates one author's articles; both public forms feed it.
class MetricsAccumulator {
  private articles = 0;
  private readonly all: number[] = [];
  private readonly small: number[] = [];
  private notableAll = 0;
  private notableSmall = 0;
  private firstYear = Infinity;
  private lastYear = -Infinity;

  add(citations: number, authorsCount: number, notable: boolean, year: number): void {
    const inCollab = authorsCount > COLLAB_AUTHORS_THRESHOLD;
    this.articles++;
    if (!(citations < 0)) {
      const c = citations > 0 ? citations : 0;
      this.all.push(c);
      if (!inCollab) this.small.push(c);
    }
    if (notable) {
      this.notableAll++;
      if (!inCollab) this.notableSmall++;
    }
    if (year > 0) {
      this.firstYear = Math.min(this.firstYear, year);
      this.lastYear = Math.max(this.lastYear, year);
    }
  }

  result(): AuthorMetrics {
    const sum = (xs: number[]): number => xs.reduce((a, b) => a + b, 0);
    const unknown = this.articles > 0 && this.all.length === 0;
    const known = (value: number) => (unknown ? UNKNOWN_COUNT : value);
    return {
      articlesCount: this.articles,
      citationsCount: known(sum(this.all)),
      citationsCountNotInCollab: known(sum(this.small)),
      hIndex: known(hIndex(this.all)),
      hIndexNotInCollab: known(hIndex(this.small)),
      notableArticlesCount: known(this.notableAll),
      notableArticlesCountNotInCollab: known(this.notableSmall),
      firstYear: Number.isFinite(this.firstYear) ? this.firstYear : null,
      lastYear: Number.isFinite(this.lastYear) ? this.lastYear : null,
    };
  }
}

/** Metrics of one author from the indexes of their articles into `facts` (a repeated index counts once). */
export function authorMetrics({
  articleIndexes,
  facts,
  notable,
}: {
  articleIndexes: ArrayLike<number>;
  facts: ArticleFacts;
  notable: Uint8Array;
}): AuthorMetrics {
  const acc = new MetricsAccumulator();
  const seen = new Set<number>();
  for (let k = 0; k < articleIndexes.length; k++) {
    const i = articleIndexes[k]!;
    if (seen.has(i)) continue;
    seen.add(i);
    acc.add(facts.citations[i]!, facts.authorsCounts[i]!, notable[i] === 1, facts.years[i]!);
  }
  return acc.result();
}

/** Metrics of one author from a list of their articles. */
export function authorMetricsOfArticles({ articles }: { articles: readonly AuthorArticle[] }): AuthorMetrics {
  const acc = new MetricsAccumulator();
  for (const a of articles) acc.add(a.citationsCount ?? UNKNOWN_COUNT, a.authorsCount, a.notable, a.year ?? 0);
  return acc.result();
}

/**
 * Academic age: currentYear - firstYear + 1, so an author whose first article is from this
 * year has age 1; at least 1 (an article dated next year still starts a career); null
 * without a first year. Computed when read, not stored, because it grows every year.
 */
export function academicAge({
  firstYear,
  currentYear,
}: {
  firstYear: number | null;
  currentYear: number;
}): number | null {
  return firstYear === null || !(firstYear > 0) ? null : Math.max(1, currentYear - firstYear + 1);
}
