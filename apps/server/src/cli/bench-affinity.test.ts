import { describe, expect, it } from 'vitest';
import { bootstrapLossDelta, formatFigures, type AffinityBenchFigures } from './bench-affinity';

function figures(
  meanLoss: number,
  perReviewer: Record<string, { cost: number; weight: number }>,
): AffinityBenchFigures {
  return {
    splits: [{ split: 'd_20_1', loss: meanLoss, macroLoss: meanLoss }],
    meanLoss,
    meanMacroLoss: meanLoss,
    easy: { accuracy: 0.9, correct: 9, total: 10 },
    hard: { accuracy: 0.5, correct: 1, total: 2 },
    perReviewer: new Map(Object.entries(perReviewer)),
  };
}

describe('bootstrapLossDelta', () => {
  it('is exact when there is a single reviewer', () => {
    // (2 - 1) / 4 in every resample.
    const a = figures(0.5, { r1: { cost: 2, weight: 4 } });
    const b = figures(0.25, { r1: { cost: 1, weight: 4 } });
    expect(bootstrapLossDelta({ a, b, samples: 200 })).toEqual([0.25, 0.25]);
  });

  it('spans the resamples of two reviewers: both r2 (0), mixed (0.25), both r1 (0.5)', () => {
    const a = figures(0.25, { r1: { cost: 1, weight: 2 }, r2: { cost: 0, weight: 2 } });
    const b = figures(0, { r1: { cost: 0, weight: 2 }, r2: { cost: 0, weight: 2 } });
    expect(bootstrapLossDelta({ a, b, samples: 2000 })).toEqual([0, 0.5]);
  });
});

describe('formatFigures', () => {
  it('compares the mean loss with the published algorithms', () => {
    const text = formatFigures(figures(0.2, {}));
    expect(text).toContain('mean loss 0.200');
    expect(text).toContain('easy pairs 0.900 (9/10), hard pairs 0.500 (1/2)');
    expect(text).toContain('TPMS 0.230 (ours <=)');
    expect(text).toContain('SPECTER + MFR 0.191 (ours >)');
  });
});
