import { describe, expect, it } from 'vitest';
import type { SparseWeights } from '../concepts/sparse-weights';
import { scoreArticles, scoreAuthor, vectorizeDocument, type DocumentVectors } from './author-score';
import { createConceptModelBuilder } from './concept-model';
import { buildLexicalModel } from './lexical-model';

const sparse = (ids: number[], weights: number[]): SparseWeights => ({
  ids: Int32Array.from(ids),
  weights: Float32Array.from(weights),
});
const vectors = (lexical: SparseWeights, concepts: SparseWeights | null): DocumentVectors => ({
  lexical,
  concepts,
  year: null,
});

// doc·A: lexical 0.6, concepts 1 → 0.9·0.6 + 0.1·1 = 0.64
// doc·B: lexical 0.8·0.8 = 0.64, no concepts → 0.9·0.64 = 0.576
// doc·C: nothing shared → 0
const doc = vectors(sparse([1, 2], [0.6, 0.8]), sparse([7], [1]));
const articles = [
  vectors(sparse([1], [1]), sparse([7], [1])),
  vectors(sparse([2, 3], [0.8, 0.6]), null),
  vectors(sparse([4], [1]), sparse([8], [1])),
];
const config = { conceptWeight: 0.1, aggregation: { kind: 'topMean' as const, k: 3 } };

describe('scoreAuthor', () => {
  it('blends lexical and concept cosine per article', () => {
    const scores = scoreArticles({ doc, articles, config });
    expect(scores[0]).toBeCloseTo(0.64, 6);
    expect(scores[1]).toBeCloseTo(0.576, 6);
    expect(scores[2]).toBe(0);
  });

  it('aggregates article scores and names the best article', () => {
    const result = scoreAuthor({ doc, articles, config });
    expect(result.score).toBeCloseTo((0.64 + 0.576) / 3, 6);
    expect(result.bestArticleIndex).toBe(0);
  });

  it('scores on text alone for every article when the document has no concepts', () => {
    const result = scoreAuthor({
      doc: { ...doc, concepts: null },
      articles,
      config: { ...config, aggregation: { kind: 'max' } },
    });
    expect(Array.from(result.articleScores)).toEqual([expect.closeTo(0.6, 6), expect.closeTo(0.64, 6), 0]);
    expect(result.bestArticleIndex).toBe(1);
    expect(result.score).toBeCloseTo(0.64, 6);
  });

  it('gives an author without articles score 0 and no best article', () => {
    expect(scoreAuthor({ doc, articles: [], config })).toEqual({
      score: 0,
      articleScores: new Float32Array(0),
      bestArticleIndex: -1,
    });
  });
});

describe('vectorizeDocument', () => {
  it('gives identical texts lexical cosine 1 and unrelated texts 0', () => {
    const lexical = buildLexicalModel({ documents: ['graph kernels', 'protein folding', 'graph neural networks'] });
    const conceptBuilder = createConceptModelBuilder({ conceptIds: Int32Array.from([0]) });
    // One background document without the concept, so its idf ln(2/1) is positive.
    conceptBuilder.add({ conceptIds: new Int32Array(0), conceptCounts: new Int32Array(0) });
    const concepts = conceptBuilder.build();
    const models = { lexical, concepts };
    const match = { conceptIds: Int32Array.from([0]), conceptCounts: Int32Array.from([1]) };
    const a = vectorizeDocument({
      document: { title: 'Graph kernels', abstract: 'Kernels on graphs.', year: 2020, concepts: match },
      models,
    });
    const b = vectorizeDocument({ document: { title: 'Graph kernels', abstract: 'Kernels on graphs.' }, models });
    const c = vectorizeDocument({ document: { title: 'Protein folding', abstract: '' }, models });
    expect(a.year).toBe(2020);
    expect(Array.from(a.concepts?.ids ?? [])).toEqual([0]);
    expect(a.concepts?.weights[0]).toBeCloseTo(1, 6);
    expect(b.concepts).toBeNull();
    const [same, unrelated] = scoreArticles({
      doc: a,
      articles: [b, c],
      config: { conceptWeight: 0, aggregation: { kind: 'max' } },
    });
    expect(same).toBeCloseTo(1, 5);
    expect(unrelated).toBe(0);
  });
});
