/**
 * An author's expertise for a document, aggregated from the similarities of their articles:
 * each article's similarity is weighted by its recency (relative to the document's year)
 * and by the author's position in its author list, then the weighted scores are
 * aggregated (by default the mean of the best k, see `aggregateScores`).
 */
import { aggregateScores, type Aggregation } from '../affinity/aggregation';

export interface ExpertiseWeighting {
  /** Age in years at which an article counts half; null: no recency weighting. */
  halfLifeYears: number | null;
  /** Weight of an article on which the author is neither first nor last (those count 1). */
  middleAuthorWeight: number;
}

/** What the weighting needs of a profile article; unknown values leave the weight at 1. */
export interface ProfileArticleFacts {
  year: number | null;
  /** 0-based position of the author in the article's author list. */
  position: number | null;
  authorsCount: number | null;
}

export const NO_EXPERTISE_WEIGHTING: ExpertiseWeighting = { halfLifeYears: null, middleAuthorWeight: 1 };

/** The weight of one profile article for a document of `referenceYear`. */
export function articleWeight({
  article,
  referenceYear,
  weighting,
}: {
  article: ProfileArticleFacts;
  referenceYear: number | null;
  weighting: ExpertiseWeighting;
}): number {
  let weight = 1;
  const { position, authorsCount, year } = article;
  if (position !== null && authorsCount !== null && authorsCount > 2 && position > 0 && position < authorsCount - 1)
    weight *= weighting.middleAuthorWeight;
  if (weighting.halfLifeYears !== null && year !== null && referenceYear !== null) {
    // Articles after the document (a profile's newest papers) are as fresh as can be.
    const age = Math.max(0, referenceYear - year);
    weight *= Math.pow(0.5, age / weighting.halfLifeYears);
  }
  return weight;
}

/** Weighted, aggregated author score from per-article similarities (`scores[i]` ↔ `articles[i]`). */
export function weightedAuthorScore({
  scores,
  articles,
  referenceYear,
  weighting,
  aggregation,
}: {
  scores: ArrayLike<number>;
  articles: readonly ProfileArticleFacts[];
  referenceYear: number | null;
  weighting: ExpertiseWeighting;
  aggregation: Aggregation;
}): number {
  if (scores.length !== articles.length) throw new Error('One score per article is needed');
  const weighted = new Float64Array(scores.length);
  for (let i = 0; i < scores.length; i++)
    weighted[i] =
      (scores[i] as number) * articleWeight({ article: articles[i] as ProfileArticleFacts, referenceYear, weighting });
  return aggregateScores(weighted, aggregation);
}
