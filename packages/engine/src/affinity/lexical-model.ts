/**
 * Corpus-level lexical model: a vocabulary of stemmed terms (optionally bigrams) with
 * their document frequencies in a background corpus. Built once (from the article
 * database or a dump), serialised, and then used to turn any text into a unit-length
 * tf-idf sparse vector.
 */
import { analyzeText, contentTokens, type AffinityStemmer } from './affinity-text';
import { logTf, smoothedIdf } from './idf';
import { EMPTY_SPARSE_WEIGHTS, type SparseWeights } from '../concepts/sparse-weights';
import { runSteps, type Steps } from '../steps';
import { TermIds } from './term-ids';

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
  /**
   * Makes now, in steps, the table of bigrams by word ids that `vectorize` otherwise makes in one
   * block after `bigramTableAfter` texts: for a caller on a server's thread about to vectorise
   * many texts. The vectors are the same either way.
   */
  prepareBigramTable(): Steps<void>;
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
  /**
   * Terms seen in fewer than `minDocumentFrequency` documents are left out (default 1);
   * `bigramTableAfter` (tests) says when vectorising switches to the bigram table.
   */
  build(options?: { minDocumentFrequency?: number; bigramTableAfter?: number }): LexicalModel;
}

// Unknown terms are hashed into a fixed range after the vocabulary, so a text can be
// vectorised without mutating the shared model; two unknown terms rarely collide.
const UNKNOWN_BUCKETS = 1 << 20;

const FNV_OFFSET = 0x811c9dc5;

function fnvAppend(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h;
}

function hashTerm(term: string): number {
  return (fnvAppend(FNV_OFFSET, term) >>> 0) & (UNKNOWN_BUCKETS - 1);
}

/** `hashTerm` of the bigram "left right", without making the string. */
function hashBigram(left: string, right: string): number {
  return (fnvAppend(Math.imul(fnvAppend(FNV_OFFSET, left) ^ 0x20, 0x01000193), right) >>> 0) & (UNKNOWN_BUCKETS - 1);
}

/**
 * The vocabulary's bigrams by the ids of their two words (open addressing over typed arrays):
 * vectorising looks a bigram up by two numbers instead of making and hashing its string.
 */
interface BigramTable {
  /** The bigram's id, or -1 when the vocabulary has no such bigram. */
  get(left: number, right: number): number;
}

function pairSlot(left: number, right: number, mask: number): number {
  return (Math.imul(left, 0x9e3779b1) ^ Math.imul(right, 0x85ebca6b)) & mask;
}

/** Terms looked at per step of `bigramTableSteps` (about 20 ms each at 360k terms). */
const BIGRAM_TERMS_PER_STEP = 50_000;

/** The bigram table in steps of `BIGRAM_TERMS_PER_STEP` terms (0.15-0.4 s in one block at the default corpus). */
function* bigramTableSteps(terms: readonly string[], ids: TermIds): Steps<BigramTable> {
  const pairs: number[] = [];
  for (let id = 0; id < terms.length; id++) {
    if (id > 0 && id % BIGRAM_TERMS_PER_STEP === 0) yield;
    const term = terms[id] as string;
    const space = term.indexOf(' ');
    if (space < 0 || term.indexOf(' ', space + 1) >= 0) continue;
    const left = ids.get(term.slice(0, space));
    const right = ids.get(term.slice(space + 1));
    // A bigram whose words are not both in the vocabulary is found by its string instead.
    if (left !== undefined && right !== undefined) pairs.push(left, right, id);
  }
  yield;
  let capacity = 16;
  while (capacity < pairs.length / 3 / 0.5) capacity *= 2;
  const mask = capacity - 1;
  const lefts = new Int32Array(capacity).fill(-1);
  const rights = new Int32Array(capacity);
  const values = new Int32Array(capacity);
  for (let p = 0; p < pairs.length; p += 3) {
    const left = pairs[p] as number;
    const right = pairs[p + 1] as number;
    let slot = pairSlot(left, right, mask);
    while (lefts[slot] !== -1) slot = (slot + 1) & mask;
    lefts[slot] = left;
    rights[slot] = right;
    values[slot] = pairs[p + 2] as number;
  }
  return {
    get(left, right) {
      let slot = pairSlot(left, right, mask);
      for (;;) {
        const stored = lefts[slot] as number;
        if (stored === -1) return -1;
        if (stored === left && rights[slot] === right) return values[slot] as number;
        slot = (slot + 1) & mask;
      }
    },
  };
}

