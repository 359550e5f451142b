import { describe, expect, it } from 'vitest';
import { buildConceptMatcher } from './matcher';
import { makeConcept } from './test-ontology.fixture';

describe('buildConceptMatcher: explain', () => {
  const networks = makeConcept({ id: 1, literals: ['Neural networks', 'neural net'] });
  const cnn = makeConcept({ id: 2, literals: ['Convolutional neural networks'], parentIds: [1] });
  const ml = makeConcept({ id: 3, literals: ['Machine learning'] });
  const matcher = buildConceptMatcher({ concepts: [networks, cnn, ml] });
  const text = 'Convolutional neural networks and a neural net; no machine here.';

  it('gives the offsets and literal of every counted occurrence, in text order', () => {
    const spans = matcher.explain(text);
    expect(spans.map((s) => [text.slice(s.start, s.end), s.conceptId, s.literalId])).toEqual([
      ['Convolutional neural networks', 2, 20],
      ['neural networks', 1, 10],
      ['neural net', 1, 11],
    ]);
  });

  it('agrees with match on which concepts count and how often', () => {
    const counts = new Map<number, number>();
    for (const span of matcher.explain(text)) counts.set(span.conceptId, (counts.get(span.conceptId) ?? 0) + 1);
    const match = matcher.match(text);
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(Array.from(match.conceptIds, (id, i) => [id, match.conceptCounts[i]])),
    );
  });

  it('finds nothing in a text without literals', () => {
    expect(matcher.explain('Nothing to see.')).toEqual([]);
  });
});
