import { describe, expect, it } from 'vitest';
import { authorMetrics, hIndex, notableArticleFlags, venueImpactFactors, COLLAB_AUTHORS_THRESHOLD } from './metrics';

const facts = (rows: Array<[venue: number, year: number, citations: number, authors: number]>) => ({
  venueIds: Int32Array.from(rows.map((r) => r[0])),
  years: Int32Array.from(rows.map((r) => r[1])),
  citations: Int32Array.from(rows.map((r) => r[2])),
  authorsCounts: Int32Array.from(rows.map((r) => r[3])),
});

describe('hIndex', () => {
  it('is 4 for citations 10, 8, 5, 4, 3', () => expect(hIndex([10, 8, 5, 4, 3])).toBe(4));
  it('is 0 for no articles or only uncited ones', () => {
    expect(hIndex([])).toBe(0);
    expect(hIndex([0, 0])).toBe(0);
  });
  it('does not depend on the input order', () => expect(hIndex([1, 25, 3, 8, 3])).toBe(3));
});

describe('notableArticleFlags', () => {
  it('flags the top tenth of a venue-year and every tie at the threshold', () => {
    // 12 articles in venue 1, 2020: ceil(1.2) = 2 → threshold is the 2nd highest count (50).
    const rows: Array<[number, number, number, number]> = [100, 50, 50, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((c) => [1, 2020, c, 3]);
    const flags = notableArticleFlags(facts(rows));
    expect([...flags]).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
  it('leaves groups smaller than the minimum and uncited groups unflagged', () => {
    const small = notableArticleFlags(facts([[1, 2020, 100, 1], [1, 2020, 5, 1]]));
    expect([...small]).toEqual([0, 0]);
    const uncited = notableArticleFlags(facts(Array.from({ length: 10 }, () => [2, 2021, 0, 1] as [number, number, number, number])));
    expect(uncited.every((f) => f === 0)).toBe(true);
  });
});

describe('venueImpactFactors', () => {
  it('is the mean citations of the two years before the venue\'s latest year', () => {
    const f = facts([
      [1, 2022, 1000, 1], // latest year itself: not counted
      [1, 2021, 10, 1],
      [1, 2020, 20, 1],
      [1, 2020, 30, 1],
      [1, 2019, 500, 1], // three years before: not counted
      [2, 2022, 4, 1], // venue 2 has nothing in 2020-2021
    ]);
    const ifs = venueImpactFactors(f);
    expect(ifs.get(1)).toBeCloseTo(20, 10);
    expect(ifs.has(2)).toBe(false);
  });
});

describe('authorMetrics', () => {
  it('computes totals, h-index, notables and the NotInCollab variants by hand', () => {
    const f = facts([
      [1, 2015, 10, 2],
      [1, 2018, 8, COLLAB_AUTHORS_THRESHOLD + 5],
      [1, 2020, 5, 3],
      [1, 0, 1, 1],
    ]);
    const m = authorMetrics({ articleIndexes: [0, 1, 2, 3], facts: f, notable: Uint8Array.from([1, 1, 0, 0]) });
    expect(m).toEqual({
      articlesCount: 4,
      citationsCount: 24,
      citationsCountNotInCollab: 16,
      hIndex: 3,
      hIndexNotInCollab: 2,
      notableArticlesCount: 2,
      notableArticlesCountNotInCollab: 1,
      firstYear: 2015,
      lastYear: 2020,
    });
  });
});
