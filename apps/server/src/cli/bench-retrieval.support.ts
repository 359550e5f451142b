/**
 * bench:retrieval's measurement, apart from reading the model and the corpus: the corpus
 * (real works, plus synthetic copies for the 10× run) embedded with the stored model, the
 * exact scan and the graph index built over it, then per query document: exact top-K, graph
 * top-K, recall@K, and the whole path a ranking takes (embed the document, retrieve its
 * closest articles, score their authors).
 */
import { closeSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import {
  ExactVectorIndex,
  createCorpusMultiplier,
  rankAuthorsFromHits,
  recallAtK,
  type SeedWork,
  type VectorIndex,
} from '@sciscope/engine';
import { percentileOf } from './bench-import.support';

/** Turns a title and abstract into a unit vector of `dim` dimensions. */
export interface TextEmbedder {
  dim: number;
  embed(document: { title: string; abstract: string | null }): Float32Array;
}

/** An embedded bench corpus: row i is article i; authors in CSR form. */
export interface BenchCorpus {
  count: number;
  dim: number;
  vectors: Float32Array;
  authorOffsets: Int32Array;
  authorIds: Int32Array;
}

/** Paper texts of a k× corpus: the real works, then copies 1 … scale−1 of each. */
export function* corpusTexts(seeds: readonly SeedWork[], scale: number) {
  for (const seed of seeds)
    yield { title: seed.title, abstract: seed.abstract, authorNames: seed.authors.map((a) => a.name) };
  const multiplier = createCorpusMultiplier({ seeds });
  for (let copy = 1; copy < scale; copy++) {
    for (let i = 0; i < seeds.length; i++) yield multiplier.text(copy, i);
  }
}

/**
 * Embeds the `scale`× corpus built from `seeds` (authors identified by name: the bench needs
 * who wrote what, not a disambiguation).
 */
export function embedBenchCorpus({
  seeds,
  scale,
  embedder,
  onProgress = () => {},
}: {
  seeds: readonly SeedWork[];
  scale: number;
  embedder: TextEmbedder;
  onProgress?: (done: number, total: number) => void;
}): BenchCorpus {
  const total = seeds.length * scale;
  const { dim } = embedder;
  const vectors = new Float32Array(total * dim);
  const authorOffsets = new Int32Array(total + 1);
  const authorList: number[] = [];
  const authorIdOf = new Map<string, number>();
  let row = 0;
  for (const text of corpusTexts(seeds, scale)) {
    vectors.set(embedder.embed(text), row * dim);
    for (const name of text.authorNames) {
      let id = authorIdOf.get(name);
      if (id === undefined) authorIdOf.set(name, (id = authorIdOf.size));
      authorList.push(id);
    }
    authorOffsets[++row] = authorList.length;
    if (row % 10000 === 0) onProgress(row, total);
  }
  onProgress(row, total);
  return { count: row, dim, vectors, authorOffsets, authorIds: Int32Array.from(authorList) };
}

/** Saves an embedded bench corpus (re-runs skip the embedding): a JSON header line, then the arrays. */
export function writeBenchCorpus(file: string, corpus: BenchCorpus): void {
  const header = Buffer.from(
    `${JSON.stringify({ count: corpus.count, dim: corpus.dim, authorships: corpus.authorIds.length })}\n`,
  );
  const parts = [corpus.vectors, corpus.authorOffsets, corpus.authorIds].map((a) =>
    Buffer.from(a.buffer, a.byteOffset, a.byteLength),
  );
  const fd = openSync(`${file}.partial`, 'w');
  for (const part of [header, ...parts]) writeSync(fd, part);
  closeSync(fd);
  renameSync(`${file}.partial`, file);
}

/** Reads what `writeBenchCorpus` saved. */
export function readBenchCorpus(file: string): BenchCorpus {
  const bytes = readFileSync(file);
  const newline = bytes.indexOf(10);
  const { count, dim, authorships } = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as {
    count: number;
    dim: number;
    authorships: number;
  };
  let at = newline + 1;
  // Copies: the typed arrays need aligned offsets.
  const take = (length: number) => {
    const out = new Uint8Array(length);
    out.set(bytes.subarray(at, at + length));
    at += length;
    return out.buffer;
  };
  const vectors = new Float32Array(take(count * dim * 4));
  const authorOffsets = new Int32Array(take((count + 1) * 4));
  const authorIds = new Int32Array(take(authorships * 4));
  return { count, dim, vectors, authorOffsets, authorIds };
}

/** Query documents no index holds: copy `copy` of `count` seeds drawn evenly through the corpus. */
export function queryDocuments({ seeds, count, copy }: { seeds: readonly SeedWork[]; count: number; copy: number }) {
  const multiplier = createCorpusMultiplier({ seeds, seed: 7919 });
  const step = Math.max(1, Math.floor(seeds.length / count));
  const docs: Array<{ title: string; abstract: string | null }> = [];
  for (let i = 0; i < seeds.length && docs.length < count; i += step) {
    if (!seeds[i]!.abstract) continue;
    const { title, abstract } = multiplier.text(copy, i);
    docs.push({ title, abstract });
  }
  return docs;
}

export interface LatencyFigures {
  p50: number;
  p95: number;
}

export interface RetrievalFigures {
  articles: number;
  dim: number;
  buildSeconds: number;
  exact: LatencyFigures;
  index: LatencyFigures;
  recall: { mean: number; min: number };
  /** Embed + retrieve `authorsK` articles + rank their authors. */
  perDocument: LatencyFigures;
  indexKind: string;
}

function latency(samples: number[]): LatencyFigures {
  return { p50: percentileOf(samples, 50), p95: percentileOf(samples, 95) };
}

/**
 * Builds `createIndex()` over the corpus and measures it against the exact scan: `k` for the
 * recall and latency of the article search, `authorsK` articles for the author ranking.
 */
export function measureRetrieval({
  corpus,
  documents,
  embedder,
  createIndex,
  afterBuild,
  k = 100,
  authorsK = 1000,
  onProgress = () => {},
}: {
  corpus: BenchCorpus;
  documents: Array<{ title: string; abstract: string | null }>;
  embedder: TextEmbedder;
  createIndex: (capacity: number) => VectorIndex;
  /** Runs once the index holds the corpus (cache it, calibrate it against `exact`). */
  afterBuild?: (built: { index: VectorIndex; exact: ExactVectorIndex }) => void;
  k?: number;
  authorsK?: number;
  onProgress?: (done: number, total: number) => void;
}): RetrievalFigures {
  const { count, dim, vectors, authorOffsets, authorIds } = corpus;
  const exact = new ExactVectorIndex(dim, count);
  for (let i = 0; i < count; i++) exact.add(i, vectors.subarray(i * dim, (i + 1) * dim));
  const started = performance.now();
  const index = createIndex(count);
  // An index loaded from a cache already holds the corpus.
  for (let i = index.size; i < count; i++) {
    index.add(i, vectors.subarray(i * dim, (i + 1) * dim));
    if ((i + 1) % 10000 === 0) onProgress(i + 1, count);
  }
  const buildSeconds = (performance.now() - started) / 1000;
  afterBuild?.({ index, exact });

  const authorsOf = (id: number) => authorIds.subarray(authorOffsets[id], authorOffsets[id + 1]);
  const exactTimes: number[] = [];
  const indexTimes: number[] = [];
  const documentTimes: number[] = [];
  const recalls: number[] = [];
  for (const document of documents) {
    const t0 = performance.now();
    const query = embedder.embed(document);
    const hits = index.search(query, authorsK);
    rankAuthorsFromHits({ hits, authorsOf, limit: 50 });
    documentTimes.push(performance.now() - t0);

    const t1 = performance.now();
    const found = index.search(query, k);
    indexTimes.push(performance.now() - t1);
    const t2 = performance.now();
    const truth = exact.search(query, k);
    exactTimes.push(performance.now() - t2);
    recalls.push(recallAtK({ exact: truth.ids, found: found.ids }));
  }
  return {
    articles: count,
    dim,
    buildSeconds,
    exact: latency(exactTimes),
    index: latency(indexTimes),
    recall: { mean: recalls.reduce((a, b) => a + b, 0) / Math.max(1, recalls.length), min: Math.min(...recalls) },
    perDocument: latency(documentTimes),
    indexKind: index.kind,
  };
}

/** Goals of the relevance issue: recall@100 ≥ 0.95; per-document p95 < 30 ms at 1×, < 300 ms at 10×. */
export const RETRIEVAL_GOALS = { recall: 0.95, p95Ms: { 1: 30, 10: 300 } as Record<number, number> };

/** The figures as the bench prints them. */
export function formatRetrieval({
  scale,
  figures: f,
  k,
  loaded = false,
}: {
  scale: number;
  figures: RetrievalFigures;
  k: number;
  /** The graph came from a cache file: its build time is a load time. */
  loaded?: boolean;
}): string {
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  const goal = RETRIEVAL_GOALS.p95Ms[scale];
  const lines = [
    `== retrieval at ${scale}x: ${f.articles.toLocaleString('en')} articles, ${f.dim} dimensions ==`,
    loaded
      ? `${f.indexKind} index loaded from the cache in ${f.buildSeconds.toFixed(1)} s (built by an earlier run)`
      : `${f.indexKind} index build: ${f.buildSeconds.toFixed(1)} s`,
    `exact scan, top ${k}:  p50 ${ms(f.exact.p50)}  p95 ${ms(f.exact.p95)}`,
    `${f.indexKind} index, top ${k}: p50 ${ms(f.index.p50)}  p95 ${ms(f.index.p95)}  (${(f.exact.p50 / Math.max(1e-9, f.index.p50)).toFixed(1)}x faster at p50)`,
    `recall@${k} vs exact: mean ${f.recall.mean.toFixed(3)}  min ${f.recall.min.toFixed(2)}  (goal >= ${RETRIEVAL_GOALS.recall}: ${f.recall.mean >= RETRIEVAL_GOALS.recall ? 'met' : 'MISSED'})`,
    `per document (embed, top 1000 articles, rank their authors): p50 ${ms(f.perDocument.p50)}  p95 ${ms(f.perDocument.p95)}` +
      (goal
        ? `  (goal p95 < ${goal} ms: ${f.perDocument.p95 < goal ? 'met' : 'MISSED'}, ratio ${(f.perDocument.p95 / goal).toFixed(2)})`
        : ''),
  ];
  return lines.join('\n');
}
