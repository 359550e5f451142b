/**
 * Titles as the reference matcher compares them: folded (no accents, `ß` → `ss`), lower
 * case, split on everything but letters and digits, so "{B}ayesian Nets -- a Re-View" and
 * "Bayesian nets: a re-view" give the same tokens. Stop words stay: they weigh little
 * (their idf is low) but short titles need them.
 */
import { foldText } from '../text/normalize';

export function titleTokens(title: string): string[] {
  const folded = foldText(title)
    .toLowerCase()
    .replace(/\\[a-z]+/g, ' ')
    .replace(/['’{}]/g, '');
  return folded.split(/[^\p{L}\p{N}]+/u).filter((token) => token !== '');
}

/** The normalised title: its tokens joined by one space (equal titles, equal keys). */
export function titleKey(title: string): string {
  return titleTokens(title).join(' ');
}

/**
 * Damerau-Levenshtein distance (adjacent transpositions count 1) of two short words, or
 * `max + 1` as soon as it exceeds `max`: typos are one or two edits away.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const n = b.length;
  let prevPrev = new Int32Array(n + 1);
  let prev = new Int32Array(n + 1);
  let row = new Int32Array(n + 1);
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    let rowMin = row[0]!;
    for (let j = 1; j <= n; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let value = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        value = Math.min(value, prevPrev[j - 2]! + 1);
      }
      row[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [prevPrev, prev, row] = [prev, row, prevPrev];
  }
  return prev[n]! <= max ? prev[n]! : max + 1;
}

/** Edits a typo may make in a word of this length: none in short words, one from 4 letters, two from 9. */
export function typoAllowance(length: number): number {
  return length >= 9 ? 2 : length >= 4 ? 1 : 0;
}
