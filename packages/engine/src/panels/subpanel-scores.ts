/**
 * From document scores to subpanel scores (docs/panel-composer.md "Aggregation"):
 * - a person's score in a subpanel is the mean of their document scores over the subpanel's
 *   documents (a document they have no affinity to counts 0): the affinity to a document drawn
 *   at random from the subpanel;
 * - their panel score is their best subpanel score: a panel needs specialists, and a person
 *   strong in one subpanel is worth as much as one strong in another;
 * - their panel position interleaves the subpanels (`balancedPositions`): every subpanel's first,
 *   then every subpanel's second, and so on, so that no subpanel fills the list because its
 *   scores run higher (one document scores higher than the mean over several unlike ones);
 * - their top subpanels are those within `TOP_SUBPANEL_SHARE` of their best (at most
 *   `TOP_SUBPANELS`), best first;
 * - a subpanel's total for a composition is the sum of its members' subpanel scores, so adding
 *   or removing a person adds or subtracts exactly their scores.
 */

/** Subpanels within this share of a person's best subpanel score are among their top subpanels. */
export const TOP_SUBPANEL_SHARE = 0.8;
export const TOP_SUBPANELS = 3;

/**
 * people × subpanels means of `scores` (people × documents), `subpanelOf[d]` giving each
 * document's subpanel (0 … subpanels − 1). A subpanel without documents scores 0.
 */
export function subpanelMeans({
  scores,
  people,
  subpanelOf,
  subpanels,
}: {
  scores: ArrayLike<number>;
  people: number;
  subpanelOf: ArrayLike<number>;
  subpanels: number;
}): Float32Array {
  const documents = subpanelOf.length;
  const sizes = new Int32Array(subpanels);
  for (let d = 0; d < documents; d++) sizes[subpanelOf[d] as number] = (sizes[subpanelOf[d] as number] as number) + 1;
  const out = new Float32Array(people * subpanels);
  const sums = new Float64Array(subpanels);
  for (let p = 0; p < people; p++) {
    sums.fill(0);
    for (let d = 0; d < documents; d++)
      sums[subpanelOf[d] as number] = (sums[subpanelOf[d] as number] as number) + (scores[p * documents + d] as number);
    for (let s = 0; s < subpanels; s++)
      out[p * subpanels + s] = (sizes[s] as number) > 0 ? (sums[s] as number) / (sizes[s] as number) : 0;
  }
  return out;
}

/** A person's panel score: their best subpanel score. */
export function panelScore(subpanelScores: ArrayLike<number>): number {
  let best = 0;
  for (let s = 0; s < subpanelScores.length; s++) best = Math.max(best, subpanelScores[s] as number);
  return best;
}

/** Indexes of the person's top subpanels, best first (see the module comment). */
export function topSubpanels(subpanelScores: ArrayLike<number>): number[] {
  const best = panelScore(subpanelScores);
  if (best <= 0) return [];
  return Array.from({ length: subpanelScores.length }, (_, s) => s)
    .filter((s) => (subpanelScores[s] as number) >= TOP_SUBPANEL_SHARE * best)
    .sort((a, b) => (subpanelScores[b] as number) - (subpanelScores[a] as number) || a - b)
    .slice(0, TOP_SUBPANELS);
}

/**
 * 1-based positions of `values` in descending order (ties: the earlier index first), for the
 * panel position and each subpanel's position.
 */
export function positionsOf(values: ArrayLike<number>, ids?: ArrayLike<number>): Int32Array {
  const order = Array.from({ length: values.length }, (_, i) => i).sort(
    (a, b) => (values[b] as number) - (values[a] as number) || (ids ? (ids[a] as number) - (ids[b] as number) : a - b),
  );
  const out = new Int32Array(values.length);
  order.forEach((i, rank) => (out[i] = rank + 1));
  return out;
}

/**
 * 1-based panel positions from the people × subpanels `scores` (row-major), interleaving the
 * subpanels: a person's rank key is their best position in any subpanel where they score above
 * 0 (the position among everyone by that subpanel's score), so each subpanel's first come
 * before anyone's second, and so on. Scores are not compared across subpanels, whose scales
 * differ: a subpanel of one document scores its specialists far above the mean over several
 * unlike documents, and the best-score order let one such subpanel fill the list.
 * Ties (each subpanel's n-th) go to the higher score relative to that subpanel's best, then the
 * higher panel score, then the smaller id; people scoring 0 everywhere come last.
 */
export function balancedPositions({
  scores,
  people,
  subpanels,
  ids,
}: {
  scores: ArrayLike<number>;
  people: number;
  subpanels: number;
  ids?: ArrayLike<number>;
}): Int32Array {
  const idOf = (p: number) => (ids ? (ids[p] as number) : p);
  const key = new Float64Array(people).fill(Number.POSITIVE_INFINITY);
  const relative = new Float64Array(people);
  const best = new Float64Array(people);
  const order = Array.from({ length: people }, (_, p) => p);
  for (let s = 0; s < subpanels; s++) {
    const at = (p: number) => scores[p * subpanels + s] as number;
    order.sort((a, b) => at(b) - at(a) || idOf(a) - idOf(b));
    const top = people > 0 ? at(order[0]!) : 0;
    if (!(top > 0)) continue;
    for (let rank = 0; rank < people; rank++) {
      const p = order[rank]!;
      const value = at(p);
      if (!(value > 0)) break;
      key[p] = Math.min(key[p] as number, rank + 1);
      relative[p] = Math.max(relative[p] as number, value / top);
      best[p] = Math.max(best[p] as number, value);
    }
  }
  const ranked = Array.from({ length: people }, (_, p) => p).sort(
    (a, b) =>
      (key[a] as number) - (key[b] as number) ||
      (relative[b] as number) - (relative[a] as number) ||
      (best[b] as number) - (best[a] as number) ||
      idOf(a) - idOf(b),
  );
  const out = new Int32Array(people);
  ranked.forEach((p, rank) => (out[p] = rank + 1));
  return out;
}

/**
 * The order of a table sorted by the sum of the chosen subpanels' scores (a click on one bar,
 * more with the others), best first; ties by the panel position.
 */
export function orderBySubpanels(
  rows: ReadonlyArray<{ subpanelScores: ArrayLike<number>; position: number }>,
  chosen: readonly number[],
): number[] {
  const key = rows.map((r) => chosen.reduce((sum, s) => sum + ((r.subpanelScores[s] as number) ?? 0), 0));
  return rows
    .map((_, i) => i)
    .sort((a, b) => (key[b] as number) - (key[a] as number) || rows[a]!.position - rows[b]!.position);
}
