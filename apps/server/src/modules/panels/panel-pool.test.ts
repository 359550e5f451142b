import { describe, expect, it } from 'vitest';
import { encodePanelQueries, decodePanelQueries } from './panel-queries';
import { choosePool, poolOrderOf, withPoolOrder } from './panel-pool';

const queries = encodePanelQueries([
  { query: { lexical: { ids: Int32Array.of(3, 9), weights: Float32Array.of(0.6, 0.8) }, dense: null }, edge: 0.25 },
  { query: { lexical: null, dense: null }, edge: 0 },
]);

describe('the pool order stored with a computation', () => {
  it('is read back from after the queries, which still decode as before', () => {
    const bytes = withPoolOrder(queries, { limit: 300, authorIds: Int32Array.of(42, 7, 1_000_000) });
    expect(poolOrderOf(bytes)).toEqual({ limit: 300, authorIds: Int32Array.of(42, 7, 1_000_000) });
    const decoded = decodePanelQueries(bytes, 4);
    expect(decoded).toHaveLength(2);
    expect(decoded[0]!.edge).toBeCloseTo(0.25, 6);
    expect(Array.from(decoded[0]!.query.lexical!.ids)).toEqual([3, 9]);
  });

  it('is absent from a computation stored before it was kept, or from none', () => {
    expect(poolOrderOf(queries)).toBeNull();
    expect(poolOrderOf(null)).toBeNull();
    // The layout before words were stored: documents × dim dense floats.
    expect(poolOrderOf(new Uint8Array(Float32Array.of(0.5, 0.5, 0.5, 0.5).buffer))).toBeNull();
  });

  it('reads an empty order (nobody found)', () => {
    expect(poolOrderOf(withPoolOrder(queries, { limit: 300, authorIds: new Int32Array(0) }))).toEqual({
      limit: 300,
      authorIds: new Int32Array(0),
    });
  });
});

describe('the pool of one candidate list', () => {
  const gender = new Set([2, 4, 6]);
  const abroad = new Set([3, 4]);
  const leftOutBy = (id: number) => (gender.has(id) ? 'gender' : abroad.has(id) ? 'countries' : null);

  it('keeps the first `limit` of everyone eligible who pass, counting each person left out once', () => {
    const { pool, summary } = choosePool({
      order: [1, 2, 3, 4, 5, 6, 7, 8, 9],
      limit: 3,
      eligible: (id) => id !== 9,
      leftOutBy,
      complete: true,
    });
    expect(pool).toEqual([1, 5, 7]);
    // 4 fails both settings: it counts under gender, the first.
    expect(summary).toEqual({
      found: 8,
      passing: 4,
      limit: 3,
      leftOut: { gender: 3, countries: 1, authorsGroups: 0 },
      complete: true,
    });
  });
});
