/**
 * bench:retrieval's lexical part: the articles' words (`LexicalIndex`, scored exactly, so its
 * recall is 1 by construction) built over the same k× corpus, its latency per document, and —
 * at 1× — how well each index finds the authors of a held-out paper: for real works with an
 * author of 5 works or more, the work's own text is the query (the work left out of the hits)
 * and the authors are ranked from the top 1,000 articles as a ranking does. A paper's own
 * authors are the one answer key the corpus holds for "who is expert in this text"; the
 * reviewer gold standard (bench:affinity) chose the lexical cosine too.
 */
import { performance } from 'node:perf_hooks';
import {
  DEFAULT_AFFINITY_CONFIG,
  LexicalIndex,
  type Aggregation,
  rankAuthorsFromHits,
  type RepresentationModel,
  type SeedWork,
  type SparseWeights,
  type VectorIndex,
} from '@sciscope/engine';
import { lexicalVector } from '../modules/retrieval/lexical-article-index';
import { percentileOf } from './bench-import.support';
import { corpusTexts, type BenchCorpus, type LatencyFigures } from './bench-retrieval.support';

export interface LexicalFigures {
  buildSeconds: number;
  postings: number;
  search: LatencyFigures;
  perDocument: LatencyFigures;
}

/** The lexical index of the k× corpus (row i is article i). */
export function buildLexicalBenchIndex({
  seeds,
  scale,
  model,
  onProgress = () => {},
}: {
  seeds: readonly SeedWork[];
  scale: number;
  model: RepresentationModel;
  onProgress?: (done: number, total: number) => void;
}): { index: LexicalIndex; seconds: number } {
  const started = performance.now();
  const rows: Array<{ id: number; vector: SparseWeights }> = [];
  let i = 0;
  const total = seeds.length * scale;
  for (const text of corpusTexts(seeds, scale)) {
    const vector = lexicalVector(model, { title: text.title, abstract: text.abstract ?? '' });
    rows.push({ id: i++, vector });
    if (i % 20000 === 0) onProgress(i, total);
  }
  const index = LexicalIndex.build(rows);
  return { index, seconds: (performance.now() - started) / 1000 };
}

/** Search latency (top `k`) and the whole per-document path (vectorise, top 1,000, rank authors). */
export function measureLexical({
  index,
  seconds,
  corpus,
  model,
  documents,
  k = 100,
  authorsK = 1000,
}: {
  index: LexicalIndex;
  seconds: number;
  corpus: BenchCorpus;
  model: RepresentationModel;
  documents: Array<{ title: string; abstract: string | null }>;
  k?: number;
  authorsK?: number;
}): LexicalFigures {
  const authorsOf = (id: number) => corpus.authorIds.subarray(corpus.authorOffsets[id], corpus.authorOffsets[id + 1]);
  const searchTimes: number[] = [];
  const documentTimes: number[] = [];
  // Warm-up (JIT, first touches of the postings), as a server's first queries are.
  for (const document of documents.slice(0, 10))
    index.search(lexicalVector(model, { title: document.title, abstract: document.abstract ?? '' }), authorsK);
  for (const document of documents) {
    const t0 = performance.now();
    const query = lexicalVector(model, { title: document.title, abstract: document.abstract ?? '' });
    const hits = index.search(query, authorsK);
    rankAuthorsFromHits({ hits, authorsOf, limit: 50 });
    documentTimes.push(performance.now() - t0);
    const t1 = performance.now();
    index.search(query, k);
    searchTimes.push(performance.now() - t1);
  }
  const latency = (xs: number[]) => ({ p50: percentileOf(xs, 50), p95: percentileOf(xs, 95) });
  return {
    buildSeconds: seconds,
    postings: index.postings,
    search: latency(searchTimes),
    perDocument: latency(documentTimes),
  };
}

