/**
 * A panel's document queries as the referee finder makes them (query-vector.ts): each
 * document's words in the lexical index's vocabulary, or its dense vector when it has no words,
 * with the pool edge of its retrieval. They are stored with the computation (the column
 * `document_vectors`), so people scored later (members, people added by id) are scored against
 * exactly what the pool was, and every score of a panel stays comparable.
 *
 * Stored layout (little-endian 32-bit words): a NaN-valued magic word (a stored unit vector never
 * holds NaN, so the layout before it — documents × dim dense floats — is told apart), the count,
 * then per document: kind (0 none, 1 words, 2 dense), edge (float), n, and n term ids with n
 * weights (words) or n floats (dense).
 */
import type { SparseWeights } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import type { RankingIndex } from '../referees/ranking-index';
import { articleSimilarities, documentQuery, type DocumentQuery } from '../referees/query-vector';
import type { RefDoc } from '../referees/ref-doc.port';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';

/** One document's query and the score of the k-th article its retrieval found (0 when fewer). */
export interface PanelQuery {
  query: DocumentQuery;
  edge: number;
}

const MAGIC = 0x7fc05051; // a quiet NaN as a float32
const NONE = 0;
const WORDS = 1;
const DENSE = 2;

/** Each document's query (its corpus articles stand for it when it has any), edges not yet known. */
export async function documentQueries(
  ctx: { db: Db; index: RankingIndex },
  docs: ReadonlyArray<{ doc: RefDoc }>,
): Promise<DocumentQuery[]> {
  const out: DocumentQuery[] = [];
  for (const { doc } of docs)
    out.push(await documentQuery({ db: ctx.db, index: ctx.index, doc, articleIds: doc.corpusArticleIds }));
  return out;
}

export function encodePanelQueries(queries: readonly PanelQuery[]): Uint8Array {
  let words = 2;
  for (const { query } of queries)
    words += 3 + (query.lexical ? 2 * query.lexical.ids.length : query.dense ? query.dense.length : 0);
  const out = new Uint8Array(4 * words);
  const view = new DataView(out.buffer);
  let at = 0;
  const u32 = (v: number) => {
    view.setUint32(at, v, true);
    at += 4;
  };
  const f32 = (v: number) => {
    view.setFloat32(at, v, true);
    at += 4;
  };
  u32(MAGIC);
  u32(queries.length);
  for (const { query, edge } of queries) {
    const kind = query.lexical ? WORDS : query.dense ? DENSE : NONE;
    u32(kind);
    f32(edge);
    if (query.lexical) {
      const { ids, weights } = query.lexical;
      u32(ids.length);
      for (const id of ids) u32(id);
      for (const w of weights) f32(w);
    } else if (query.dense) {
      u32(query.dense.length);
      for (const v of query.dense) f32(v);
    } else u32(0);
  }
  return out;
}

/**
 * The stored queries; a computation stored before words were used holds `documents × dim` dense
 * floats (edge 0: it was scored without one).
 */
export function decodePanelQueries(bytes: Uint8Array, dim: number): PanelQuery[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.byteLength < 8 || view.getUint32(0, true) !== MAGIC) {
    const out: PanelQuery[] = [];
    for (let at = 0; at + 4 * dim <= bytes.byteLength; at += 4 * dim) {
      const dense = new Float32Array(dim);
      for (let k = 0; k < dim; k++) dense[k] = view.getFloat32(at + 4 * k, true);
      out.push({ query: { lexical: null, dense: dense.some((v) => v !== 0) ? dense : null }, edge: 0 });
    }
    return out;
  }
  let at = 4;
  const u32 = () => {
    const v = view.getUint32(at, true);
    at += 4;
    return v;
  };
  const f32 = () => {
    const v = view.getFloat32(at, true);
    at += 4;
    return v;
  };
  const count = u32();
  const out: PanelQuery[] = [];
  for (let d = 0; d < count; d++) {
    const kind = u32();
    const edge = f32();
    const n = u32();
    if (at + 4 * n * (kind === WORDS ? 2 : 1) > bytes.byteLength) throw new Error('truncated panel queries');
    if (kind === WORDS) {
      const ids = new Int32Array(n);
      const weights = new Float32Array(n);
      for (let i = 0; i < n; i++) ids[i] = u32();
      for (let i = 0; i < n; i++) weights[i] = f32();
      const lexical: SparseWeights = { ids, weights };
      out.push({ query: { lexical, dense: null }, edge });
    } else if (kind === DENSE) {
      const dense = new Float32Array(n);
      for (let i = 0; i < n; i++) dense[i] = f32();
      out.push({ query: { lexical: null, dense }, edge });
    } else out.push({ query: { lexical: null, dense: null }, edge });
  }
  return out;
}

/**
 * articles × documents: each article's similarity to each document as the referee finder scores
 * it (the document's words or vector), less that document's pool edge; NaN where unknown.
 */
export async function panelSimilarities({
  db,
  index,
  queries,
  articleIds,
}: {
  db: Db;
  index: RankingIndex;
  queries: readonly PanelQuery[];
  articleIds: readonly number[];
}): Promise<Float32Array> {
  const D = queries.length;
  const out = new Float32Array(articleIds.length * D);
  // Dense queries (documents without words, computations stored before) share one read of the vectors.
  const stored = queries.some((q) => !q.query.lexical && q.query.dense)
    ? await createRefereesFactsRepository({ db }).vectors(index.opened.modelId, articleIds)
    : undefined;
  for (let d = 0; d < D; d++) {
    const { query, edge } = queries[d]!;
    const scores =
      query.lexical || query.dense
        ? await articleSimilarities({ db, index, query, articleIds, stored })
        : new Float32Array(articleIds.length);
    for (let a = 0; a < articleIds.length; a++) out[a * D + d] = (scores[a] as number) - edge;
  }
  return out;
}
