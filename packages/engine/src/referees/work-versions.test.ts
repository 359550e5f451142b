import { describe, expect, it } from 'vitest';
import { rankByAlgorithm3, topicWeights } from './algorithm3';
import {
  groupWorkVersions,
  repeatedTitleFinder,
  repeatedWorks,
  repeatedWorksAmong,
  workTitleKey,
} from './work-versions';

const hits = (pairs: Array<[number, number]>) => ({
  ids: Int32Array.from(pairs.map((p) => p[0])),
  scores: Float32Array.from(pairs.map((p) => p[1])),
});

describe('versions of one work', () => {
  it('compares titles in lower case, letters and digits only, whitespace collapsed', () => {
    expect(workTitleKey('#Exploration: A Study of Count-Based  Exploration')).toBe(
      'exploration a study of count based exploration',
    );
    expect(workTitleKey('A Boo(n) for Evaluating')).toBe(workTitleKey('a boo(n) for  evaluating'));
    expect(workTitleKey('On the Limitations of First-Order Approximation')).toBe(
      workTitleKey('On the limitations of first order approximation'),
    );
    expect(workTitleKey(' ?! ')).toBe('');
  });

  it('groups same-title articles with a shared author of the same year, or a year apart at another venue', () => {
    // id: [title, year, venue, authors]
    const articles = new Map<number, [string, number | null, number | null, number[]]>([
      [5, ['Soft Actor-Critic', 2018, 1, [10, 11]]],
      [9, ['Soft actor critic', 2018, 2, [11, 12]]],
      // A year later at a third venue: the same work (transitively with 5 and 9).
      [12, ['SOFT ACTOR-CRITIC', 2019, 3, [10]]],
      // The venue's preface every year: same venue, no authors.
      [20, ['Preface', 2023, 4, []]],
      [21, ['Preface', 2024, 4, []]],
      // Same venue a year apart, shared author: a new work of the series.
      [30, ['Workshop report', 2021, 5, [40]]],
      [31, ['Workshop report', 2022, 5, [40]]],
      // Same year, no shared author: two works.
      [40, ['Deep learning', 2020, 6, [50]]],
      [41, ['Deep learning', 2020, 6, [51]]],
      // Two years apart at two venues.
      [50, ['Graph nets', 2016, 1, [60]]],
      [51, ['Graph nets', 2018, 2, [60]]],
      // Unknown year.
      [60, ['Notes', null, 1, [70]]],
      [61, ['Notes', null, 1, [70]]],
      // Same year and venue, shared author (a record imported twice).
      [70, ['A unified approach', 2017, 7, [80, 81]]],
      [71, ['A Unified Approach', 2017, 7, [81]]],
      // A one-word title is a placeholder or too generic, whatever else matches.
      [80, ['Withdrawn', 2018, 1, [90]]],
      [81, ['withdrawn', 2018, 1, [90]]],
    ]);
    const of = (id: number) => articles.get(id)!;
    const grouped = groupWorkVersions({
      candidates: [...articles.entries()].map(([id, a]) => ({ id, title: a[0] })),
      facts: { yearOf: (id) => of(id)[1], venueOf: (id) => of(id)[2], authorsOf: (id) => of(id)[3] },
    });
    expect(Array.from(grouped.ids)).toEqual([5, 9, 12, 70, 71]);
    expect(Array.from(grouped.works)).toEqual([5, 5, 5, 70, 70]);
    expect(grouped.groups).toBe(2);
  });

  it('finds the titles that repeat once normalised, one-word titles never', () => {
    const finder = repeatedTitleFinder();
    const titles: Array<[number, string]> = [
      [3, 'Graph nets'],
      [4, 'A unified approach'],
      [8, 'Withdrawn'],
      [9, 'graph-nets'],
      [10, 'withdrawn'],
      [12, 'GRAPH NETS.'],
      [15, 'Another title'],
    ];
    for (const [id, title] of titles) finder.add(id, title);
    expect(finder.candidates()).toEqual([3, 9, 12]);
  });

  it('marks only the entries whose work another entry holds too', () => {
    expect(repeatedWorks([-1, 4, -1, 7])).toBeNull();
    expect(Array.from(repeatedWorks([-1, 4, 7, 4])!)).toEqual([-1, 4, -1, 4]);
    const workOf = (id: number) => (id === 9 ? 5 : id);
    expect(repeatedWorksAmong([1, 2, 3], workOf)).toBeNull();
    expect(repeatedWorksAmong([9, 2], workOf)).toBeNull();
    expect(Array.from(repeatedWorksAmong([9, 2, 5], workOf)!)).toEqual([5, -1, 5]);
  });
});

