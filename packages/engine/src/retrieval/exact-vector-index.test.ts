import { describe, expect, it } from 'vitest';
import { ExactVectorIndex } from './exact-vector-index';
import { recallAtK } from './vector-index';

function unit(values: number[]): Float32Array {
  const norm = Math.hypot(...values);
  return Float32Array.from(values, (v) => v / norm);
}

describe('ExactVectorIndex', () => {
  it('returns the articles by descending cosine with the query', () => {
    const index = new ExactVectorIndex(3, 2);
    index.add(10, unit([1, 0, 0]));
    index.add(11, unit([0, 1, 0]));
    index.add(12, unit([1, 1, 0]));
    index.add(13, unit([0, 0, 1]));
    const hits = index.search(unit([1, 0.2, 0]), 3);
    expect(Array.from(hits.ids)).toEqual([10, 12, 11]);
    expect(hits.scores[0]).toBeGreaterThan(hits.scores[1] as number);
    expect(index.size).toBe(4);
  });

  it('replaces the vector of an id added twice instead of indexing it twice', () => {
    const index = new ExactVectorIndex(2);
    index.add(5, unit([1, 0]));
    index.add(6, unit([0, 1]));
    index.add(5, unit([0, 1]));
    expect(index.size).toBe(2);
    const hits = index.search(unit([1, 0]), 2);
    expect(hits.scores[0]).toBeCloseTo(0);
  });

  it('refuses vectors of another dimension or with non-finite values', () => {
    const index = new ExactVectorIndex(2);
    expect(() => index.add(1, new Float32Array(3))).toThrow(/3 dimensions/);
    expect(() => index.add(1, Float32Array.from([NaN, 0]))).toThrow(/not finite/);
    expect(() => index.search(new Float32Array(5), 1)).toThrow(RangeError);
  });

  it('answers an empty index with no hits', () => {
    expect(new ExactVectorIndex(4).search(unit([1, 0, 0, 0]), 10).ids.length).toBe(0);
  });
});

describe('recallAtK', () => {
  it('is the share of the exact top-k found by the approximate result', () => {
    expect(recallAtK({ exact: Int32Array.from([1, 2, 3, 4]), found: Int32Array.from([4, 9, 1, 8]) })).toBe(0.5);
    expect(recallAtK({ exact: new Int32Array(0), found: new Int32Array(0) })).toBe(1);
  });
});
