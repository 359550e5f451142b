import { describe, expect, it } from 'vitest';
import { rankByAlgorithm3 } from '../referees/algorithm3';
import { panelAffinity } from './panel-affinity';
import { orderBySubpanels, panelScore, positionsOf, subpanelMeans, topSubpanels } from './subpanel-scores';
import { subpanelCoverage } from './coverage';

function unit(values: number[]): number[] {
  const norm = Math.hypot(...values);
  return values.map((v) => v / norm);
}

describe('panel affinity', () => {
  // Four articles in 3 dimensions; two documents; Ann wrote 0, 1, 2 and Ben 2, 3 (2 is co-authored).
  const vectors = Float32Array.from([...unit([1, 0, 0]), ...unit([1, 1, 0]), ...unit([0, 1, 0]), ...unit([0, 1, 1])]);
  const queries = Float32Array.from([...unit([1, 0.2, 0]), ...unit([0, 1, 0.5])]);
  const years = [2024, 2010, 2023, 2022];
  const people = { offsets: Int32Array.from([0, 3, 5]), articles: Int32Array.from([0, 1, 2, 2, 3]) };

  it('gives each person and document what algorithm 3 gives the person alone from their own articles', () => {
    for (const [sinceYear, top] of [
      [null, 10],
      [2015, 10],
      [2015, 1],
      [null, null],
    ] as const) {
      const result = panelAffinity({ dim: 3, queries, vectors, years, people, sinceYear, topAuthorArticles: top });
      for (let p = 0; p < 2; p++) {
        const own = Array.from(people.articles.subarray(people.offsets[p], people.offsets[p + 1]));
        for (let d = 0; d < 2; d++) {
          const sims = own
            .map((a) => {
              let dot = 0;
              for (let k = 0; k < 3; k++) dot += vectors[a * 3 + k]! * queries[d * 3 + k]!;
              return [a, dot] as const;
            })
            .sort((x, y) => y[1] - x[1]);
          const [expected] = rankByAlgorithm3({
            hits: { ids: Int32Array.from(sims, (s) => s[0]), scores: Float32Array.from(sims, (s) => s[1]) },
            authorsOf: () => [p],
            yearOf: (a) => years[a] ?? null,
            sinceYear,
            topics: null,
            topAuthorArticles: top,
          });
          expect(result.scores[p * 2 + d], `person ${p}, document ${d}, since ${sinceYear}, top ${top}`).toBeCloseTo(
            expected?.score ?? 0,
            6,
          );
          if (expected && expected.articleIds.length > 0)
            expect(result.bestArticle[p * 2 + d]).toBe(expected.articleIds[0]);
        }
      }
    }
  });

  it('scores similarities given by the caller exactly as the cosines it would compute, clamping them', () => {
    const documents = 2;
    const similarity = new Float32Array(4 * documents);
    for (let a = 0; a < 4; a++)
      for (let d = 0; d < documents; d++) {
        let dot = 0;
        for (let k = 0; k < 3; k++) dot += vectors[a * 3 + k]! * queries[d * 3 + k]!;
        similarity[a * documents + d] = dot;
      }
    for (const top of [10, 1, null]) {
      const dense = panelAffinity({ dim: 3, queries, vectors, years, people, sinceYear: 2015, topAuthorArticles: top });
      const given = panelAffinity({ documents, similarity, years, people, sinceYear: 2015, topAuthorArticles: top });
      expect(Array.from(given.scores)).toEqual(Array.from(dense.scores));
      expect(Array.from(given.bestArticle)).toEqual(Array.from(dense.bestArticle));
    }
    const odd = panelAffinity({
      documents: 1,
      similarity: Float32Array.of(1.5, -0.2, Number.NaN),
      years: [null, null, null],
      people: { offsets: Int32Array.from([0, 3]), articles: Int32Array.from([0, 1, 2]) },
      sinceYear: null,
      topAuthorArticles: null,
    });
    expect(odd.scores[0]).toBeCloseTo(1 / 3, 6);
  });

  it('leaves out articles before the window and scores a person with none left 0', () => {
    const result = panelAffinity({
      dim: 3,
      queries,
      vectors,
      years,
      people: { offsets: Int32Array.from([0, 1]), articles: Int32Array.from([1]) },
      sinceYear: 2015,
      topAuthorArticles: 10,
    });
    expect(Array.from(result.scores)).toEqual([0, 0]);
    expect(Array.from(result.bestArticle)).toEqual([-1, -1]);
  });
});

describe('subpanel scores', () => {
  // Two people, three documents: documents 0 and 1 in subpanel 0, document 2 in subpanel 1.
  const scores = Float32Array.from([0.8, 0.4, 0.1, 0.2, 0.0, 0.9]);
  const means = subpanelMeans({ scores, people: 2, subpanelOf: [0, 0, 1], subpanels: 3 });

  it('averages a person’s document scores over each subpanel, 0 for a subpanel without documents', () => {
    expect(Array.from(means).map((v) => Number(v.toFixed(4)))).toEqual([0.6, 0.1, 0, 0.1, 0.9, 0]);
  });

  it('takes the best subpanel as the panel score and lists the subpanels near it', () => {
    expect(panelScore(means.subarray(0, 3))).toBeCloseTo(0.6, 6);
    expect(topSubpanels(Float32Array.from([0.5, 0.45, 0.1, 0.41]))).toEqual([0, 1, 3]);
    expect(topSubpanels(Float32Array.from([0, 0]))).toEqual([]);
  });

  it('numbers positions best first and sorts by the sum of the chosen subpanels', () => {
    expect(Array.from(positionsOf([0.2, 0.9, 0.5]))).toEqual([3, 1, 2]);
    const rows = [
      { subpanelScores: [0.6, 0.1], position: 1 },
      { subpanelScores: [0.1, 0.9], position: 2 },
      { subpanelScores: [0.5, 0.5], position: 3 },
    ];
    expect(orderBySubpanels(rows, [1])).toEqual([1, 2, 0]);
    expect(orderBySubpanels(rows, [0, 1])).toEqual([1, 2, 0]);
    expect(orderBySubpanels(rows, [0])).toEqual([0, 2, 1]);
  });
});

