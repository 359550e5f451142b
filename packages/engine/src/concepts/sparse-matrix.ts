/**
 * Many sparse vectors in compressed-sparse-row form: one `offsets` array and two flat
 * arrays for all rows, so a corpus of document vectors is three allocations instead of
 * two per document, and rows are read as zero-copy views.
 */
import type { SparseWeights } from './sparse-weights';

/** Row r holds `ids/weights[offsets[r] .. offsets[r + 1])`, ids ascending within a row. */
export interface SparseMatrix {
  readonly rowCount: number;
  /** Length rowCount + 1; offsets[0] = 0. */
  readonly offsets: Int32Array;
  readonly ids: Int32Array;
  readonly weights: Float32Array;
}

export interface SparseMatrixBuilder {
  /** Appends a row (copied) and returns its row number. */
  append(row: SparseWeights): number;
  readonly rowCount: number;
  /** Finishes the matrix; arrays are trimmed to size. The builder may keep appending after. */
  build(): SparseMatrix;
}

/** Starts an empty matrix; `expectedRows`/`expectedEntries` only size the first buffers. */
export function createSparseMatrixBuilder({
  expectedRows = 1024,
  expectedEntries = 16384,
}: { expectedRows?: number; expectedEntries?: number } = {}): SparseMatrixBuilder {
  let offsets = new Int32Array(Math.max(2, expectedRows + 1));
  let ids = new Int32Array(Math.max(1, expectedEntries));
  let weights = new Float32Array(Math.max(1, expectedEntries));
  let rowCount = 0;
  let entryCount = 0;

  return {
    append(row) {
      const length = row.ids.length;
      if (rowCount + 2 > offsets.length) {
        const grown = new Int32Array(offsets.length * 2);
        grown.set(offsets);
        offsets = grown;
      }
      if (entryCount + length > ids.length) {
        const capacity = Math.max(ids.length * 2, entryCount + length);
        const grownIds = new Int32Array(capacity);
        const grownWeights = new Float32Array(capacity);
        grownIds.set(ids.subarray(0, entryCount));
        grownWeights.set(weights.subarray(0, entryCount));
        ids = grownIds;
        weights = grownWeights;
      }
      ids.set(row.ids, entryCount);
      weights.set(row.weights.subarray(0, length), entryCount);
      entryCount += length;
      rowCount++;
      offsets[rowCount] = entryCount;
      return rowCount - 1;
    },
    get rowCount() {
      return rowCount;
    },
    build() {
      return {
        rowCount,
        offsets: offsets.slice(0, rowCount + 1),
        ids: ids.slice(0, entryCount),
        weights: weights.slice(0, entryCount),
      };
    },
  };
}

/** Row `row` as a sparse vector viewing the matrix's arrays (no copy). */
export function sparseMatrixRow(matrix: SparseMatrix, row: number): SparseWeights {
  if (row < 0 || row >= matrix.rowCount) throw new RangeError(`Row ${row} is outside 0..${matrix.rowCount - 1}`);
  const start = matrix.offsets[row] as number;
  const end = matrix.offsets[row + 1] as number;
  return { ids: matrix.ids.subarray(start, end), weights: matrix.weights.subarray(start, end) };
}

/**
 * Inner product of `query` with every row, written into `scores` (length >= rowCount).
 * With unit-length rows and query this is the cosine of each row to the query.
 */
export function dotWithRows({
  query,
  matrix,
  scores,
}: {
  query: SparseWeights;
  matrix: SparseMatrix;
  scores: Float32Array | Float64Array;
}): void {
  if (scores.length < matrix.rowCount) throw new RangeError('scores is shorter than the number of rows');
  const { offsets, ids, weights } = matrix;
  const queryIds = query.ids;
  const queryWeights = query.weights;
  const queryLength = queryIds.length;
  // The merge join is inlined over the flat arrays so that scoring a corpus allocates nothing.
  for (let row = 0; row < matrix.rowCount; row++) {
    let i = 0;
    let j = offsets[row] as number;
    const end = offsets[row + 1] as number;
    let sum = 0;
    while (i < queryLength && j < end) {
      const x = queryIds[i] as number;
      const y = ids[j] as number;
      if (x === y) {
        sum += (queryWeights[i] as number) * (weights[j] as number);
        i++;
        j++;
      } else if (x < y) {
        i++;
      } else {
        j++;
      }
    }
    scores[row] = sum;
  }
}
