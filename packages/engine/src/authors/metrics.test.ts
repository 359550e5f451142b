import { describe, expect, it } from 'vitest';
import {
  COLLAB_AUTHORS_THRESHOLD,
  UNKNOWN_COUNT,
  academicAge,
  authorMetrics,
  authorMetricsOfArticles,
  hIndex,
  knownCount,
} from './metrics';

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
  it('is capped by the number of articles however cited they are', () =>
    expect(hIndex(Int32Array.of(1000, 900))).toBe(2));
  it('treats negative and missing counts as uncited', () => expect(hIndex([-1, NaN, 2, 2])).toBe(2));
  it('counts an article exactly at h', () => expect(hIndex([3, 3, 3, 1])).toBe(3));
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

  it('keeps an article with exactly the threshold of authors and counts a repeated index once', () => {
    const f = facts([
      [1, 2019, 4, COLLAB_AUTHORS_THRESHOLD],
      [1, 2019, 6, COLLAB_AUTHORS_THRESHOLD + 1],
    ]);
    const m = authorMetrics({ articleIndexes: [0, 1, 1], facts: f, notable: new Uint8Array(2) });
    expect(m.articlesCount).toBe(2);
    expect(m.citationsCount).toBe(10);
    expect(m.citationsCountNotInCollab).toBe(4);
    expect(m.hIndexNotInCollab).toBe(1);
  });

  it('has no years and zero counts for an author without articles', () => {
    const m = authorMetrics({ articleIndexes: [], facts: facts([]), notable: new Uint8Array(0) });
    expect(m).toMatchObject({ articlesCount: 0, citationsCount: 0, hIndex: 0, firstYear: null, lastYear: null });
  });
});

describe('authorMetricsOfArticles', () => {
  it('gives the same metrics from a list of articles, leaving unknown citations out of the citation metrics', () => {
    const m = authorMetricsOfArticles({
      articles: [
        { year: 2012, citationsCount: 30, authorsCount: 40, notable: true },
        { year: 2016, citationsCount: 7, authorsCount: 2, notable: true },
        { year: null, citationsCount: null, authorsCount: 1, notable: false },
        { year: 2014, citationsCount: 2, authorsCount: 4, notable: false },
      ],
    });
    expect(m).toEqual({
      articlesCount: 4,
      citationsCount: 39,
      citationsCountNotInCollab: 9,
      hIndex: 2,
      hIndexNotInCollab: 2,
      notableArticlesCount: 2,
      notableArticlesCountNotInCollab: 1,
      firstYear: 2012,
      lastYear: 2016,
    });
  });
});

describe('unknown citations', () => {
  it('count an article toward articles and years but not toward the citation metrics', () => {
    const f = facts([
      [1, 2015, 3, 2],
      [1, 2011, UNKNOWN_COUNT, 2],
      [1, 2018, UNKNOWN_COUNT, 2],
    ]);
    const m = authorMetrics({ articleIndexes: [0, 1, 2], facts: f, notable: new Uint8Array(3) });
    expect(m).toMatchObject({ articlesCount: 3, citationsCount: 3, hIndex: 1, firstYear: 2011, lastYear: 2018 });
  });

  it('make every citation metric unknown when none of the articles has a count, unlike uncited ones', () => {
    const unknown = authorMetricsOfArticles({
      articles: [
        { year: 2020, citationsCount: null, authorsCount: 3, notable: false },
        { year: 2021, citationsCount: UNKNOWN_COUNT, authorsCount: 30, notable: false },
      ],
    });
    expect(unknown).toEqual({
      articlesCount: 2,
      citationsCount: UNKNOWN_COUNT,
      citationsCountNotInCollab: UNKNOWN_COUNT,
      hIndex: UNKNOWN_COUNT,
      hIndexNotInCollab: UNKNOWN_COUNT,
      notableArticlesCount: UNKNOWN_COUNT,
      notableArticlesCountNotInCollab: UNKNOWN_COUNT,
      firstYear: 2020,
      lastYear: 2021,
    });
    const uncited = authorMetricsOfArticles({
      articles: [{ year: 2020, citationsCount: 0, authorsCount: 3, notable: false }],
    });
    expect(uncited).toMatchObject({ citationsCount: 0, hIndex: 0, notableArticlesCount: 0 });
  });

  it('read as null through knownCount', () => {
    expect(knownCount(UNKNOWN_COUNT)).toBeNull();
    expect(knownCount(0)).toBe(0);
    expect(knownCount(12)).toBe(12);
  });
});

describe('academicAge', () => {
  it('counts the first year as year one', () => {
    expect(academicAge({ firstYear: 2015, currentYear: 2024 })).toBe(10);
    expect(academicAge({ firstYear: 2024, currentYear: 2024 })).toBe(1);
  });
  it('is 1 for a first article dated after the current year and null without one', () => {
    expect(academicAge({ firstYear: 2026, currentYear: 2024 })).toBe(1);
    expect(academicAge({ firstYear: null, currentYear: 2024 })).toBeNull();
  });
});
