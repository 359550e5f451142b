import { formatNumber, formatScore, formatSimilarity } from '../format';

/**
 * A score as every list shows it, with 2 decimals (spec 01 section 9), and its value to 4
 * decimals (the default of other numbers) as the title, for telling close scores apart. A
 * referee finder similarity (`similarity`) shows 2 significant digits below 0.1.
 */
export function Score({ value, similarity = false }: { value: number; similarity?: boolean }) {
  return <span title={formatNumber(value)}>{similarity ? formatSimilarity(value) : formatScore(value)}</span>;
}
