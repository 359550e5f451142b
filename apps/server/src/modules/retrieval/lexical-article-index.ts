/**
 * The lexical side of the article index: every article's title and abstract as the
 * representation model's tf-idf vector (`LexicalIndex`, an inverted index scored exactly).
 * The referee finder, the panel composer and `sciscope similar` retrieve and score articles
 * with it; the dense (LSA) graph stays for what has no text to compare (README, "Retrieval").
 *
 * Built by the task `retrieval.build` beside the graph (`articles-m<model>.lexical`), opened with
 * it, and caught up in memory with the articles stored since, as the graph is.
 */
import { readFileSync, writeFileSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import { LexicalIndex, representationText, type RepresentationModel, type SparseWeights } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createCorpusRefreshRepository } from '../corpus/corpus-refresh.repository';

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
}: {
  db: Db;
  model: RepresentationModel;
  progress: Progress | null;
  afterId?: number;
  into?: LexicalIndex | null;
}): Promise<{ index: LexicalIndex; lastArticleId: number; added: number }> {
  const repository = createCorpusRefreshRepository({ db });
  const rows: Array<{ id: number; vector: SparseWeights }> = [];
  let lastArticleId = afterId;
  let added = 0;
  for (;;) {
    const batch = await repository.articleTextsAfter(lastArticleId, TEXT_BATCH);
    for (const article of batch) {
      const vector = lexicalVector(model, { title: article.title, abstract: article.abstract ?? '' });
      if (into) into.add(article.id, vector);
      else rows.push({ id: article.id, vector });
      lastArticleId = article.id;
      added++;
    }
    if (progress && batch.length) {
      progress.increment(batch.length);
      await progress.checkpoint();
    }
    if (batch.length < TEXT_BATCH) break;
  }
  return { index: into ?? LexicalIndex.build(rows), lastArticleId, added };
}

/** Writes the index (its tail folded in) to `dir/file` atomically. */
export function saveLexicalIndex(index: LexicalIndex, dir: string, file: string): void {
  const partial = join(dir, `${file}.partial-${process.pid}`);
  writeFileSync(partial, index.toBytes());
  renameSync(partial, join(dir, file));
}

/** The index stored in `dir/file`. */
export function loadLexicalIndex(dir: string, file: string): LexicalIndex {
  return LexicalIndex.fromBytes(readFileSync(join(dir, file)));
}
