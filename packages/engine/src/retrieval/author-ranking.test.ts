import { describe, expect, it } from 'vitest';
import { rankAuthorsFromHits } from './author-ranking';

const hits = { ids: Int32Array.from([1, 2, 3, 4]), scores: Float32Array.from([0.9, 0.8, 0.7, -0.2]) };
const authors = new Map<number, number[]>([
  [1, [100]],
  [2, [100, 200]],
  [3, [200]],
  [4, [300]],
]);

describe('rankAuthorsFromHits', () => {
  it('scores each author by the aggregation of their retrieved articles, best first', () => {
    const ranked = rankAuthorsFromHits({ hits, authorsOf: (id) => authors.get(id), aggregation: { kind: 'max' } });
    expect(ranked.map((r) => r.authorId)).toEqual([100, 200, 300]);
    expect(ranked[0]?.score).toBeCloseTo(0.9);
    expect(Array.from(ranked[1]?.articleIds ?? [])).toEqual([2, 3]);
    // A negative similarity counts as no evidence, not as a penalty.
    expect(ranked[2]?.score).toBe(0);
  });

  it('counts articles outside the retrieved set as absent in a top-k mean', () => {
    const ranked = rankAuthorsFromHits({
      hits,
      authorsOf: (id) => authors.get(id),
      aggregation: { kind: 'topMean', k: 3 },
    });
    expect(ranked.find((r) => r.authorId === 100)?.score).toBeCloseTo((0.9 + 0.8) / 3);
  });

  it('weighs each authorship with the caller’s weight and cuts the list at the limit', () => {
    const ranked = rankAuthorsFromHits({
      hits,
      authorsOf: (id) => authors.get(id),
      weightOf: (_article, author) => (author === 200 ? 2 : 1),
      aggregation: { kind: 'max' },
      limit: 1,
    });
    expect(ranked).toHaveLength(1);
    expect(ranked[0]?.authorId).toBe(200);
    expect(ranked[0]?.score).toBeCloseTo(1.6);
  });
});
