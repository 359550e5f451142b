import { aggregateScores, type Aggregation } from '../affinity/aggregation';
import { DEFAULT_AFFINITY_CONFIG } from '../affinity/affinity-defaults';
import { TopK } from './top-k';
import type { VectorHits } from './vector-index';

/** One author ranked from the articles the index retrieved. */
export interface RetrievedAuthor {
  authorId: number;
  score: number;
  /** The author's retrieved articles, best first, with their (weighted) scores. */
  articleIds: Int32Array;
  articleScores: Float32Array;
}

/** Aggregation of scores already sorted best first (the common cases without a copy or sort). */
function aggregateSorted(scores: Float32Array, aggregation: Aggregation): number {
  if (scores.length === 0) return 0;
  if (aggregation.kind === 'max') return scores[0] as number;
  if (aggregation.kind === 'topMean') {
    const k = Math.max(1, Math.floor(aggregation.k));
    let sum = 0;
    for (let i = 0; i < Math.min(k, scores.length); i++) sum += scores[i] as number;
    return sum / k;
  }
  return aggregateScores(scores, aggregation);
}

/** Reorders `ids`/`scores` in place, best score first. */
function sortPairsDescending(ids: Int32Array, scores: Float32Array): void {
  const order = Array.from(scores.keys()).sort((a, b) => (scores[b] as number) - (scores[a] as number));
  const idsCopy = Int32Array.from(order, (i) => ids[i] as number);
  const scoresCopy = Float32Array.from(order, (i) => scores[i] as number);
  ids.set(idsCopy);
  scores.set(scoresCopy);
}

/**
 * Authors scored from their retrieved articles only: the index returned the K articles closest
 * to a document (best first), and each author of those articles gets the aggregation (by
 * default the engine's affinity aggregation, a mean of the best three) of their retrieved
 * articles' scores. Their articles outside the top K count as absent: with K large enough,
 * those score below every retrieved one and would not enter a top-k mean anyway.
 *
 * `weightOf` lets the caller weigh an authorship (position, recency) without the engine
 * knowing where those facts are stored; negative similarities count as 0. Work is linear in
 * the number of authorships of the hits; only the best `limit` authors are materialised.
 */
export function rankAuthorsFromHits({
  hits,
  authorsOf,
  weightOf,
  aggregation = DEFAULT_AFFINITY_CONFIG.aggregation,
  limit = Infinity,
}: {
  hits: VectorHits;
  authorsOf: (articleId: number) => ArrayLike<number> | undefined;
  weightOf?: (articleId: number, authorId: number) => number;
  aggregation?: Aggregation;
  limit?: number;
}): RetrievedAuthor[] {
  // Pass 1: one slot per author, authorship entries in hit order (best first).
  const slotOf = new Map<number, number>();
  const authorOfSlot: number[] = [];
  const entrySlot: number[] = [];
  const entryArticle: number[] = [];
  const entryScore: number[] = [];
  for (let i = 0; i < hits.ids.length; i++) {
    const articleId = hits.ids[i] as number;
    const similarity = Math.max(0, hits.scores[i] as number);
    const authors = authorsOf(articleId);
    if (!authors) continue;
    for (let a = 0; a < authors.length; a++) {
      const authorId = authors[a] as number;
      let slot = slotOf.get(authorId);
      if (slot === undefined) {
        slot = authorOfSlot.length;
        slotOf.set(authorId, slot);
        authorOfSlot.push(authorId);
      }
      entrySlot.push(slot);
      entryArticle.push(articleId);
      entryScore.push(weightOf ? similarity * weightOf(articleId, authorId) : similarity);
    }
  }
  // Pass 2: group the entries per author (CSR, stable), then aggregate.
  const authorsCount = authorOfSlot.length;
  const offsets = new Int32Array(authorsCount + 1);
  for (const slot of entrySlot) offsets[slot + 1] = (offsets[slot + 1] as number) + 1;
  for (let s = 0; s < authorsCount; s++) offsets[s + 1] = (offsets[s + 1] as number) + (offsets[s] as number);
  const fill = offsets.slice(0, authorsCount);
  const groupedIds = new Int32Array(entrySlot.length);
  const groupedScores = new Float32Array(entrySlot.length);
  for (let e = 0; e < entrySlot.length; e++) {
    const slot = entrySlot[e] as number;
    const at = fill[slot] as number;
    fill[slot] = at + 1;
    groupedIds[at] = entryArticle[e] as number;
    groupedScores[at] = entryScore[e] as number;
  }
  const best = new TopK(Math.max(1, Math.min(authorsCount, Number.isFinite(limit) ? Math.floor(limit) : authorsCount)));
  for (let s = 0; s < authorsCount; s++) {
    const ids = groupedIds.subarray(offsets[s], offsets[s + 1]);
    const scores = groupedScores.subarray(offsets[s], offsets[s + 1]);
    // Hits come best first, so only caller weights can break the order.
    if (weightOf) sortPairsDescending(ids, scores);
    best.push(s, aggregateSorted(scores, aggregation));
  }
  if (authorsCount === 0 || limit <= 0) return [];
  const { ids: slots, scores } = best.sorted();
  const ranked = Array.from(slots, (slot, i) => ({
    authorId: authorOfSlot[slot] as number,
    score: scores[i] as number,
    articleIds: groupedIds.slice(offsets[slot], offsets[slot + 1]),
    articleScores: groupedScores.slice(offsets[slot], offsets[slot + 1]),
  }));
  // Equal scores: the smaller author id first, whatever order the slots were made in.
  return ranked.sort((a, b) => b.score - a.score || a.authorId - b.authorId);
}
