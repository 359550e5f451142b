/**
 * A title-token index of the corpus for the reference matcher: an inverted index (token →
 * documents) and each document's distinct tokens, in typed arrays. A reference is matched
 * by accumulating the idf of its tokens over their postings (no scan of all titles), then
 * scoring the few best documents with an idf-weighted Dice coefficient that forgives typos
 * (a token one or two edits from a title token counts as that token).
 */
import { boundedEditDistance, titleTokens, typoAllowance } from './title-tokens';

export interface TitleIndex {
  /** Corpus article id of each document (documents are numbered 0..n-1). */
  articleIds: Int32Array;
  /** Publication year of each document; 0 when unknown. */
  years: Int16Array;
  vocabulary: Map<string, number>;
  /** Token text by token id. */
  tokens: string[];
  idf: Float32Array;
  /** Documents of each token (CSR): `postings[postingOffsets[t] .. postingOffsets[t + 1])`. */
  postingOffsets: Int32Array;
  postings: Int32Array;
  /** Distinct tokens of each document, in title order (CSR). */
  docOffsets: Int32Array;
  docTokens: Int32Array;
  /** Σ idf of each document's distinct tokens. */
  docWeight: Float64Array;
  /** Reused accumulator of one query (the index is used by one thread at a time). */
  scratch: { score: Float32Array; touched: Int32Array };
}

export interface TitleDocument {
  id: number;
  title: string;
  year: number | null;
}

/** Builds the index from every corpus article's id, title and year. */
export function buildTitleIndex(documents: Iterable<TitleDocument>): TitleIndex {
  const vocabulary = new Map<string, number>();
  const tokens: string[] = [];
  const ids: number[] = [];
  const years: number[] = [];
  let docTokenList = new Int32Array(1 << 16);
  let docTokenCount = 0;
  const docStarts: number[] = [];
  const df: number[] = [];
  for (const document of documents) {
    docStarts.push(docTokenCount);
    ids.push(document.id);
    years.push(document.year && document.year > 0 && document.year < 32768 ? document.year : 0);
    const seen = new Set<number>();
    for (const token of titleTokens(document.title)) {
      let id = vocabulary.get(token);
      if (id === undefined) {
        id = tokens.length;
        vocabulary.set(token, id);
        tokens.push(token);
        df.push(0);
      }
      if (seen.has(id)) continue;
      seen.add(id);
      df[id]! += 1;
      if (docTokenCount === docTokenList.length) {
        const grown = new Int32Array(docTokenList.length * 2);
        grown.set(docTokenList);
        docTokenList = grown;
      }
      docTokenList[docTokenCount++] = id;
    }
  }
  const n = ids.length;
  const docOffsets = new Int32Array(n + 1);
  docStarts.forEach((start, i) => (docOffsets[i] = start));
  docOffsets[n] = docTokenCount;
  const docTokens = docTokenList.slice(0, docTokenCount);

  const idf = new Float32Array(tokens.length);
  for (let t = 0; t < tokens.length; t++) idf[t] = Math.log((n + 1) / (df[t]! + 0.5));
  const postingOffsets = new Int32Array(tokens.length + 1);
  for (let t = 0; t < tokens.length; t++) postingOffsets[t + 1] = postingOffsets[t]! + df[t]!;
  const fill = postingOffsets.slice(0, tokens.length);
  const postings = new Int32Array(docTokenCount);
  const docWeight = new Float64Array(n);
  for (let d = 0; d < n; d++) {
    let weight = 0;
    for (let k = docOffsets[d]!; k < docOffsets[d + 1]!; k++) {
      const t = docTokens[k]!;
      postings[fill[t]!++] = d;
      weight += idf[t]!;
    }
    docWeight[d] = weight;
  }
  return {
    articleIds: Int32Array.from(ids),
    years: Int16Array.from(years),
    vocabulary,
    tokens,
    idf,
    postingOffsets,
    postings,
    docOffsets,
    docTokens,
    docWeight,
    scratch: { score: new Float32Array(n), touched: new Int32Array(n) },
  };
}

/** How well a document's title fits a query's tokens. */
export interface TitleFit {
  doc: number;
  articleId: number;
  /** idf-weighted Dice coefficient of the two token sets, typos forgiven: 1 for equal titles. */
  similarity: number;
  /** Share of the document title's weight found in the query (the title inside a longer text). */
  containment: number;
  /** Query tokens that matched a title token only within the typo allowance. */
  typos: number;
}

/** Documents gathered per query before the exact scoring (the accumulator's best). */
const GATHER = 24;

/**
 * The documents whose titles best fit `tokens` (a reference's title, or a whole line of text),
 * best first. Postings of tokens in more than a fifth of the corpus are not walked when rarer
 * tokens exist (they cannot tell titles apart, and they would cost the most); they still
 * count in the scoring.
 */
