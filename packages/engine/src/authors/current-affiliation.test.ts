import { describe, expect, it } from 'vitest';
import { currentAffiliationOrder, RECENT_AFFILIATION_YEARS, type AffiliationRecord } from './current-affiliation';

const rec = (key: string, years: Record<number, number>, unknownYear = 0): AffiliationRecord => {
  const yearCounts = new Map(Object.entries(years).map(([y, n]) => [Number(y), n]));
  return { key, yearCounts, count: [...yearCounts.values()].reduce((a, b) => a + b, unknownYear) };
};
const keys = (records: AffiliationRecord[]) => currentAffiliationOrder(records).order.map((i) => records[i]!.key);

describe('the current institution of an author', () => {
  it('is the institution of the latest year with the most articles that year', () => {
    const records = [
      rec('ucla', { 2016: 10, 2025: 1 }),
      rec('cambridge', { 2024: 2, 2025: 3 }),
      rec('oxford', { 2018: 9 }),
    ];
    expect(keys(records)).toEqual(['cambridge', 'ucla', 'oxford']);
  });

  it(`breaks a tie of the latest year by the articles of the ${RECENT_AFFILIATION_YEARS} latest years with an affiliation`, () => {
    // The years counted are those with an affiliation (2025, 2023, 2019), not the calendar's.
    const records = [rec('cmu', { 2017: 9, 2019: 2, 2025: 1 }), rec('uiuc', { 2019: 1, 2023: 4, 2025: 1 })];
    expect(keys(records)).toEqual(['uiuc', 'cmu']);
    // Older years do not count: on all articles CMU's nine of 2017 would win.
    expect(keys([rec('cmu', { 2017: 9, 2019: 1, 2025: 1 }), rec('uiuc', { 2019: 1, 2023: 1, 2025: 1 })])).toEqual([
      'uiuc',
      'cmu',
    ]);
  });

  it('counts the records of one institution together and lists them first', () => {
    const records = [
      rec('tum', { 2024: 1 }),
      rec('sony', { 2024: 1, 2023: 1 }),
      rec('tum', { 2024: 1, 2022: 1 }),
      rec('mit', { 2010: 5 }),
    ];
    const { order, currentCount } = currentAffiliationOrder(records);
    expect(currentCount).toBe(2);
    // The record with more of the latest year's and recent articles leads its institution.
    expect(order).toEqual([2, 0, 1, 3]);
  });

  it('keeps an institution alone in the latest year current, even on one article', () => {
    expect(keys([rec('tohoku', { 2017: 4, 2019: 2 }), rec('hku', { 2023: 1 })])).toEqual(['hku', 'tohoku']);
  });

  it('falls back to the institution of the most articles when no year is known, and handles none', () => {
    const { order, currentCount } = currentAffiliationOrder([rec('a', {}, 1), rec('b', {}, 3)]);
    expect(order).toEqual([1, 0]);
    expect(currentCount).toBe(1);
    expect(currentAffiliationOrder([])).toEqual({ order: [], currentCount: 0 });
  });

  it('lists an institution of unknown years after those with years, and equal ones in the given order', () => {
    expect(keys([rec('x', {}, 5), rec('b', { 2020: 1 }), rec('a', { 2020: 1 }), rec('c', { 2021: 1 })])).toEqual([
      'c',
      'b',
      'a',
      'x',
    ]);
  });
});
