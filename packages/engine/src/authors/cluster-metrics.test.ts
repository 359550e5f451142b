import { describe, expect, it } from 'vitest';
import { bcubedScores, clusteringScores, pairwiseScores } from './cluster-metrics';

// Five items: predicted {0,1,2} {3,4}; true {0,1} {2,3,4}.
const predicted = [0, 0, 0, 1, 1];
const truth = [0, 0, 1, 1, 1];

describe('pairwiseScores', () => {
  it('counts pairs together in both clusterings against pairs together in each', () => {
    // Predicted pairs 3 + 1 = 4, true pairs 1 + 3 = 4, shared pairs (0,1) and (3,4) = 2.
    expect(pairwiseScores({ predicted, truth })).toEqual({ precision: 0.5, recall: 0.5, f1: 0.5 });
  });

  it('gives precision 1 and recall 0 when every item is predicted alone', () => {
    expect(pairwiseScores({ predicted: [0, 1, 2], truth: [7, 7, 7] })).toEqual({ precision: 1, recall: 0, f1: 0 });
  });

  it('gives recall 1 and precision 1/3 when one true group of two sits in a predicted group of three', () => {
    const s = pairwiseScores({ predicted: [5, 5, 5], truth: [1, 1, 2] });
    expect(s.precision).toBeCloseTo(1 / 3, 12);
    expect(s.recall).toBe(1);
    expect(s.f1).toBeCloseTo(0.5, 12);
  });
});

describe('bcubedScores', () => {
  it('averages per-item precision and recall', () => {
    // Precision per item: 2/3, 2/3, 1/3, 1, 1 -> 11/15; recall per item: 1, 1, 1/3, 2/3, 2/3 -> 11/15.
    const s = bcubedScores({ predicted, truth });
    expect(s.precision).toBeCloseTo(11 / 15, 12);
    expect(s.recall).toBeCloseTo(11 / 15, 12);
    expect(s.f1).toBeCloseTo(11 / 15, 12);
  });

  it('gives precision 1 and recall 1/3 when three true companions are predicted apart', () => {
    const s = bcubedScores({ predicted: [0, 1, 2], truth: [7, 7, 7] });
    expect(s.precision).toBe(1);
    expect(s.recall).toBeCloseTo(1 / 3, 12);
  });
});

describe('clusteringScores', () => {
  it('scores a perfect clustering 1 whatever the label values', () => {
    const s = clusteringScores({ predicted: [-4, -4, 1e9, 3], truth: [2, 2, 0, 1] });
    expect(s.pairwise).toEqual({ precision: 1, recall: 1, f1: 1 });
    expect(s.bcubed).toEqual({ precision: 1, recall: 1, f1: 1 });
  });

  it('returns both scores from one contingency table', () => {
    const s = clusteringScores({ predicted: Int32Array.from(predicted), truth: Int32Array.from(truth) });
    expect(s.pairwise.f1).toBe(0.5);
    expect(s.bcubed.f1).toBeCloseTo(11 / 15, 12);
  });

  it('refuses label arrays of different lengths', () => {
    expect(() => clusteringScores({ predicted: [0, 1], truth: [0] })).toThrow(RangeError);
  });
});
