import { describe, expect, it } from 'vitest';
import { articleWeight, weightedAuthorScore, type ExpertiseWeighting } from './author-expertise';

const WEIGHTING: ExpertiseWeighting = { halfLifeYears: 10, middleAuthorWeight: 0.5 };

describe('articleWeight', () => {
  it('halves an article every half-life before the document and never boosts later ones', () => {
    const at = (year: number) =>
      articleWeight({ article: { year, position: 0, authorsCount: 1 }, referenceYear: 2020, weighting: WEIGHTING });
    expect(at(2020)).toBe(1);
    expect(at(2010)).toBeCloseTo(0.5, 12);
    expect(at(2000)).toBeCloseTo(0.25, 12);
    expect(at(2023)).toBe(1);
  });

  it('weighs middle authors down, first and last authors not, and unknown positions not', () => {
    const at = (position: number | null, authorsCount: number | null) =>
      articleWeight({
        article: { year: null, position, authorsCount },
        referenceYear: 2020,
        weighting: WEIGHTING,
      });
    expect(at(0, 5)).toBe(1);
    expect(at(4, 5)).toBe(1);
    expect(at(2, 5)).toBe(0.5);
    expect(at(1, 2)).toBe(1);
    expect(at(null, 5)).toBe(1);
  });
});

describe('weightedAuthorScore', () => {
  it('weights each article score before aggregating the best k', () => {
    const score = weightedAuthorScore({
      scores: [0.8, 0.6, 0.4],
      articles: [
        { year: 2010, position: 0, authorsCount: 1 },
        { year: 2020, position: 1, authorsCount: 3 },
        { year: 2020, position: 0, authorsCount: 3 },
      ],
      referenceYear: 2020,
      weighting: WEIGHTING,
      aggregation: { kind: 'topMean', k: 2 },
    });
    // Weighted: 0.4, 0.3, 0.4 → best two 0.4 + 0.4.
    expect(score).toBeCloseTo(0.4, 6);
  });

  it('needs one score per article', () => {
    expect(() =>
      weightedAuthorScore({
        scores: [1],
        articles: [],
        referenceYear: null,
        weighting: WEIGHTING,
        aggregation: { kind: 'max' },
      }),
    ).toThrow(/One score per article/);
  });
});