describe('coverage', () => {
  it('shares the concepts covered by a member and ranks the candidates that fill the gaps', () => {
    const [first, second] = subpanelCoverage({
      subpanels: [
        {
          concepts: new Map([
            [1, 3],
            [2, 1],
            [3, 2],
          ]),
        },
        { concepts: new Map() },
      ],
      memberConcepts: new Set([1]),
      candidates: [new Set([2]), new Set([3]), new Set([2, 3]), new Set([9])],
      candidateSubpanelScores: [0.1, 0, 0.9, 0, 0.2, 0, 0.5, 0],
    });
    expect(first).toMatchObject({ total: 3, covered: 1, gaps: [3, 2] });
    expect(first!.share).toBeCloseTo(1 / 3, 6);
    expect(first!.fillers).toEqual([
      { candidate: 2, concepts: [3, 2], weight: 3 },
      { candidate: 1, concepts: [3], weight: 2 },
      { candidate: 0, concepts: [2], weight: 1 },
    ]);
    expect(second).toMatchObject({ total: 0, covered: 0, share: 1, gaps: [], fillers: [] });
  });
});

describe('panel affinity over versions of one work', () => {
  // Articles 0..3 and 4 (a version of 1: work key 1); Ann wrote 0, 1, 4, 3 and Ben 1 and 2.
  // Similarities per article: [document 0, document 1].
  const documents = 2;
  const similarity = Float32Array.of(0.9, 0.1, 0.5, 0.6, 0.4, 0.2, 0.3, 0.9, 0.7, 0.3);
  const years = [2024, 2023, 2022, 2010, 2024];
  const people = { offsets: Int32Array.from([0, 4, 6]), articles: Int32Array.from([0, 1, 4, 3, 1, 2]) };
  const works = [-1, 1, -1, -1, 1];

  it('counts a person’s work once, at its best version per document, as algorithm 3 with workOf does', () => {
    for (const [sinceYear, top] of [
      [null, 10],
      [null, 2],
      [2015, 10],
      [null, null],
    ] as const) {
      const result = panelAffinity({ documents, similarity, years, people, sinceYear, topAuthorArticles: top, works });
      for (let p = 0; p < 2; p++) {
        const own = Array.from(people.articles.subarray(people.offsets[p], people.offsets[p + 1]));
        for (let d = 0; d < documents; d++) {
          const sims = own.map((a) => [a, similarity[a * documents + d]!] as const).sort((x, y) => y[1] - x[1]);
          const [expected] = rankByAlgorithm3({
            hits: { ids: Int32Array.from(sims, (s) => s[0]), scores: Float32Array.from(sims, (s) => s[1]) },
            authorsOf: () => [p],
            yearOf: (a) => years[a] ?? null,
            sinceYear,
            topics: null,
            topAuthorArticles: top,
            workOf: (a) => (a === 4 ? 1 : a),
          });
          expect(result.scores[p * documents + d], `person ${p}, document ${d}, top ${top}`).toBeCloseTo(
            expected?.score ?? 0,
            6,
          );
          expect(result.bestArticle[p * documents + d]).toBe(expected?.articleIds[0] ?? -1);
        }
      }
    }
    // Ann, document 0: article 0 (0.9), work 1 at its better version 4 (0.7, not article 1's 0.5), article 3 (0.3).
    const ann = panelAffinity({ documents, similarity, years, people, sinceYear: null, topAuthorArticles: 10, works });
    expect(ann.scores[0]).toBeCloseTo((0.9 + 0.7 + 0.3) / 10, 6);
    // Document 1: work 1's better version is article 1 (0.6, not article 4's 0.3).
    expect(ann.scores[1]).toBeCloseTo((0.1 + 0.6 + 0.9) / 10, 6);
  });

  it('scores as before without works, or when no one holds two versions', () => {
    const without = panelAffinity({ documents, similarity, years, people, sinceYear: null, topAuthorArticles: 10 });
    expect(without.scores[0]).toBeCloseTo((0.9 + 0.5 + 0.7 + 0.3) / 10, 6);
    const single = { offsets: Int32Array.from([0, 2, 3]), articles: Int32Array.from([0, 1, 4]) };
    const apart = panelAffinity({
      documents,
      similarity,
      years,
      people: single,
      sinceYear: null,
      topAuthorArticles: 2,
      works,
    });
    const plain = panelAffinity({
      documents,
      similarity,
      years,
      people: single,
      sinceYear: null,
      topAuthorArticles: 2,
    });
    expect(Array.from(apart.scores)).toEqual(Array.from(plain.scores));
  });
});
