/**
 * Affinity of an author for a document: per-article scores that blend lexical and concept
 * cosine similarity, aggregated into one author score.
 *
 * Usage: build the corpus models once (`buildLexicalModel` / `createLexicalModelBuilder`,
 * `createConceptModelBuilder`, or load serialised ones), turn each document and article into
 * `DocumentVectors` once (`vectorizeDocument`; cache them with the article), then
 * `scoreAuthor` is only sparse dot products over typed arrays.
 */
import { sparseDot, type SparseWeights } from '../concepts/sparse-weights';
import { DEFAULT_AFFINITY_CONFIG } from './affinity-defaults';
import { aggregateScores, type Aggregation } from './aggregation';
import type { ConceptCounts, ConceptModel } from './concept-model';
import type { LexicalModel } from './lexical-model';

/** A document or an author's article as text, with its extracted concepts when known. */
export interface AffinityDocument {
  title: string;
  abstract: string;
  year?: number | null;
  /** The concept matcher's result for title + abstract; null/absent when not extracted. */
  concepts?: ConceptCounts | null;
}

export interface AffinityModels {
  lexical: LexicalModel;
  /** Without a concept model the score is lexical only. */
  concepts?: ConceptModel | null;
}

/** Unit-length vectors of one text; computed once per document/article. */
export interface DocumentVectors {
  lexical: SparseWeights;
  /** null when the document has no extracted concepts or no concept model is used. */
  concepts: SparseWeights | null;
  /** Carried for callers' filters; scoring ignores it (recency weighting measured no gain). */
  year: number | null;
}

export interface AffinityConfig {
  /** Share of the concept cosine in an article score, in [0, 1]; the rest is lexical. */
  conceptWeight: number;
  aggregation: Aggregation;
}

export interface AuthorAffinity {
  score: number;
  /** One score per article, in the order given. */
  articleScores: Float32Array;
  /** Index of the best-scoring article, -1 without articles. */
  bestArticleIndex: number;
}

/** The text scored for a document: title then abstract. */
export function documentText({ title, abstract }: { title: string; abstract: string }): string {
  return `${title}.\n${abstract}`;
}

/** Vectorises a document or article against the corpus models. */
export function vectorizeDocument({
  document,
  models,
}: {
  document: AffinityDocument;
  models: AffinityModels;
}): DocumentVectors {
  const concepts = models.concepts && document.concepts ? models.concepts.vectorize(document.concepts) : null;
  return { lexical: models.lexical.vectorize(documentText(document)), concepts, year: document.year ?? null };
}

/**
 * Score of each article for `doc`: (1 − w)·lexical cosine + w·concept cosine. When the
 * document itself has no concept vector the concept part is dropped for every article
 * (w = 0), so all candidates for one document are scored on the same footing.
 */
export function scoreArticles({
  doc,
  articles,
  config = DEFAULT_AFFINITY_CONFIG,
}: {
  doc: DocumentVectors;
  articles: readonly DocumentVectors[];
  config?: AffinityConfig;
}): Float32Array {
  const useConcepts = doc.concepts !== null && doc.concepts.ids.length > 0 && config.conceptWeight > 0;
  const w = useConcepts ? config.conceptWeight : 0;
  const scores = new Float32Array(articles.length);
  for (let i = 0; i < articles.length; i++) {
    const article = articles[i] as DocumentVectors;
    // Vectors are unit length, so the dot product is the cosine.
    let score = (1 - w) * sparseDot(doc.lexical, article.lexical);
    if (useConcepts && article.concepts) score += w * sparseDot(doc.concepts as SparseWeights, article.concepts);
    scores[i] = score;
  }
  return scores;
}

/** Per-article scores and the aggregated author score for one document. */
export function scoreAuthor({
  doc,
  articles,
  config = DEFAULT_AFFINITY_CONFIG,
}: {
  doc: DocumentVectors;
  articles: readonly DocumentVectors[];
  config?: AffinityConfig;
}): AuthorAffinity {
  const articleScores = scoreArticles({ doc, articles, config });
  let bestArticleIndex = -1;
  for (let i = 0; i < articleScores.length; i++) {
    if (bestArticleIndex < 0 || (articleScores[i] as number) > (articleScores[bestArticleIndex] as number))
      bestArticleIndex = i;
  }
  return { score: aggregateScores(articleScores, config.aggregation), articleScores, bestArticleIndex };
}
