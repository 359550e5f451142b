/**
 * Compact sparse vectors: strictly ascending `Int32Array` ids with parallel `Float32Array`
 * weights, so similarity is a merge join with no hashing and no per-entry objects. Used for
 * concept tf-idf vectors by the affinity scorer, the referee finder and search ranking.
 */

/** A sparse vector; `ids` strictly ascending, `weights[i]` belongs to `ids[i]`. */
export interface SparseWeights {
  ids: Int32Array;
  weights: Float32Array;
}

/** The vector with no entries. */
export const EMPTY_SPARSE_WEIGHTS: SparseWeights = Object.freeze({
  ids: new Int32Array(0),
  weights: new Float32Array(0),
});

/**
 * Builds a vector from unordered (id, weight) pairs: sorted by id, weights of repeated
 * ids summed, zero weights dropped.
 */
export function sparseWeightsFromPairs({
  ids,
  weights,
}: {
  ids: ArrayLike<number>;
  weights: ArrayLike<number>;
}): SparseWeights {
  const length = Math.min(ids.length, weights.length);
  const order = Array.from({ length }, (_, i) => i).sort((a, b) => (ids[a] as number) - (ids[b] as number));
  const outIds = new Int32Array(length);
  const outWeights = new Float64Array(length);
  let count = -1;
  for (const i of order) {
    const id = ids[i] as number;
    if (count >= 0 && outIds[count] === id) {
      outWeights[count] = (outWeights[count] as number) + (weights[i] as number);
    } else {
      count++;
      outIds[count] = id;
      outWeights[count] = weights[i] as number;
    }
  }
  count++;
  let kept = 0;
  for (let i = 0; i < count; i++) if (outWeights[i] !== 0) kept++;
  const result = { ids: new Int32Array(kept), weights: new Float32Array(kept) };
  let at = 0;
  for (let i = 0; i < count; i++) {
    if (outWeights[i] === 0) continue;
    result.ids[at] = outIds[i] as number;
    result.weights[at] = outWeights[i] as number;
    at++;
  }
  return result;
}

/** Euclidean length of a vector. */
export function sparseNorm(vector: SparseWeights): number {
  let sum = 0;
  const weights = vector.weights;
  for (let i = 0; i < weights.length; i++) {
    const w = weights[i] as number;
    sum += w * w;
  }
  return Math.sqrt(sum);
}

/** A copy scaled to unit length (the zero vector stays zero). Ids are shared, not copied. */
export function normalizeSparse(vector: SparseWeights): SparseWeights {
  const norm = sparseNorm(vector);
  if (norm === 0) return vector;
  const weights = new Float32Array(vector.weights.length);
  for (let i = 0; i < weights.length; i++) weights[i] = (vector.weights[i] as number) / norm;
  return { ids: vector.ids, weights };
}

/** Inner product by merging the two ascending id lists; accumulates in double precision. */
export function sparseDot(a: SparseWeights, b: SparseWeights): number {
  const aIds = a.ids;
  const bIds = b.ids;
  const aLength = aIds.length;
  const bLength = bIds.length;
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < aLength && j < bLength) {
    const x = aIds[i] as number;
    const y = bIds[j] as number;
    if (x === y) {
      sum += (a.weights[i] as number) * (b.weights[j] as number);
      i++;
      j++;
    } else if (x < y) {
      i++;
    } else {
      j++;
    }
  }
  return sum;
}

/**
 * Cosine similarity in [-1, 1] (in [0, 1] for tf-idf vectors); 0 when either vector is
 * empty or zero. For vectors already L2-normalised, `sparseDot` gives the same value faster.
 */
export function sparseCosine(a: SparseWeights, b: SparseWeights): number {
  const normA = sparseNorm(a);
  const normB = sparseNorm(b);
  if (normA === 0 || normB === 0) return 0;
  return sparseDot(a, b) / (normA * normB);
}
