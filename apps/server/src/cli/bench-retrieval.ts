/**
 * bench:retrieval — the article index at the default corpus and at 10× (the corpus
 * multiplier's synthetic copies), embedded with the stored representation model:
 * build time, exact scan vs graph index top-100 latency, recall@100 against the exact scan,
 * and the whole per-document path (embed, top 1000 articles, rank their authors); then the
 * lexical index (the articles' words, what rankings use) over the same corpus, and at 1× how
 * often each finds a held-out paper's own authors (bench-retrieval-lexical.ts).
 *
 *   npm run bench:retrieval                         # scales 1 and 10, 200 query documents
 *   npm run bench:retrieval -- --scales 1 --queries 100
 *   npm run bench:retrieval -- --cache DIR          # keep/reuse built graphs (keyed by model and scale)
 *   npm run bench:retrieval -- --only lexical       # the lexical index alone (no graph build)
 *
 * Needs a trained model in the configured database (the server trains one after the
 * first-start load) and the datasets (SCISCOPE_DATA_DIR) for the texts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_AFFINITY_CONFIG,
  ExactVectorIndex,
  calibrateSearchBreadth,
  embedDocument,
  midpointQueries,
  type RepresentationModel,
} from '@sciscope/engine';
import { lexicalVector } from '../modules/retrieval/lexical-article-index';
import {
  aboveThePoolEdge,
  buildLexicalBenchIndex,
  meanSpread,
  measureAuthorRecovery,
  measureLexical,
} from './bench-retrieval-lexical';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { createRepresentationsRepository } from '../modules/representations/representations.repository';
import { HnswVectorIndex } from '../modules/retrieval/hnsw-vector-index';
import { CALIBRATION_K, CALIBRATION_QUERIES, CALIBRATION_TARGET } from '../modules/retrieval/article-index.usecases';
import {
  embedBenchCorpus,
  readBenchCorpus,
  writeBenchCorpus,
  type BenchCorpus,
  formatRetrieval,
  measureRetrieval,
  queryDocuments,
  RETRIEVAL_GOALS,
  type TextEmbedder,
} from './bench-retrieval.support';
import { corpusFiles, readSeedWorks } from './multiply-corpus';

const { values } = parseArgs({
  options: {
    scales: { type: 'string', default: '1,10' },
    queries: { type: 'string', default: '200' },
    cache: { type: 'string' },
    /** `lexical` skips the dense graph (whose 10× build takes half an hour) and the author comparison. */
    only: { type: 'string' },
  },
});
const lexicalOnly = values.only === 'lexical';
const scales = values.scales.split(',').map(Number);
const queryCount = Number(values.queries);
if (scales.some((s) => !Number.isInteger(s) || s < 1) || !Number.isInteger(queryCount) || queryCount < 1) {
  console.error('--scales takes whole numbers >= 1 (e.g. 1,10); --queries a whole number >= 1.');
  process.exit(2);
}

const config = loadConfig();
if (!config.dataDir) {
  console.error('No datasets: set SCISCOPE_DATA_DIR.');
  process.exit(2);
}
const db = openDatabase(config);
const stored = await createRepresentationsRepository({ db }).latestModel();
await db.close();
if (!stored) {
  console.error('No representation model in the database: start the server once on the corpus (it trains one).');
  process.exit(2);
}
const model: RepresentationModel = stored.model;
const embedder: TextEmbedder = {
  dim: model.dim,
  embed: ({ title, abstract }) => embedDocument(model, { title, abstract: abstract ?? '' }),
};

const seeds = await readSeedWorks(corpusFiles(config.dataDir));
console.log(`model ${stored.id} (${model.dim} dimensions, trained ${stored.createdAt}); ${seeds.length} real works`);
// Query documents no index holds: a synthetic copy number beyond every scale's copies.
const documents = queryDocuments({ seeds, count: queryCount, copy: Math.max(...scales) + 1 });
const cacheDir = values.cache ? resolve(values.cache) : null;
if (cacheDir) mkdirSync(cacheDir, { recursive: true });

