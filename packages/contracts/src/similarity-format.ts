/**
 * A similarity as every screen and message shows it (a referee's, a panel person's, an
 * applicant's or an article's score): 2 decimals from 0.1, 2 significant digits below ("0.024",
 * "0.0035"), since word similarities of related papers, taken above the retrieval's pool edge,
 * are often a few hundredths and 2 decimals would show most of them as 0.01 or 0.02.
 */
export function formatSimilarity(score: number): string {
  if (!Number.isFinite(score)) return '';
  if (score === 0) return '0';
  return Math.abs(score) >= 0.1 ? score.toFixed(2) : score.toPrecision(2);
}
