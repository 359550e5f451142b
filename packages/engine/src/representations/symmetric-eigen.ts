/**
 * Eigen-decomposition of a small dense symmetric matrix by cyclic Jacobi rotations: slow
 * for large matrices (O(n³) per sweep) but exact to machine precision and short, which is
 * what the randomized SVD needs for its (k + p)² sketches.
 */

export interface SymmetricEigen {
  /** Eigenvalues, descending. */
  values: Float64Array;
  /** Eigenvectors as columns of an n × n row-major matrix: vector j is `vectors[i * n + j]`. */
  vectors: Float64Array;
}

/**
 * Eigenvalues (descending) and eigenvectors of the symmetric n × n row-major `matrix`
 * (only its upper triangle is read). The input is not modified.
 */
export function symmetricEigen(matrix: Float64Array, n: number): SymmetricEigen {
  if (matrix.length !== n * n) throw new Error(`Expected ${n * n} entries, got ${matrix.length}`);
  const a = new Float64Array(n * n);
  for (let i = 0; i < n; i++)
    for (let j = i; j < n; j++) {
      const value = matrix[i * n + j] as number;
      a[i * n + j] = value;
      a[j * n + i] = value;
    }
  const v = new Float64Array(n * n);
  for (let i = 0; i < n; i++) v[i * n + i] = 1;
  let scale = 0;
  for (let i = 0; i < n * n; i++) scale += (a[i] as number) ** 2;
  const tolerance = 1e-30 * Math.max(scale, Number.MIN_VALUE);
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < n; p++) for (let q = p + 1; q < n; q++) off += (a[p * n + q] as number) ** 2;
    if (off <= tolerance) break;
    for (let p = 0; p < n - 1; p++) {
      for (let q = p + 1; q < n; q++) {
        const apq = a[p * n + q] as number;
        if (apq === 0) continue;
        const app = a[p * n + p] as number;
        const aqq = a[q * n + q] as number;
        // The rotation angle that zeroes a[p][q] (Golub & Van Loan, 8.5.2), in its stable form.
        const theta = (aqq - app) / (2 * apq);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let k = 0; k < n; k++) {
          const akp = a[k * n + p] as number;
          const akq = a[k * n + q] as number;
          a[k * n + p] = c * akp - s * akq;
          a[k * n + q] = s * akp + c * akq;
        }
        for (let k = 0; k < n; k++) {
          const apk = a[p * n + k] as number;
          const aqk = a[q * n + k] as number;
          a[p * n + k] = c * apk - s * aqk;
          a[q * n + k] = s * apk + c * aqk;
        }
        for (let k = 0; k < n; k++) {
          const vkp = v[k * n + p] as number;
          const vkq = v[k * n + q] as number;
          v[k * n + p] = c * vkp - s * vkq;
          v[k * n + q] = s * vkp + c * vkq;
        }
      }
    }
  }
  const order = Array.from({ length: n }, (_, i) => i).sort(
    (x, y) => (a[y * n + y] as number) - (a[x * n + x] as number),
  );
  const values = new Float64Array(n);
  const vectors = new Float64Array(n * n);
  order.forEach((from, to) => {
    values[to] = a[from * n + from] as number;
    for (let k = 0; k < n; k++) vectors[k * n + to] = v[k * n + from] as number;
  });
  return { values, vectors };
}
