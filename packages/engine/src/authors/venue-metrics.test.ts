import { describe, expect, it } from 'vitest';
import { UNKNOWN_COUNT } from './metrics';
import { NOTABLE_MIN_GROUP, notableArticleFlags, venueImpactFactorSeries, venueImpactFactors } from './venue-metrics';

const facts = (rows: Array<[venue: number, year: number, citations: number]>) => ({
  venueIds: Int32Array.from(rows.map((r) => r[0])),
  years: Int32Array.from(rows.map((r) => r[1])),
  citations: Int32Array.from(rows.map((r) => r[2])),
});

describe('notableArticleFlags', () => {
  it('flags the top tenth of a venue-year and every tie at the threshold', () => {
    // 12 articles in venue 1, 2020: ceil(1.2) = 2 -> threshold is the 2nd highest count (50).
    const rows = [100, 50, 50, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((c): [number, number, number] => [1, 2020, c]);
    expect([...notableArticleFlags(facts(rows))]).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('leaves groups smaller than the minimum and uncited articles unflagged', () => {
    expect([
      ...notableArticleFlags(
        facts([
          [1, 2020, 100],
          [1, 2020, 5],
        ]),
      ),
    ]).toEqual([0, 0]);
    const uncited = notableArticleFlags(
      facts(Array.from({ length: 10 }, (): [number, number, number] => [2, 2021, 0])),
    );
    expect(uncited.every((f) => f === 0)).toBe(true);
  });

  it('still flags the only cited article of a group whose threshold rank has no citations', () => {
    // 20 articles: rank ceil(2) = 2 has 0 citations, so the minimum of 1 citation decides.
    const rows = [5, ...Array.from({ length: 19 }, () => 0)].map((c): [number, number, number] => [3, 2019, c]);
    expect(notableArticleFlags(facts(rows)).reduce((a, b) => a + b, 0)).toBe(1);
    expect(notableArticleFlags(facts(rows))[0]).toBe(1);
  });

  it('judges each venue-year on its own and skips articles without venue or year', () => {
    const strong = Array.from({ length: NOTABLE_MIN_GROUP }, (_, i): [number, number, number] => [1, 2020, 100 + i]);
    const weak = Array.from({ length: NOTABLE_MIN_GROUP }, (_, i): [number, number, number] => [1, 2021, i]);
    const flags = notableArticleFlags(facts([...strong, ...weak, [0, 2020, 10_000], [1, 0, 10_000]]));
    // Each group of 10 has exactly its best article notable: 109 in 2020, 9 in 2021.
    expect(flags[NOTABLE_MIN_GROUP - 1]).toBe(1);
    expect(flags[2 * NOTABLE_MIN_GROUP - 1]).toBe(1);
    expect(flags.reduce((a, b) => a + b, 0)).toBe(2);
  });
});

describe('unknown citations (UNKNOWN_COUNT)', () => {
  it('never makes an article notable and does not count toward its venue-year group', () => {
    // 9 known articles and 5 unknown ones: the group is under the minimum of 10 known.
    const rows: Array<[number, number, number]> = [
      ...Array.from({ length: NOTABLE_MIN_GROUP - 1 }, (_, i): [number, number, number] => [1, 2020, 10 + i]),
      ...Array.from({ length: 5 }, (): [number, number, number] => [1, 2020, UNKNOWN_COUNT]),
    ];
    expect(notableArticleFlags(facts(rows)).every((f) => f === 0)).toBe(true);
    // With a tenth known article the group is judged, and its unknown members stay unflagged.
    const flags = notableArticleFlags(facts([...rows, [1, 2020, 100]]));
    expect([...flags].map((f, i) => (f ? i : -1)).filter((i) => i >= 0)).toEqual([rows.length]);
  });

  it("leaves a venue's unknown articles out of its impact factor, and a venue with only those has none", () => {
    const f = facts([
      [1, 2022, 0],
      [1, 2021, 10],
      [1, 2021, UNKNOWN_COUNT],
      [1, 2020, 20],
      [2, 2022, UNKNOWN_COUNT],
      [2, 2021, UNKNOWN_COUNT],
      [2, 2020, UNKNOWN_COUNT],
    ]);
    const ifs = venueImpactFactors(f);
    expect(ifs.get(1)).toBe(15);
    expect(ifs.has(2)).toBe(false);
  });
});

describe('venueImpactFactors', () => {
  it("is the mean citations of the two years before the venue's latest year", () => {
    const f = facts([
      [1, 2022, 1000], // latest year itself: not counted
      [1, 2021, 10],
      [1, 2020, 20],
      [1, 2020, 30],
      [1, 2019, 500], // three years before: not counted
      [2, 2022, 4], // venue 2 has nothing before 2022
    ]);
    const ifs = venueImpactFactors(f);
    expect(ifs.get(1)).toBeCloseTo(20, 10);
    expect(ifs.has(2)).toBe(false);
  });

  it('steps back to the latest year whose window has articles', () => {
    // Venue 4 met in 2010 and 2011, then again only in 2020: 2020's window (2018-2019) is empty.
    const f = facts([
      [4, 2010, 6],
      [4, 2011, 2],
      [4, 2020, 50],
    ]);
    // Years 2011 (window 2010: 6), 2012 (2010-2011: 4), 2013 (2011: 2); 2013 is the latest.
    expect(venueImpactFactors(f).get(4)).toBe(2);
  });

  it('needs the minimum number of articles when one is asked for', () => {
    const f = facts([
      [5, 2018, 9],
      [5, 2019, 3],
      [5, 2020, 0],
    ]);
    expect(venueImpactFactors(f, { minArticles: 3 }).has(5)).toBe(false);
    expect(venueImpactFactors(f, { minArticles: 2 }).get(5)).toBe(6);
  });
});

describe('venueImpactFactorSeries', () => {
  it('lists every computable year with its window size, by venue then year', () => {
    const f = facts([
      [7, 2001, 4],
      [7, 2002, 8],
      [7, 2003, 1],
      [6, 2010, 3],
      [6, 2011, 0],
    ]);
    expect(venueImpactFactorSeries({ facts: f })).toEqual([
      { venueId: 6, year: 2011, impactFactor: 3, articlesCount: 1 },
      { venueId: 7, year: 2002, impactFactor: 4, articlesCount: 1 },
      { venueId: 7, year: 2003, impactFactor: 6, articlesCount: 2 },
    ]);
  });
});