export function findTitleCandidates(
  index: TitleIndex,
  tokens: readonly string[],
  { limit = 5 }: { limit?: number } = {},
): TitleFit[] {
  const distinct = [...new Set(tokens)];
  const known: number[] = [];
  for (const token of distinct) {
    const id = index.vocabulary.get(token);
    if (id !== undefined) known.push(id);
  }
  if (known.length === 0) return [];
  const n = index.articleIds.length;
  const common = (t: number) => index.postingOffsets[t + 1]! - index.postingOffsets[t]! > n / 5;
  const rare = known.filter((t) => !common(t));
  const walked = rare.length >= 2 ? rare : known;

  const { score, touched } = index.scratch;
  let touchedCount = 0;
  for (const t of walked) {
    const weight = index.idf[t]!;
    for (let k = index.postingOffsets[t]!; k < index.postingOffsets[t + 1]!; k++) {
      const d = index.postings[k]!;
      if (score[d] === 0) touched[touchedCount++] = d;
      score[d]! += weight;
    }
  }
  // The GATHER best by accumulated weight: a small sorted buffer, not a sort of every touched document.
  const best: number[] = [];
  for (let i = 0; i < touchedCount; i++) {
    const d = touched[i]!;
    const s = score[d]!;
    if (best.length === GATHER && s <= score[best[GATHER - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && score[best[at - 1]!]! < s) at--;
    best.splice(at, 0, d);
    if (best.length > GATHER) best.pop();
  }
  for (let i = 0; i < touchedCount; i++) score[touched[i]!] = 0;

  const fits = best.map((doc) => fitOf(index, doc, distinct));
  fits.sort((a, b) => b.similarity - a.similarity || b.containment - a.containment || a.doc - b.doc);
  return fits.slice(0, limit);
}

/** Scores one document against the query's distinct tokens (see `TitleFit`). */
export function fitOf(index: TitleIndex, doc: number, queryTokens: readonly string[]): TitleFit {
  const start = index.docOffsets[doc]!;
  const end = index.docOffsets[doc + 1]!;
  const matchedDoc = new Uint8Array(end - start);
  let matchedWeight = 0;
  let queryWeight = 0;
  let typos = 0;
  const unmatched: string[] = [];
  for (const token of queryTokens) {
    const id = index.vocabulary.get(token);
    let found = -1;
    if (id !== undefined) {
      for (let k = start; k < end; k++) {
        if (index.docTokens[k] === id && !matchedDoc[k - start]) {
          found = k - start;
          break;
        }
      }
    }
    if (found >= 0) {
      matchedDoc[found] = 1;
      matchedWeight += index.idf[id!]!;
      queryWeight += index.idf[id!]!;
    } else unmatched.push(token);
  }
  for (const token of unmatched) {
    const allowance = typoAllowance(token.length);
    let found = -1;
    if (allowance > 0) {
      for (let k = start; k < end; k++) {
        if (matchedDoc[k - start]) continue;
        const candidate = index.tokens[index.docTokens[k]!]!;
        if (typoAllowance(candidate.length) === 0) continue;
        if (boundedEditDistance(token, candidate, allowance) <= allowance) {
          found = k - start;
          break;
        }
      }
    }
    if (found >= 0) {
      matchedDoc[found] = 1;
      const weight = index.idf[index.docTokens[start + found]!]!;
      matchedWeight += weight;
      queryWeight += weight;
      typos += 1;
    } else {
      const id = index.vocabulary.get(token);
      // A word the corpus never uses weighs like the rarest words.
      queryWeight += id !== undefined ? index.idf[id]! : Math.log(index.articleIds.length + 1);
    }
  }
  const docWeight = index.docWeight[doc]!;
  const total = queryWeight + docWeight;
  return {
    doc,
    articleId: index.articleIds[doc]!,
    similarity: total > 0 ? rounded((2 * matchedWeight) / total) : 0,
    containment: docWeight > 0 ? rounded(matchedWeight / docWeight) : 0,
    typos,
  };
}

// Sums in another order differ in the last bits: equal titles must score exactly 1.
const rounded = (value: number) => Math.min(1, Math.round(value * 1e6) / 1e6);

/** Number of distinct tokens in a document's title. */
export function docTokenCount(index: TitleIndex, doc: number): number {
  return index.docOffsets[doc + 1]! - index.docOffsets[doc]!;
}

/**
 * The document of an article id, or -1. Documents must have been added in ascending id order
 * (as the server reads them), which makes this a binary search.
 */
export function docOfArticle(index: TitleIndex, articleId: number): number {
  let lo = 0;
  let hi = index.articleIds.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const id = index.articleIds[mid]!;
    if (id === articleId) return mid;
    if (id < articleId) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}
