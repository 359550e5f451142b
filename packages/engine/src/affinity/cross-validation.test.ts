import { describe, expect, it } from 'vitest';
import { assignFolds, crossValidateSelection, foldLosses, pooledLoss, summarizeFolds } from './cross-validation';

describe('assignFolds', () => {
  it('deals every id into exactly one of k near-equal folds, whatever the input order', () => {
    const ids = Array.from({ length: 29 }, (_, i) => `r${i}`);
    const folds = assignFolds(ids, 5);
    expect(folds.map((f) => f.length).sort()).toEqual([5, 6, 6, 6, 6]);
    expect(folds.flat().sort()).toEqual([...ids].sort());
    expect(assignFolds([...ids].reverse(), 5)).toEqual(folds);
  });

  it('rejects a fold count that is not a positive whole number', () => {
    expect(() => assignFolds(['a'], 0)).toThrow(/positive whole number/);
  });
});

describe('pooledLoss and summarizeFolds', () => {
  const costs = new Map([
    ['a', { cost: 1, weight: 4 }],
    ['b', { cost: 3, weight: 4 }],
    ['c', { cost: 0, weight: 0 }],
  ]);

  it('divides the summed cost by the summed weight', () => {
    expect(pooledLoss(costs, ['a', 'b', 'c'])).toBeCloseTo(0.5, 12);
    expect(Number.isNaN(pooledLoss(costs, ['c']))).toBe(true);
  });

  it('reports the sample standard deviation across folds', () => {
    const summary = summarizeFolds([0.1, 0.2, 0.3]);
    expect(summary.mean).toBeCloseTo(0.2, 12);
    expect(summary.spread).toBeCloseTo(0.1, 12);
    expect([summary.min, summary.max]).toEqual([0.1, 0.3]);
    expect(foldLosses(costs, [['a'], ['b']]).losses).toEqual([0.25, 0.75]);
  });
});

describe('crossValidateSelection', () => {
  // Candidate "x" is better on reviewers a, b, c; "y" only on d, which sits alone in fold 2.
  const x = new Map([
    ['a', { cost: 0, weight: 1 }],
    ['b', { cost: 0, weight: 1 }],
    ['c', { cost: 0, weight: 1 }],
    ['d', { cost: 1, weight: 1 }],
  ]);
  const y = new Map([
    ['a', { cost: 1, weight: 1 }],
    ['b', { cost: 1, weight: 1 }],
    ['c', { cost: 1, weight: 1 }],
    ['d', { cost: 0, weight: 1 }],
  ]);

  it('chooses on the other folds and reports the chosen configuration on the held-out fold', () => {
    const result = crossValidateSelection({
      candidates: [
        { name: 'x', costs: { dev: x } },
        { name: 'y', costs: { dev: y } },
      ],
      folds: { dev: [['a', 'b'], ['d'], ['c']] },
    });
    // Every fold chooses x (it wins on the training reviewers), so fold 2 pays x's loss on d.
    expect(result.folds.map((f) => f.chosen)).toEqual(['x', 'x', 'x']);
    expect(result.sets['dev']?.losses).toEqual([0, 1, 0]);
    expect(result.chosenCounts).toEqual({ x: 3 });
  });

  it('averages the training losses of all sets, so one set alone does not decide', () => {
    const result = crossValidateSelection({
      candidates: [
        { name: 'x', costs: { dev: x, own: y } },
        { name: 'y', costs: { dev: y, own: y } },
      ],
      folds: { dev: [['a'], ['b', 'c', 'd']], own: [['a'], ['b', 'c', 'd']] },
    });
    // Fold 1 trains on b, c, d: x has (1/3 + 2/3) / 2 = 0.5, y has (2/3 + 2/3) / 2.
    expect(result.folds[0]?.chosen).toBe('x');
    expect(result.folds[0]?.losses).toEqual({ dev: 0, own: 1 });
  });

  it('needs the same number of folds in every set', () => {
    expect(() =>
      crossValidateSelection({
        candidates: [{ name: 'x', costs: { a: x, b: x } }],
        folds: { a: [['a']], b: [['a'], ['b']] },
      }),
    ).toThrow(/same number of folds/);
  });
});
