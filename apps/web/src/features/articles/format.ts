/*
 * Number formatting rules of spec 01 section 9, shared by every list that shows articles,
 * authors or concepts.
 *
 * Counts (citations, articles) of 100 or more are abbreviated with a plus. The shown value is
 * always rounded down, so the plus stays true ("at least this many"):
 *
 * | count              | shown                          | examples                         |
 * |--------------------|--------------------------------|----------------------------------|
 * | 0–99               | the exact number               | 7 → '7', 99 → '99'               |
 * | 100–999            | whole hundreds + '+'           | 100 → '100+', 999 → '900+'       |
 * | 1,000–9,999        | thousands, one decimal, + 'k+' | 1000 → '1k+', 1234 → '1.2k+'     |
 * | 10,000–999,999     | whole thousands + 'k+'         | 12,345 → '12k+', 999,999 → '999k+' |
 * | 1,000,000 and more | millions as above + 'M+'       | 1,250,000 → '1.2M+', 25M → '25M+' |
 *
 * The exact number belongs in a tooltip or `title` next to the abbreviation (`formatExactCount`).
 */

/** The count at and above which counts are abbreviated. */
export const COUNT_ABBREVIATION_THRESHOLD = 100;

const EXACT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** One decimal below 10 units, none above; rounded down, a trailing '.0' dropped. */
function scaled(value: number, unit: number): string {
  // Integer division keeps the rounding exact (no 2.9 * 10 = 28.999… surprises).
  const tenths = Math.floor((value * 10) / unit);
  if (tenths < 100) return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
  return String(Math.floor(value / unit));
}

/** A count as the lists show it: exact below 100, abbreviated with a plus from 100 on. */
export function formatCount(count: number): string {
  if (!Number.isFinite(count)) return '';
  const value = Math.max(0, Math.trunc(count));
  if (value < COUNT_ABBREVIATION_THRESHOLD) return String(value);
  if (value < 1_000) return `${Math.floor(value / 100) * 100}+`;
  if (value < 1_000_000) return `${scaled(value, 1_000)}k+`;
  return `${scaled(value, 1_000_000)}M+`;
}

/** The exact count with thousands separators, e.g. for the `title` of an abbreviated one. */
export function formatExactCount(count: number): string {
  return EXACT.format(count);
}

/** A citation count or citation metric (h-index, notable articles) the corpus does not give. */
export const UNKNOWN_METRIC_TEXT = 'unknown';

/** Why a citation figure is unknown: the title of every one shown. */
export const UNKNOWN_CITATIONS_EXPLANATION =
  'Unknown: the corpus has no citation counts for these articles (it has none for some venues, such as SIGGRAPH and KDD).';

/** Why an article's citation count is unknown: its title. */
export const UNKNOWN_ARTICLE_CITATIONS_EXPLANATION =
  'Unknown: the corpus has no citation count for this article (it has none for some venues, such as SIGGRAPH and KDD).';

/** A citation figure in words: the exact count, or "unknown" (never 0, which would be a different fact). */
export function formatKnownCount(count: number | null): string {
  return count === null ? UNKNOWN_METRIC_TEXT : formatExactCount(count);
}

/**
 * The note of citation figures computed over only some of an author's articles (the others have
 * no count in the corpus): they are a lower bound, not the author's figures. `lead` names what
 * counts ("Counted over" in a table cell). Null when every article, or none (the figures then
 * read unknown), has a count, or when coverage is not known (undefined).
 */
export function partialCitationsNote(
  articlesCount: number,
  articlesWithCitationsCount: number | undefined,
  lead = 'Counted over',
): string | null {
  const known = articlesWithCitationsCount;
  if (known === undefined || known === 0 || known >= articlesCount) return null;
  return `${lead} ${formatExactCount(known)} of the ${formatExactCount(articlesCount)} articles: the corpus has no citation count for the other ${formatExactCount(articlesCount - known)}.`;
}

/** A citation figure before its noun, "1,204 citations", or after it when unknown, "citations unknown". */
export function knownCountLabel(count: number | null, noun: string): string {
  return count === null ? `${noun} ${UNKNOWN_METRIC_TEXT}` : `${formatExactCount(count)} ${noun}`;
}

/** Scores (relevance, similarity, impact factor) with exactly 2 decimals. */
export function formatScore(score: number): string {
  return Number.isFinite(score) ? score.toFixed(2) : '';
}

/** Default decimals of other numbers (weights such as Σ tf-idf). */
export const DEFAULT_DECIMALS = 4;

/**
 * Any other number: at most `decimals` decimals (4 by default), trailing zeros dropped, so
 * 12 stays '12' and 0.123456 becomes '0.1235'.
 */
export function formatNumber(value: number, { decimals = DEFAULT_DECIMALS }: { decimals?: number } = {}): string {
  if (!Number.isFinite(value)) return '';
  const fixed = value.toFixed(decimals);
  const trimmed = fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
  return trimmed === '-0' ? '0' : trimmed;
}
