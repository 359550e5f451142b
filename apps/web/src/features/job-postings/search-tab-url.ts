import { JOB_LIMITS } from '@sciscope/contracts';

/**
 * The search tab's filters in the page's query string, `?minSim=0.4&cids=12,40`, so a reload or
 * a shared link keeps them (spec 04 reads minSim there; the concepts follow it).
 */

/** `?minSim=`, the minimum similarity: a number from 0 to 1; anything else reads as 0 (no minimum). */
export function readMinSim(search: URLSearchParams): number {
  const value = Number(search.get('minSim') ?? 0);
  return Number.isFinite(value) && value >= 0 && value <= 1 ? value : 0;
}

/**
 * The concept ids of `?cids=`, in the order picked. The address bar is typed by people: what is
 * not a concept id (`abc`, `-3`, an empty item) is ignored rather than breaking the page, repeats
 * count once, and ids past the limit the server filters by are dropped.
 */
export function readConceptIds(search: URLSearchParams): number[] {
  const ids: number[] = [];
  for (const item of (search.get('cids') ?? '').split(',')) {
    const text = item.trim();
    if (!/^[1-9]\d{0,11}$/.test(text)) continue;
    const id = Number(text);
    if (!ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, JOB_LIMITS.searchConceptsPicked);
}

/** The value of `cids` for `ids`, or null to leave the parameter out when none is picked. */
export function writeConceptIds(ids: readonly number[]): string | null {
  return ids.length === 0 ? null : ids.join(',');
}

/** `ids` with `id` added at the end (picked) or taken out (unpicked). */
export function toggleConceptId(ids: readonly number[], id: number, picked: boolean): number[] {
  const rest = ids.filter((x) => x !== id);
  return picked ? [...rest, id] : rest;
}

/**
 * The query string of `search` as the address bar shows it: URLSearchParams escapes the commas of
 * `cids=12,40` as `%2C`, which a comma in a query needs not be (RFC 3986 sub-delims), so they are
 * put back for a readable, hand-editable address.
 */
export function readableSearch(search: URLSearchParams): string {
  return search.toString().replace(/%2C/gi, ',');
}
