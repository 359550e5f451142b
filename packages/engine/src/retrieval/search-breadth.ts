import { recallAtK } from './vector-index';

/** Recall measured at one search breadth. */
export interface BreadthTrial {
  breadth: number;
  recall: number;
}

/**
 * The smallest search breadth (HNSW's ef) at which an approximate index finds `target` of the
 * exact top k on average, tried on `candidates` in increasing order; the largest candidate
 * when none reaches it. Calibrated on the corpus an index was built from, so the breadth
 * follows the data (a corpus whose vectors are spread needs a wider search) instead of being a
 * constant tuned once.
 */
export function calibrateSearchBreadth({
  queries,
  k,
  exactSearch,
  approximateSearch,
  target,
  candidates = [32, 64, 128, 256, 512, 1024],
}: {
  queries: readonly Float32Array[];
  k: number;
  exactSearch: (query: Float32Array, k: number) => Int32Array;
  approximateSearch: (query: Float32Array, k: number, breadth: number) => Int32Array;
  target: number;
  candidates?: readonly number[];
}): { breadth: number; recall: number; trials: BreadthTrial[] } {
  if (candidates.length === 0) throw new RangeError('at least one candidate breadth is needed');
  const truths = queries.map((q) => exactSearch(q, k));
  const trials: BreadthTrial[] = [];
  for (const breadth of [...candidates].sort((a, b) => a - b)) {
    let sum = 0;
    queries.forEach((q, i) => {
      sum += recallAtK({ exact: truths[i] as Int32Array, found: approximateSearch(q, k, breadth) });
    });
    const recall = queries.length === 0 ? 1 : sum / queries.length;
    trials.push({ breadth, recall });
    if (recall >= target) return { breadth, recall, trials };
  }
  const last = trials[trials.length - 1] as BreadthTrial;
  return { breadth: last.breadth, recall: last.recall, trials };
}
