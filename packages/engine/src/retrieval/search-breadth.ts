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

/**
 * Calibration queries that behave like new documents: the normalised midpoint of two stored
 * vectors half the sample apart (a text between two unrelated articles is placed by the index
 * as hard as a new submission; the stored vectors themselves are easy, the graph links them).
 */
export function midpointQueries(samples: readonly Float32Array[]): Float32Array[] {
  const half = Math.max(1, Math.floor(samples.length / 2));
  return samples.map((a, i) => {
    const b = samples[(i + half) % samples.length] as Float32Array;
    const mid = new Float32Array(a.length);
    let norm = 0;
    for (let j = 0; j < a.length; j++) {
      const v = (a[j] as number) + (b[j] as number);
      mid[j] = v;
      norm += v * v;
    }
    norm = Math.sqrt(norm);
    // Two opposite vectors have no midpoint direction: keep the first one.
    if (norm < 1e-6) return Float32Array.from(a);
    for (let j = 0; j < a.length; j++) mid[j] = (mid[j] as number) / norm;
    return mid;
  });
}
