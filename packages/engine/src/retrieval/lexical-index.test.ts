import { describe, expect, it } from 'vitest';
import { sparseDot, type SparseWeights } from '../concepts/sparse-weights';
import { seededRandom } from '../seeded-random';
import { LexicalIndex } from './lexical-index';

// A unit sparse vector over `terms` with `nnz` distinct random terms.
function randomVector(random: () => number, terms: number, nnz: number): SparseWeights {
  const ids = new Set<number>();
  while (ids.size < nnz) ids.add(Math.floor(random() * terms));
  const sorted = Int32Array.from([...ids].sort((a, b) => a - b));
  const weights = Float32Array.from(sorted, () => 0.1 + random());
  const norm = Math.hypot(...weights);
  return { ids: sorted, weights: weights.map((w) => w / norm) };
}

// The exact answer: every vector scored by a merge join, best first, positive scores only.
function bruteForce(rows: Map<number, SparseWeights>, query: SparseWeights, k: number): number[] {
  return [...rows]
    .map(([id, vector]) => [id, sparseDot(query, vector)] as const)
    .filter(([, score]) => score > 0)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, k)
    .map(([id]) => id);
}

describe('LexicalIndex', () => {
  const random = seededRandom(5);
  const TERMS = 300;
  const rows = new Map<number, SparseWeights>();
  for (let id = 1; id <= 400; id++) rows.set(id * 3, randomVector(random, TERMS, 12));
  const queries = Array.from({ length: 20 }, () => randomVector(random, TERMS, 8));

  it('knows the highest article id it holds, in the block and in the tail', () => {
    expect(LexicalIndex.build([]).lastId).toBe(0);
    const index = LexicalIndex.build([...rows].map(([id, vector]) => ({ id, vector })));
    expect(index.lastId).toBe(1200);
    const [, vector] = [...rows][0]!;
    index.add(1500, vector);
    expect(index.lastId).toBe(1500);
    expect(LexicalIndex.fromBytes(index.toBytes()).lastId).toBe(1500);
  });

  it('builds in steps of a few rows the same index as in one block, yielding between them', () => {
    const list = [...rows].map(([id, vector]) => ({ id, vector }));
    const steps = LexicalIndex.buildSteps(list, 50);
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    // 400 rows: 8 steps of counting, 8 of filling.
    expect(yields).toBe(16);
    expect(step.value.toBytes()).toEqual(LexicalIndex.build(list).toBytes());
    for (const query of queries)
      expect(step.value.search(query, 10)).toEqual(LexicalIndex.build(list).search(query, 10));
  });

  it('finds the exact top k by cosine, with the scores of a merge join', () => {
    const index = LexicalIndex.build([...rows].map(([id, vector]) => ({ id, vector })));
    expect(index.size).toBe(400);
    for (const query of queries) {
      const hits = index.search(query, 10);
      expect(Array.from(hits.ids)).toEqual(bruteForce(rows, query, 10));
      hits.ids.forEach((id, i) => expect(hits.scores[i]).toBeCloseTo(sparseDot(query, rows.get(id)!), 5));
    }
  });

  it('scores given articles as the merge join does, the tail included, NaN for one not indexed, and leaves no residue', () => {
    const index = LexicalIndex.build([...rows].map(([id, vector]) => ({ id, vector })));
    const replaced = 30;
    const unrelated: SparseWeights = { ids: Int32Array.of(TERMS + 5), weights: Float32Array.of(1) };
    index.add(replaced, unrelated);
    index.add(7777, queries[1]!);
    const ids = [3, 600, replaced, 7777, 1200, 5];
    for (const query of queries.slice(0, 5)) {
      const scores = index.scoresOf(query, ids);
      expect(scores[0]).toBeCloseTo(sparseDot(query, rows.get(3)!), 5);
      expect(scores[1]).toBeCloseTo(sparseDot(query, rows.get(600)!), 5);
      expect(scores[2]).toBe(0);
      expect(scores[3]).toBeCloseTo(sparseDot(query, queries[1]!), 5);
      expect(scores[4]).toBeCloseTo(sparseDot(query, rows.get(1200)!), 5);
      expect(Number.isNaN(scores[5])).toBe(true);
      // The accumulator is clean afterwards: a search right after gives the exact answer.
      const hits = index.search(query, 10);
      hits.ids.forEach((id, i) =>
        expect(hits.scores[i]).toBeCloseTo(sparseDot(query, id === 7777 ? queries[1]! : rows.get(id)!), 5),
      );
    }
  });

  it('searches added and replaced articles at once, and never returns a replaced vector', () => {
    const index = LexicalIndex.build([...rows].map(([id, vector]) => ({ id, vector })));
    const query = queries[0]!;
    const best = index.search(query, 1).ids[0]!;
    // The best article's text changes to something unrelated; a new article matches the query exactly.
    const unrelated: SparseWeights = { ids: Int32Array.of(TERMS + 5), weights: Float32Array.of(1) };
    index.add(best, unrelated);
    index.add(9999, query);
    const updated = new Map(rows);
    updated.set(best, unrelated);
    updated.set(9999, query);
    const hits = index.search(query, 10);
    expect(hits.ids[0]).toBe(9999);
    expect(hits.scores[0]).toBeCloseTo(1, 5);
    expect(Array.from(hits.ids)).not.toContain(best);
    expect(Array.from(hits.ids)).toEqual(bruteForce(updated, query, 10));
    expect(index.size).toBe(401);
  });

  it('stores and restores itself byte for byte, with the tail folded into the block', () => {
    const index = LexicalIndex.build([...rows].map(([id, vector]) => ({ id, vector })));
    index.add(9999, queries[1]!);
    index.add(3, queries[2]!);
    const restored = LexicalIndex.fromBytes(index.toBytes());
    expect(restored.size).toBe(index.size);
    for (const query of queries) {
      const a = index.search(query, 25);
      const b = restored.search(query, 25);
      expect(Array.from(b.ids)).toEqual(Array.from(a.ids));
      b.scores.forEach((score, i) => expect(score).toBeCloseTo(a.scores[i]!, 6));
    }
    // Bytes not 4-aligned in their buffer (a file read into a shared pool) are copied, not viewed.
    const bytes = index.toBytes();
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    const copied = LexicalIndex.fromBytes(shifted.subarray(1));
    for (const query of queries) {
      const a = restored.search(query, 25);
      const b = copied.search(query, 25);
      expect(Array.from(b.ids)).toEqual(Array.from(a.ids));
      expect(Array.from(b.scores)).toEqual(Array.from(a.scores));
    }
    // A view shares the bytes' memory: the index stays as read only while they are left unchanged.
    expect(LexicalIndex.fromBytes(bytes).toBytes()).toEqual(bytes);
    expect(() => LexicalIndex.fromBytes(new Uint8Array(40))).toThrow('not a lexical index file');
    expect(() => LexicalIndex.fromBytes(index.toBytes().subarray(0, 100))).toThrow(/bytes, expected/);
  });

  it('returns nothing for a query sharing no term, and for k = 0', () => {
    const index = LexicalIndex.build([{ id: 1, vector: queries[0]! }]);
    expect(index.search({ ids: Int32Array.of(TERMS + 1), weights: Float32Array.of(1) }, 5).ids).toHaveLength(0);
    expect(index.search(queries[0]!, 0).ids).toHaveLength(0);
  });
});
