/**
 * Ranking algorithm 3 of the referee finder (docs/referee-finder-settings.md): a candidate's
 * score is the mean of their best `topAuthorArticles` article scores, an article's score being
 * its cosine similarity to the document in the stored representation space, blended evenly
 * with the document concepts it carries (weighted, boosted topics multiplied, ignored topics
 * removed) when topics are on. Articles outside the years limit or without the wanted
 * contribution do not count, and a work held as two versions (work-versions.ts) counts once per
 * author, at its best version. Pure and allocation-light: typed arrays, one pass over the
 * authorships of the retrieved articles.
 */
import type { VectorHits } from '../retrieval/vector-index';
import { repeatedWorksAmong } from './work-versions';

/** The candidate with the scores of the articles that made their score. */
export interface Algorithm3Candidate {
  authorId: number;
  /** Mean of the best `topAuthorArticles` article scores (missing ones count 0). */
  score: number;
  /** The scored articles, best first, and their scores (0..1). */
  articleIds: Int32Array;
  articleScores: Float32Array;
  /** Mean concept-overlap part of the best articles (0 when topics are off). */
  scoreTopic: number;
}

export interface Algorithm3Input {
  /** The retrieved articles, best first (the document itself already left out). */
  hits: VectorHits;
  /** Authors of an article. */
  authorsOf: (articleId: number) => ArrayLike<number> | undefined;
  /** Publication year of an article (null: unknown, always counted). */
  yearOf: (articleId: number) => number | null;
  /** Only articles of this year or later count (null: every year). */
  sinceYear: number | null;
  /** Whether the authorship counts (contribution in article); absent: every authorship. */
  acceptAuthorship?: (articleId: number, authorId: number) => boolean;
  /**
   * The topic part: the effective weight of each document concept (boosted ones multiplied,
   * ignored ones absent) and an article's concepts. Null when topics are off.
   */
  topics: { weights: Map<number, number>; conceptsOf: (articleId: number) => ArrayLike<number> | undefined } | null;
  /** Best articles averaged (null: the mean of every scored article). */
  topAuthorArticles: number | null;
  /**
   * The work an article is a version of (work-versions.ts; the article itself when it has no
   * other version); absent: every article is a work of its own. An author's later versions of a
   * work already counted are left out of their score and their articles.
   */
  workOf?: (articleId: number) => number;
}

/** The concept-overlap share of one article: its document concepts' weight over the document's total. */
export function topicOverlap(
  concepts: ArrayLike<number> | undefined,
  weights: Map<number, number>,
  total: number,
): number {
  if (!concepts || total <= 0) return 0;
  let sum = 0;
  for (let i = 0; i < concepts.length; i++) sum += weights.get(concepts[i] as number) ?? 0;
  return Math.min(1, sum / total);
}

