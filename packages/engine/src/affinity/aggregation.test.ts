import { describe, expect, it } from 'vitest';
import { aggregateScores } from './aggregation';

const scores = Float32Array.from([0.9, 0.1, 0.5, 0.3]);

describe('aggregateScores', () => {
  it('takes the best article for max and the average for mean', () => {
    expect(aggregateScores(scores, { kind: 'max' })).toBeCloseTo(0.9, 6);
    expect(aggregateScores(scores, { kind: 'mean' })).toBeCloseTo(0.45, 6);
  });

  it('averages the k best articles for topMean', () => {
    expect(aggregateScores(scores, { kind: 'topMean', k: 2 })).toBeCloseTo(0.7, 6);
    expect(aggregateScores(scores, { kind: 'topMean', k: 3 })).toBeCloseTo(1.7 / 3, 6);
  });

  it('counts missing articles as zero when an author has fewer than k', () => {
    // (0.9 + 0.5 + 0.3 + 0.1) / 5
    expect(aggregateScores(scores, { kind: 'topMean', k: 5 })).toBeCloseTo(0.36, 6);
  });

  it('computes the power mean (Σ sᵖ / n)^(1/p)', () => {
    // sqrt((0.81 + 0.01 + 0.25 + 0.09) / 4) = sqrt(0.29)
    expect(aggregateScores(scores, { kind: 'powerMean', p: 2 })).toBeCloseTo(Math.sqrt(0.29), 6);
  });

  it('scores an author without articles 0', () => {
    expect(aggregateScores([], { kind: 'max' })).toBe(0);
    expect(aggregateScores([], { kind: 'topMean', k: 3 })).toBe(0);
  });
});
