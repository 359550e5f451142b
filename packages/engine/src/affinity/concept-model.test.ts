import { describe, expect, it } from 'vitest';
import { createConceptModelBuilder, loadConceptModel } from './concept-model';

function match(ids: number[], counts: number[]) {
  return { conceptIds: Int32Array.from(ids), conceptCounts: Int32Array.from(counts) };
}

function buildModel() {
  const builder = createConceptModelBuilder({ conceptIds: Int32Array.from([1, 2, 5]) });
  builder.add(match([1, 2], [3, 1]));
  builder.add(match([1], [1]));
  builder.add(match([5], [2]));
  return builder.build();
}

describe('concept model', () => {
  it('counts each concept once per background document', () => {
    const model = buildModel();
    expect(model.documentCount).toBe(3);
    expect(model.conceptDfOf(1)).toBe(2);
    expect(model.conceptDfOf(2)).toBe(1);
    expect(model.conceptDfOf(5)).toBe(1);
    expect(model.conceptDfOf(7)).toBe(0);
  });

  it('weighs concepts by (1 + ln tf) · ln((N + 1)/(df + 1)) and normalises', () => {
    // c1: 1 · ln(4/3) = 0.28768; c2: (1 + ln 2) · ln 2 = 1.17360; norm 1.20835.
    const vector = buildModel().vectorize(match([1, 2], [1, 2]));
    expect(Array.from(vector.ids)).toEqual([1, 2]);
    expect(vector.weights[0]).toBeCloseTo(0.238079, 5);
    expect(vector.weights[1]).toBeCloseTo(0.971246, 5);
  });

  it('round-trips through its serialised form', () => {
    const model = buildModel();
    const restored = loadConceptModel(JSON.parse(JSON.stringify(model.serialize())));
    expect(restored.documentCount).toBe(3);
    expect(restored.conceptDfOf(1)).toBe(2);
    expect(restored.conceptDfOf(5)).toBe(1);
    expect(Array.from(restored.vectorize(match([1, 5], [1, 1])).weights)).toEqual(
      Array.from(model.vectorize(match([1, 5], [1, 1])).weights),
    );
  });

  it('refuses a serialised model with unordered ids', () => {
    const serialized = { ...buildModel().serialize(), conceptIds: [5, 1, 2] };
    expect(() => loadConceptModel(serialized)).toThrow(/ascending/);
  });
});
