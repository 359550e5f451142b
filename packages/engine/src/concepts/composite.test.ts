import { describe, expect, it } from 'vitest';
import type { OntologyConcept } from '../ontology/ontology.types';
import { expandCompositeLiteral } from './composite';
import { buildConceptMatcher } from './matcher';
import { countsById, literalCountsById, makeConcept } from './test-ontology.fixture';

function byId(concepts: OntologyConcept[]): Map<number, OntologyConcept> {
  return new Map(concepts.map((c) => [c.id, c]));
}

const networks = makeConcept({ id: 1, literals: ['Neural networks', 'NN'] });
const hardware = makeConcept({ id: 2, literals: ['hardware', 'accelerator', 'chip'], basic: true });
const ref = (concept: OntologyConcept) => ({ conceptId: concept.id, name: concept.name });

describe('expandCompositeLiteral', () => {
  it('replaces a concept reference by each literal of the referenced concept', () => {
    const { variants, truncated } = expandCompositeLiteral({
      parts: [ref(networks), { text: ' training' }],
      conceptsById: byId([networks]),
    });
    expect(variants.map((v) => v.name)).toEqual(['Neural networks training', 'NN training']);
    expect(truncated).toBe(false);
  });

  it('marks short pieces of referenced concepts as case-sensitive', () => {
    const { variants } = expandCompositeLiteral({
      parts: [ref(networks), { text: 'training' }],
      conceptsById: byId([networks]),
    });
    expect(variants[1]?.segments).toEqual([
      { text: 'NN', caseSensitive: true },
      { text: 'training', caseSensitive: false },
    ]);
  });

  it('inserts a space only between two words', () => {
    const { variants } = expandCompositeLiteral({
      parts: [ref(networks), { text: '-based' }],
      conceptsById: byId([networks]),
    });
    expect(variants.map((v) => v.name)).toEqual(['Neural networks-based', 'NN-based']);
  });

  it('forms the cross product of several references in part order', () => {
    const { variants } = expandCompositeLiteral({
      parts: [ref(networks), ref(hardware)],
      conceptsById: byId([networks, hardware]),
    });
    expect(variants.map((v) => v.name)).toEqual([
      'Neural networks hardware',
      'Neural networks accelerator',
      'Neural networks chip',
      'NN hardware',
      'NN accelerator',
      'NN chip',
    ]);
  });

  it('stops at the cap and says so', () => {
    const { variants, truncated } = expandCompositeLiteral({
      parts: [ref(networks), ref(hardware)],
      conceptsById: byId([networks, hardware]),
      maxVariants: 4,
    });
    expect(variants.length).toBe(4);
    expect(truncated).toBe(true);
  });

  it('uses the reference name for a concept it does not know', () => {
    const { variants } = expandCompositeLiteral({
      parts: [{ text: 'robust' }, { conceptId: 99, name: 'Control theory' }],
      conceptsById: new Map(),
    });
    expect(variants.map((v) => v.name)).toEqual(['robust Control theory']);
  });

  it('expands nested composites and stops at self-reference', () => {
    const inner = makeConcept({
      id: 3,
      literals: [{ name: 'NN hardware', composite: [ref(networks), { text: 'hardware' }] }],
    });
    const loop = makeConcept({
      id: 4,
      literals: [{ name: 'loop', composite: [{ text: 'x' }, { conceptId: 4, name: 'Loop' }] }],
    });
    const nested = expandCompositeLiteral({
      parts: [{ text: 'fast' }, ref(inner)],
      conceptsById: byId([networks, inner]),
    });
    expect(nested.variants.map((v) => v.name)).toEqual(['fast Neural networks hardware', 'fast NN hardware']);
    const cyclic = expandCompositeLiteral({ parts: loop.literals[0]?.composite ?? [], conceptsById: byId([loop]) });
    expect(cyclic.variants.map((v) => v.name)).toEqual(['x x Loop']);
  });

  it('drops duplicate variant names', () => {
    const twice = makeConcept({ id: 5, literals: ['graph', 'graph'] });
    const { variants } = expandCompositeLiteral({
      parts: [ref(twice), { text: 'mining' }],
      conceptsById: byId([twice]),
    });
    expect(variants.map((v) => v.name)).toEqual(['graph mining']);
  });
});

describe('buildConceptMatcher: composite literals', () => {
  const accelerators = makeConcept({
    id: 6,
    literals: ['AI accelerators', { name: 'NN hardware', composite: [ref(networks), ref(hardware)] }],
  });
  const matcher = buildConceptMatcher({ concepts: [networks, hardware, accelerators] });

  it('matches every variant under the composite literal id', () => {
    const match = matcher.match('Neural network accelerators and neural-networks chips.');
    // The referenced concept is named inside each variant: a nested phrase.
    expect(countsById(match)).toEqual({ 1: 2, 6: 2 });
    expect(literalCountsById(match)).toEqual({ 10: 2, 61: 2 });
  });

  it('keeps a short piece case-sensitive inside the composite', () => {
    expect(countsById(matcher.match('AI accelerators: NN chips, not nn chips.'))).toEqual({ 6: 2 });
  });

  it('lets the composite win over its referenced concept as the longer literal, which it names inside', () => {
    const match = matcher.match('neural network hardware');
    expect(countsById(match)).toEqual({ 1: 1, 6: 1 });
    expect(Array.from(match.conceptSpanTokens)).toEqual([2, 3]);
  });

  it('counts how many composites were cut by the cap', () => {
    const capped = buildConceptMatcher({ concepts: [networks, hardware, accelerators], maxCompositeVariants: 2 });
    expect(capped.stats.truncatedComposites).toBe(1);
    expect(countsById(capped.match('neural network chip'))).toEqual({ 1: 1 });
  });
});
