import { describe, expect, it } from 'vitest';
import { buildConceptMatcher, conceptMatcherSteps } from './matcher';
import { matcherIndexSteps } from './matcher-index';
import { countsById, literalCountsById, makeConcept } from './test-ontology.fixture';

/** 30 concepts, each with a name, a plural-free alternative and a parent, so the index has every part. */
const ontology = Array.from({ length: 30 }, (_, i) =>
  makeConcept({
    id: i + 1,
    literals: [`topic ${String.fromCharCode(97 + (i % 26))}${i} analysis`, `method ${i} family`],
    parentIds: i > 0 ? [1] : [],
  }),
);
const text = 'A topic b1 analysis of method 7 family, with topic c2 analysis and method 29 family again.';

describe('conceptMatcherSteps', () => {
  it('yields between parts of the build and makes the same matcher as buildConceptMatcher', () => {
    const steps = conceptMatcherSteps({ concepts: ontology });
    let yields = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yields++;
    const stepwise = step.value;
    const atOnce = buildConceptMatcher({ concepts: ontology });
    // One yield before the concepts are encoded, then before the trie, the entries and the neighbours.
    expect(yields).toBeGreaterThanOrEqual(4);
    expect(countsById(stepwise.match(text))).toEqual(countsById(atOnce.match(text)));
    expect(literalCountsById(stepwise.match(text))).toEqual({ 20: 1, 30: 1, 81: 1, 301: 1 });
    expect(countsById(stepwise.match(text))).toEqual({ 2: 1, 3: 1, 8: 1, 30: 1 });
    expect(stepwise.stats).toEqual(atOnce.stats);
    expect(Array.from(stepwise.conceptIds)).toEqual(Array.from(atOnce.conceptIds));
  });

  it('yields once more for every `stepConcepts` concepts encoded', () => {
    const count = (stepConcepts: number): number => {
      const steps = matcherIndexSteps({ concepts: ontology, maxCompositeVariants: 200 }, stepConcepts);
      let yields = 0;
      while (!steps.next().done) yields++;
      return yields;
    };
    expect(count(10) - count(1000)).toBe(3);
    expect(count(1) - count(1000)).toBe(30);
  });
});
