import { describe, expect, it } from 'vitest';
import { sparseWeightsFromPairs } from '../concepts/sparse-weights';
import { blendedArticleScores, scoreExpertise, type RepresentedVectors } from './expertise-score';
import { computeExpertiseTable } from './expertise-table';
import { DEFAULT_REPRESENTATION_SETTINGS, trainRepresentationModel } from './representation-model';

const unit = (ids: number[], weights: number[]) => sparseWeightsFromPairs({ ids, weights });

const doc: RepresentedVectors = {
  lexical: unit([1], [1]),
  dense: Float32Array.from([1, 0]),
  concepts: unit([7], [1]),
};
const article: RepresentedVectors = {
  lexical: unit([1, 2], [0.6, 0.8]),
  dense: Float32Array.from([0, 1]),
  concepts: unit([7], [1]),
};

describe('blendedArticleScores', () => {
  it('blends lexical, dense and concept cosines by their shares', () => {
    const config = {
      denseWeight: 0.25,
      conceptWeight: 0.1,
      aggregation: { kind: 'max' as const },
      weighting: { halfLifeYears: null, middleAuthorWeight: 1 },
    };
    // 0.65 · 0.6 + 0.25 · 0 + 0.1 · 1
    expect(blendedArticleScores({ doc, articles: [article], config })[0]).toBeCloseTo(0.49, 6);
    // Without concepts on the document, their share goes to the lexical part.
    const plain = { ...doc, concepts: null };
    expect(blendedArticleScores({ doc: plain, articles: [article], config })[0]).toBeCloseTo(0.75 * 0.6, 6);
  });

  it('aggregates weighted article scores into the author score', () => {
    const score = scoreExpertise({
      doc,
      docYear: 2020,
      articles: [article, doc],
      facts: [
        { year: 2020, position: 0, authorsCount: 1 },
        { year: 2010, position: 0, authorsCount: 1 },
      ],
      config: {
        denseWeight: 0,
        conceptWeight: 0,
        aggregation: { kind: 'topMean', k: 2 },
        weighting: { halfLifeYears: 10, middleAuthorWeight: 1 },
      },
    });
    // Lexical cosines 0.6 and 1; the second is ten years old: (0.6 + 0.5) / 2.
    expect(score).toBeCloseTo(0.55, 6);
  });
});

describe('computeExpertiseTable', () => {
  it('scores every author for every paper, each author’s field first', () => {
    const model = trainRepresentationModel({
      documents: [
        'graph neural networks pass messages between nodes',
        'message passing on graphs with neural networks',
        'protein folding by molecular dynamics',
        'molecular dynamics of protein structure',
      ],
      settings: { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 2, maxProjectedTerms: 100 },
    });
    const facts = { year: 2020, position: 0, authorsCount: 1 };
    const table = computeExpertiseTable({
      papers: [
        { id: 'g', title: 'Graph neural networks', abstract: 'Messages between nodes.', year: 2021 },
        { id: 'p', title: 'Protein folding', abstract: 'Molecular dynamics.', year: 2021 },
      ],
      authors: new Map([
        ['graphs', [{ title: 'Message passing', abstract: 'Neural networks on graphs.', ...facts }]],
        ['proteins', [{ title: 'Protein structure', abstract: 'By molecular dynamics.', ...facts }]],
      ]),
      model,
    });
    expect(Object.keys(table)).toEqual(['graphs', 'proteins']);
    expect(table['graphs']?.['g']).toBeGreaterThan(table['graphs']?.['p'] ?? Infinity);
    expect(table['proteins']?.['p']).toBeGreaterThan(table['proteins']?.['g'] ?? Infinity);
  });
});
