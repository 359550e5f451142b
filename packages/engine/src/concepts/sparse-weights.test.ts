import { describe, expect, it } from 'vitest';
import { createSparseMatrixBuilder, dotWithRows, sparseMatrixRow } from './sparse-matrix';
import { normalizeSparse, sparseCosine, sparseDot, sparseNorm, sparseWeightsFromPairs } from './sparse-weights';

const vec = (ids: number[], weights: number[]) => ({ ids: Int32Array.from(ids), weights: Float32Array.from(weights) });

describe('sparse weights', () => {
  it('sorts pairs, sums repeated ids and drops zeros', () => {
    const v = sparseWeightsFromPairs({ ids: [5, 1, 5, 3, 2], weights: [1, 2, 0.5, 0, 4] });
    expect(Array.from(v.ids)).toEqual([1, 2, 5]);
    expect(Array.from(v.weights)).toEqual([2, 4, 1.5]);
  });

  it('computes the dot product over shared ids only', () => {
    // shared ids 2 and 7: 2*3 + 4*0.5 = 8
    expect(sparseDot(vec([1, 2, 7], [1, 2, 4]), vec([2, 5, 7, 9], [3, 1, 0.5, 1]))).toBe(8);
    expect(sparseDot(vec([1], [1]), vec([2], [1]))).toBe(0);
  });

  it('computes the cosine by hand-checked values', () => {
    // a = (3, 4) on ids 1, 2; b = (4, 3) on ids 1, 2: 24 / 25
    expect(sparseCosine(vec([1, 2], [3, 4]), vec([1, 2], [4, 3]))).toBeCloseTo(0.96, 6);
    // a = (1, 1, 0), b = (0, 1, 1): 1 / 2
    expect(sparseCosine(vec([1, 2], [1, 1]), vec([2, 3], [1, 1]))).toBeCloseTo(0.5, 6);
    expect(sparseCosine(vec([1], [2]), vec([1], [5]))).toBeCloseTo(1, 6);
  });

  it('gives cosine 0 for an empty vector', () => {
    expect(sparseCosine(vec([], []), vec([1], [1]))).toBe(0);
  });

  it('normalises to unit length', () => {
    const unit = normalizeSparse(vec([4, 8], [3, 4]));
    expect(Array.from(unit.weights)).toEqual([Math.fround(0.6), Math.fround(0.8)]);
    expect(sparseNorm(unit)).toBeCloseTo(1, 6);
  });
});

describe('sparse matrix', () => {
  it('stores rows in CSR form and reads them back', () => {
    const builder = createSparseMatrixBuilder({ expectedRows: 1, expectedEntries: 1 });
    expect(builder.append(vec([1, 3], [1, 2]))).toBe(0);
    expect(builder.append(vec([], []))).toBe(1);
    expect(builder.append(vec([2, 3, 9], [5, 6, 7]))).toBe(2);
    const matrix = builder.build();
    expect(matrix.rowCount).toBe(3);
    expect(Array.from(matrix.offsets)).toEqual([0, 2, 2, 5]);
    expect(Array.from(matrix.ids)).toEqual([1, 3, 2, 3, 9]);
    expect(Array.from(sparseMatrixRow(matrix, 2).weights)).toEqual([5, 6, 7]);
    expect(sparseMatrixRow(matrix, 1).ids.length).toBe(0);
    expect(() => sparseMatrixRow(matrix, 3)).toThrow(RangeError);
  });

  it('scores a query against every row', () => {
    const builder = createSparseMatrixBuilder();
    builder.append(vec([1, 3], [1, 2]));
    builder.append(vec([2], [4]));
    builder.append(vec([2, 3, 9], [5, 6, 7]));
    const scores = new Float64Array(3);
    dotWithRows({ query: vec([2, 3], [1, 10]), matrix: builder.build(), scores });
    // row 0: 2*10 = 20; row 1: 4*1 = 4; row 2: 5*1 + 6*10 = 65
    expect(Array.from(scores)).toEqual([20, 4, 65]);
  });
});
