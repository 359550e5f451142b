/*
 * Number formatting rules of spec 01 section 9, shared by every list that shows articles,
 * authors or concepts. Counts follow one rule for the whole product (`@sciscope/contracts`'
 * count-format); scores, numbers and unknown citation figures are formatted here.
 */
import { formatExactCount } from '@sciscope/contracts';

export { COUNT_ABBREVIATION_THRESHOLD, formatCount, formatExactCount } from '@sciscope/contracts';

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

/** A similarity (a referee's, a panel person's, an applicant's, an article's): see contracts. */
export { formatSimilarity } from '@sciscope/contracts';

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
