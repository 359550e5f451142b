/**
 * The candidate pool of a panel computation (docs/panel-composer.md "Candidate settings"):
 * everyone the retrieval found for the panel's documents, in panel-position order of their
 * estimated subpanel scores, and how many of them one candidate list keeps
 * (`PANEL_LIMITS.candidatesPool`). The candidate settings are checked for everyone in this order
 * before the list is cut, as the referee finder checks its filters on every candidate it keeps:
 * a filtered list still fills its pages, and its people are scored when a list first reaches
 * them (the computation scores the first of the order only).
 *
 * Stored after the document queries in the column `document_vectors` (panel-queries.ts) as a
 * footer read from the end: the author ids (int32), their count, the limit, then a NaN-valued
 * magic word (the queries never end with a NaN). A computation stored before has no footer.
 */

/** The order of everyone found, and how many of them a list keeps. */
export interface PanelPoolOrder {
  limit: number;
  authorIds: Int32Array;
}

const FOOTER_MAGIC = 0x7fc0504c; // a quiet NaN as a float32
const FOOTER_WORDS = 3;

/** `queries` (encodePanelQueries) followed by the pool footer. */
export function withPoolOrder(queries: Uint8Array, order: PanelPoolOrder): Uint8Array {
  const n = order.authorIds.length;
  const out = new Uint8Array(queries.byteLength + 4 * (n + FOOTER_WORDS));
  out.set(queries, 0);
  const view = new DataView(out.buffer);
  let at = queries.byteLength;
  for (const id of order.authorIds) {
    view.setInt32(at, id, true);
    at += 4;
  }
  view.setUint32(at, n, true);
  view.setUint32(at + 4, order.limit, true);
  view.setUint32(at + 8, FOOTER_MAGIC, true);
  return out;
}

/** The pool footer of stored queries, or null (a computation stored before it was kept). */
export function poolOrderOf(bytes: Uint8Array | null): PanelPoolOrder | null {
  if (!bytes || bytes.byteLength < 4 * FOOTER_WORDS) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.byteLength;
  if (view.getUint32(end - 4, true) !== FOOTER_MAGIC) return null;
  const n = view.getUint32(end - 12, true);
  const limit = view.getUint32(end - 8, true);
  const start = end - 4 * (n + FOOTER_WORDS);
  if (start < 0) return null;
  const authorIds = new Int32Array(n);
  for (let i = 0; i < n; i++) authorIds[i] = view.getInt32(start + 4 * i, true);
  return { limit, authorIds };
}

/** Why the settings leave a person out (the first that does, in the settings panel's order). */
export type LeftOutBy = 'gender' | 'countries' | 'authorsGroups';

/** How the settings narrowed the candidates found (the candidates screen says it when the list is short). */
export interface CandidatePoolSummary {
  /** People found for the panel who may be candidates here (not members of the composition, not hidden). */
  found: number;
  /** Of them, those the settings let through; the list keeps the first `limit`. */
  passing: number;
  limit: number;
  leftOut: Record<LeftOutBy, number>;
  /** False when `found` is only the stored pool of a computation from before the whole order was kept. */
  complete: boolean;
}

/**
 * The pool of one candidate list: the first `limit` people of `order` who may be candidates
 * (`eligible`) and pass the settings (`leftOutBy` null), with the count each setting left out.
 */
export function choosePool({
  order,
  limit,
  eligible,
  leftOutBy,
  complete,
}: {
  order: ArrayLike<number>;
  limit: number;
  eligible: (authorId: number) => boolean;
  leftOutBy: (authorId: number) => LeftOutBy | null;
  complete: boolean;
}): { pool: number[]; summary: CandidatePoolSummary } {
  const leftOut: Record<LeftOutBy, number> = { gender: 0, countries: 0, authorsGroups: 0 };
  const pool: number[] = [];
  let found = 0;
  let passing = 0;
  for (let i = 0; i < order.length; i++) {
    const authorId = order[i] as number;
    if (!eligible(authorId)) continue;
    found++;
    const reason = leftOutBy(authorId);
    if (reason !== null) {
      leftOut[reason]++;
      continue;
    }
    passing++;
    if (pool.length < limit) pool.push(authorId);
  }
  return { pool, summary: { found, passing, limit, leftOut, complete } };
}
