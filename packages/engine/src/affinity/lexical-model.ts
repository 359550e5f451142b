/**
 * Corpus-level lexical model: a vocabulary of stemmed terms (optionally bigrams) with
 * their document frequencies in a background corpus. Built once (from the article
 * database or a dump), serialised, and then used to turn any text into a unit-length
 * tf-idf sparse vector.
 */
import { analyzeText, type AffinityStemmer } from './affinity-text';
import { logTf, smoothedIdf } from './idf';
import {
  EMPTY_SPARSE_WEIGHTS,
  normalizeSparse,
  sparseWeightsFromPairs,
  type SparseWeights,
} from '../concepts/sparse-weights';

export interface LexicalModelOptions {
  /** Add bigrams of adjacent content words to the unigrams. */
  bigrams: boolean;
  stemmer: AffinityStemmer;
}

export interface LexicalModel {
  readonly options: LexicalModelOptions;
  readonly documentCount: number;
  /** Number of terms with an id in the vocabulary. */
  readonly vocabularySize: number;
  /** The id of a term (as produced by the analyser), or undefined when unknown. */
  termId(term: string): number | undefined;
  /** The term behind an id of the vocabulary. */
  term(id: number): string | undefined;
  /** The id a term gets in `vectorize`'s vectors (its vocabulary id, else its hashed bucket). */
  vectorId(term: string): number;
  /** idf of a vocabulary id; ids outside the vocabulary get the idf of an unseen term. */
  idf(id: number): number;
  /** Unit-length tf-idf vector of a text. */
  vectorize(text: string): SparseWeights;
  /** Compact, JSON-safe form; `loadLexicalModel` restores an identical model. */
  serialize(): SerializedLexicalModel;
}

export interface SerializedLexicalModel {
  format: 'sciscope.lexical-model';
  version: 1;
  options: LexicalModelOptions;
  documentCount: number;
  /** One line per term: `<documentFrequency>\t<term>`, in id order. */
  table: string;
}

export interface LexicalModelBuilder {
  /** Counts the distinct terms of one background document. */
  add(text: string): void;
  readonly documentCount: number;
  /** Terms seen in fewer than `minDocumentFrequency` documents are left out (default 1). */
  build(options?: { minDocumentFrequency?: number }): LexicalModel;
}

// Unknown terms are hashed into a fixed range after the vocabulary, so a text can be
// vectorised without mutating the shared model; two unknown terms rarely collide.
const UNKNOWN_BUCKETS = 1 << 20;

function hashTerm(term: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < term.length; i++) {
    h ^= term.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) & (UNKNOWN_BUCKETS - 1);
}

function createModel({
  options,
  documentCount,
  terms,
  frequencies,
}: {
  options: LexicalModelOptions;
  documentCount: number;
  terms: string[];
  frequencies: Uint32Array;
}): LexicalModel {
  const ids = new Map<string, number>();
  for (let i = 0; i < terms.length; i++) ids.set(terms[i] as string, i);
  const idfById = new Float32Array(terms.length);
  for (let i = 0; i < terms.length; i++) {
    idfById[i] = smoothedIdf({ documentCount, documentFrequency: frequencies[i] as number });
  }
  const unseenIdf = smoothedIdf({ documentCount, documentFrequency: 0 });
  const vocabularySize = terms.length;

  const idf = (id: number): number => (id >= 0 && id < vocabularySize ? (idfById[id] as number) : unseenIdf);

  return {
    options,
    documentCount,
    vocabularySize,
    termId: (term) => ids.get(term),
    term: (id) => terms[id],
    vectorId: (term) => ids.get(term) ?? vocabularySize + hashTerm(term),
    idf,
    vectorize(text) {
      const counts = new Map<number, number>();
      for (const term of analyzeText(text, options)) {
        const id = ids.get(term) ?? vocabularySize + hashTerm(term);
        counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      if (counts.size === 0) return EMPTY_SPARSE_WEIGHTS;
      const termIds = new Int32Array(counts.size);
      const weights = new Float64Array(counts.size);
      let at = 0;
      for (const [id, count] of counts) {
        termIds[at] = id;
        weights[at] = logTf(count) * idf(id);
        at++;
      }
      return normalizeSparse(sparseWeightsFromPairs({ ids: termIds, weights }));
    },
    serialize() {
      const lines = new Array<string>(terms.length);
      for (let i = 0; i < terms.length; i++) lines[i] = `${frequencies[i] as number}\t${terms[i] as string}`;
      return { format: 'sciscope.lexical-model', version: 1, options, documentCount, table: lines.join('\n') };
    },
  };
}

/** Starts counting document frequencies over a background corpus, one text at a time. */
export function createLexicalModelBuilder(options: LexicalModelOptions): LexicalModelBuilder {
  const df = new Map<string, number>();
  let documentCount = 0;
  return {
    add(text) {
      documentCount += 1;
      for (const term of new Set(analyzeText(text, options))) df.set(term, (df.get(term) ?? 0) + 1);
    },
    get documentCount() {
      return documentCount;
    },
    build({ minDocumentFrequency = 1 } = {}) {
      const terms: string[] = [];
      const counts: number[] = [];
      for (const [term, count] of df) {
        if (count < minDocumentFrequency) continue;
        terms.push(term);
        counts.push(count);
      }
      return createModel({ options, documentCount, terms, frequencies: Uint32Array.from(counts) });
    },
  };
}

/** Builds a lexical model whose idf comes from `documents` (e.g. titles + abstracts). */
export function buildLexicalModel({
  documents,
  bigrams = true,
  stemmer = 'inflection',
  minDocumentFrequency = 1,
}: {
  documents: Iterable<string>;
  bigrams?: boolean;
  stemmer?: AffinityStemmer;
  minDocumentFrequency?: number;
}): LexicalModel {
  const builder = createLexicalModelBuilder({ bigrams, stemmer });
  for (const text of documents) builder.add(text);
  return builder.build({ minDocumentFrequency });
}

/** Restores a model written by `serialize()`; throws on a foreign or damaged input. */
export function loadLexicalModel(serialized: SerializedLexicalModel): LexicalModel {
  if (serialized.format !== 'sciscope.lexical-model' || serialized.version !== 1) {
    throw new Error('Not a sciscope lexical model (format/version mismatch)');
  }
  const terms: string[] = [];
  const counts: number[] = [];
  if (serialized.table.length > 0) {
    for (const line of serialized.table.split('\n')) {
      const tab = line.indexOf('\t');
      const count = Number(line.slice(0, tab));
      if (tab < 1 || !Number.isInteger(count) || count < 0)
        throw new Error(`Bad lexical model line: ${line.slice(0, 80)}`);
      terms.push(line.slice(tab + 1));
      counts.push(count);
    }
  }
  return createModel({
    options: { bigrams: serialized.options.bigrams, stemmer: serialized.options.stemmer },
    documentCount: serialized.documentCount,
    terms,
    frequencies: Uint32Array.from(counts),
  });
}