for (const scale of scales) {
  let last = 0;
  const progress = (label: string) => (done: number, total: number) => {
    const now = Date.now();
    if (now - last > 5000 || done === total) {
      last = now;
      process.stderr.write(`${label} ${done.toLocaleString('en')} / ${total.toLocaleString('en')}\n`);
    }
  };
  const started = Date.now();
  const corpusFile = cacheDir ? join(cacheDir, `bench-m${stored.id}-x${scale}.vectors`) : null;
  let corpus: BenchCorpus;
  if (corpusFile && existsSync(corpusFile)) {
    corpus = readBenchCorpus(corpusFile);
    console.log(`\nread ${corpus.count.toLocaleString('en')} embedded works from ${corpusFile}`);
  } else {
    corpus = embedBenchCorpus({ seeds, scale, embedder, onProgress: progress(`embedding ${scale}x`) });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`\nembedded ${corpus.count.toLocaleString('en')} works in ${seconds} s`);
    if (corpusFile) writeBenchCorpus(corpusFile, corpus);
  }
  if (!lexicalOnly) {
    const cacheFile = cacheDir ? join(cacheDir, `bench-m${stored.id}-x${scale}.hnsw`) : null;
    let calibration = '';
    const loaded = cacheFile !== null && existsSync(cacheFile);
    const figures = measureRetrieval({
      corpus,
      documents,
      embedder,
      onProgress: progress(`indexing ${scale}x`),
      createIndex: (capacity) =>
        cacheFile && existsSync(cacheFile)
          ? HnswVectorIndex.load({ file: cacheFile, dim: model.dim })
          : HnswVectorIndex.create({ dim: model.dim, capacity }),
      afterBuild: ({ index, exact }) => {
        const graph = index as HnswVectorIndex;
        if (cacheFile && !existsSync(cacheFile)) graph.save(cacheFile);
        // The product's calibration: midpoints of stored vectors spread evenly over the corpus.
        const step = Math.max(1, Math.floor(corpus.count / CALIBRATION_QUERIES));
        const queries = midpointQueries(
          Array.from({ length: CALIBRATION_QUERIES }, (_, i) =>
            corpus.vectors.subarray(i * step * model.dim, (i * step + 1) * model.dim),
          ),
        );
        const result = calibrateSearchBreadth({
          queries,
          k: CALIBRATION_K,
          target: CALIBRATION_TARGET,
          exactSearch: (q, k) => exact.search(q, k).ids,
          approximateSearch: (q, k, breadth) => graph.search(q, k, breadth).ids,
        });
        graph.searchBreadth = result.breadth;
        calibration = `search breadth ${result.breadth} (calibrated recall@${CALIBRATION_K} on midpoint queries ${result.recall.toFixed(3)}; tried ${result.trials.map((t) => `${t.breadth}: ${t.recall.toFixed(3)}`).join(', ')})`;
      },
    });
    console.log(formatRetrieval({ scale, figures, k: 100, loaded }));
    console.log(calibration);
    const vectorsMb = (corpus.count * model.dim * 4) / 2 ** 20;
    console.log(
      `vectors: ${vectorsMb.toFixed(0)} MB (Float32); process RSS ${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB`,
    );
  }

  // The articles' words: what the referee finder and `sciscope similar` retrieve and score with.
  const lexical = buildLexicalBenchIndex({ seeds, scale, model, onProgress: progress(`words ${scale}x`) });
  const lf = measureLexical({ index: lexical.index, seconds: lexical.seconds, corpus, model, documents });
  const goal = RETRIEVAL_GOALS.p95Ms[scale];
  const ms = (x: number) => `${x.toFixed(2)} ms`;
  console.log(
    [
      `lexical index build (vectorise every text, invert): ${lf.buildSeconds.toFixed(1)} s; ${lf.postings.toLocaleString('en')} postings, ${((lf.postings * 8) / 2 ** 20).toFixed(0)} MB`,
      `lexical index, top 100 (exact, recall 1 by construction): p50 ${ms(lf.search.p50)}  p95 ${ms(lf.search.p95)}`,
      `per document (vectorise, top 1000 articles by words, rank their authors): p50 ${ms(lf.perDocument.p50)}  p95 ${ms(lf.perDocument.p95)}` +
        (goal
          ? `  (goal p95 < ${goal} ms: ${lf.perDocument.p95 < goal ? 'met' : 'MISSED'}, ratio ${(lf.perDocument.p95 / goal).toFixed(2)})`
          : ''),
    ].join('\n'),
  );
  if (scale === 1 && !lexicalOnly) {
    const exact = new ExactVectorIndex(model.dim, corpus.count);
    for (let i = 0; i < corpus.count; i++) exact.add(i, corpus.vectors.subarray(i * model.dim, (i + 1) * model.dim));
    const dense = (row: number, k: number) =>
      exact.search(corpus.vectors.subarray(row * model.dim, (row + 1) * model.dim), k);
    const words = (row: number, k: number) =>
      lexical.index.search(lexicalVector(model, { title: seeds[row]!.title, abstract: seeds[row]!.abstract ?? '' }), k);
    const search = {
      'dense (LSA)': dense,
      'lexical (words)': words,
      'words, above the pool edge': (row: number, k: number) => aboveThePoolEdge(words(row, k), k),
    };
    for (const [label, aggregation] of [
      ['mean of the best 3 (rankAuthorsFromHits)', DEFAULT_AFFINITY_CONFIG.aggregation],
      ["mean of the best 10 (the referee finder's default top_author_articles)", { kind: 'topMean', k: 10 }],
    ] as const) {
      const recovery = measureAuthorRecovery({ corpus, seeds, papers: 500, search, aggregation });
      console.log(
        `\nauthors of a held-out paper (500 real works with an author of 5+ works; the work left out), ${label}:`,
      );
      for (const [name, r] of Object.entries(recovery))
        console.log(
          `  ${name.padEnd(26)} an own author in the top 10: ${r.at10.toFixed(3)} (5 folds ${meanSpread(r.folds)}), top 50: ${r.at50.toFixed(3)}, MRR ${r.mrr.toFixed(3)}`,
        );
    }
  }
}
