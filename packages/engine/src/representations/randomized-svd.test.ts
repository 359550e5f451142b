import { describe, expect, it } from 'vitest';
import { csrFromRows, csrTimesDense, csrTransposeTimesDense } from './csr-matrix';
import { randomizedSvd } from './randomized-svd';
import { symmetricEigen } from './symmetric-eigen';

describe('symmetricEigen', () => {
  it('decomposes a matrix with known eigenvalues 4, 2 and 1', () => {
    // [[3,1,0],[1,3,0],[0,0,1]]: eigenvalues 4 (1,1,0)/√2, 2 (1,-1,0)/√2, 1 (0,0,1).
    const { values, vectors } = symmetricEigen(Float64Array.from([3, 1, 0, 1, 3, 0, 0, 0, 1]), 3);
    expect(Array.from(values).map((x) => +x.toFixed(12))).toEqual([4, 2, 1]);
    const first = [vectors[0], vectors[3], vectors[6]].map((x) => Math.abs(x as number));
    expect(first[0]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(first[1]).toBeCloseTo(Math.SQRT1_2, 12);
    expect(first[2]).toBeCloseTo(0, 12);
  });
});

describe('csr products', () => {
  it('multiplies A and Aᵀ with dense matrices', () => {
    // A = [[1,0,2],[0,3,0]]
    const a = csrFromRows({
      rows: [
        { indices: [0, 2], values: [1, 2] },
        { indices: [1], values: [3] },
      ],
      cols: 3,
    });
    expect(Array.from(csrTimesDense(a, Float64Array.from([1, 2, 3]), 1))).toEqual([7, 6]);
    expect(Array.from(csrTransposeTimesDense(a, Float64Array.from([1, 1]), 1))).toEqual([1, 3, 2]);
  });
});

describe('randomizedSvd', () => {
  // A = U·diag(5, 3, 1)·Vᵀ with orthonormal U (4 × 3) and V (3 × 3) chosen by hand:
  // V's columns are (1,0,0), (0,0.6,0.8), (0,0.8,-0.6); U's are scaled Hadamard columns.
  const u = [
    [0.5, 0.5, 0.5],
    [0.5, -0.5, 0.5],
    [0.5, 0.5, -0.5],
    [0.5, -0.5, -0.5],
  ];
  const v = [
    [1, 0, 0],
    [0, 0.6, 0.8],
    [0, 0.8, -0.6],
  ];
  const sigma = [5, 3, 1];
  const dense = u.map((row) =>
    v.map((vRow) => row.reduce((sum, uij, j) => sum + uij * (sigma[j] as number) * (vRow[j] as number), 0)),
  );
  const matrix = csrFromRows({
    rows: dense.map((row) => ({ indices: [0, 1, 2], values: row })),
    cols: 3,
  });

  it('recovers the singular values and right singular vectors of a known decomposition', () => {
    const svd = randomizedSvd(matrix, { rank: 2, oversampling: 1, powerIterations: 2, seed: 7 });
    expect(svd.singularValues[0]).toBeCloseTo(5, 5);
    expect(svd.singularValues[1]).toBeCloseTo(3, 5);
    for (let j = 0; j < 2; j++) {
      // Singular vectors are defined up to sign.
      const got = [0, 1, 2].map((i) => svd.right[i * 2 + j] as number);
      const want = [0, 1, 2].map((i) => (v[i] as number[])[j] as number);
      const sign = Math.sign(got.reduce((s, x, i) => s + x * (want[i] as number), 0));
      got.forEach((x, i) => expect(sign * x).toBeCloseTo(want[i] as number, 5));
    }
  });

  it('is reproducible for a seed and refuses a rank beyond the sketch', () => {
    const a = randomizedSvd(matrix, { rank: 2, seed: 3 });
    const b = randomizedSvd(matrix, { rank: 2, seed: 3 });
    expect(Array.from(a.right)).toEqual(Array.from(b.right));
    expect(() => randomizedSvd(matrix, { rank: 4 })).toThrow(/Rank 4/);
  });
});
