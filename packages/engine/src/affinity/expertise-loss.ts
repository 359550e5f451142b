/**
 * Evaluation of predicted reviewer–paper affinities against self-reported expertise
 * (the metric of the reviewer-paper-match gold standard, Stelmakh et al. 2023).
 *
 * Only the order of predictions inside one reviewer matters: every pair of papers the
 * reviewer rated differently is weighted by the rating difference; a pair predicted in
 * the wrong order costs its full weight, a predicted tie half of it.
 *
 * The headline figure pools all reviewers: loss = Σ cost / Σ weight over every pair of
 * every reviewer. This is what the gold standard's reference evaluation does (reviewers
 * with many differently-rated papers weigh more), and it reproduces the published numbers.
 * The per-reviewer average (`macroLoss`) is reported beside it because the benchmark
 * README can be read either way.
 */

/** `{reviewerId: {paperId: value}}`, for ratings and for predictions alike. */
export type ReviewerPaperTable = Readonly<Record<string, Readonly<Record<string, number>>>>;

export interface ReviewerLoss {
  reviewerId: string;
  cost: number;
  weight: number;
  /** cost / weight; NaN when the reviewer has no pair with different ratings. */
  loss: number;
}

export interface ExpertiseLoss {
  /** Pooled: Σ cost / Σ weight over all reviewers (the reference figure). */
  loss: number;
  /** Mean of the per-reviewer losses, over reviewers with at least one weighted pair. */
  macroLoss: number;
  cost: number;
  weight: number;
  perReviewer: ReviewerLoss[];
}

export type PairRegime = 'easy' | 'hard';

export interface PairAccuracy {
  /** correct / total; NaN when no pair qualifies. */
  accuracy: number;
  correct: number;
  total: number;
}

function predictionOf(predictions: ReviewerPaperTable, reviewerId: string, paperId: string): number {
  const value = predictions[reviewerId]?.[paperId];
  if (value === undefined || Number.isNaN(value)) {
    throw new Error(`No prediction for reviewer ${reviewerId} and paper ${paperId}`);
  }
  return value;
}

/**
 * Weighted pairwise ordering loss of `predictions` against `ratings`, pooled over all
 * reviewers and also averaged per reviewer. Throws when a rated pair has no prediction,
 * since a silently skipped pair would flatter the score.
 */
export function computeExpertiseLoss({
  ratings,
  predictions,
}: {
  ratings: ReviewerPaperTable;
  predictions: ReviewerPaperTable;
}): ExpertiseLoss {
  const perReviewer: ReviewerLoss[] = [];
  let totalCost = 0;
  let totalWeight = 0;
  for (const [reviewerId, rated] of Object.entries(ratings)) {
    const papers = Object.keys(rated);
    let cost = 0;
    let weight = 0;
    for (let i = 0; i < papers.length; i++) {
      for (let j = i + 1; j < papers.length; j++) {
        const a = papers[i] as string;
        const b = papers[j] as string;
        const trueDiff = (rated[a] as number) - (rated[b] as number);
        if (trueDiff === 0) continue;
        const predDiff = predictionOf(predictions, reviewerId, a) - predictionOf(predictions, reviewerId, b);
        const w = Math.abs(trueDiff);
        weight += w;
        if (predDiff === 0) cost += w / 2;
        else if (predDiff * trueDiff < 0) cost += w;
      }
    }
    perReviewer.push({ reviewerId, cost, weight, loss: weight > 0 ? cost / weight : Number.NaN });
    totalCost += cost;
    totalWeight += weight;
  }
  const scored = perReviewer.filter((r) => r.weight > 0);
  const macroLoss = scored.length > 0 ? scored.reduce((sum, r) => sum + r.loss, 0) / scored.length : Number.NaN;
  return {
    loss: totalWeight > 0 ? totalCost / totalWeight : Number.NaN,
    macroLoss,
    cost: totalCost,
    weight: totalWeight,
    perReviewer,
  };
}

function isInRegime(a: number, b: number, regime: PairRegime): boolean {
  if (a === b) return false;
  const low = Math.min(a, b);
  const high = Math.max(a, b);
  return regime === 'hard' ? low >= 4 : high >= 4 && low <= 2;
}

/**
 * Share of correctly ordered pairs among "easy" pairs (one rating >= 4, the other <= 2)
 * or "hard" pairs (both >= 4, different). Unweighted and pooled over reviewers; a
 * predicted tie counts as wrong, because it does not resolve the pair.
 */
export function computePairAccuracy({
  ratings,
  predictions,
  regime,
}: {
  ratings: ReviewerPaperTable;
  predictions: ReviewerPaperTable;
  regime: PairRegime;
}): PairAccuracy {
  let correct = 0;
  let total = 0;
  for (const [reviewerId, rated] of Object.entries(ratings)) {
    const papers = Object.keys(rated);
    for (let i = 0; i < papers.length; i++) {
      for (let j = i + 1; j < papers.length; j++) {
        const a = papers[i] as string;
        const b = papers[j] as string;
        const ra = rated[a] as number;
        const rb = rated[b] as number;
        if (!isInRegime(ra, rb, regime)) continue;
        total += 1;
        const predDiff = predictionOf(predictions, reviewerId, a) - predictionOf(predictions, reviewerId, b);
        if (predDiff * (ra - rb) > 0) correct += 1;
      }
    }
  }
  return { accuracy: total > 0 ? correct / total : Number.NaN, correct, total };
}
