import { describe, expect, it } from 'vitest';
import { rankReason } from './job-ranking';

describe('the explanation of an applicant’s rank', () => {
  it('gives the similarity and the closest article without naming the rank, which the pages show before it', () => {
    const reason = rankReason(
      { combined: 0.6, max: 0.61, rank: 4, compared: 12, articles: [{ id: 7, similarity: 0.61 }] },
      new Map([[7, { title: 'Planar graph coloring' }]]),
    );
    expect(reason).toBe('Similarity 0.60 over the best articles; closest article "Planar graph coloring" (0.61).');
    expect(reason).not.toMatch(/relevance|very high/i);
  });

  it('says so when there is no published work to compare', () => {
    expect(rankReason(undefined, new Map())).toBe('No published work to compare with the vacancy.');
    expect(rankReason({ combined: 0, max: 0, rank: 0, compared: 0, articles: [] }, new Map())).toBe(
      'No published work to compare with the vacancy.',
    );
  });

  it('tells work sharing no word with the vacancy from no work, and shows small similarities', () => {
    expect(rankReason({ combined: 0, max: 0, rank: 0, compared: 9, articles: [] }, new Map())).toBe(
      'None of their published work shares a word with the vacancy.',
    );
    expect(
      rankReason(
        { combined: 0.0236, max: 0.05, rank: 2, compared: 9, articles: [{ id: 3, similarity: 0.05 }] },
        new Map([[3, { title: 'Edge coloring' }]]),
      ),
    ).toBe('Similarity 0.024 over the best articles; closest article "Edge coloring" (0.050).');
  });
});
