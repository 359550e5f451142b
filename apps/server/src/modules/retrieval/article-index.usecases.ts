/**
 * The article index over the stored vectors (representations module): built by the task
 * `retrieval.build` into a file, opened by whoever ranks (the server, `sciscope similar`),
 * and caught up in memory with the vectors stored since the build — new articles are
 * searchable at once, the nightly build writes them into the file.
 *
 * PostgreSQL and SQLite alike: the vectors live in the database, the graph file is a cache
 * rebuilt from them (delete the folder and the next build writes it again).
 */
import { mkdirSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { ExactVectorIndex, TopK, calibrateSearchBreadth, denseDot, midpointQueries } from '@sciscope/engine';
import { inProcessArticleIndex, type ArticleIndex } from './article-index';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import type { RetrievalIndexKind } from '../../app/config';
import { latestModelCached } from '../representations/latest-model.cache';
import { createRepresentationsRepository } from '../representations/representations.repository';
import { HnswVectorIndex } from './hnsw-vector-index';
import { indexFileName, readManifest, writeManifest, type ArticleIndexManifest } from './article-index.files';
import {
  indexArticleTexts,
  lexicalFileName,
  waitForBuiltLexicalIndex,
  lexicalVector,
  loadLexicalIndex,
  saveLexicalIndex,
  type OpenedLexicalIndex,
} from './lexical-article-index';
import { createRetrievalRepository } from './retrieval.repository';
import { existsSync } from 'node:fs';
import type { LexicalIndex, RepresentationModel } from '@sciscope/engine';

/**
 * Articles vectorised per statement when a ranking opens the exact scan without the build's
 * words: on the server's own thread, so the event loop runs every ~50 ms rather than every 0.5 s.
 */
const OPEN_TEXT_BATCH = 200;

/** Queries the search breadth is calibrated on (stored vectors spread evenly over the corpus). */
export const CALIBRATION_QUERIES = 64;
/** The k of the calibration, and of the recall goal of the relevance issue (recall@100). */
export const CALIBRATION_K = 100;
/**
 * Recall@100 the calibrated breadth must reach on midpoint queries (`midpointQueries`): the
 * relevance issue's goal of 0.95 plus a margin of 0.01 for the sampling of 64 queries.
 */
export const CALIBRATION_TARGET = 0.96;

export interface BuildIndexReport {
  built: boolean;
  /** Why nothing was built (no trained model yet). */
  reason?: string;
  modelId?: number;
  articles?: number;
  searchBreadth?: number;
  calibratedRecall?: number;
  seconds?: number;
}

/** An index opened for queries, with what it holds. */
export interface OpenedArticleIndex {
  index: ArticleIndex;
  modelId: number;
  lastArticleId: number;
  /** The articles' words (the index rankings retrieve and score with); null when not opened with the model. */
  lexical: OpenedLexicalIndex | null;
}

/**
 * The task `retrieval.build`: the graph over every stored vector of the newest model, its
 * search breadth calibrated against the exact scan, written to `dir`. Skips the work when the
 * file already holds this model (then it only catches up and rewrites it when articles came in).
 */
export async function buildArticleIndex({
  db,
  dir,
  progress,
}: {
  db: Db;
  dir: string;
  progress: Progress;
}): Promise<BuildIndexReport> {
  const started = performance.now();
  const representations = createRepresentationsRepository({ db });
  const facts = await representations.latestModelFacts();
  if (!facts) return { built: false, reason: 'no representation model has been trained yet' };
  const manifest = readManifest(dir);
  const total = await representations.vectorCount(facts.id);
  // Vectors are only ever added for a model, so equal counts mean nothing new: the graph file
  // (hundreds of MB at scale) is not even read.
  const lexicalStored = manifest?.lexicalFile !== undefined && existsSync(join(dir, manifest.lexicalFile));
  if (manifest && manifest.modelId === facts.id && manifest.count === total && lexicalStored)
    return { built: false, reason: 'the index is up to date', modelId: facts.id, articles: total };
  // The articles' words first (a minute at 1×): a ranking that opens before the graph exists
  // reads this file rather than every article's text (`openArticleIndex`), so the two never
  // do the same work side by side on a first start.
  mkdirSync(dir, { recursive: true });
  const lexicalFile = lexicalFileName(facts.id);
  const lexical = await writeLexical({ db, dir, file: lexicalFile, into: null, progress });
  let index: HnswVectorIndex;
  let lastArticleId = 0;
  let startedFrom = 0;
  if (manifest && manifest.modelId === facts.id) {
    index = await HnswVectorIndex.read({ file: join(dir, manifest.file), dim: manifest.dim });
    lastArticleId = manifest.lastArticleId;
    startedFrom = manifest.count;
  } else {
    index = HnswVectorIndex.create({ dim: facts.dim, capacity: Math.max(1, total) });
  }
  progress.start('indexing article vectors', Math.max(0, total - startedFrom));
  // Calibration queries: stored vectors spread evenly over the corpus.
  const step = Math.max(1, Math.floor(total / CALIBRATION_QUERIES));
  const queries: Float32Array[] = [];
  let added = 0;
  for await (const { articleId, vector } of representations.streamArticleVectors({ afterId: lastArticleId })) {
    index.add(articleId, vector);
    if (added % step === 0 && queries.length < CALIBRATION_QUERIES) queries.push(vector);
    lastArticleId = articleId;
    if (++added % 1000 === 0) {
      progress.increment(1000);
      await progress.checkpoint();
    }
  }
  progress.stop();
  if (manifest && manifest.modelId === facts.id && added === 0 && lexicalStored && !lexical.written)
    return { built: false, reason: 'the index is up to date', modelId: facts.id, articles: index.size };

  const calibration =
    manifest && manifest.modelId === facts.id
      ? { breadth: manifest.searchBreadth, recall: manifest.calibratedRecall }
      : await calibrate({ db, index, samples: queries, progress });
  index.searchBreadth = calibration.breadth;
  const file = indexFileName(facts.id);
  index.save(join(dir, file));
  // Articles stored while the graph was made: their words too, so the words cover the graph.
  if (lexical.index) await writeLexical({ db, dir, file: lexicalFile, into: lexical.index, progress });
  const seconds = (performance.now() - started) / 1000;
  const next: ArticleIndexManifest = {
    kind: 'hnsw',
    modelId: facts.id,
    dim: facts.dim,
    count: index.size,
    lastArticleId,
    searchBreadth: calibration.breadth,
    calibratedRecall: calibration.recall,
    buildSeconds: seconds,
    builtAt: new Date().toISOString(),
    file,
    lexicalFile,
  };
  writeManifest(dir, next);
  progress.log(
    `article index: ${index.size} vectors, search breadth ${calibration.breadth} (recall@${CALIBRATION_K} ${calibration.recall.toFixed(3)})`,
  );
  return {
    built: true,
    modelId: facts.id,
    articles: index.size,
    searchBreadth: calibration.breadth,
    calibratedRecall: calibration.recall,
    seconds,
  };
}

/**
 * The lexical index of the newest model's articles in `dir/file` brought up to date: `into` (or
 * the file, when it exists: its name is the model's) caught up with the articles after the last
 * it holds, or every article read anew; written only when something was added.
 */
async function writeLexical({
  db,
  dir,
  file,
  into,
  progress,
}: {
  db: Db;
  dir: string;
  file: string;
  into: LexicalIndex | null;
  progress: Progress;
}): Promise<{ index: LexicalIndex | null; written: boolean }> {
  const stored = await latestModelCached(db);
  if (!stored) return { index: null, written: false };
  const held = into ?? (existsSync(join(dir, file)) ? await loadLexicalIndex(dir, file) : null);
  const afterId = held?.lastId ?? 0;
  const toRead = await createRetrievalRepository({ db }).articleCountAfter(afterId);
  if (held && toRead === 0) return { index: held, written: false };
  progress.start('indexing article words', toRead);
  const { index } = await indexArticleTexts({ db, model: stored.model, progress, afterId, into: held });
  progress.stop();
  saveLexicalIndex(index, dir, file);
  progress.log(`article words: ${index.size} articles, ${index.postings} postings`);
  return { index, written: true };
}

/** Exact top-k of the midpoint queries over every stored vector (one streamed pass), then the breadth search. */
async function calibrate({
  db,
  index,
  samples,
  progress,
}: {
  db: Db;
  index: HnswVectorIndex;
  samples: Float32Array[];
  progress: Progress;
}): Promise<{ breadth: number; recall: number }> {
  const representations = createRepresentationsRepository({ db });
  const queries = midpointQueries(samples);
  const tops = queries.map(() => new TopK(CALIBRATION_K));
  progress.start('calibrating the search breadth', index.size);
  let scanned = 0;
  for await (const { articleId, vector } of representations.streamArticleVectors()) {
    for (let q = 0; q < queries.length; q++)
      (tops[q] as TopK).push(articleId, denseDot(queries[q] as Float32Array, vector));
    if (++scanned % 1000 === 0) {
      progress.increment(1000);
      await progress.checkpoint();
    }
  }
  progress.stop();
  const truths = new Map(queries.map((q, i) => [q, (tops[i] as TopK).sorted().ids]));
  const result = calibrateSearchBreadth({
    queries,
    k: CALIBRATION_K,
    target: CALIBRATION_TARGET,
    exactSearch: (q) => truths.get(q) as Int32Array,
    approximateSearch: (q, k, breadth) => index.search(q, k, breadth).ids,
  });
  return { breadth: result.breadth, recall: result.recall };
}

/**
 * Opens the index for queries: the graph file when it holds the newest model (else null: run
 * `retrieval.build` first), or an exact scan over every stored vector for `kind` 'exact'.
 * Either way, vectors stored after the build are added in memory before it is returned.
 */
export async function openArticleIndex({
  db,
  dir,
  kind,
  model = null,
  wait = {},
}: {
  db: Db;
  dir: string;
  kind: RetrievalIndexKind;
  /** The newest model: given, the lexical index is opened too (read from the build, else made in memory). */
  model?: RepresentationModel | null;
  /** How the wait for a running build's words polls (tests shorten it). */
  wait?: { pollMs?: number; maxMs?: number };
}): Promise<OpenedArticleIndex | null> {
  const representations = createRepresentationsRepository({ db });
  const facts = await representations.latestModelFacts();
  if (!facts) return null;
  let opened: OpenedArticleIndex;
  if (kind === 'exact') {
    opened = {
      index: inProcessArticleIndex(new ExactVectorIndex(facts.dim, await representations.vectorCount(facts.id))),
      modelId: facts.id,
      lastArticleId: 0,
      lexical: null,
    };
  } else {
    const manifest = readManifest(dir);
    if (!manifest || manifest.modelId !== facts.id) return null;
    const graph = await HnswVectorIndex.read({ file: join(dir, manifest.file), dim: manifest.dim });
    graph.searchBreadth = manifest.searchBreadth;
    opened = {
      index: inProcessArticleIndex(graph),
      modelId: facts.id,
      lastArticleId: manifest.lastArticleId,
      lexical: null,
    };
  }
  // The words of this model: the build's file (written before its graph, so it is waited for
  // while a build runs), else every article's words read now, as the exact scan reads every vector.
  const built = model ? await waitForBuiltLexicalIndex({ db, dir, file: lexicalFileName(facts.id), ...wait }) : null;
  if (model)
    opened.lexical = {
      index: built ?? (await indexArticleTexts({ db, model, progress: null, batch: OPEN_TEXT_BATCH })).index,
      model,
    };
  // Words read now cover every article already; the file's are caught up with the vectors'.
  await catchUpArticleIndex({ db, opened, lexicalFrom: model && !built ? null : 'vectors' });
  return opened;
}

/**
 * Vectors read per statement while an index is brought up to date on the server's thread (the
 * exact scan reads every vector so): a statement of 2,000 held the thread for 40-100 ms while a
 * build wrote beside it, one of 500 a quarter of that.
 */
const CATCH_UP_BATCH = 500;

/**
 * Adds the vectors stored since `opened` was last brought up to date, and those articles' words to
 * its lexical index (`lexicalFrom: null` when the lexical index read every article already);
 * returns how many vectors.
 */
export async function catchUpArticleIndex({
  db,
  opened,
  lexicalFrom = 'vectors',
}: {
  db: Db;
  opened: OpenedArticleIndex;
  lexicalFrom?: 'vectors' | null;
}): Promise<number> {
  const representations = createRepresentationsRepository({ db });
  let added = 0;
  const ids: number[] = [];
  for await (const { articleId, vector } of representations.streamArticleVectors({
    afterId: opened.lastArticleId,
    batchSize: CATCH_UP_BATCH,
  })) {
    await opened.index.add(articleId, vector);
    opened.lastArticleId = articleId;
    if (lexicalFrom && opened.lexical && !opened.lexical.index.has(articleId)) ids.push(articleId);
    added++;
  }
  const lexical = opened.lexical;
  if (lexical && ids.length > 0) {
    const texts = await createRetrievalRepository({ db }).articleTexts(ids);
    for (const [id, text] of texts) lexical.index.add(id, lexicalVector(lexical.model, text));
  }
  return added;
}

/** Whether a trained model exists whose vectors (or words) the index files in `dir` do not hold. */
export async function articleIndexIsStale({ db, dir }: { db: Db; dir: string }): Promise<boolean> {
  const facts = await createRepresentationsRepository({ db }).latestModelFacts();
  if (!facts) return false;
  const manifest = readManifest(dir);
  return (
    manifest?.modelId !== facts.id || manifest.lexicalFile === undefined || !existsSync(join(dir, manifest.lexicalFile))
  );
}