export interface AuthorRecovery {
  /** Share of papers with one of their (prolific) authors among the first 10 ranked. */
  at10: number;
  at50: number;
  mrr: number;
  /** at10 per fold of 5 (papers in order, i mod 5). */
  folds: number[];
}

/**
 * For `papers` real works (evenly spaced, with an author of `minWorks` works or more), the rank
 * of their best-placed such author when the work's text is the query, by each search.
 */
export function measureAuthorRecovery({
  corpus,
  seeds,
  papers,
  minWorks = 5,
  search,
  aggregation = DEFAULT_AFFINITY_CONFIG.aggregation,
}: {
  corpus: BenchCorpus;
  seeds: readonly SeedWork[];
  papers: number;
  minWorks?: number;
  search: Record<string, (row: number, k: number) => ReturnType<VectorIndex['search']>>;
  /** How an author's retrieved article scores are combined (the referee finder: the mean of the best 10). */
  aggregation?: Aggregation;
}): Record<string, AuthorRecovery> {
  const authorsOf = (id: number) => corpus.authorIds.subarray(corpus.authorOffsets[id], corpus.authorOffsets[id + 1]);
  const works = new Map<number, number>();
  for (let row = 0; row < seeds.length; row++) for (const a of authorsOf(row)) works.set(a, (works.get(a) ?? 0) + 1);
  const eligible: number[] = [];
  for (let row = 0; row < seeds.length; row++) {
    if ((seeds[row]!.abstract ?? '').length < 300) continue;
    if (Array.from(authorsOf(row)).some((a) => (works.get(a) ?? 0) >= minWorks)) eligible.push(row);
  }
  const step = Math.max(1, Math.floor(eligible.length / papers));
  const sample = eligible.filter((_, i) => i % step === 0).slice(0, papers);
  const out: Record<string, AuthorRecovery> = {};
  for (const [name, find] of Object.entries(search)) {
    const ranks = sample.map((row) => {
      const truth = new Set(Array.from(authorsOf(row)).filter((a) => (works.get(a) ?? 0) >= minWorks));
      const raw = find(row, 1001);
      const keep = Array.from(raw.ids.keys())
        .filter((i) => raw.ids[i] !== row)
        .slice(0, 1000);
      const hits = {
        ids: Int32Array.from(keep, (i) => raw.ids[i]!),
        scores: Float32Array.from(keep, (i) => raw.scores[i]!),
      };
      const ranked = rankAuthorsFromHits({ hits, authorsOf, aggregation });
      const best = ranked.findIndex((a) => truth.has(a.authorId));
      return best < 0 ? Infinity : best;
    });
    const share = (xs: number[], n: number) => xs.filter((r) => r < n).length / Math.max(1, xs.length);
    out[name] = {
      at10: share(ranks, 10),
      at50: share(ranks, 50),
      mrr: ranks.reduce((s, r) => s + (r === Infinity ? 0 : 1 / (r + 1)), 0) / Math.max(1, ranks.length),
      folds: [0, 1, 2, 3, 4].map((f) =>
        share(
          ranks.filter((_, i) => i % 5 === f),
          10,
        ),
      ),
    };
  }
  return out;
}

/**
 * The hits with the score at the pool's edge (the k-th) taken off every score, 0 at least: an
 * article just inside the retrieved pool then counts as little as one just outside it (0).
 */
export function aboveThePoolEdge(
  hits: ReturnType<VectorIndex['search']>,
  k: number,
): ReturnType<VectorIndex['search']> {
  const edge = hits.ids.length >= k ? hits.scores[k - 1]! : 0;
  return { ids: hits.ids, scores: hits.scores.map((s) => Math.max(0, s - edge)) };
}

/** Mean ± sample standard deviation. */
export function meanSpread(xs: readonly number[]): string {
  const mean = xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const sd = Math.sqrt(xs.reduce((a, b) => a + (b - mean) ** 2, 0) / Math.max(1, xs.length - 1));
  return `${mean.toFixed(3)} ± ${sd.toFixed(3)}`;
}
