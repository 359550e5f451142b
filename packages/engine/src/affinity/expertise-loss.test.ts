import { describe, expect, it } from 'vitest';
import { computeExpertiseLoss, computePairAccuracy } from './expertise-loss';

// Hand-computed example.
// r1: ratings a=5 b=4 c=2 d=2; predictions a=.9 b=.3 c=.5 d=.5
//   (a,b) w1 right, (a,c) w3 right, (a,d) w3 right, (b,c) w2 wrong, (b,d) w2 wrong,
//   (c,d) equal ratings -> skipped.  cost 4 / weight 11.
// r2: x=1 y=3, predicted tie -> cost 1 / weight 2.
// r3: all ratings equal -> no pair.
// r4: p=4.5 q=4, predicted tie -> cost .25 / weight .5.
// pooled = 5.25 / 13.5 = 7/18; per reviewer = (4/11 + 1/2 + 1/2) / 3 = 5/11.
const ratings = {
  r1: { a: 5, b: 4, c: 2, d: 2 },
  r2: { x: 1, y: 3 },
  r3: { m: 3, n: 3 },
  r4: { p: 4.5, q: 4 },
};
const predictions = {
  r1: { a: 0.9, b: 0.3, c: 0.5, d: 0.5 },
  r2: { x: 0.2, y: 0.2 },
  r3: { m: 0.1, n: 0.7 },
  r4: { p: 0.1, q: 0.1 },
};

describe('computeExpertiseLoss', () => {
  it('pools the weighted cost of all reviewers over their total weight', () => {
    const result = computeExpertiseLoss({ ratings, predictions });
    expect(result.cost).toBeCloseTo(5.25, 12);
    expect(result.weight).toBeCloseTo(13.5, 12);
    expect(result.loss).toBeCloseTo(7 / 18, 12);
  });

  it('averages per reviewer, skipping reviewers without differently rated pairs', () => {
    const result = computeExpertiseLoss({ ratings, predictions });
    expect(result.macroLoss).toBeCloseTo(5 / 11, 12);
    const r1 = result.perReviewer.find((r) => r.reviewerId === 'r1');
    expect(r1?.loss).toBeCloseTo(4 / 11, 12);
    const r3 = result.perReviewer.find((r) => r.reviewerId === 'r3');
    expect(r3?.weight).toBe(0);
    expect(Number.isNaN(r3?.loss)).toBe(true);
  });

  it('gives 0.5 to a constant predictor and 0 to a perfect one', () => {
    const constant = { r1: { a: 1, b: 1, c: 1, d: 1 }, r2: { x: 1, y: 1 }, r3: { m: 1, n: 1 }, r4: { p: 1, q: 1 } };
    expect(computeExpertiseLoss({ ratings, predictions: constant }).loss).toBe(0.5);
    expect(computeExpertiseLoss({ ratings, predictions: ratings }).loss).toBe(0);
  });

  it('refuses to score when a rated paper has no prediction', () => {
    const partial = { ...predictions, r2: { x: 0.2 } };
    expect(() => computeExpertiseLoss({ ratings, predictions: partial })).toThrow(/reviewer r2 and paper y/);
  });
});

describe('computePairAccuracy', () => {
  it('counts easy pairs (one rating >= 4, the other <= 2) ordered correctly', () => {
    // r1: (a,c) (a,d) right, (b,c) (b,d) wrong; r2's 1 vs 3 is not easy.
    expect(computePairAccuracy({ ratings, predictions, regime: 'easy' })).toEqual({
      accuracy: 0.5,
      correct: 2,
      total: 4,
    });
  });

  it('counts hard pairs (both >= 4, different) and treats a predicted tie as wrong', () => {
    // r1 (a,b) right; r4 (p,q) tied.
    expect(computePairAccuracy({ ratings, predictions, regime: 'hard' })).toEqual({
      accuracy: 0.5,
      correct: 1,
      total: 2,
    });
  });
});
