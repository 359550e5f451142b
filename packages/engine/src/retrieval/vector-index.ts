/**
 * The retrieval index behind one interface: given a document's vector, the K most similar
 * articles of the corpus. Vectors are L2-normalised, so the inner product is the cosine.
 *
 * Implementations: the exact scan here (the reference every other one is measured against),
 * the HNSW graph of the server (hnswlib), and — past one machine — an external engine
 * (PostgreSQL + pgvector, OpenSearch k-NN) answering the same two calls; see docs/scaling.md.
 */

/** The best articles for one query, best first. */
export interface VectorHits {
  ids: Int32Array;
  scores: Float32Array;
}

export interface VectorIndex {
  /** Which implementation answers (shown by benchmarks and the status of the index). */
  readonly kind: string;
  readonly dim: number;
  /** Number of vectors indexed. */
  readonly size: number;
  /** Adds one article, or replaces its vector when the id is already indexed. */
  add(id: number, vector: Float32Array): void;
  /** The k nearest articles by inner product; fewer when the index holds fewer. */
  search(query: Float32Array, k: number): VectorHits;
}

/** Throws unless `vector` has the index's dimension and only finite values. */
export function assertVector(vector: Float32Array, dim: number): void {
  if (vector.length !== dim) throw new RangeError(`vector has ${vector.length} dimensions, the index ${dim}`);
  for (let i = 0; i < dim; i++) {
    if (!Number.isFinite(vector[i])) throw new RangeError(`vector component ${i} is not finite`);
  }
}

/** Share of the exact top-k that an approximate result found (recall@k). */
export function recallAtK({ exact, found }: { exact: Int32Array; found: Int32Array }): number {
  if (exact.length === 0) return 1;
  const seen = new Set<number>(found);
  let hits = 0;
  for (const id of exact) if (seen.has(id)) hits++;
  return hits / exact.length;
}
