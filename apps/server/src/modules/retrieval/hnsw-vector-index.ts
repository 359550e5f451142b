import { existsSync, renameSync } from 'node:fs';
import hnswlib, { type HierarchicalNSW } from 'hnswlib-node';
import { assertVector, type VectorHits, type VectorIndex } from '@sciscope/engine';

/**
 * The graph index (HNSW, hnswlib's C++ through its Node binding): a search visits a few
 * thousand vectors instead of the corpus, at a measured recall (bench:retrieval). Inner-product
 * space on L2-normalised vectors, so 1 − distance is the cosine.
 */
// hnswlib-node is CommonJS: its classes come through the default export under Node's ESM loader.

export interface HnswSettings {
  /** Graph degree: links per node and layer (hnswlib's M). */
  m: number;
  /** Candidate list while building; larger = better graph, slower build. */
  efConstruction: number;
  /** Candidate list while searching (raised to k when k is larger). */
  efSearch: number;
  seed: number;
}

/**
 * hnswlib's recommended middle ground for the graph (M 16, efConstruction 200); efSearch is
 * only the starting breadth: the index build calibrates it on the corpus (search-breadth.ts).
 */
export const DEFAULT_HNSW_SETTINGS: HnswSettings = { m: 16, efConstruction: 200, efSearch: 128, seed: 100 };

/** An index file written by `save`: where, its vectors' dimension, and the graph's settings (the defaults when left out). */
export interface StoredHnswIndex {
  file: string;
  dim: number;
  settings?: HnswSettings;
}

export class HnswVectorIndex implements VectorIndex {
  readonly kind = 'hnsw';
  private readonly graph: HierarchicalNSW;
  /** Candidate list of a search (hnswlib's ef); calibrated per corpus by the index build. */
  searchBreadth: number;

  private constructor(
    readonly dim: number,
    settings: HnswSettings,
    graph: HierarchicalNSW,
  ) {
    this.graph = graph;
    this.searchBreadth = settings.efSearch;
  }

  /** An empty index with room for `capacity` vectors (it grows by doubling). */
  static create({
    dim,
    capacity = 1024,
    settings = DEFAULT_HNSW_SETTINGS,
  }: {
    dim: number;
    capacity?: number;
    settings?: HnswSettings;
  }): HnswVectorIndex {
    if (!Number.isInteger(dim) || dim < 1) throw new RangeError(`dim must be a positive integer, got ${dim}`);
    const graph = new hnswlib.HierarchicalNSW('ip', dim);
    graph.initIndex({
      maxElements: Math.max(16, capacity),
      m: settings.m,
      efConstruction: settings.efConstruction,
      randomSeed: settings.seed,
    });
    return new HnswVectorIndex(dim, settings, graph);
  }

  /**
   * Reads an index file written by `save` on a thread of libuv's pool, so the event loop runs
   * meanwhile (the file is about 110 MB at 1x; read on the thread it held it for 0.8 s).
   */
  static async read(stored: StoredHnswIndex): Promise<HnswVectorIndex> {
    const graph = new hnswlib.HierarchicalNSW('ip', stored.dim);
    await graph.readIndex(stored.file);
    return new HnswVectorIndex(stored.dim, stored.settings ?? DEFAULT_HNSW_SETTINGS, graph);
  }

  /** Reads an index file written by `save`, on the calling thread (for a synchronous caller: the benches). */
  static load(stored: StoredHnswIndex): HnswVectorIndex {
    const graph = new hnswlib.HierarchicalNSW('ip', stored.dim);
    graph.readIndexSync(stored.file);
    return new HnswVectorIndex(stored.dim, stored.settings ?? DEFAULT_HNSW_SETTINGS, graph);
  }

  get size(): number {
    return this.graph.getCurrentCount();
  }

  add(id: number, vector: Float32Array): void {
    assertVector(vector, this.dim);
    if (!Number.isInteger(id) || id < 0) throw new RangeError(`article id must be a non-negative integer, got ${id}`);
    const capacity = this.graph.getMaxElements();
    if (this.graph.getCurrentCount() >= capacity) this.graph.resizeIndex(capacity * 2);
    // hnswlib replaces the vector of a label that is already in the graph.
    this.graph.addPoint(Array.from(vector), id);
  }

  /** The k nearest; `breadth` overrides the index's search breadth for this call. */
  search(query: Float32Array, k: number, breadth = this.searchBreadth): VectorHits {
    assertVector(query, this.dim);
    const count = this.graph.getCurrentCount();
    const wanted = Math.min(Math.max(1, Math.floor(k)), count);
    if (wanted === 0) return { ids: new Int32Array(0), scores: new Float32Array(0) };
    this.graph.setEf(Math.max(breadth, wanted));
    const { neighbors, distances } = this.graph.searchKnn(Array.from(query), wanted);
    // hnswlib answers nearest first; inner-product distance is 1 − dot.
    return { ids: Int32Array.from(neighbors), scores: Float32Array.from(distances, (d) => 1 - d) };
  }

  /** Writes the graph to a file that `load` reads back (written to a temporary name first). */
  save(file: string): void {
    const partial = `${file}.partial-${process.pid}`;
    this.graph.writeIndexSync(partial);
    // hnswlib does not report a file it could not open for writing.
    if (!existsSync(partial)) throw new Error(`The index could not be written to ${file}.`);
    renameSync(partial, file);
  }
}
