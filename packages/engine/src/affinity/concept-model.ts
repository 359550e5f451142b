/**
 * Corpus-level concept model: document frequencies of ontology concepts in a background
 * corpus, frozen into typed arrays and serialisable, so the server counts them once and
 * then turns any document's concept match into a tf-idf vector (the shared `tfidfVector`
 * weighting, so affinity and the rest of the product weigh concepts alike).
 */
import type { ConceptMatch } from '../concepts/matcher';
import type { SparseWeights } from '../concepts/sparse-weights';
import { createDfAccumulator, tfidfVector, type ConceptFrequencies } from '../concepts/weighting';

/** What the concept side needs of a matched document. */
export type ConceptCounts = Pick<ConceptMatch, 'conceptIds' | 'conceptCounts'>;

export interface ConceptModel extends ConceptFrequencies {
  /** Unit-length tf-idf vector of a document's matched concepts. */
  vectorize(match: ConceptCounts): SparseWeights;
  /** Compact, JSON-safe form; `loadConceptModel` restores an identical model. */
  serialize(): SerializedConceptModel;
}

export interface SerializedConceptModel {
  format: 'sciscope.concept-model';
  version: 1;
  documentCount: number;
  /** Concept ids (ascending) with a document frequency above zero. */
  conceptIds: number[];
  /** Document frequency of `conceptIds[i]`. */
  documentFrequencies: number[];
}

export interface ConceptModelBuilder {
  /** Counts the distinct concepts of one background document. */
  add(match: ConceptCounts): void;
  readonly documentCount: number;
  build(): ConceptModel;
}

function createModel({
  documentCount,
  ids,
  df,
}: {
  documentCount: number;
  ids: Int32Array;
  df: Int32Array;
}): ConceptModel {
  const conceptDfOf = (conceptId: number): number => {
    // ids are ascending: binary search keeps the table a pair of typed arrays.
    let lo = 0;
    let hi = ids.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      const at = ids[mid] as number;
      if (at === conceptId) return df[mid] as number;
      if (at < conceptId) lo = mid + 1;
      else hi = mid - 1;
    }
    return 0;
  };
  const model: ConceptModel = {
    documentCount,
    conceptDfOf,
    vectorize: (match) => tfidfVector({ match, frequencies: model }),
    serialize: () => ({
      format: 'sciscope.concept-model',
      version: 1,
      documentCount,
      conceptIds: Array.from(ids),
      documentFrequencies: Array.from(df),
    }),
  };
  return model;
}

/**
 * Starts counting concept document frequencies over a background corpus. `conceptIds` is
 * the matcher's dense concept index (`ConceptMatcher.conceptIds`).
 */
export function createConceptModelBuilder({ conceptIds }: { conceptIds: Int32Array }): ConceptModelBuilder {
  const accumulator = createDfAccumulator({ conceptIds, literalIds: new Int32Array(0) });
  const noLiterals = new Int32Array(0);
  return {
    add: (match) => accumulator.add({ conceptIds: match.conceptIds, literalIds: noLiterals }),
    get documentCount() {
      return accumulator.documentCount;
    },
    build() {
      const keep: number[] = [];
      for (let i = 0; i < accumulator.conceptIds.length; i++)
        if ((accumulator.conceptDf[i] as number) > 0) keep.push(i);
      return createModel({
        documentCount: accumulator.documentCount,
        ids: Int32Array.from(keep, (i) => accumulator.conceptIds[i] as number),
        df: Int32Array.from(keep, (i) => accumulator.conceptDf[i] as number),
      });
    },
  };
}

/** Restores a model written by `serialize()`; throws on a foreign or damaged input. */
export function loadConceptModel(serialized: SerializedConceptModel): ConceptModel {
  const { conceptIds, documentFrequencies } = serialized;
  if (
    serialized.format !== 'sciscope.concept-model' ||
    serialized.version !== 1 ||
    conceptIds.length !== documentFrequencies.length
  ) {
    throw new Error('Not a sciscope concept model (format/version mismatch)');
  }
  for (let i = 1; i < conceptIds.length; i++) {
    if ((conceptIds[i] as number) <= (conceptIds[i - 1] as number))
      throw new Error('Concept model ids must be ascending');
  }
  return createModel({
    documentCount: serialized.documentCount,
    ids: Int32Array.from(conceptIds),
    df: Int32Array.from(documentFrequencies),
  });
}
