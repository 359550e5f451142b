import type { VectorHits, VectorIndex } from '@sciscope/engine';

/**
 * The article index as rankings call it: asynchronous, so that an index living in another
 * process or on other machines (PostgreSQL + pgvector, OpenSearch k-NN; see docs/scaling.md)
 * answers the same calls as the in-process ones. Which implementation answers is
 * configuration (`SCISCOPE_RETRIEVAL_INDEX`).
 */
export interface ArticleIndex {
  readonly kind: string;
  readonly dim: number;
  /** Articles indexed. */
  size(): Promise<number>;
  /** The k articles closest to a unit vector, best first. */
  search(query: Float32Array, k: number): Promise<VectorHits>;
  /** Adds an article (or replaces its vector). */
  add(id: number, vector: Float32Array): Promise<void>;
}

/** An in-process index (exact scan, HNSW graph) behind the asynchronous interface. */
export function inProcessArticleIndex(index: VectorIndex): ArticleIndex {
  return {
    kind: index.kind,
    dim: index.dim,
    size: async () => index.size,
    search: async (query, k) => index.search(query, k),
    add: async (id, vector) => index.add(id, vector),
  };
}
