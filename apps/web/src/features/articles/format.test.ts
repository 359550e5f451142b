import { describe, expect, it } from 'vitest';
import { formatCount, formatExactCount, formatNumber, formatScore } from './format';

describe('formatCount', () => {
  it('shows counts below 100 exactly', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(7)).toBe('7');
    expect(formatCount(99)).toBe('99');
  });

  it('abbreviates 100 to 999 to whole hundreds with a plus, rounding down', () => {
    expect(formatCount(100)).toBe('100+');
    expect(formatCount(150)).toBe('100+');
    expect(formatCount(999)).toBe('900+');
  });

  it('abbreviates thousands with one decimal below ten thousand, rounding down', () => {
    expect(formatCount(1000)).toBe('1k+');
    expect(formatCount(1234)).toBe('1.2k+');
    expect(formatCount(1299)).toBe('1.2k+');
    expect(formatCount(2900)).toBe('2.9k+');
    expect(formatCount(9999)).toBe('9.9k+');
  });

  it('abbreviates ten thousand and more to whole thousands', () => {
    expect(formatCount(10_000)).toBe('10k+');
    expect(formatCount(12_345)).toBe('12k+');
    expect(formatCount(999_999)).toBe('999k+');
  });

  it('abbreviates millions the same way', () => {
    expect(formatCount(1_000_000)).toBe('1M+');
    expect(formatCount(1_250_000)).toBe('1.2M+');
    expect(formatCount(25_000_000)).toBe('25M+');
  });

  it('treats negative, fractional and non-finite input defensively', () => {
    expect(formatCount(-5)).toBe('0');
    expect(formatCount(99.9)).toBe('99');
    expect(formatCount(Number.NaN)).toBe('');
  });
});

describe('formatExactCount', () => {
  it('groups thousands', () => {
    expect(formatExactCount(1234567)).toBe('1,234,567');
    expect(formatExactCount(12)).toBe('12');
  });
});

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
