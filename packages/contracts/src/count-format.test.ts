import { describe, expect, it } from 'vitest';
import { formatCount, formatExactCount } from './count-format';
import { abbreviateCount } from './ontology.contract';

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

describe('abbreviateCount (the ontology screens)', () => {
  it('abbreviates as every other list does', () => {
    expect(abbreviateCount(42)).toBe('42');
    expect(abbreviateCount(100)).toBe('100+');
    expect(abbreviateCount(1_234)).toBe('1.2k+');
    expect(abbreviateCount(18_358)).toBe('18k+');
  });

  it('marks a count that stopped at its cap as a lower bound', () => {
    expect(abbreviateCount(100, true)).toBe('100+');
    expect(abbreviateCount(40, true)).toBe('40+');
    expect(abbreviateCount(40, false)).toBe('40');
  });
});
