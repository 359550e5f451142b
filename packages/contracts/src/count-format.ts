/*
 * Counts as every screen shows them (spec 01 section 9 and spec 02 section 9: "counts of 100 or
 * more are abbreviated with a plus"), one rule for articles, authors, concepts and literals.
 *
 * The shown value is always rounded down, so the plus stays true ("at least this many"):
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

/**
 * A count with its noun in the right number and thousands separators: "1 article",
 * "107,053 citations".
 */
export function countLabel(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatExactCount(count)} ${count === 1 ? noun : plural}`;
}
