/**
 * Truncated SVD of a large sparse matrix by randomized range finding (Halko, Martinsson &
 * Tropp 2011, algorithms 4.4 and 5.1): sketch the range with a Gaussian test matrix, sharpen
 * it with power iterations, project, and decompose the small projection exactly.
 *
 * Tall-skinny bases are orthonormalised through the eigen-decomposition of their Gram
 * matrix (Q = Y·W·Λ^-½), applied twice when it matters: it costs two dense passes and
 * reuses the Jacobi solver, and in double precision it is as accurate as a QR here.
 */
import { seededRandom } from '../seeded-random';
import { csrTimesDense, csrTransposeTimesDense, type CsrMatrix } from './csr-matrix';
import { symmetricEigen } from './symmetric-eigen';

export interface TruncatedSvd {
  rank: number;
  /** σ₁ ≥ … ≥ σ_rank. */
  singularValues: Float64Array;
  /** Right singular vectors: cols × rank row-major (column j of V is `right[i * rank + j]`). */
  right: Float64Array;
}

export interface RandomizedSvdOptions {
  rank: number;
  /** Extra sketch columns beyond `rank` (10 is the usual choice). */
  oversampling?: number;
  /** Power iterations; 2 is enough for the slowly decaying spectra of text. */
  powerIterations?: number;
  seed?: number;
  /** Called with a short label before each expensive step. */
  onStep?: (step: string) => void;
}

/** A seeded generator of standard normal numbers (mulberry32 + Box–Muller). */
export function seededGaussian(seed: number): () => number {
  const next = seededRandom(seed);
  // Half a step up, so that the logarithm never sees 0.
  const uniform = (): number => next() + 0.5 / 4294967296;
  let spare: number | null = null;
  return () => {
    if (spare !== null) {
      const value = spare;
      spare = null;
      return value;
    }
    const r = Math.sqrt(-2 * Math.log(uniform()));
    const angle = 2 * Math.PI * uniform();
    spare = r * Math.sin(angle);
    return r * Math.cos(angle);
  };
}

/** YᵀY of a rows × width row-major matrix (width × width). */
function gram(y: Float64Array, rows: number, width: number): Float64Array {
  const g = new Float64Array(width * width);
  for (let i = 0; i < rows; i++) {
    const base = i * width;
    for (let a = 0; a < width; a++) {
      const ya = y[base + a] as number;
      if (ya === 0) continue;
      const row = a * width;
      for (let b = a; b < width; b++) g[row + b] = (g[row + b] as number) + ya * (y[base + b] as number);
    }
  }
  for (let a = 0; a < width; a++) for (let b = 0; b < a; b++) g[a * width + b] = g[b * width + a] as number;
  return g;
}

/** Y·M for Y rows × width and M width × width (row-major). */
function timesSmall(y: Float64Array, rows: number, width: number, m: Float64Array): Float64Array {
  const out = new Float64Array(rows * width);
  const row = new Float64Array(width);
  for (let i = 0; i < rows; i++) {
    const base = i * width;
    row.fill(0);
    for (let a = 0; a < width; a++) {
      const ya = y[base + a] as number;
      if (ya === 0) continue;
      const mRow = a * width;
      for (let b = 0; b < width; b++) row[b] = (row[b] as number) + ya * (m[mRow + b] as number);
    }
    out.set(row, base);
  }
  return out;
}

/** An orthonormal basis of Y's column space (rank-deficient directions become zero columns). */
function orthonormalize(y: Float64Array, rows: number, width: number): Float64Array {
  const { values, vectors } = symmetricEigen(gram(y, rows, width), width);
  const cutoff = (values[0] as number) * 1e-24;
  const scaled = new Float64Array(width * width);
  for (let j = 0; j < width; j++) {
    const value = values[j] as number;
    if (!(value > cutoff)) continue;
    const inv = 1 / Math.sqrt(value);
    for (let i = 0; i < width; i++) scaled[i * width + j] = (vectors[i * width + j] as number) * inv;
  }
  return timesSmall(y, rows, width, scaled);
}

/** The top `rank` singular values and right singular vectors of `matrix`. */
export function randomizedSvd(matrix: CsrMatrix, options: RandomizedSvdOptions): TruncatedSvd {
  const { rank, oversampling = 10, powerIterations = 2, seed = 1, onStep } = options;
  const width = Math.min(rank + oversampling, matrix.rows, matrix.cols);
  if (rank < 1 || rank > width) throw new Error(`Rank ${rank} outside 1..${width}`);
  const gaussian = seededGaussian(seed);
  const omega = new Float64Array(matrix.cols * width);
  for (let i = 0; i < omega.length; i++) omega[i] = gaussian();

  onStep?.('sketching the range');
  let q = orthonormalize(csrTimesDense(matrix, omega, width), matrix.rows, width);
  for (let it = 0; it < powerIterations; it++) {
    onStep?.(`power iteration ${it + 1} of ${powerIterations}`);
    const z = orthonormalize(csrTransposeTimesDense(matrix, q, width), matrix.cols, width);
    q = orthonormalize(csrTimesDense(matrix, z, width), matrix.rows, width);
  }
  // A second pass restores orthogonality lost to rounding before the final projection.
  q = orthonormalize(q, matrix.rows, width);

  onStep?.('decomposing the projection');
  // B = QᵀA (width × cols); its SVD comes from the eigen-decomposition of B·Bᵀ.
  const bt = csrTransposeTimesDense(matrix, q, width);
  const { values, vectors } = symmetricEigen(gram(bt, matrix.cols, width), width);
  const singularValues = new Float64Array(rank);
  const coefficients = new Float64Array(width * width);
  for (let j = 0; j < rank; j++) {
    const sigma = Math.sqrt(Math.max(0, values[j] as number));
    singularValues[j] = sigma;
    if (sigma === 0) continue;
    for (let i = 0; i < width; i++) coefficients[i * width + j] = (vectors[i * width + j] as number) / sigma;
  }
  // V = Bᵀ·W·Σ⁻¹, keeping the first `rank` columns.
  const full = timesSmall(bt, matrix.cols, width, coefficients);
  const right = new Float64Array(matrix.cols * rank);
  for (let i = 0; i < matrix.cols; i++) right.set(full.subarray(i * width, i * width + rank), i * rank);
  return { rank, singularValues, right };
}
