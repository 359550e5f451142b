import { describe, expect, it } from 'vitest';
import { formatNumber, formatScore, formatSimilarity } from './format';

describe('formatScore', () => {
  it('always shows two decimals', () => {
    expect(formatScore(0.5)).toBe('0.50');
    expect(formatScore(3)).toBe('3.00');
    expect(formatScore(2.345678)).toBe('2.35');
  });

  it('gives an empty text for a non-finite score', () => {
    expect(formatScore(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatSimilarity', () => {
  it('shows 2 decimals from 0.1 and 2 significant digits below, so small similarities stay apart', () => {
    expect(formatSimilarity(0.256)).toBe('0.26');
    expect(formatSimilarity(0.0236)).toBe('0.024');
    expect(formatSimilarity(0.0181)).toBe('0.018');
    expect(formatSimilarity(0.00353)).toBe('0.0035');
    expect(formatSimilarity(0)).toBe('0');
    expect(formatSimilarity(Number.NaN)).toBe('');
  });
});

describe('formatNumber', () => {
  it('shows at most four decimals by default and drops trailing zeros', () => {
    expect(formatNumber(0.123456)).toBe('0.1235');
    expect(formatNumber(12)).toBe('12');
    expect(formatNumber(1.5)).toBe('1.5');
    expect(formatNumber(2.00001)).toBe('2');
  });

  it('accepts another number of decimals', () => {
    expect(formatNumber(3.14159, { decimals: 2 })).toBe('3.14');
    expect(formatNumber(100, { decimals: 0 })).toBe('100');
  });

  it('never shows a negative zero', () => {
    expect(formatNumber(-0.00001)).toBe('0');
  });
});
