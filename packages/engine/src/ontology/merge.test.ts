import { describe, expect, it } from 'vitest';
import { mergeOntologies } from './merge';
import type { ParsedConcept, ParsedOntology } from './ontology.types';

function concept(key: string, name: string, extra: Partial<ParsedConcept> = {}): ParsedConcept {
  return { key, name, literals: [name], broader: [], related: [], ...extra };
}

const acm: ParsedOntology = {
  source: 'acm',
  concepts: [
    concept('#1', 'Machine learning', { literals: ['Machine learning', 'ML'] }),
    concept('#2', 'Neural networks', { broader: ['#1'], related: ['#3'] }),
    concept('#3', 'Computer  vision', { related: ['#2'] }),
  ],
  warnings: [],
};
const ieee: ParsedOntology = {
  source: 'ieee',
  concepts: [
    concept('Machine Learning', 'Machine Learning', { literals: ['Machine Learning', 'ml', 'Statistical learning'] }),
    concept('Artificial intelligence', 'Artificial intelligence'),
    concept('Computer vision', 'Computer vision', { broader: ['Artificial intelligence', 'Computer vision'] }),
    concept('Neural networks', 'Neural networks', { broader: ['Machine Learning', 'Gone'] }),
  ],
  warnings: [],
};

describe('mergeOntologies', () => {
  it('merges equal names across sources with unioned literals, remapped relations and origins', () => {
    const merged = mergeOntologies([acm, ieee]);
    expect(merged.concepts).toEqual([
      {
        key: 'machine learning',
        name: 'Machine learning',
        literals: ['Machine learning', 'ML', 'Statistical learning'],
        parentKeys: [],
        relatedKeys: [],
        origins: [
          { source: 'acm', key: '#1' },
          { source: 'ieee', key: 'Machine Learning' },
        ],
      },
      {
        key: 'neural networks',
        name: 'Neural networks',
        literals: ['Neural networks'],
        parentKeys: ['machine learning'],
        relatedKeys: ['computer vision'],
        origins: [
          { source: 'acm', key: '#2' },
          { source: 'ieee', key: 'Neural networks' },
        ],
      },
      {
        key: 'computer vision',
        name: 'Computer vision',
        literals: ['Computer vision'],
        parentKeys: ['artificial intelligence'],
        relatedKeys: ['neural networks'],
        origins: [
          { source: 'acm', key: '#3' },
          { source: 'ieee', key: 'Computer vision' },
        ],
      },
      {
        key: 'artificial intelligence',
        name: 'Artificial intelligence',
        literals: ['Artificial intelligence'],
        parentKeys: [],
        relatedKeys: [],
        origins: [{ source: 'ieee', key: 'Artificial intelligence' }],
      },
    ]);
    expect(merged.stats).toEqual({
      inputConcepts: 7,
      mergedConcepts: 4,
      combined: 3,
      combinedAcrossSources: 3,
      cycleLinksRemoved: 0,
    });
    expect(merged.warnings).toEqual(['ieee: broader Gone of Neural networks is not a concept; dropped']);
  });

  it('merges same-name concepts inside one source and makes related links symmetric', () => {
    const single: ParsedOntology = {
      source: 's',
      concepts: [
        concept('HEMTs', 'HEMTs', { literals: ['HEMTs', 'HFETs'] }),
        concept('HEMTS', 'HEMTS', { related: ['X'] }),
        concept('X', 'X'),
      ],
      warnings: [],
    };
    const merged = mergeOntologies([single]);
    expect(
      merged.concepts.map(({ key, literals, relatedKeys, origins }) => ({
        key,
        literals,
        relatedKeys,
        n: origins.length,
      })),
    ).toEqual([
      { key: 'hemts', literals: ['HEMTs', 'HFETs'], relatedKeys: ['x'], n: 2 },
      { key: 'x', literals: ['X'], relatedKeys: ['hemts'], n: 1 },
    ]);
    expect(merged.stats.combinedAcrossSources).toBe(0);
  });

  it("refuses parent links that close a cycle, keeping the earlier source's hierarchy", () => {
    const a: ParsedOntology = {
      source: 'a',
      concepts: [concept('p', 'P'), concept('c', 'C', { broader: ['p'] })],
      warnings: [],
    };
    const b: ParsedOntology = {
      source: 'b',
      concepts: [concept('p', 'P', { broader: ['c'] }), concept('c', 'C')],
      warnings: [],
    };
    const merged = mergeOntologies([a, b]);
    expect(merged.concepts.map(({ key, parentKeys }) => [key, parentKeys])).toEqual([
      ['p', []],
      ['c', ['p']],
    ]);
    expect(merged.stats.cycleLinksRemoved).toBe(1);
    expect(merged.warnings).toEqual(['cycle: parent link "p" → "c" removed']);
  });
});
