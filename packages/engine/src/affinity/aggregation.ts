/**
 * How per-article scores become one author score.
 *
 * - `max`: the single closest article. Rewards a narrow specialist with one matching paper.
 * - `mean`: all articles equally; penalises broad authors.
 * - `topMean`: mean of the k best articles; an expert must have several close papers, but
 *   the rest of a broad profile does not dilute the score. With fewer than k articles the
 *   missing ones count as 0, so one lucky paper does not equal k close ones.
 * - `powerMean`: (Σ sᵢᵖ / n)^(1/p), between mean (p = 1) and max (p → ∞).
 */
export type Aggregation =
  { kind: 'max' } | { kind: 'mean' } | { kind: 'topMean'; k: number } | { kind: 'powerMean'; p: number };

/** Aggregates non-negative article scores; an author without articles scores 0. */
export function aggregateScores(scores: ArrayLike<number>, aggregation: Aggregation): number {
  const n = scores.length;
  if (n === 0) return 0;
  switch (aggregation.kind) {
    case 'max': {
      let best = -Infinity;
      for (let i = 0; i < n; i++) best = Math.max(best, scores[i] as number);
      return best;
    }
    case 'mean': {
      let sum = 0;
      for (let i = 0; i < n; i++) sum += scores[i] as number;
      return sum / n;
    }
    case 'topMean': {
      const k = Math.max(1, Math.floor(aggregation.k));
      const sorted = Float64Array.from(scores).sort().reverse();
      let sum = 0;
      for (let i = 0; i < Math.min(k, n); i++) sum += sorted[i] as number;
      return sum / k;
    }
    case 'powerMean': {
      const p = aggregation.p;
      let sum = 0;
      for (let i = 0; i < n; i++) sum += Math.pow(Math.max(0, scores[i] as number), p);
      return Math.pow(sum / n, 1 / p);
    }
  }
}
