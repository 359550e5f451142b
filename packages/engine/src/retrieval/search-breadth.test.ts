import { describe, expect, it } from 'vitest';
import { calibrateSearchBreadth, midpointQueries } from './search-breadth';

const queries = [Float32Array.from([1, 0]), Float32Array.from([0, 1])];
const truth = Int32Array.from([1, 2, 3, 4]);
// An approximate index that finds one more of the exact top 4 per doubling of the breadth.
const approximate = (_q: Float32Array, _k: number, breadth: number) =>
  truth.slice(0, Math.min(4, Math.log2(breadth) - 4));

describe('calibrateSearchBreadth', () => {
  it('picks the smallest breadth that reaches the target recall, and says what it tried', () => {
    const result = calibrateSearchBreadth({
      queries,
      k: 4,
      exactSearch: () => truth,
      approximateSearch: approximate,
      target: 0.75,
      candidates: [128, 32, 64, 256],
    });
    expect(result.breadth).toBe(128);
    expect(result.recall).toBe(0.75);
    expect(result.trials.map((t) => t.breadth)).toEqual([32, 64, 128]);
  });

  it('falls back to the widest candidate when no breadth reaches the target', () => {
    const result = calibrateSearchBreadth({
      queries,
      k: 4,
      exactSearch: () => truth,
      approximateSearch: approximate,
      target: 1,
      candidates: [32, 64],
    });
    expect(result).toMatchObject({ breadth: 64, recall: 0.5 });
  });
});

describe('midpointQueries', () => {
  it('pairs each sample with the one half the sample away and normalises their sum', () => {
    const samples = [
      Float32Array.from([1, 0]),
      Float32Array.from([0, 1]),
      Float32Array.from([-1, 0]),
      Float32Array.from([0, -1]),
    ];
    const queries = midpointQueries(samples);
    expect(queries).toHaveLength(4);
    // 0 with 2 are opposite: no midpoint direction, the first vector is kept.
    expect(Array.from(queries[0]!)).toEqual([1, 0]);
    const q = midpointQueries([Float32Array.from([1, 0]), Float32Array.from([0, 1])])[0]!;
    expect(q[0]).toBeCloseTo(Math.SQRT1_2);
    expect(q[1]).toBeCloseTo(Math.SQRT1_2);
  });
});