describe('algorithm 3 over versions of one work', () => {
  // Article 9 is a version of article 5 (work 5); author 10 wrote both, author 20 only 9, author 30 wrote 1.
  const authors = new Map<number, number[]>([
    [1, [10, 30]],
    [5, [10]],
    [9, [10, 20]],
    [3, [10]],
  ]);
  const base = {
    hits: hits([
      [9, 0.9],
      [1, 0.8],
      [5, 0.7],
      [3, 0.4],
    ]),
    authorsOf: (id: number) => authors.get(id),
    yearOf: () => 2020,
    sinceYear: null,
    topics: null,
    topAuthorArticles: 10,
  };
  const workOf = (id: number) => (id === 9 ? 5 : id);

  it('counts a work once per author, at its best version', () => {
    const twice = rankByAlgorithm3(base).find((c) => c.authorId === 10)!;
    expect(Array.from(twice.articleIds)).toEqual([9, 1, 5, 3]);
    expect(twice.score).toBeCloseTo((0.9 + 0.8 + 0.7 + 0.4) / 10, 6);
    const ranked = rankByAlgorithm3({ ...base, workOf });
    const once = ranked.find((c) => c.authorId === 10)!;
    expect(Array.from(once.articleIds)).toEqual([9, 1, 3]);
    expect(Array.from(once.articleScores)).toEqual([
      expect.closeTo(0.9, 6),
      expect.closeTo(0.8, 6),
      expect.closeTo(0.4, 6),
    ]);
    expect(once.score).toBeCloseTo((0.9 + 0.8 + 0.4) / 10, 6);
    // Authors on one version only, or on none, are unchanged.
    expect(ranked.find((c) => c.authorId === 20)!.score).toBeCloseTo(0.9 / 10, 6);
    expect(ranked.find((c) => c.authorId === 30)!.score).toBeCloseTo(0.8 / 10, 6);
    // The mean of every article counts the work once too.
    const all = rankByAlgorithm3({ ...base, workOf, topAuthorArticles: null }).find((c) => c.authorId === 10)!;
    expect(all.score).toBeCloseTo((0.9 + 0.8 + 0.4) / 3, 6);
  });

  it('keeps the version that is best after topic blending, not the first retrieved', () => {
    // Article 5 carries the document's concept: blended, it outscores version 9.
    const topics = {
      weights: topicWeights({ conceptWeights: new Map([[7, 1]]), statuses: new Map(), boost: 1 }),
      conceptsOf: (id: number) => (id === 5 ? [7] : []),
    };
    const once = rankByAlgorithm3({ ...base, workOf, topics }).find((c) => c.authorId === 10)!;
    expect(Array.from(once.articleIds)).toEqual([5, 1, 3]);
    expect(once.score).toBeCloseTo(((0.7 + 1) / 2 + 0.8 / 2 + 0.4 / 2) / 10, 6);
  });

  it('counts the version inside the years window when the other is outside it', () => {
    const once = rankByAlgorithm3({
      ...base,
      workOf,
      yearOf: (id: number) => (id === 9 ? 2010 : 2020),
      sinceYear: 2015,
    }).find((c) => c.authorId === 10)!;
    expect(Array.from(once.articleIds)).toEqual([1, 5, 3]);
  });
});
