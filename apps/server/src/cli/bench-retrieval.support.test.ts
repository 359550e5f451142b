import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExactVectorIndex, type SeedWork } from '@sciscope/engine';
import { HnswVectorIndex } from '../modules/retrieval/hnsw-vector-index';
import {
  embedBenchCorpus,
  formatRetrieval,
  measureRetrieval,
  queryDocuments,
  readBenchCorpus,
  writeBenchCorpus,
  type TextEmbedder,
} from './bench-retrieval.support';

/** Words hashed into 16 signed buckets: enough structure for a small index to be searched. */
const embedder: TextEmbedder = {
  dim: 16,
  embed({ title, abstract }) {
    const v = new Float32Array(16);
    for (const word of `${title} ${abstract ?? ''}`.toLowerCase().split(/\W+/)) {
      let h = 7;
      for (let i = 0; i < word.length; i++) h = (h * 31 + word.charCodeAt(i)) >>> 0;
      v[h % 16] = (v[h % 16] as number) + (h & 16 ? 1 : -1);
    }
    const norm = Math.hypot(...v) || 1;
    return v.map((x) => x / norm);
  },
};

const topics = ['graph neural networks', 'protein folding', 'query optimisation', 'image segmentation'];
const givenNames = ['Ada', 'Bo', 'Cyd', 'Dee', 'Eli'];
const surnames = ['Lind', 'Moro', 'Nagy', 'Ortiz', 'Park', 'Quinn'];
const seeds: SeedWork[] = Array.from({ length: 80 }, (_, i) => ({
  title: `On ${topics[i % 4]} number ${i}`,
  abstract: `We study ${topics[i % 4]}. Results on ${topics[(i + 1) % 4]} follow. Case ${i} is new.`,
  year: 2020,
  venue: `Venue ${i % 4}`,
  venueType: 'journal',
  citations: i,
  authors: [{ name: `${givenNames[i % 5]} ${surnames[i % 6]}`, institutions: [] }],
}));

describe('bench:retrieval measurement', () => {
  it('embeds a k-times corpus with new author identities per copy', () => {
    const corpus = embedBenchCorpus({ seeds, scale: 3, embedder });
    expect(corpus.count).toBe(240);
    expect(corpus.vectors.length).toBe(240 * 16);
    expect(corpus.authorOffsets[240]).toBe(240);
    // A copy's work is written by another person than the real one (names drawn from the
    // corpus' own name pools, so a few draws coincide).
    let renamed = 0;
    for (let i = 0; i < 80; i++) if (corpus.authorIds[i] !== corpus.authorIds[i + 80]) renamed++;
    expect(renamed).toBeGreaterThan(60);
  });

  it('measures recall 1 for the exact index against itself, and below-goal figures are flagged', () => {
    const corpus = embedBenchCorpus({ seeds, scale: 2, embedder });
    const documents = queryDocuments({ seeds, count: 10, copy: 5 });
    expect(documents).toHaveLength(10);
    const figures = measureRetrieval({
      corpus,
      documents,
      embedder,
      k: 20,
      authorsK: 50,
      createIndex: (capacity) => new ExactVectorIndex(16, capacity),
    });
    expect(figures.recall.mean).toBe(1);
    expect(figures.articles).toBe(160);
    const text = formatRetrieval({ scale: 1, figures: { ...figures, recall: { mean: 0.5, min: 0.1 } }, k: 20 });
    expect(text).toMatch(/recall@20 vs exact: mean 0.500 .*MISSED/);
  });

  it('saves an embedded corpus and reads it back unchanged', () => {
    const corpus = embedBenchCorpus({ seeds, scale: 2, embedder });
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-bench-'));
    try {
      writeBenchCorpus(join(dir, 'c.vectors'), corpus);
      expect(readBenchCorpus(join(dir, 'c.vectors'))).toEqual(corpus);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('measures the graph index on the same corpus', () => {
    const corpus = embedBenchCorpus({ seeds, scale: 2, embedder });
    const figures = measureRetrieval({
      corpus,
      documents: queryDocuments({ seeds, count: 10, copy: 5 }),
      embedder,
      k: 20,
      authorsK: 50,
      createIndex: (capacity) => HnswVectorIndex.create({ dim: 16, capacity }),
    });
    expect(figures.indexKind).toBe('hnsw');
    expect(figures.recall.mean).toBeGreaterThan(0.9);
  });
});
