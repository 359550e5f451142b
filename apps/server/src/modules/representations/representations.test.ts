import { afterEach, beforeEach, expect, it, onTestFinished } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  DEFAULT_REPRESENTATION_SETTINGS,
  denseDot,
  embedDocument,
  type RepresentationSettings,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { silentProgress, TaskCancelledError, type Progress } from '../../app/progress';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createRepresentationsRepository, type ArticleVector, type StoredModel } from './representations.repository';
import { embedNewArticles, trainRepresentations } from './representations.usecases';
import { importWorksPipeline } from '../corpus/corpus-pipeline';

// Small enough to train in milliseconds, large enough for a space with structure.
const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 };

const TOPICS = [
  ['neural machine translation', 'attention encoder decoder', 'translation quality for low-resource languages'],
  ['robot grasping', 'tactile sensing for manipulation', 'grasp planning with point clouds'],
  ['protein folding', 'molecular dynamics simulation', 'protein structure prediction'],
];

async function addArticles(corpus: CorpusFactories, count: number, offset = 0): Promise<number[]> {
  const ids: number[] = [];
  for (let i = offset; i < offset + count; i++) {
    const topic = TOPICS[i % TOPICS.length] as string[];
    const article = await corpus.article({
      title: `${topic[i % 3] as string} study ${i}`,
      abstract: `We study ${topic.join(' and ')}. Results on ${topic[(i + 1) % 3] as string} improve over baselines.`,
      year: 2015 + (i % 8),
    });
    ids.push(article.id);
  }
  return ids;
}

/** Progress that cancels the work at its first checkpoint of the step 'embedding articles'. */
function stoppingAtEmbedding(): Progress {
  let step = '';
  return {
    ...silentProgress,
    start: (label) => void (step = label),
    checkpoint: async () => {
      if (step === 'embedding articles') throw new TaskCancelledError();
    },
  };
}

async function collect(stream: AsyncIterable<ArticleVector>): Promise<ArticleVector[]> {
  const out: ArticleVector[] = [];
  for await (const row of stream) out.push(row);
  return out;
}

