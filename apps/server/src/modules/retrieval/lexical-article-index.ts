/**
 * The lexical side of the article index: every article's title and abstract as the
 * representation model's tf-idf vector (`LexicalIndex`, an inverted index scored exactly).
 * The referee finder, the panel composer and `sciscope similar` retrieve and score articles
 * with it; the dense (LSA) graph stays for what has no text to compare (README, "Retrieval").
 *
 * Built by the task `retrieval.build` beside the graph (`articles-m<model>.lexical`), opened with
 * it, and caught up in memory with the articles stored since, as the graph is.
 */
import { existsSync, writeFileSync, renameSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import { LexicalIndex, representationText, type RepresentationModel, type SparseWeights } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { runStepsYielding } from '../../app/steps';
import { createCorpusRefreshRepository } from '../corpus/corpus-refresh.repository';
import { createTasksRepository } from '../tasks/tasks.repository';

/** Articles read and vectorised per statement while building (the event loop runs in between). */
const TEXT_BATCH = 2000;

/** The lexical index of one model, with the vectoriser its queries and new articles go through. */
export interface OpenedLexicalIndex {
  index: LexicalIndex;
  model: RepresentationModel;
}

/** The lexical index file name for a model. */
export function lexicalFileName(modelId: number): string {
  return `articles-m${modelId}.lexical`;
}

/** The tf-idf vector of a title and abstract in the model's vocabulary (unit length). */
export function lexicalVector(model: RepresentationModel, text: { title: string; abstract: string }): SparseWeights {
  return model.lexical.vectorize(representationText(text));
}

/**
 * Vectorises the stored articles after `afterId` (all of them by default) into `into`, or into a
 * new index; returns it with the last article read.
 */
export async function indexArticleTexts({
  db,
  model,
  progress,
  afterId = 0,
  into = null,
  batch = TEXT_BATCH,
}: {
  db: Db;
  model: RepresentationModel;
  progress: Progress | null;
  afterId?: number;
  into?: LexicalIndex | null;
  /** Articles read and vectorised between two turns of the event loop. */
  batch?: number;
}): Promise<{ index: LexicalIndex; lastArticleId: number; added: number }> {
  const repository = createCorpusRefreshRepository({ db });
  const rows: Array<{ id: number; vector: SparseWeights }> = [];
  let lastArticleId = afterId;
  let added = 0;
  // Every article's words: the bigram table the model would make in one block after 5,000 texts
  // (0.15-0.4 s) is made first, in steps with a turn between.
  if (!into) await runStepsYielding(model.lexical.prepareBigramTable());
  for (;;) {
    const articles = await repository.articleTextsAfter(lastArticleId, batch);
    for (const article of articles) {
      const vector = lexicalVector(model, { title: article.title, abstract: article.abstract ?? '' });
      if (into) into.add(article.id, vector);
      else rows.push({ id: article.id, vector });
      lastArticleId = article.id;
      added++;
    }
    if (progress && articles.length) {
      progress.increment(articles.length);
      await progress.checkpoint();
    }
    if (articles.length < batch) break;
    await nextTurn();
  }
  // Built in steps with a turn between them: a server opening the index builds it on its own thread.
  return { index: into ?? (await runStepsYielding(LexicalIndex.buildSteps(rows))), lastArticleId, added };
}

/** Writes the index (its tail folded in) to `dir/file` atomically. */
export function saveLexicalIndex(index: LexicalIndex, dir: string, file: string): void {
  const partial = join(dir, `${file}.partial-${process.pid}`);
  writeFileSync(partial, index.toBytes());
  renameSync(partial, join(dir, file));
}

/** The index stored in `dir/file`, read off the thread (the file is hundreds of megabytes) and used in place. */
export async function loadLexicalIndex(dir: string, file: string): Promise<LexicalIndex> {
  return LexicalIndex.fromBytes(await readFile(join(dir, file)));
}

/** The longest a ranking waits for a running build's words before it reads them itself. */
export const LEXICAL_WAIT_MAX_MS = 20 * 60_000;

/**
 * The lexical index of `dir/file` (the build's words of the newest model): read at once when
 * written, else waited for while `retrieval.build` runs (it writes the words first), polling
 * every `pollMs`. Null when no build runs (or it ended, or `maxMs` passed) without the file: the
 * caller reads the words itself.
 */
export async function waitForBuiltLexicalIndex({
  db,
  dir,
  file,
  pollMs = 1000,
  maxMs = LEXICAL_WAIT_MAX_MS,
}: {
  db: Db;
  dir: string;
  file: string;
  pollMs?: number;
  maxMs?: number;
}): Promise<LexicalIndex | null> {
  const tasks = createTasksRepository({ db });
  const deadline = Date.now() + maxMs;
  while (!existsSync(join(dir, file))) {
    if (Date.now() >= deadline || !(await tasks.isRunning('retrieval.build'))) return null;
    await sleep(pollMs);
  }
  return loadLexicalIndex(dir, file);
}
