import { describe, expect, it } from 'vitest';
import type { MergedConcept } from '../ontology/merge';
import { conceptsFromMergedOntology } from './ontology-concepts';

const merged = (key: string, name: string, literals: string[], parentKeys: string[]): MergedConcept => ({
  key,
  name,
  literals,
  parentKeys,
  relatedKeys: [],
  origins: [{ source: 'test', key }],
});

describe('conceptsFromMergedOntology', () => {
  it('assigns dense ids, keeps the name as a literal and flags acronyms as ambiguous', () => {
    const concepts = conceptsFromMergedOntology([
      merged('machine learning', 'Machine learning', ['Machine learning', 'ML', 'statistical learning'], ['computing']),
      merged('computing', 'Computing', [], ['not in this list']),
    ]);
    expect(concepts.map((c) => c.id)).toEqual([0, 1]);
    expect(concepts[0]?.literals.map((l) => [l.id, l.name, l.isAmbiguous])).toEqual([
      [0, 'Machine learning', false],
      [1, 'ML', true],
      [2, 'statistical learning', false],
    ]);
    expect(concepts[1]?.literals.map((l) => [l.id, l.name])).toEqual([[3, 'Computing']]);
    expect(concepts[0]?.parentIds).toEqual([1]);
    expect(concepts[1]?.parentIds).toEqual([]);
    expect(concepts.every((c) => !c.basic)).toBe(true);
  });
});
