/**
 * Document frequencies of concepts and literals over a collection, and the tf-idf weights
 * built from them. DF tables are typed arrays over the matcher's dense concept and literal
 * indexes (`ConceptMatcher.conceptIds` / `literalIds`).
 */
import type { ConceptMatch } from './matcher';
import { normalizeSparse, type SparseWeights } from './sparse-weights';

/** What tf-idf needs from a collection: its size and the DF of a concept. */
export interface ConceptFrequencies {
  readonly documentCount: number;
  /** Number of documents containing the concept; 0 for an unknown id. */
  conceptDfOf(conceptId: number): number;
}

/** DF counts accumulated over matched documents. */
export interface DfAccumulator extends ConceptFrequencies {
  /** Counts one document: each concept and literal it contains adds 1 to its DF. */
  add(match: Pick<ConceptMatch, 'conceptIds' | 'literalIds'>): void;
  /** Concept ids (ascending) and their DF, parallel arrays; live views of the counters. */
  readonly conceptIds: Int32Array;
  readonly conceptDf: Int32Array;
  readonly literalIds: Int32Array;
  readonly literalDf: Int32Array;
  literalDfOf(literalId: number): number;
}

function slotMap(ids: Int32Array): Map<number, number> {
  const slots = new Map<number, number>();
  for (let i = 0; i < ids.length; i++) slots.set(ids[i] as number, i);
  return slots;
}

/**
 * Starts DF counting over the given dense indexes (usually the matcher's `conceptIds` and
 * `literalIds`). Ids in a match that the indexes do not know are ignored.
 */
export function createDfAccumulator({
  conceptIds,
  literalIds,
}: {
  conceptIds: Int32Array;
  literalIds: Int32Array;
}): DfAccumulator {
  const conceptSlots = slotMap(conceptIds);
  const literalSlots = slotMap(literalIds);
  const conceptDf = new Int32Array(conceptIds.length);
  const literalDf = new Int32Array(literalIds.length);
  let documentCount = 0;

  return {
    add(match) {
      documentCount++;
      for (let i = 0; i < match.conceptIds.length; i++) {
        const slot = conceptSlots.get(match.conceptIds[i] as number);
        if (slot !== undefined) conceptDf[slot] = (conceptDf[slot] as number) + 1;
      }
      for (let i = 0; i < match.literalIds.length; i++) {
        const slot = literalSlots.get(match.literalIds[i] as number);
        if (slot !== undefined) literalDf[slot] = (literalDf[slot] as number) + 1;
      }
    },
    get documentCount() {
      return documentCount;
    },
    conceptIds,
    conceptDf,
    literalIds,
    literalDf,
    conceptDfOf(conceptId) {
      const slot = conceptSlots.get(conceptId);
      return slot === undefined ? 0 : (conceptDf[slot] as number);
    },
    literalDfOf(literalId) {
      const slot = literalSlots.get(literalId);
      return slot === undefined ? 0 : (literalDf[slot] as number);
    },
  };
}

/**
 * Smoothed inverse document frequency: idf = ln((N + 1) / (df + 1)).
 * The +1 on both sides keeps a concept unseen in the collection (df = 0, e.g. in a new
 * manuscript) finite, and a concept present in every document gets 0: it cannot tell
 * documents apart.
 */
export function inverseDocumentFrequency({ df, documentCount }: { df: number; documentCount: number }): number {
  return Math.log((documentCount + 1) / (df + 1));
}

/**
 * tf-idf of one concept in one document: (1 + ln tf) * ln((N + 1) / (df + 1)), and 0
 * when tf = 0. The logarithmic tf makes the tenth mention worth less than the second.
 */
export function tfidfWeight({ tf, df, documentCount }: { tf: number; df: number; documentCount: number }): number {
  if (tf <= 0) return 0;
  return (1 + Math.log(tf)) * inverseDocumentFrequency({ df, documentCount });
}

/**
 * The tf-idf vector of one document's concepts (see `tfidfWeight`), ids ascending, zero
 * weights dropped; L2-normalised unless `normalize` is false, so that the dot product of
 * two such vectors is their cosine.
 */
export function tfidfVector({
  match,
  frequencies,
  normalize = true,
}: {
  match: Pick<ConceptMatch, 'conceptIds' | 'conceptCounts'>;
  frequencies: ConceptFrequencies;
  normalize?: boolean;
}): SparseWeights {
  const { conceptIds, conceptCounts } = match;
  const documentCount = frequencies.documentCount;
  const weights = new Float64Array(conceptIds.length);
  let kept = 0;
  for (let i = 0; i < conceptIds.length; i++) {
    const weight = tfidfWeight({
      tf: conceptCounts[i] as number,
      df: frequencies.conceptDfOf(conceptIds[i] as number),
      documentCount,
    });
    weights[i] = weight;
    if (weight !== 0) kept++;
  }
  const vector: SparseWeights = { ids: new Int32Array(kept), weights: new Float32Array(kept) };
  let at = 0;
  for (let i = 0; i < conceptIds.length; i++) {
    if (weights[i] === 0) continue;
    vector.ids[at] = conceptIds[i] as number;
    vector.weights[at] = weights[i] as number;
    at++;
  }
  return normalize ? normalizeSparse(vector) : vector;
}
