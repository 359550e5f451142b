/**
 * k-fold cross-validation over reviewers for the affinity engine's internal constants.
 *
 * Reviewers, not papers, are the independent units (the gold standard's draws share most
 * profile papers), so folds split reviewers. Each evaluation set (the gold standard's
 * development split, the corpus' held-out authors) is split into the same number of folds;
 * fold i of every set is held out together. A candidate configuration is chosen on the
 * other folds of all sets (the mean of their pooled losses) and measured on fold i, so the
 * reported figures are those of the selection procedure, not of a configuration that has
 * seen its test reviewers.
 */
import { stableHash } from './held-out-authors';

/** Weighted misordering cost and total weight of one reviewer (see expertise-loss.ts). */
export interface ReviewerCost {
  cost: number;
  weight: number;
}

export type ReviewerCosts = ReadonlyMap<string, ReviewerCost>;

/** Per-fold losses with their mean and spread. */
export interface FoldSummary {
  losses: number[];
  mean: number;
  /** Sample standard deviation over the folds (0 with a single fold). */
  spread: number;
  min: number;
  max: number;
}

/**
 * Splits reviewer ids into `k` folds of near-equal size: ids in the order of a stable hash,
 * dealt round-robin. Deterministic and independent of the input order.
 */
export function assignFolds(ids: readonly string[], k: number): string[][] {
  if (!Number.isInteger(k) || k < 1) throw new Error('The number of folds must be a positive whole number');
  const sorted = [...new Set(ids)].sort((a, b) => stableHash(a) - stableHash(b) || (a < b ? -1 : 1));
  const folds: string[][] = Array.from({ length: k }, () => []);
  sorted.forEach((id, i) => (folds[i % k] as string[]).push(id));
  return folds;
}

/** Σ cost / Σ weight over `ids` (reviewers without pairs add nothing); NaN without weight. */
export function pooledLoss(costs: ReviewerCosts, ids: Iterable<string>): number {
  let cost = 0;
  let weight = 0;
  for (const id of ids) {
    const c = costs.get(id);
    if (!c) continue;
    cost += c.cost;
    weight += c.weight;
  }
  return weight > 0 ? cost / weight : Number.NaN;
}

/** Mean, sample standard deviation and range of per-fold losses. */
export function summarizeFolds(losses: readonly number[]): FoldSummary {
  const n = losses.length;
  const mean = losses.reduce((a, b) => a + b, 0) / n;
  const variance = n > 1 ? losses.reduce((sum, x) => sum + (x - mean) ** 2, 0) / (n - 1) : 0;
  return { losses: [...losses], mean, spread: Math.sqrt(variance), min: Math.min(...losses), max: Math.max(...losses) };
}

/** The loss of each fold for one configuration. */
export function foldLosses(costs: ReviewerCosts, folds: readonly (readonly string[])[]): FoldSummary {
  return summarizeFolds(folds.map((fold) => pooledLoss(costs, fold)));
}

/** One configuration's reviewer costs on every evaluation set. */
export interface CvCandidate {
  name: string;
  costs: Readonly<Record<string, ReviewerCosts>>;
}

export interface CvSelection {
  /** Per fold: the configuration chosen on the other folds and its loss on this fold, per set. */
  folds: Array<{ chosen: string; losses: Record<string, number> }>;
  /** Per set: the held-out fold losses of the selection procedure. */
  sets: Record<string, FoldSummary>;
  /** How often each configuration was chosen. */
  chosenCounts: Record<string, number>;
}

/**
 * Nested choice: for fold i, the candidate with the lowest mean (over sets) of the pooled
 * loss on the other folds is chosen and scored on fold i. `folds[set]` must have the same
 * number of folds for every set. Ties go to the earlier candidate, so list simpler
 * configurations first.
 */
export function crossValidateSelection({
  candidates,
  folds,
}: {
  candidates: readonly CvCandidate[];
  folds: Readonly<Record<string, readonly (readonly string[])[]>>;
}): CvSelection {
  const setNames = Object.keys(folds);
  if (candidates.length === 0 || setNames.length === 0) throw new Error('Nothing to cross-validate');
  const k = (folds[setNames[0] as string] as readonly (readonly string[])[]).length;
  if (setNames.some((name) => (folds[name] as readonly (readonly string[])[]).length !== k))
    throw new Error('Every evaluation set needs the same number of folds');
  const result: CvSelection = { folds: [], sets: {}, chosenCounts: {} };
  for (let i = 0; i < k; i++) {
    let best: CvCandidate | null = null;
    let bestObjective = Infinity;
    for (const candidate of candidates) {
      let sum = 0;
      for (const set of setNames) {
        const training = (folds[set] as readonly (readonly string[])[]).filter((_, j) => j !== i).flat();
        sum += pooledLoss(candidate.costs[set] as ReviewerCosts, training);
      }
      const objective = sum / setNames.length;
      if (objective < bestObjective) {
        bestObjective = objective;
        best = candidate;
      }
    }
    const chosen = best as CvCandidate;
    const losses: Record<string, number> = {};
    for (const set of setNames) {
      losses[set] = pooledLoss(
        chosen.costs[set] as ReviewerCosts,
        (folds[set] as readonly (readonly string[])[])[i] as readonly string[],
      );
    }
    result.folds.push({ chosen: chosen.name, losses });
    result.chosenCounts[chosen.name] = (result.chosenCounts[chosen.name] ?? 0) + 1;
  }
  for (const set of setNames) result.sets[set] = summarizeFolds(result.folds.map((f) => f.losses[set] as number));
  return result;
}
