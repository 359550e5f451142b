import { formatCount, formatExactCount } from '../format';

/**
 * A count as `format` shows it — abbreviated with a plus from 100 on by default (spec 01
 * section 9) — with the exact number as the title whenever the two differ.
 */
export function Count({ value, format = formatCount }: { value: number; format?: (value: number) => string }) {
  const shown = format(value);
  const exact = formatExactCount(value);
  return shown === exact ? shown : <span title={exact}>{shown}</span>;
}
