/**
 * Affinity of an author for a document on the stored representations: per article a blend
 * of the lexical (tf-idf), dense (LSA) and concept cosines, weighted by recency and
 * authorship position and aggregated into one score (see author-expertise.ts).
 */
import type { Aggregation } from '../affinity/aggregation';
import { sparseDot, type SparseWeights } from '../concepts/sparse-weights';
import type { ConceptCounts, ConceptModel } from '../affinity/concept-model';
import { weightedAuthorScore, type ExpertiseWeighting, type ProfileArticleFacts } from './author-expertise';
import { denseDot, projectSparse, representationText, type RepresentationModel } from './representation-model';

export interface ExpertiseScoreConfig {
  /** Share of the dense cosine in an article score. */
  denseWeight: number;
  /** Share of the concept cosine (dropped when the document has no concepts). */
  conceptWeight: number;
  aggregation: Aggregation;
  weighting: ExpertiseWeighting;
}

/** Chosen by cross-validation (`npm run bench:affinity -- --cv`; figures in the README). */
export const DEFAULT_EXPERTISE_SCORE_CONFIG: ExpertiseScoreConfig = {
  denseWeight: 0.5,
  conceptWeight: 0,
  aggregation: { kind: 'topMean', k: 3 },
  weighting: { halfLifeYears: null, middleAuthorWeight: 1 },
};

/** The vectors of one document or article in the model's spaces. */
export interface RepresentedVectors {
  lexical: SparseWeights;
  dense: Float32Array;
  concepts: SparseWeights | null;
}

/** Vectors of a title + abstract (and its matched concepts, when a concept model is given). */
export function representDocument({
  model,
  document,
  concepts = null,
  conceptModel = null,
}: {
  model: RepresentationModel;
  document: { title: string; abstract: string };
  concepts?: ConceptCounts | null;
  conceptModel?: ConceptModel | null;
}): RepresentedVectors {
  const lexical = model.lexical.vectorize(representationText(document));
  return {
    lexical,
    dense: projectSparse(model, lexical),
    concepts: concepts && conceptModel ? conceptModel.vectorize(concepts) : null,
  };
}

/** The blended cosine of each article with `doc`. */
export function blendedArticleScores({
  doc,
  articles,
  config,
}: {
  doc: RepresentedVectors;
  articles: readonly RepresentedVectors[];
  config: ExpertiseScoreConfig;
}): Float32Array {
  const useConcepts = config.conceptWeight > 0 && doc.concepts !== null && doc.concepts.ids.length > 0;
  const c = useConcepts ? config.conceptWeight : 0;
  const d = config.denseWeight;
  const l = 1 - d - c;
  const scores = new Float32Array(articles.length);
  for (let i = 0; i < articles.length; i++) {
    const article = articles[i] as RepresentedVectors;
    let score = 0;
    if (l !== 0) score += l * sparseDot(doc.lexical, article.lexical);
    if (d !== 0) score += d * denseDot(doc.dense, article.dense);
    if (c !== 0 && article.concepts) score += c * sparseDot(doc.concepts as SparseWeights, article.concepts);
    scores[i] = score;
  }
  return scores;
}

/** The author's score for `doc` from their profile articles. */
export function scoreExpertise({
  doc,
  docYear,
  articles,
  facts,
  config,
}: {
  doc: RepresentedVectors;
  docYear: number | null;
  articles: readonly RepresentedVectors[];
  facts: readonly ProfileArticleFacts[];
  config: ExpertiseScoreConfig;
}): number {
  return weightedAuthorScore({
    scores: blendedArticleScores({ doc, articles, config }),
    articles: facts,
    referenceYear: docYear,
    weighting: config.weighting,
    aggregation: config.aggregation,
  });
}
