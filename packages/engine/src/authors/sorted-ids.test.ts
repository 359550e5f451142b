import { describe, expect, it } from 'vitest';
import { intersects, sharedWeight, sortedUnique, unionSorted } from './sorted-ids';

describe('sorted id sets', () => {
  it('unites two ascending arrays without duplicates', () => {
    expect([...unionSorted(Int32Array.of(1, 4, 9), Int32Array.of(2, 4, 10, 11))]).toEqual([1, 2, 4, 9, 10, 11]);
    expect([...unionSorted(new Int32Array(0), Int32Array.of(3))]).toEqual([3]);
  });

  it('sorts ids and drops repeats', () => {
    expect([...sortedUnique(Int32Array.of(9, 2, 9, 4, 2, 11))]).toEqual([2, 4, 9, 11]);
    expect([...sortedUnique(Int32Array.of(3, 3))]).toEqual([3]);
    expect([...sortedUnique(new Int32Array(0))]).toEqual([]);
  });

  it('sums the weights of shared ids only', () => {
    const weight = Float64Array.of(0, 0.5, 1, 2, 4);
    expect(sharedWeight(Int32Array.of(1, 3, 4), Int32Array.of(0, 3, 4), weight)).toBe(6);
    expect(sharedWeight(Int32Array.of(1), Int32Array.of(2), weight)).toBe(0);
  });

  it('tells whether two arrays share an id', () => {
    expect(intersects(Int32Array.of(1, 5, 8), Int32Array.of(2, 8))).toBe(true);
    expect(intersects(Int32Array.of(1, 5), Int32Array.of(2, 6))).toBe(false);
  });
});
