// Quality of a predicted clustering against a true one, from contingency counts
// (how many items each predicted/true cluster pair shares), never from item pairs.

/** Precision, recall and their harmonic mean, each in 0..1. */
export interface PrecisionRecall {
  precision: number;
  recall: number;
  f1: number;
}

/** Pairwise and B-cubed scores of one clustering. */
export interface ClusteringScores {
  pairwise: PrecisionRecall;
  bcubed: PrecisionRecall;
}

function f1Of(precision: number, recall: number): number {
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}

function pairs(n: number): number {
  return (n * (n - 1)) / 2;
}

interface Contingency {
  cells: number[];
  predictedSizes: Map<number, number>;
  trueSizes: Map<number, number>;
  cellPredicted: number[];
  cellTrue: number[];
}

function contingency(predicted: ArrayLike<number>, truth: ArrayLike<number>): Contingency {
  if (predicted.length !== truth.length) {
    throw new RangeError(`predicted has ${predicted.length} labels, truth has ${truth.length}`);
  }
  const cellIndex = new Map<string, number>();
  const cells: number[] = [];
  const cellPredicted: number[] = [];
  const cellTrue: number[] = [];
  const predictedSizes = new Map<number, number>();
  const trueSizes = new Map<number, number>();
  for (let i = 0; i < predicted.length; i++) {
    const p = predicted[i]!;
    const t = truth[i]!;
    predictedSizes.set(p, (predictedSizes.get(p) ?? 0) + 1);
    trueSizes.set(t, (trueSizes.get(t) ?? 0) + 1);
    // A string key keeps any label values (negative, large) apart.
    const key = `${p}\u0000${t}`;
    const c = cellIndex.get(key);
    if (c === undefined) {
      cellIndex.set(key, cells.length);
      cells.push(1);
      cellPredicted.push(p);
      cellTrue.push(t);
    } else cells[c]! += 1;
  }
  return { cells, predictedSizes, trueSizes, cellPredicted, cellTrue };
}

/**
 * Pairwise scores: precision = pairs of items together in both clusterings / pairs
 * together in the prediction; recall = the same / pairs together in the truth.
 * With no predicted (true) pairs at all, precision (recall) is 1.
 */
export function pairwiseScores({
  predicted,
  truth,
}: {
  predicted: ArrayLike<number>;
  truth: ArrayLike<number>;
}): PrecisionRecall {
  return pairwiseFrom(contingency(predicted, truth));
}

function pairwiseFrom(c: Contingency): PrecisionRecall {
  let both = 0;
  for (const n of c.cells) both += pairs(n);
  let predictedPairs = 0;
  for (const n of c.predictedSizes.values()) predictedPairs += pairs(n);
  let truePairs = 0;
  for (const n of c.trueSizes.values()) truePairs += pairs(n);
  const precision = predictedPairs === 0 ? 1 : both / predictedPairs;
  const recall = truePairs === 0 ? 1 : both / truePairs;
  return { precision, recall, f1: f1Of(precision, recall) };
}

/**
 * B-cubed scores (Bagga & Baldwin): for each item, precision is the share of its
 * predicted cluster that is in its true cluster and recall the share of its true cluster
 * that is in its predicted cluster; both are averaged over items. Empty input scores 1.
 */
export function bcubedScores({
  predicted,
  truth,
}: {
  predicted: ArrayLike<number>;
  truth: ArrayLike<number>;
}): PrecisionRecall {
  return bcubedFrom(contingency(predicted, truth), predicted.length);
}

function bcubedFrom(c: Contingency, count: number): PrecisionRecall {
  if (count === 0) return { precision: 1, recall: 1, f1: 1 };
  let precisionSum = 0;
  let recallSum = 0;
  for (let k = 0; k < c.cells.length; k++) {
    const n = c.cells[k]!;
    // The n items of a cell each see n of their predicted (true) cluster's items in their true (predicted) cluster.
    precisionSum += (n * n) / c.predictedSizes.get(c.cellPredicted[k]!)!;
    recallSum += (n * n) / c.trueSizes.get(c.cellTrue[k]!)!;
  }
  const precision = precisionSum / count;
  const recall = recallSum / count;
  return { precision, recall, f1: f1Of(precision, recall) };
}

/** Pairwise and B-cubed scores of `predicted` against `truth` (labels aligned by item). */
export function clusteringScores({
  predicted,
  truth,
}: {
  predicted: ArrayLike<number>;
  truth: ArrayLike<number>;
}): ClusteringScores {
  const c = contingency(predicted, truth);
  return { pairwise: pairwiseFrom(c), bcubed: bcubedFrom(c, predicted.length) };
}
