/**
 * Metrics that compare an article with its venue. Definitions (documented for users in the README):
 * - Notable article: citations in the top NOTABLE_TOP_SHARE of its venue-year, in a group of
 *   at least NOTABLE_MIN_GROUP articles, with at least NOTABLE_MIN_CITATIONS citations.
 * - Venue impact factor: two-year mean citedness: for year Y, the mean citations of the
 *   venue's articles of Y-1 and Y-2, from cumulative citation counts; per venue the latest
 *   computable year.
 * Articles whose citations are unknown (below 0, UNKNOWN_COUNT) take part in neither: they
 * are never notable, do not set a venue-year's threshold and do not count in its mean.
 */
import type { ArticleFacts } from './metrics';

/** Share of a venue-year's most cited articles that count as notable. */
export const NOTABLE_TOP_SHARE = 0.1;
/** Smallest venue-year group in which notability is decided (a top 10% of 5 papers means little). */
export const NOTABLE_MIN_GROUP = 10;
/** A notable article has at least this many citations, so uncited articles never are. */
export const NOTABLE_MIN_CITATIONS = 1;
/** Default least number of articles in a two-year window for an impact factor to be computed. */
export const IMPACT_FACTOR_MIN_ARTICLES = 1;

type VenueFacts = Pick<ArticleFacts, 'venueIds' | 'years' | 'citations'>;

// Venue-year key; years stay below 4096 in any bibliographic data.
function groupKey(venue: number, year: number): number {
  return venue * 4096 + year;
}

/**
 * Notable flag per article (1/0): among the articles of one venue and year (groups of at
 * least NOTABLE_MIN_GROUP), those whose citations reach the count of the article at rank
 * ceil(NOTABLE_TOP_SHARE * group size) by citations, and at least NOTABLE_MIN_CITATIONS.
 * Ties at that threshold are all notable: the rule looks only at the count, so equal counts
 * get equal flags. Articles without venue (id 0 or less) or year (0) are never notable.
 */
export function notableArticleFlags(facts: VenueFacts): Uint8Array {
  const n = facts.venueIds.length;
  const groups = new Map<number, number[]>();
  for (let i = 0; i < n; i++) {
    const venue = facts.venueIds[i]!;
    const year = facts.years[i]!;
    if (venue <= 0 || year <= 0 || facts.citations[i]! < 0) continue;
    const key = groupKey(venue, year);
    const group = groups.get(key);
    if (group) group.push(facts.citations[i]!);
    else groups.set(key, [facts.citations[i]!]);
  }
  const thresholds = new Map<number, number>();
  for (const [key, counts] of groups) {
    if (counts.length < NOTABLE_MIN_GROUP) continue;
    counts.sort((a, b) => b - a);
    const atRank = counts[Math.ceil(counts.length * NOTABLE_TOP_SHARE) - 1]!;
    thresholds.set(key, Math.max(NOTABLE_MIN_CITATIONS, atRank));
  }
  const flags = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    const venue = facts.venueIds[i]!;
    const year = facts.years[i]!;
    if (venue <= 0 || year <= 0 || facts.citations[i]! < 0) continue;
    const threshold = thresholds.get(groupKey(venue, year));
    if (threshold !== undefined && facts.citations[i]! >= threshold) flags[i] = 1;
  }
  return flags;
}

/** A venue's impact factor for one year. */
export interface VenueImpactFactor {
  venueId: number;
  /** The year Y the value is for: it averages the articles of Y-1 and Y-2. */
  year: number;
  impactFactor: number;
  /** Articles in Y-1 and Y-2. */
  articlesCount: number;
}

/**
 * Two-year mean citedness of every venue for every year it can be computed: for year Y,
 * the mean citation count of the venue's articles published in Y-1 and Y-2. Our data holds
 * only each article's cumulative citation count, not the citations received in year Y as
 * Clarivate's JIF counts them, so this is the 2-year mean citedness from cumulative counts:
 * older windows score higher because their articles had longer to be cited. Y runs from the
 * venue's first year + 1 to its last year with articles (so the latest year's own articles
 * are never in its window); a year needs at least `minArticles` articles in its window.
 * Sorted by venue id, then year.
 */
export function venueImpactFactorSeries({
  facts,
  minArticles = IMPACT_FACTOR_MIN_ARTICLES,
}: {
  facts: VenueFacts;
  minArticles?: number;
}): VenueImpactFactor[] {
  const out: VenueImpactFactor[] = [];
  for (const [venueId, byYear] of venueYearTotals(facts)) {
    for (const entry of impactFactorSeriesOfTotals(byYear, minArticles)) out.push({ venueId, ...entry });
  }
  return out.sort((x, y) => x.venueId - y.venueId || x.year - y.year);
}

/** Citations and articles of one venue-year: `[citation sum, articles]`. */
export type YearTotals = Map<number, [number, number]>;

/** Per venue id, its articles' citation sums and counts by year (unknown venue, year or citations left out). */
export function venueYearTotals(facts: VenueFacts): Map<number, YearTotals> {
  const totals = new Map<number, YearTotals>();
  for (let i = 0; i < facts.venueIds.length; i++) {
    const venue = facts.venueIds[i]!;
    const year = facts.years[i]!;
    if (venue <= 0 || year <= 0 || facts.citations[i]! < 0) continue;
    let byYear = totals.get(venue);
    if (!byYear) totals.set(venue, (byYear = new Map()));
    const t = byYear.get(year);
    if (t) {
      t[0] += facts.citations[i]!;
      t[1] += 1;
    } else byYear.set(year, [facts.citations[i]!, 1]);
  }
  return totals;
}

/**
 * One venue's impact factor for every computable year from its year totals (see
 * venueImpactFactorSeries), oldest first. The importer keeps year totals per venue, so a
 * venue's value is recomputed from a few numbers, not from its articles.
 */
export function impactFactorSeriesOfTotals(
  byYear: YearTotals,
  minArticles = IMPACT_FACTOR_MIN_ARTICLES,
): Array<Omit<VenueImpactFactor, 'venueId'>> {
  const out: Array<Omit<VenueImpactFactor, 'venueId'>> = [];
  if (byYear.size === 0) return out;
  const years = [...byYear.keys()];
  const last = Math.max(...years);
  for (let year = Math.min(...years) + 1; year <= last; year++) {
    const a = byYear.get(year - 1) ?? [0, 0];
    const b = byYear.get(year - 2) ?? [0, 0];
    const articlesCount = a[1] + b[1];
    if (articlesCount === 0 || articlesCount < minArticles) continue;
    out.push({ year, impactFactor: (a[0] + b[0]) / articlesCount, articlesCount });
  }
  return out;
}

/** The latest computable impact factor of one venue from its year totals, or null. */
export function latestImpactFactorOfTotals(
  byYear: YearTotals,
  minArticles = IMPACT_FACTOR_MIN_ARTICLES,
): number | null {
  const series = impactFactorSeriesOfTotals(byYear, minArticles);
  return series.length ? series[series.length - 1]!.impactFactor : null;
}

/**
 * Latest computable impact factor per venue id (see venueImpactFactorSeries); venues
 * with none computable are absent.
 */
export function venueImpactFactors(
  facts: VenueFacts,
  { minArticles }: { minArticles?: number } = {},
): Map<number, number> {
  const out = new Map<number, number>();
  // The series is sorted by year within a venue, so the last value set is the latest.
  for (const entry of venueImpactFactorSeries({ facts, minArticles })) out.set(entry.venueId, entry.impactFactor);
  return out;
}
