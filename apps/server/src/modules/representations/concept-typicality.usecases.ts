/**
 * Concept typicality (issue 9): for every stored (article, concept) pair, the cosine between
 * the article's vector and the centroid of the other articles carrying the concept (engine
 * `conceptTypicality`), a term of badge relevance. Two passes over the stored vectors of the
 * newest model: the first sums them per concept, the second computes each pair's cosine and
 * writes only those that changed (a small import moves the centroids by little, so a run after
 * it writes about the new pairs alone). The centroids are stored at the end (`concept_centroids`)
 * so a proposal saved later can be compared with them (`documentTypicality`), and the stored
 * proposals' values are recomputed against them (`refreshProposalTypicality`). Run by
 * `representations.train` and after rescans.
 */
import { conceptTypicality, createConceptCentroidsBuilder, type ConceptCentroids } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createAppStateRepository } from '../corpus/app-state.repository';
import { createConceptTypicalityRepository, type PairTypicality } from './concept-typicality.repository';
import { refreshProposalTypicality, type ProposalTypicalityReport } from './proposal-typicality.usecases';
import { createRepresentationsRepository, type ArticleVector } from './representations.repository';

/** `app_state` key: the model whose vectors the stored typicality was last computed from. */
export const TYPICALITY_MODEL_KEY = 'concept_typicality_model';
/** `app_state` key: the model whose centroids are stored (migration 0020 added them). */
export const CENTROIDS_MODEL_KEY = 'concept_centroids_model';

/**
 * True when a model exists and typicality or its stored centroids were never computed from it
 * (a database upgraded to migration 0019 or 0020, or a run stopped before its end): start-up
 * then queues the task that computes them.
 */
export async function typicalityIsStale(db: Db): Promise<boolean> {
  const facts = await createRepresentationsRepository({ db }).latestModelFacts();
  if (facts === null) return false;
  const state = createAppStateRepository({ db });
  const [typicality, centroids] = await Promise.all([state.get(TYPICALITY_MODEL_KEY), state.get(CENTROIDS_MODEL_KEY)]);
  return typicality !== String(facts.id) || centroids !== String(facts.id);
}

/** A stored value closer than this to the new one is left as it is. */
export const TYPICALITY_TOLERANCE = 0.005;
const BATCH = 2000;

export interface TypicalityReport {
  articles: number;
  pairs: number;
  updated: number;
  seconds: number;
  /** The stored proposals' pairs recomputed against the new centroids. */
  proposals: ProposalTypicalityReport;
}

/** The newest model's vectors in batches of `BATCH`, each with its articles' stored concept pairs. */
async function* vectorBatches(db: Db): AsyncGenerator<{ vectors: ArticleVector[]; pairs: PairTypicality[] }> {
  const pairsOf = createConceptTypicalityRepository({ db });
  let vectors: ArticleVector[] = [];
  for await (const vector of createRepresentationsRepository({ db }).streamArticleVectors({ batchSize: BATCH })) {
    vectors.push(vector);
    if (vectors.length === BATCH) {
      yield { vectors, pairs: await pairsOf.pairs(vectors.map((v) => v.articleId)) };
      vectors = [];
    }
  }
  if (vectors.length > 0) yield { vectors, pairs: await pairsOf.pairs(vectors.map((v) => v.articleId)) };
}

/** Computes and stores the typicality of every pair; nothing before the first model. */
export async function updateConceptTypicality({
  db,
  progress,
}: {
  db: Db;
  progress: Progress;
}): Promise<TypicalityReport> {
  const started = performance.now();
  const representations = createRepresentationsRepository({ db });
  const facts = await representations.latestModelFacts();
  const report: TypicalityReport = {
    articles: 0,
    pairs: 0,
    updated: 0,
    seconds: 0,
    proposals: { proposals: 0, pairs: 0, updated: 0 },
  };
  if (facts === null) return report;
  const total = await representations.vectorCount(facts.id);
  progress.start('concept centroids', total);
  const builder = createConceptCentroidsBuilder(facts.dim);
  for await (const { vectors, pairs } of vectorBatches(db)) {
    await progress.checkpoint();
    const byArticle = groupConcepts(pairs);
    for (const { articleId, vector } of vectors) builder.add({ vector, conceptIds: byArticle.get(articleId) ?? [] });
    progress.increment(vectors.length);
  }
  progress.stop();
  const centroids = builder.result();
  progress.start('concept typicality', total);
  const repository = createConceptTypicalityRepository({ db });
  for await (const { vectors, pairs } of vectorBatches(db)) {
    await progress.checkpoint();
    const changed = changedPairs(centroids, vectors, pairs);
    await repository.save(changed);
    report.articles += vectors.length;
    report.pairs += pairs.length;
    report.updated += changed.length;
    progress.increment(vectors.length);
    progress.count({ 'pairs updated': report.updated });
  }
  progress.stop();
  await repository.saveCentroids(facts.id, centroids);
  report.proposals = await refreshProposalTypicality({
    db,
    progress,
    centroids,
    modelId: facts.id,
    tolerance: TYPICALITY_TOLERANCE,
  });
  const state = createAppStateRepository({ db });
  await state.set(CENTROIDS_MODEL_KEY, String(facts.id));
  await state.set(TYPICALITY_MODEL_KEY, String(facts.id));
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

function groupConcepts(pairs: readonly PairTypicality[]): Map<number, number[]> {
  const byArticle = new Map<number, number[]>();
  for (const { articleId, conceptId } of pairs) {
    const list = byArticle.get(articleId);
    if (list === undefined) byArticle.set(articleId, [conceptId]);
    else list.push(conceptId);
  }
  return byArticle;
}

/** The pairs of a batch whose typicality is new or moved by more than the tolerance. */
function changedPairs(
  centroids: ConceptCentroids,
  vectors: readonly ArticleVector[],
  pairs: readonly PairTypicality[],
): PairTypicality[] {
  const vectorOf = new Map(vectors.map((v) => [v.articleId, v.vector]));
  const changed: PairTypicality[] = [];
  for (const pair of pairs) {
    const vector = vectorOf.get(pair.articleId);
    if (vector === undefined) continue;
    const raw = conceptTypicality(centroids, pair.conceptId, vector, true);
    const typicality = raw === null ? null : Math.round(raw * 10_000) / 10_000;
    const same =
      typicality === pair.typicality ||
      (typicality !== null &&
        pair.typicality !== null &&
        Math.abs(typicality - pair.typicality) < TYPICALITY_TOLERANCE);
    if (!same) changed.push({ ...pair, typicality });
  }
  return changed;
}