/** Scores every author of the retrieved articles by algorithm 3, best first (ties: smaller id). */
export function rankByAlgorithm3(input: Algorithm3Input): Algorithm3Candidate[] {
  const { hits, authorsOf, yearOf, sinceYear, acceptAuthorship, topics, topAuthorArticles, workOf } = input;
  const n = hits.ids.length;
  // Per hit, its work when another hit is a version of it too (−1 otherwise); null when none is.
  const repeated = workOf ? repeatedWorksAmong(hits.ids, workOf) : null;
  // Per-article score once (similarity blended with the topic overlap).
  const articleScore = new Float32Array(n);
  const articleTopic = new Float32Array(n);
  let totalWeight = 0;
  if (topics) for (const w of topics.weights.values()) totalWeight += w;
  for (let i = 0; i < n; i++) {
    const similarity = Math.max(0, Math.min(1, hits.scores[i] as number));
    if (topics) {
      const t = topicOverlap(topics.conceptsOf(hits.ids[i] as number), topics.weights, totalWeight);
      articleTopic[i] = t;
      articleScore[i] = (similarity + t) / 2;
    } else articleScore[i] = similarity;
  }
  // Entries (author slot, hit index), grouped per author as CSR.
  const slotOf = new Map<number, number>();
  const authorOfSlot: number[] = [];
  const entrySlot: number[] = [];
  const entryHit: number[] = [];
  for (let i = 0; i < n; i++) {
    const articleId = hits.ids[i] as number;
    if (sinceYear !== null) {
      const year = yearOf(articleId);
      if (year !== null && year < sinceYear) continue;
    }
    const authors = authorsOf(articleId);
    if (!authors) continue;
    for (let a = 0; a < authors.length; a++) {
      const authorId = authors[a] as number;
      if (acceptAuthorship && !acceptAuthorship(articleId, authorId)) continue;
      let slot = slotOf.get(authorId);
      if (slot === undefined) {
        slot = authorOfSlot.length;
        slotOf.set(authorId, slot);
        authorOfSlot.push(authorId);
      }
      entrySlot.push(slot);
      entryHit.push(i);
    }
  }
  const count = authorOfSlot.length;
  const offsets = new Int32Array(count + 1);
  for (const slot of entrySlot) offsets[slot + 1] = (offsets[slot + 1] as number) + 1;
  for (let s = 0; s < count; s++) offsets[s + 1] = (offsets[s + 1] as number) + (offsets[s] as number);
  const fill = offsets.slice(0, count);
  const grouped = new Int32Array(entrySlot.length);
  for (let e = 0; e < entrySlot.length; e++) {
    const slot = entrySlot[e] as number;
    grouped[fill[slot] as number] = entryHit[e] as number;
    fill[slot] = (fill[slot] as number) + 1;
  }
  const out: Algorithm3Candidate[] = new Array(count);
  for (let s = 0; s < count; s++) {
    const from = offsets[s] as number;
    let n = (offsets[s + 1] as number) - from;
    const slice = grouped.subarray(from, from + n);
    // Topic blending can reorder articles of one author; similarity-only hits are already best first.
    if (topics && n > 1) slice.sort((a, b) => (articleScore[b] as number) - (articleScore[a] as number) || a - b);
    // Best first now: a version of a work the author already has is left out (the best one counts).
    if (repeated && n > 1) n = firstVersionsOnly(slice, repeated);
    const k = topAuthorArticles === null ? n : Math.max(1, topAuthorArticles);
    const ids = new Int32Array(n);
    const scores = new Float32Array(n);
    let sum = 0;
    let topicSum = 0;
    const taken = Math.min(k, n);
    for (let j = 0; j < n; j++) {
      const hit = slice[j] as number;
      ids[j] = hits.ids[hit] as number;
      scores[j] = articleScore[hit] as number;
      if (j < taken) {
        sum += articleScore[hit] as number;
        topicSum += articleTopic[hit] as number;
      }
    }
    out[s] = {
      authorId: authorOfSlot[s] as number,
      score: sum / Math.max(1, k),
      articleIds: ids,
      articleScores: scores,
      scoreTopic: taken > 0 ? topicSum / taken : 0,
    };
  }
  return out.sort((a, b) => b.score - a.score || a.authorId - b.authorId);
}

/**
 * Keeps, in place and in order, the first hit of each work among `slice` (hit indexes, best
 * first); hits without another version (`repeated` −1) all stay. Answers how many stay.
 */
function firstVersionsOnly(slice: Int32Array, repeated: Int32Array): number {
  let kept = 0;
  for (let j = 0; j < slice.length; j++) {
    const hit = slice[j] as number;
    const work = repeated[hit] as number;
    let seen = false;
    if (work >= 0) for (let i = 0; i < kept && !seen; i++) seen = repeated[slice[i] as number] === work;
    if (!seen) slice[kept++] = hit;
  }
  return kept;
}

/**
 * The effective weight of each document concept under the topic statuses: status 0 (Boosted)
 * multiplies the weight by `boost`, status 2 (Ignored) removes the concept, status 1
 * (Included: required) and concepts without a status keep their weight.
 */
export function topicWeights({
  conceptWeights,
  statuses,
  boost,
}: {
  conceptWeights: Map<number, number>;
  statuses: Map<number, 0 | 1 | 2>;
  boost: number;
}): Map<number, number> {
  const out = new Map<number, number>();
  for (const [conceptId, weight] of conceptWeights) {
    const status = statuses.get(conceptId);
    if (status === 2) continue;
    out.set(conceptId, status === 0 ? weight * boost : weight);
  }
  return out;
}
