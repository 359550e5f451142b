/**
 * Training and embedding of the corpus representations (task `representations.train`).
 *
 * New works get their vectors from a follow-up task that every works import queues once a
 * model exists, not inside the batch transaction: a vector is derived data that can always
 * be recomputed from the article, so nothing is lost between the two, and loading the model
 * (0.7 s on the full corpus) plus embedding (≈1.2 s per 1,000 works) would otherwise add
 * about 2 s to every import. The task is incremental and resumable by construction: it only
 * reads articles without a vector of the newest model, in id order.
 */
import {
  DEFAULT_REPRESENTATION_SETTINGS,
  embedDocument,
  representationText,
  trainRepresentationModel,
  type RepresentationSettings,
} from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { queueTaskOnce } from '../tasks/tasks.usecases';
import { latestModelCached } from './latest-model.cache';
import { createRepresentationsRepository, type StoredModel } from './representations.repository';

/** The task that trains the model and embeds articles. */
export const TRAIN_REPRESENTATIONS_TASK = 'representations.train';

/** The corpus must have grown (or shrunk) by this share since training for a retrain. */
export const RETRAIN_CHANGE = 0.1;
/** Below this many articles no model is trained (too few to learn a space from). */
export const MIN_TRAINING_ARTICLES = 20;
const EMBED_BATCH = 1000;

export interface EmbedReport {
  modelId: number | null;
  embedded: number;
}

export interface TrainReport extends EmbedReport {
  trained: boolean;
  articles: number;
  seconds: number;
  trainingSeconds: number | null;
}

/** Embeds every article without a vector of the newest model (none before training). */
export async function embedNewArticles({
  db,
  progress,
  stored,
}: {
  db: Db;
  progress: Progress;
  stored?: StoredModel | null;
}): Promise<EmbedReport> {
  const repository = createRepresentationsRepository({ db });
  const current = stored === undefined ? await latestModelCached(db) : stored;
  if (!current) return { modelId: null, embedded: 0 };
  const total = (await repository.articleCount()) - (await repository.vectorCount(current.id));
  let embedded = 0;
  if (total <= 0) return { modelId: current.id, embedded };
  progress.start('embedding articles', total);
  let afterId = 0;
  for (;;) {
    await progress.checkpoint();
    const batch = await repository.articlesToEmbed({ modelId: current.id, afterId, limit: EMBED_BATCH });
    if (batch.length === 0) break;
    await repository.saveVectors(
      current.id,
      batch.map((article) => ({ articleId: article.id, vector: embedDocument(current.model, article) })),
    );
    embedded += batch.length;
    afterId = (batch[batch.length - 1] as { id: number }).id;
    progress.increment(batch.length);
    progress.count({ 'articles embedded': embedded });
  }
  progress.stop();
  return { modelId: current.id, embedded };
}

/**
 * The `representations.train` task: trains a model on every article's title and abstract
 * when there is none, when the corpus changed by `RETRAIN_CHANGE` since, or when forced;
 * re-embeds every article into a new model (then drops the old one), and otherwise only
 * embeds articles that lack a vector.
 */
export async function trainRepresentations({
  db,
  progress,
  force = false,
  settings = DEFAULT_REPRESENTATION_SETTINGS,
}: {
  db: Db;
  progress: Progress;
  force?: boolean;
  settings?: RepresentationSettings;
}): Promise<TrainReport> {
  const started = performance.now();
  const repository = createRepresentationsRepository({ db });
  const articles = await repository.articleCount();
  // A model whose embedding a restart interrupted is finished, not trained again (unless forced).
  const pending = force ? null : await repository.pendingModel();
  // Otherwise trained when no model is ready or the corpus moved by RETRAIN_CHANGE since it was.
  const facts = pending ? null : await repository.latestModelFacts();
  const stale =
    !pending &&
    (facts === null || Math.abs(articles - facts.documentCount) >= RETRAIN_CHANGE * Math.max(1, facts.documentCount));
  const seconds = () => (performance.now() - started) / 1000;
  if ((force || stale) && articles >= MIN_TRAINING_ARTICLES) {
    progress.start('reading articles', articles);
    const texts: string[] = [];
    for await (const article of repository.articleTexts()) {
      texts.push(representationText(article));
      if (texts.length % 5000 === 0) progress.increment(5000);
    }
    progress.stop();
    await progress.checkpoint();
    const trainingStarted = performance.now();
    // Minutes of work that holds the thread: its step is written before it starts.
    progress.start('learning the semantic space', 0);
    await progress.checkpoint();
    const model = trainRepresentationModel({ documents: texts, settings, onStep: (step) => progress.log(step) });
    progress.stop();
    const trainingSeconds = (performance.now() - trainingStarted) / 1000;
    // Not used by anything until its articles are embedded: rankings keep the previous model
    // (or wait, on a first start) rather than rank over the few articles embedded so far.
    const id = await repository.saveModel(model, { ready: false });
    const stored: StoredModel = { id, model, createdAt: new Date().toISOString() };
    const report = await embedNewArticles({ db, progress, stored });
    await repository.markModelReady(id);
    await repository.deleteModelsExcept(id);
    return { ...report, trained: true, articles, seconds: seconds(), trainingSeconds };
  }
  // A run interrupted after training finishes embedding its model here, then switches to it.
  const report = await embedNewArticles({ db, progress, ...(pending ? { stored: pending } : {}) });
  if (pending) await repository.markModelReady(pending.id);
  if (report.modelId !== null) await repository.deleteModelsExcept(report.modelId);
  return { ...report, trained: false, articles, seconds: seconds(), trainingSeconds: null };
}

/**
 * Queues `representations.train` for the server's runner (it will embed the new articles)
 * when a model exists and no such task is waiting already; returns the task id, else null.
 */
export async function queueEmbedding({ db }: { db: Db }): Promise<number | null> {
  if ((await createRepresentationsRepository({ db }).latestModelId()) === null) return null;
  return queueTaskOnce({ db, kind: 'representations.train' });
}
