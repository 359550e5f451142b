import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ExactVectorIndex, recallAtK } from '@sciscope/engine';
import { HnswVectorIndex } from './hnsw-vector-index';

/** Unit vectors around 40 random centres, as topical text embeddings are. */
function clusteredVectors({ count, dim, seed }: { count: number; dim: number; seed: number }): Float32Array[] {
  let state = seed;
  const next = () => ((state = (state * 48271) % 2147483647) / 2147483647) * 2 - 1;
  const centres = Array.from({ length: 40 }, () => Float32Array.from({ length: dim }, next));
  return Array.from({ length: count }, (_, i) => {
    const centre = centres[i % centres.length] as Float32Array;
    const v = Float32Array.from(centre, (c) => c + 0.7 * next());
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
}

const dir = mkdtempSync(join(tmpdir(), 'sciscope-hnsw-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('HnswVectorIndex', () => {
  const dim = 32;
  const vectors = clusteredVectors({ count: 3000, dim, seed: 11 });
  const exact = new ExactVectorIndex(dim);
  const graph = HnswVectorIndex.create({ dim, capacity: 64 });
  vectors.forEach((v, i) => {
    exact.add(i + 1, v);
    graph.add(i + 1, v);
  });

  it('finds at least 95% of the exact top 100 on clustered vectors, growing past its first capacity', () => {
    expect(graph.size).toBe(3000);
    const queries = clusteredVectors({ count: 30, dim, seed: 99 });
    const recalls = queries.map((q) => recallAtK({ exact: exact.search(q, 100).ids, found: graph.search(q, 100).ids }));
    expect(recalls.reduce((a, b) => a + b, 0) / recalls.length).toBeGreaterThanOrEqual(0.95);
  });

  it('answers best first with cosines equal to the exact ones', () => {
    const q = vectors[5] as Float32Array;
    const hits = graph.search(q, 10);
    expect(hits.ids[0]).toBe(6);
    expect(hits.scores[0]).toBeCloseTo(1, 4);
    for (let i = 1; i < hits.scores.length; i++)
      expect(hits.scores[i]).toBeLessThanOrEqual(hits.scores[i - 1] as number);
  });

  it('writes an index file that loads back with the same answers', () => {
    const file = join(dir, 'articles.hnsw');
    graph.save(file);
    const loaded = HnswVectorIndex.load({ file, dim });
    expect(loaded.size).toBe(3000);
    const q = vectors[77] as Float32Array;
    expect(Array.from(loaded.search(q, 20).ids)).toEqual(Array.from(graph.search(q, 20).ids));
  });

  it('reads an index file off the thread with the same answers, and refuses a missing file', async () => {
    const file = join(dir, 'articles-read.hnsw');
    graph.save(file);
    const read = await HnswVectorIndex.read({ file, dim });
    expect(read.size).toBe(3000);
    const q = vectors[91] as Float32Array;
    expect(Array.from(read.search(q, 20).ids)).toEqual(Array.from(graph.search(q, 20).ids));
    await expect(HnswVectorIndex.read({ file: join(dir, 'missing.hnsw'), dim })).rejects.toThrow(/failed to open/);
  });

  it('refuses a vector of the wrong dimension and a negative id without changing the index', () => {
    expect(() => graph.add(5000, new Float32Array(dim + 1))).toThrow(RangeError);
    expect(() => graph.add(-1, vectors[0] as Float32Array)).toThrow(RangeError);
    expect(graph.size).toBe(3000);
  });
});
