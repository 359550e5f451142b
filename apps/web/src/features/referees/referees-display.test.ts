import { describe, expect, it } from 'vitest';
import { conceptListVisibleCount, expandableVisibleCount, formatRefereesTotal } from './referees-display';

describe('the candidate list display rules', () => {
  it('shows totals above 500 as 500+', () => {
    expect(formatRefereesTotal(0)).toBe('0');
    expect(formatRefereesTotal(500)).toBe('500');
    expect(formatRefereesTotal(501)).toBe('500+');
    expect(formatRefereesTotal(12_000)).toBe('500+');
  });

  it('expands lists by steps of 5 and shows a remainder of 2 or fewer at once', () => {
    expect(expandableVisibleCount(7, 0)).toBe(7);
    expect(expandableVisibleCount(8, 0)).toBe(5);
    expect(expandableVisibleCount(8, 1)).toBe(8);
    expect(expandableVisibleCount(20, 1)).toBe(10);
    expect(expandableVisibleCount(3, 0)).toBe(3);
  });

  it('collapses concept lists past 12 to 10', () => {
    expect(conceptListVisibleCount(12, false)).toBe(12);
    expect(conceptListVisibleCount(13, false)).toBe(10);
    expect(conceptListVisibleCount(13, true)).toBe(13);
  });
});