function createBigramTable(terms: readonly string[], ids: TermIds): BigramTable {
  return runSteps(bigramTableSteps(terms, ids));
}

/** Texts a model vectorises by its bigrams' strings before it makes their table (`createBigramTable`). */
export const BIGRAM_TABLE_AFTER = 5000;

function termIds(terms: string[]): TermIds {
  const ids = new TermIds(terms.length);
  for (let i = 0; i < terms.length; i++) ids.set(terms[i] as string, i);
  return ids;
}

function createModel({
  options,
  documentCount,
  terms,
  frequencies,
  bigramTableAfter = BIGRAM_TABLE_AFTER,
  ids = termIds(terms),
}: {
  options: LexicalModelOptions;
  documentCount: number;
  terms: string[];
  frequencies: Uint32Array;
  bigramTableAfter?: number;
  /** Each term's id (its index in `terms`), when the caller made it already. */
  ids?: TermIds;
}): LexicalModel {
  const idfById = new Float32Array(terms.length);
  for (let i = 0; i < terms.length; i++) {
    idfById[i] = smoothedIdf({ documentCount, documentFrequency: frequencies[i] as number });
  }
  const unseenIdf = smoothedIdf({ documentCount, documentFrequency: 0 });
  const vocabularySize = terms.length;

  const idf = (id: number): number => (id >= 0 && id < vocabularySize ? (idfById[id] as number) : unseenIdf);
  // Made once this model has vectorised `bigramTableAfter` texts: it costs about 0.4 s at 360k
  // terms and saves about 60 µs per abstract, so a query or a small import is faster without it.
  let bigramTable: BigramTable | null = null;
  let vectorised = 0;
  // Term counts of the text being vectorised, by id (made at the first text; vectorising is
  // synchronous, so one buffer serves every call), and the ids counted so far.
  let counts: Int32Array | null = null;
  let seen = new Int32Array(256);
  let seenCount = 0;
  const count = (id: number): void => {
    const buffer = counts as Int32Array;
    if (buffer[id] === 0) {
      if (seenCount === seen.length) {
        const grown = new Int32Array(seen.length * 2);
        grown.set(seen);
        seen = grown;
      }
      seen[seenCount++] = id;
    }
    buffer[id] = (buffer[id] as number) + 1;
  };

  return {
    options,
    documentCount,
    vocabularySize,
    termId: (term) => ids.get(term),
    term: (id) => terms[id],
    vectorId: (term) => ids.get(term) ?? vocabularySize + hashTerm(term),
    idf,
    *prepareBigramTable() {
      if (!options.bigrams || bigramTable !== null) return;
      const table = yield* bigramTableSteps(terms, ids);
      // Another caller may have made it meanwhile (between two steps): either table is the same.
      bigramTable ??= table;
    },
    vectorize(text) {
      counts ??= new Int32Array(vocabularySize + UNKNOWN_BUCKETS);
      if (options.bigrams && vectorised++ === bigramTableAfter && bigramTable === null)
        bigramTable = createBigramTable(terms, ids);
      seenCount = 0;
      // The terms of `analyzeText` (each word, then the bigram it ends), counted by id.
      const tokens = contentTokens(text, options.stemmer);
      let previous: string | null = null;
      let previousId = -1;
      for (let i = 0; i < tokens.length; i++) {
        const token = tokens[i] as string | null;
        if (token === null) {
          previous = null;
          continue;
        }
        const known = ids.get(token) ?? -1;
        count(known >= 0 ? known : vocabularySize + hashTerm(token));
        if (options.bigrams && previous !== null) {
          if (bigramTable !== null && known >= 0 && previousId >= 0) {
            const bigram = (bigramTable as BigramTable).get(previousId, known);
            count(bigram >= 0 ? bigram : vocabularySize + hashBigram(previous, token));
          } else {
            const bigram = `${previous} ${token}`;
            count(ids.get(bigram) ?? vocabularySize + hashTerm(bigram));
          }
        }
        previous = token;
        previousId = known;
      }
      if (seenCount === 0) return EMPTY_SPARSE_WEIGHTS;
      const buffer = counts;
      const termIds = seen.slice(0, seenCount).sort();
      const weights = new Float32Array(seenCount);
      let sum = 0;
      for (let at = 0; at < seenCount; at++) {
        const id = termIds[at] as number;
        // Rounded to single precision before the norm, as the stored vectors always were.
        const weight = Math.fround(logTf(buffer[id] as number) * idf(id));
        buffer[id] = 0;
        weights[at] = weight;
        sum += weight * weight;
      }
      const norm = Math.sqrt(sum);
      for (let at = 0; at < seenCount; at++) weights[at] = (weights[at] as number) / norm;
      return { ids: termIds, weights };
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
    build({ minDocumentFrequency = 1, bigramTableAfter } = {}) {
      const terms: string[] = [];
      const counts: number[] = [];
      for (const [term, count] of df) {
        if (count < minDocumentFrequency) continue;
        terms.push(term);
        counts.push(count);
      }
      return createModel({ options, documentCount, terms, frequencies: Uint32Array.from(counts), bigramTableAfter });
    },
  };
}

/** Builds a lexical model whose idf comes from `documents` (e.g. titles + abstracts). */
export function buildLexicalModel({
  documents,
  bigrams = true,
  stemmer = 'inflection',
  minDocumentFrequency = 1,
  bigramTableAfter,
}: {
  documents: Iterable<string>;
  bigrams?: boolean;
  stemmer?: AffinityStemmer;
  minDocumentFrequency?: number;
  bigramTableAfter?: number;
}): LexicalModel {
  const builder = createLexicalModelBuilder({ bigrams, stemmer });
  for (const text of documents) builder.add(text);
  return builder.build({ minDocumentFrequency, bigramTableAfter });
}

/** Terms a step of `lexicalModelLoader` restores (about 20-30 ms). */
export const LOAD_STEP_TERMS = 25_000;

/**
 * Restores a model written by `serialize()` in steps, yielding after each `stepTerms` terms
 * so that an async caller can let other work run between them (`loadLexicalModel` runs them all
 * at once); throws on a foreign or damaged input.
 */
export function* lexicalModelLoader(
  serialized: SerializedLexicalModel,
  stepTerms = LOAD_STEP_TERMS,
): Steps<LexicalModel> {
  if (serialized.format !== 'sciscope.lexical-model' || serialized.version !== 1) {
    throw new Error('Not a sciscope lexical model (format/version mismatch)');
  }
  // The table is walked line by line (no split into one array of every line first: that took
  // 0.1 s in one block at the full corpus's vocabulary).
  const table = serialized.table;
  let count = table.length > 0 ? 1 : 0;
  for (let at = table.indexOf('\n'); at !== -1; at = table.indexOf('\n', at + 1)) count++;
  // Pushed, not preallocated: an array made with a length above 100k starts as a dictionary, and
  // its change to a plain array as it fills held the thread for ~50 ms in one step.
  const terms: string[] = [];
  const frequencies = new Uint32Array(count);
  const ids = new TermIds(count);
  for (let i = 0, start = 0; i < count; i++) {
    const newline = table.indexOf('\n', start);
    const end = newline === -1 ? table.length : newline;
    const tab = table.indexOf('\t', start);
    const frequency = tab === -1 || tab >= end ? NaN : Number(table.slice(start, tab));
    if (tab <= start || tab >= end || !Number.isInteger(frequency) || frequency < 0)
      throw new Error(`Bad lexical model line: ${table.slice(start, Math.min(end, start + 80))}`);
    const term = table.slice(tab + 1, end);
    terms.push(term);
    frequencies[i] = frequency;
    ids.set(term, i);
    start = end + 1;
    if ((i + 1) % stepTerms === 0) yield;
  }
  return createModel({
    options: { bigrams: serialized.options.bigrams, stemmer: serialized.options.stemmer },
    documentCount: serialized.documentCount,
    terms,
    frequencies,
    ids,
  });
}

/** Restores a model written by `serialize()` at once; throws on a foreign or damaged input. */
export function loadLexicalModel(serialized: SerializedLexicalModel): LexicalModel {
  return runSteps(lexicalModelLoader(serialized));
}
