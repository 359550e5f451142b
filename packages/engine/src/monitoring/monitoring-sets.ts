/**
 * Scored article sets: ascending article ids with a score each, and the merges the evaluator
 * combines them with. Every operation is a linear merge, or binary searches from the smaller
 * side when the sizes differ a lot (a rare concept ANDed with a common one).
 */
export interface ScoredSet {
  ids: Int32Array;
  scores: Float64Array;
}

export const EMPTY_SET: ScoredSet = { ids: new Int32Array(0), scores: new Float64Array(0) };

/** Sizes differing by this factor switch a merge to binary searches. */
const SKEW = 16;

/** The position of `id` in `ids[from…)`, or of the first larger id. */
function lowerBound(ids: Int32Array, id: number, from: number): number {
  let lo = from;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (ids[mid]! < id) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether a set holds an id. */
export function setHas(set: ScoredSet, id: number): boolean {
  const at = lowerBound(set.ids, id, 0);
  return at < set.ids.length && set.ids[at] === id;
}

function sized(n: number): ScoredSet {
  return { ids: new Int32Array(n), scores: new Float64Array(n) };
}

function cut(set: ScoredSet, n: number): ScoredSet {
  return n === set.ids.length ? set : { ids: set.ids.slice(0, n), scores: set.scores.slice(0, n) };
}

/**
 * Ids in both sets. Scores: `a`'s plus `b`'s times `bFactor` (1: AND adds both sides; 0: `b`
 * only filters, as a required topic does).
 */
export function intersectSets(a: ScoredSet, b: ScoredSet, bFactor = 1): ScoredSet {
  const out = sized(Math.min(a.ids.length, b.ids.length));
  let n = 0;
  if (a.ids.length * SKEW < b.ids.length || b.ids.length * SKEW < a.ids.length) {
    const [small, large, smallIsA] = a.ids.length <= b.ids.length ? [a, b, true] : [b, a, false];
    let from = 0;
    for (let i = 0; i < small.ids.length; i++) {
      const id = small.ids[i]!;
      from = lowerBound(large.ids, id, from);
      if (from >= large.ids.length) break;
      if (large.ids[from] !== id) continue;
      const aScore = smallIsA ? small.scores[i]! : large.scores[from]!;
      const bScore = smallIsA ? large.scores[from]! : small.scores[i]!;
      out.ids[n] = id;
      out.scores[n++] = aScore + bFactor * bScore;
    }
    return cut(out, n);
  }
  for (let i = 0, j = 0; i < a.ids.length && j < b.ids.length;) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x < y) i++;
    else if (y < x) j++;
    else {
      out.ids[n] = x;
      out.scores[n++] = a.scores[i++]! + bFactor * b.scores[j++]!;
    }
  }
  return cut(out, n);
}

/** Ids in either set; an id in both gets the sum of its scores. */
export function unionSets(a: ScoredSet, b: ScoredSet): ScoredSet {
  const out = sized(a.ids.length + b.ids.length);
  let n = 0;
  let i = 0;
  let j = 0;
  while (i < a.ids.length && j < b.ids.length) {
    const x = a.ids[i]!;
    const y = b.ids[j]!;
    if (x < y) {
      out.ids[n] = x;
      out.scores[n++] = a.scores[i++]!;
    } else if (y < x) {
      out.ids[n] = y;
      out.scores[n++] = b.scores[j++]!;
    } else {
      out.ids[n] = x;
      out.scores[n++] = a.scores[i++]! + b.scores[j++]!;
    }
  }
  for (; i < a.ids.length; i++, n++) {
    out.ids[n] = a.ids[i]!;
    out.scores[n] = a.scores[i]!;
  }
  for (; j < b.ids.length; j++, n++) {
    out.ids[n] = b.ids[j]!;
    out.scores[n] = b.scores[j]!;
  }
  return cut(out, n);
}

/** `a` without the ids of `b` (NOT). */
export function subtractSets(a: ScoredSet, b: ScoredSet): ScoredSet {
  if (b.ids.length === 0) return a;
  const out = sized(a.ids.length);
  let n = 0;
  let from = 0;
  const search = a.ids.length * SKEW < b.ids.length;
  for (let i = 0, j = 0; i < a.ids.length; i++) {
    const x = a.ids[i]!;
    let found: boolean;
    if (search) {
      from = lowerBound(b.ids, x, from);
      found = from < b.ids.length && b.ids[from] === x;
    } else {
      while (j < b.ids.length && b.ids[j]! < x) j++;
      found = j < b.ids.length && b.ids[j] === x;
    }
    if (!found) {
      out.ids[n] = x;
      out.scores[n++] = a.scores[i]!;
    }
  }
  return cut(out, n);
}

/** `a` with `b`'s score taken off where `b` holds the id too (NEGATE); the ids stay. */
export function lowerScores(a: ScoredSet, b: ScoredSet): ScoredSet {
  if (b.ids.length === 0) return a;
  const scores = a.scores.slice();
  let from = 0;
  for (let i = 0; i < a.ids.length; i++) {
    from = lowerBound(b.ids, a.ids[i]!, from);
    if (from >= b.ids.length) break;
    if (b.ids[from] === a.ids[i]) scores[i]! -= b.scores[from]!;
  }
  return { ids: a.ids, scores };
}

/** The set with every score multiplied (BOOST). */
export function scaleScores(a: ScoredSet, factor: number): ScoredSet {
  const scores = new Float64Array(a.scores.length);
  for (let i = 0; i < scores.length; i++) scores[i] = a.scores[i]! * factor;
  return { ids: a.ids, scores };
}
