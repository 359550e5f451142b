/**
 * Applicants ranked by how close their published work is to a vacancy: the referee finder's
 * algorithm 3 (engine `panelAffinity` with the vacancy as the one document: the mean of each
 * applicant's best article similarities), the best single article, the articles that explain
 * the score, and a relevance label relative to the best applicant of the vacancy. A work an
 * applicant holds as two versions (`works`) counts once, in the score and in the explanation.
 */
import { panelAffinity, type PeopleArticles } from '../panels/panel-affinity';
import { repeatedWorks } from '../referees/work-versions';

export interface ApplicantRankingInput {
  dim: number;
  /** The vacancy's unit vector. */
  query: Float32Array;
  /** articles × dim stored unit vectors. */
  vectors: Float32Array;
  years: ArrayLike<number | null>;
  /** CSR over applicants: their articles as indexes into `vectors`. */
  people: PeopleArticles;
  sinceYear: number | null;
  topAuthorArticles: number | null;
  /** Articles kept per applicant for the explanation. */
  explain: number;
  /** Per article, its work key when it has other versions, −1 when not (`panelAffinity` `works`). */
  works?: ArrayLike<number>;
}

export interface ApplicantRanking {
  /** Algorithm-3 score per applicant (0 without articles). */
  combined: Float32Array;
  /** Best single article similarity per applicant. */
  max: Float32Array;
  /** applicants × explain: indexes into `vectors` of the closest articles, −1 where fewer. */
  explanation: Int32Array;
  /** applicants × explain: their similarities. */
  explanationScores: Float32Array;
  /** 0 none, 1 low, 2 medium, 3 high, 4 very high. */
  rank: Uint8Array;
}

/** Share of the best applicant's score from which each label starts (very high, high, medium). */
export const RANK_THRESHOLDS = [0.85, 0.7, 0.5] as const;

export function rankLabelOf(score: number, best: number): number {
  if (!(score > 0) || !(best > 0)) return 0;
  const share = score / best;
  if (share >= RANK_THRESHOLDS[0]) return 4;
  if (share >= RANK_THRESHOLDS[1]) return 3;
  if (share >= RANK_THRESHOLDS[2]) return 2;
  return 1;
}

export function rankApplicants(input: ApplicantRankingInput): ApplicantRanking {
  const { dim, query, vectors, years, people, sinceYear, topAuthorArticles, explain, works } = input;
  const affinity = panelAffinity({ dim, queries: query, vectors, years, people, sinceYear, topAuthorArticles, works });
  const repeated = works ? repeatedWorks(works) : null;
  const n = people.offsets.length - 1;
  const combined = affinity.scores;
  const max = new Float32Array(n);
  const explanation = new Int32Array(n * explain).fill(-1);
  const explanationScores = new Float32Array(n * explain);
  const articleCount = Math.floor(vectors.length / dim);
  const similarity = new Float32Array(articleCount).fill(Number.NaN);
  const simOf = (a: number): number => {
    let s = similarity[a] as number;
    if (Number.isNaN(s)) {
      let dot = 0;
      const base = a * dim;
      for (let k = 0; k < dim; k++) dot += (vectors[base + k] as number) * (query[k] as number);
      s = dot < 0 ? 0 : dot > 1 ? 1 : dot;
      similarity[a] = s;
    }
    return s;
  };
  for (let p = 0; p < n; p++) {
    const from = people.offsets[p] as number;
    const to = people.offsets[p + 1] as number;
    const base = p * explain;
    let filled = 0;
    for (let i = from; i < to; i++) {
      const a = people.articles[i] as number;
      const s = simOf(a);
      if (s > (max[p] as number)) max[p] = s;
      // A version of a work already explained: the better of the two stays.
      if (repeated && (repeated[a] as number) >= 0) {
        const at = explainedWork(explanation, base, filled, repeated, repeated[a] as number);
        if (at >= 0 && (explanationScores[base + at] as number) >= s) continue;
        if (at >= 0) {
          explanation.copyWithin(base + at, base + at + 1, base + filled);
          explanationScores.copyWithin(base + at, base + at + 1, base + filled);
          filled--;
          explanation[base + filled] = -1;
          explanationScores[base + filled] = 0;
        }
      }
      // Insertion into the applicant's small sorted explanation list.
      if (filled < explain || s > (explanationScores[base + explain - 1] as number)) {
        let j = filled < explain ? filled++ : explain - 1;
        while (j > 0 && (explanationScores[base + j - 1] as number) < s) {
          explanationScores[base + j] = explanationScores[base + j - 1] as number;
          explanation[base + j] = explanation[base + j - 1] as number;
          j--;
        }
        explanationScores[base + j] = s;
        explanation[base + j] = a;
      }
    }
  }
  let best = 0;
  for (let p = 0; p < n; p++) if ((combined[p] as number) > best) best = combined[p] as number;
  const rank = new Uint8Array(n);
  for (let p = 0; p < n; p++) rank[p] = rankLabelOf(combined[p] as number, best);
  return { combined, max, explanation, explanationScores, rank };
}

/** Position in one applicant's explanation of an article of `work`, −1 when none. */
function explainedWork(explanation: Int32Array, base: number, filled: number, repeated: Int32Array, work: number) {
  for (let j = 0; j < filled; j++) if (repeated[explanation[base + j] as number] === work) return j;
  return -1;
}

export interface ApplicantSimilarityInput {
  /** Per article: its similarity to the vacancy (the dot product of the unit vectors). */
  similarity: Float32Array;
  years: ArrayLike<number | null>;
  /** CSR over applicants: their articles as indexes into `similarity`. */
  people: PeopleArticles;
  sinceYear: number | null;
  topAuthorArticles: number | null;
  explain: number;
  works?: ArrayLike<number>;
}

const UNIT = Float32Array.of(1);

/**
 * `rankApplicants` on similarities computed beforehand: each article's projection onto the
 * vacancy is its one-dimensional vector, so the caller never packs the applicants' vectors
 * into one table (the server computes the dot products straight from its per-author cache).
 */
export function rankApplicantsBySimilarity(input: ApplicantSimilarityInput): ApplicantRanking {
  const { similarity, ...rest } = input;
  return rankApplicants({ ...rest, dim: 1, query: UNIT, vectors: similarity });
}
