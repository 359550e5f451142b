/**
 * A sparse matrix in compressed sparse row form, and its products with tall dense matrices
 * (row-major Float64Array), which is all a randomized SVD needs.
 */

export interface CsrMatrix {
  rows: number;
  cols: number;
  /** Row i's entries are `indices/values[rowStarts[i] .. rowStarts[i + 1])`. */
  rowStarts: Int32Array;
  indices: Int32Array;
  values: Float32Array;
}

/** Builds a CSR matrix from rows of (column, value) pairs. */
export function csrFromRows({
  rows,
  cols,
}: {
  rows: ReadonlyArray<{ indices: ArrayLike<number>; values: ArrayLike<number> }>;
  cols: number;
}): CsrMatrix {
  const rowStarts = new Int32Array(rows.length + 1);
  for (let i = 0; i < rows.length; i++)
    rowStarts[i + 1] = (rowStarts[i] as number) + (rows[i] as { indices: ArrayLike<number> }).indices.length;
  const nnz = rowStarts[rows.length] as number;
  const indices = new Int32Array(nnz);
  const values = new Float32Array(nnz);
  rows.forEach((row, i) => {
    const start = rowStarts[i] as number;
    for (let k = 0; k < row.indices.length; k++) {
      const col = row.indices[k] as number;
      if (col < 0 || col >= cols) throw new Error(`Column ${col} outside 0..${cols - 1}`);
      indices[start + k] = col;
      values[start + k] = row.values[k] as number;
    }
  });
  return { rows: rows.length, cols, rowStarts, indices, values };
}

/** A · X for X of shape cols × width (row-major); returns rows × width. */
export function csrTimesDense(matrix: CsrMatrix, x: Float64Array, width: number): Float64Array {
  const out = new Float64Array(matrix.rows * width);
  const { rowStarts, indices, values } = matrix;
  for (let i = 0; i < matrix.rows; i++) {
    const base = i * width;
    for (let k = rowStarts[i] as number; k < (rowStarts[i + 1] as number); k++) {
      const value = values[k] as number;
      const from = (indices[k] as number) * width;
      for (let c = 0; c < width; c++) out[base + c] = (out[base + c] as number) + value * (x[from + c] as number);
    }
  }
  return out;
}

/** Aᵀ · Y for Y of shape rows × width (row-major); returns cols × width. */
export function csrTransposeTimesDense(matrix: CsrMatrix, y: Float64Array, width: number): Float64Array {
  const out = new Float64Array(matrix.cols * width);
  const { rowStarts, indices, values } = matrix;
  for (let i = 0; i < matrix.rows; i++) {
    const from = i * width;
    for (let k = rowStarts[i] as number; k < (rowStarts[i + 1] as number); k++) {
      const value = values[k] as number;
      const base = (indices[k] as number) * width;
      for (let c = 0; c < width; c++) out[base + c] = (out[base + c] as number) + value * (y[from + c] as number);
    }
  }
  return out;
}
