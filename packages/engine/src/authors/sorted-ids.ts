// Sets of small integer ids kept as ascending Int32Arrays: cheap to build from CSR rows,
// to intersect and to merge, and free of per-element allocation.

/** Ascending union of two ascending id arrays (no duplicates in the result). */
export function unionSorted(a: Int32Array, b: Int32Array): Int32Array {
  if (a.length === 0) return b;
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) {
      out[n++] = x;
      i++;
    } else if (y < x) {
      out[n++] = y;
      j++;
    } else {
      out[n++] = x;
      i++;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++]!;
  while (j < b.length) out[n++] = b[j++]!;
  return n === out.length ? out : out.slice(0, n);
}

/** Sorts the ids in place and returns them ascending without repeats (a view of `ids`). */
export function sortedUnique(ids: Int32Array): Int32Array {
  if (ids.length < 2) return ids;
  ids.sort();
  let n = 1;
  for (let i = 1; i < ids.length; i++) if (ids[i] !== ids[n - 1]) ids[n++] = ids[i]!;
  return n === ids.length ? ids : ids.subarray(0, n);
}

/** Sum of weight[id] over the ids present in both ascending arrays. */
export function sharedWeight(a: Int32Array, b: Int32Array, weight: Float64Array): number {
  let i = 0;
  let j = 0;
  let sum = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x < y) i++;
    else if (y < x) j++;
    else {
      sum += weight[x] ?? 0;
      i++;
      j++;
    }
  }
  return sum;
}

/** True when the ascending arrays share an id. */
export function intersects(a: Int32Array, b: Int32Array): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) return true;
    if (x < y) i++;
    else j++;
  }
  return false;
}
