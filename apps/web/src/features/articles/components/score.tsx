import { formatNumber, formatScore } from '../format';

/**
 * A score as every list shows it, with 2 decimals (spec 01 section 9), and its value to 4
 * decimals (the default of other numbers) as the title, for telling close scores apart.
 */
export function Score({ value }: { value: number }) {
  return <span title={formatNumber(value)}>{formatScore(value)}</span>;
}
