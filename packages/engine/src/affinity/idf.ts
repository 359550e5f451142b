/**
 * Lexical inverse document frequency.
 *
 * idf(df) = ln((N + 1) / (df + 1)) + 1: smoothed so that a term unseen in the background
 * corpus (df = 0) gets the highest weight rather than infinity, and a term present in
 * every document keeps weight 1 (it can still matter through term frequency). Measured
 * against the concept side's idf without "+ 1" (`inverseDocumentFrequency`): see the
 * affinity benchmark.
 */
export function smoothedIdf({
  documentCount,
  documentFrequency,
}: {
  documentCount: number;
  documentFrequency: number;
}): number {
  return Math.log((documentCount + 1) / (documentFrequency + 1)) + 1;
}

/** Sublinear term frequency: the tenth mention of a word is worth less than the second. */
export function logTf(count: number): number {
  return count > 0 ? 1 + Math.log(count) : 0;
}