describeEachDatabase('stored representations', (dialect) => {
  let db: Db;
  let corpus: CorpusFactories;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    corpus = createCorpusFactories({ db });
  });
  afterEach(async () => {
    await db.close();
  });

  it('trains nothing on an empty corpus and streams no vectors', async () => {
    const report = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(report).toMatchObject({ trained: false, modelId: null, embedded: 0 });
    expect(await collect(createRepresentationsRepository({ db }).streamArticleVectors())).toEqual([]);
  });

  it('stores the trained model and one unit vector per article, streamed in id order', async () => {
    const ids = await addArticles(corpus, 30);
    const report = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(report).toMatchObject({ trained: true, articles: 30, embedded: 30 });
    const repository = createRepresentationsRepository({ db });
    const stored = await repository.latestModel();
    expect(stored?.id).toBe(report.modelId);
    const vectors = await collect(repository.streamArticleVectors({ batchSize: 7 }));
    expect(vectors.map((v) => v.articleId)).toEqual([...ids].sort((a, b) => a - b));
    for (const { vector } of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector.length).toBe(stored?.model.dim);
      expect(denseDot(vector, vector)).toBeCloseTo(1, 5);
    }
    // The model read back embeds exactly as the stored vectors say.
    const first = await db.kysely
      .selectFrom('articles')
      .selectAll()
      .where('id', '=', ids[0] as number)
      .executeTakeFirstOrThrow();
    const again = embedDocument((stored as StoredModel).model, { title: first.title, abstract: first.abstract ?? '' });
    expect(Array.from(again)).toEqual(Array.from((vectors[0] as ArticleVector).vector));
    // Same-topic articles are closer than articles of different topics.
    const vector = (i: number): Float32Array => (vectors[i] as ArticleVector).vector;
    expect(denseDot(vector(0), vector(3))).toBeGreaterThan(denseDot(vector(0), vector(1)));
  });

  it('embeds only new articles after an import and keeps the model while the corpus changes little', async () => {
    await addArticles(corpus, 30);
    const first = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    const added = await addArticles(corpus, 2, 30);
    const embed = await embedNewArticles({ db, progress: silentProgress });
    expect(embed).toEqual({ modelId: first.modelId, embedded: 2 });
    expect(await embedNewArticles({ db, progress: silentProgress })).toEqual({ modelId: first.modelId, embedded: 0 });
    const again = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(again).toMatchObject({ trained: false, modelId: first.modelId, embedded: 0 });
    const vectors = await collect(createRepresentationsRepository({ db }).streamArticleVectors());
    expect(vectors.slice(-2).map((v) => v.articleId)).toEqual(added);
  });

  it('retrains when the corpus grew by a tenth, re-embeds everything and drops the old model', async () => {
    await addArticles(corpus, 30);
    const first = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await addArticles(corpus, 3, 30);
    const second = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(second).toMatchObject({ trained: true, articles: 33, embedded: 33 });
    expect(second.modelId).not.toBe(first.modelId);
    const models = await db.kysely.selectFrom('representationModels').select('id').execute();
    expect(models.map((m) => m.id)).toEqual([second.modelId]);
    const rows = await db.kysely.selectFrom('articleVectors').select('modelId').execute();
    expect(rows).toHaveLength(33);
    expect(new Set(rows.map((r) => r.modelId))).toEqual(new Set([second.modelId]));
  });

  it('uses a retrained model only once its articles are embedded, and finishes an interrupted embedding without training again', async () => {
    await addArticles(corpus, 30);
    const first = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await addArticles(corpus, 3, 30);
    // The retraining stops (a restart) as it starts embedding the articles into the new model.
    const stopsAtEmbedding = stoppingAtEmbedding();
    await expect(trainRepresentations({ db, progress: stopsAtEmbedding, settings: SETTINGS })).rejects.toThrow(
      TaskCancelledError,
    );
    const repository = createRepresentationsRepository({ db });
    const pending = await repository.pendingModel();
    expect(pending?.id).toBeGreaterThan(first.modelId!);
    // Every reader still has the model whose articles all have vectors.
    expect((await repository.latestModel())?.id).toBe(first.modelId);
    expect((await repository.latestModelFacts())?.id).toBe(first.modelId);
    expect(await repository.latestModelId()).toBe(first.modelId);
    expect(await collect(repository.streamArticleVectors())).toHaveLength(30);

    // The next run embeds into that model (no second training), then switches to it.
    const resumed = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(resumed).toMatchObject({ trained: false, modelId: pending!.id, embedded: 33 });
    expect(await repository.latestModelId()).toBe(pending!.id);
    expect(await repository.pendingModel()).toBeNull();
    expect(await collect(repository.streamArticleVectors())).toHaveLength(33);
    const models = await db.kysely.selectFrom('representationModels').select('id').execute();
    expect(models.map((m) => m.id)).toEqual([pending!.id]);
  });

  it('has no model to rank with before the first training has embedded its articles', async () => {
    await addArticles(corpus, 30);
    const stopsAtEmbedding = stoppingAtEmbedding();
    await expect(trainRepresentations({ db, progress: stopsAtEmbedding, settings: SETTINGS })).rejects.toThrow(
      TaskCancelledError,
    );
    const repository = createRepresentationsRepository({ db });
    expect(await repository.latestModel()).toBeNull();
    expect(await repository.latestModelId()).toBeNull();
    expect(await repository.pendingModel()).not.toBeNull();
  });

  it('drops an article vector with its article', async () => {
    const ids = await addArticles(corpus, 30);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    await db.kysely
      .deleteFrom('articleConcepts')
      .where('articleId', '=', ids[0] as number)
      .execute();
    await db.kysely
      .deleteFrom('authorships')
      .where('articleId', '=', ids[0] as number)
      .execute();
    await db.kysely
      .deleteFrom('articles')
      .where('id', '=', ids[0] as number)
      .execute();
    const vectors = await collect(createRepresentationsRepository({ db }).streamArticleVectors());
    expect(vectors.map((v) => v.articleId)).not.toContain(ids[0]);
    expect(vectors).toHaveLength(29);
  });

  it('queues the embedding of an import’s works once a model exists, and the task embeds them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-representations-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'works.jsonl');
    const line = (id: string, title: string) =>
      JSON.stringify({
        id,
        title,
        publication_year: 2024,
        abstract_inverted_index: { robot: [0], grasping: [1], with: [2], tactile: [3], sensing: [4] },
        authorships: [{ author_position: 'first', author: { display_name: 'Ada Lovelace' } }],
      });
    writeFileSync(file, `${line('W1', 'Robot grasping')}\n${line('W2', 'Tactile manipulation')}\n`);
    // Before the first training an import queues nothing.
    await addArticles(corpus, 30);
    const first = await importWorksPipeline({ db, files: [file], progress: silentProgress, dataDir: null });
    expect(first.embeddingTask).toBeNull();
    const { modelId } = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    writeFileSync(file, `${line('W3', 'Robot hands')}\n${line('W4', 'Tactile robot hands')}\n`);
    const report = await importWorksPipeline({ db, files: [file], progress: silentProgress, dataDir: null });
    expect(report.imported).toBe(2);
    const task = await db.kysely
      .selectFrom('tasks')
      .selectAll()
      .where('id', '=', report.embeddingTask as number)
      .executeTakeFirstOrThrow();
    expect(task).toMatchObject({ kind: 'representations.train', state: 'queued', runner: 'server' });
    // A second import while it waits queues no second task.
    writeFileSync(file, `${line('W5', 'Grasping')}\n`);
    const again = await importWorksPipeline({ db, files: [file], progress: silentProgress, dataDir: null });
    expect(again.embeddingTask).toBeNull();
    expect(await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS })).toMatchObject({
      trained: false,
      modelId,
      embedded: 3,
    });
    expect(await collect(createRepresentationsRepository({ db }).streamArticleVectors())).toHaveLength(35);
  });
});
