/**
 * Training and embedding of the corpus representations (task `representations.train`, and
 * the follow-up step of every works import).
 *
 * New works get their vectors after their import's batches are committed, not inside the
 * batch transaction: a vector is derived data that can always be recomputed from the
 * article, so a crash between the two loses nothing (the next import or training embeds
 * every article that lacks a vector of the newest model), and the batch transaction does
 * not have to load the model. Embedding is incremental and resumable by construction: it
 * only ever reads articles without a vector of the current model.
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
import { createRepresentationsRepository, type StoredModel } from './representations.repository';

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
  const current = stored === undefined ? await repository.latestModel() : stored;
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
  const facts = await repository.latestModelFacts();
  const stale =
    facts === null || Math.abs(articles - facts.documentCount) >= RETRAIN_CHANGE * Math.max(1, facts.documentCount);
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
    progress.start('training the representation model', 1);
    const model = trainRepresentationModel({ documents: texts, settings, onStep: (step) => progress.log(step) });
    progress.stop();
    const trainingSeconds = (performance.now() - trainingStarted) / 1000;
    const id = await repository.saveModel(model);
    const stored: StoredModel = { id, model, createdAt: new Date().toISOString() };
    const report = await embedNewArticles({ db, progress, stored });
    await repository.deleteModelsExcept(id);
    return { ...report, trained: true, articles, seconds: seconds(), trainingSeconds };
  }
  const report = await embedNewArticles({ db, progress });
  // A run interrupted after training finishes re-embedding here; then the old model goes.
  if (report.modelId !== null) await repository.deleteModelsExcept(report.modelId);
  return { ...report, trained: false, articles, seconds: seconds(), trainingSeconds: null };
}
