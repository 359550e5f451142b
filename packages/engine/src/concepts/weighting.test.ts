import { describe, expect, it } from 'vitest';
import { createDfAccumulator, inverseDocumentFrequency, tfidfVector, tfidfWeight } from './weighting';

function match(conceptIds: number[], conceptCounts: number[], literalIds: number[] = []) {
  return {
    conceptIds: Int32Array.from(conceptIds),
    conceptCounts: Int32Array.from(conceptCounts),
    literalIds: Int32Array.from(literalIds),
    literalCounts: new Int32Array(literalIds.length).fill(1),
  };
}

describe('createDfAccumulator', () => {
  it('counts each document once per concept and literal', () => {
    const df = createDfAccumulator({
      conceptIds: Int32Array.from([1, 2, 3]),
      literalIds: Int32Array.from([10, 20, 21, 30]),
    });
    df.add(match([1, 2], [5, 1], [10, 20]));
    df.add(match([2], [2], [21]));
    df.add(match([2, 3], [1, 1], [20, 21, 30]));
    expect(df.documentCount).toBe(3);
    expect(Array.from(df.conceptDf)).toEqual([1, 3, 1]);
    expect(Array.from(df.literalDf)).toEqual([1, 2, 2, 1]);
    expect(df.conceptDfOf(2)).toBe(3);
    expect(df.literalDfOf(21)).toBe(2);
  });

  it('ignores ids outside its index', () => {
    const df = createDfAccumulator({ conceptIds: Int32Array.from([1]), literalIds: Int32Array.from([10]) });
    df.add(match([1, 7], [1, 1], [10, 70]));
    expect(df.conceptDfOf(7)).toBe(0);
    expect(df.literalDfOf(70)).toBe(0);
    expect(Array.from(df.conceptDf)).toEqual([1]);
  });
});

describe('tf-idf', () => {
  it('computes idf as ln((N + 1) / (df + 1))', () => {
    expect(inverseDocumentFrequency({ df: 1, documentCount: 3 })).toBeCloseTo(Math.LN2, 12);
    expect(inverseDocumentFrequency({ df: 3, documentCount: 3 })).toBe(0);
    expect(inverseDocumentFrequency({ df: 0, documentCount: 9 })).toBeCloseTo(2.302585093, 8);
  });

  it('computes (1 + ln tf) * idf and zero for an absent concept', () => {
    // tf = 2, df = 1, N = 3: (1 + 0.693147) * 0.693147 = 1.173600
    expect(tfidfWeight({ tf: 2, df: 1, documentCount: 3 })).toBeCloseTo(1.1736, 4);
    expect(tfidfWeight({ tf: 1, df: 1, documentCount: 3 })).toBeCloseTo(0.693147, 6);
    expect(tfidfWeight({ tf: 0, df: 1, documentCount: 3 })).toBe(0);
  });

  it('builds a unit-length vector and drops concepts present everywhere', () => {
    const df = createDfAccumulator({ conceptIds: Int32Array.from([1, 2, 3]), literalIds: new Int32Array(0) });
    df.add(match([1, 2], [1, 1]));
    df.add(match([2], [1]));
    df.add(match([2, 3], [1, 1]));
    // Concept 1: tf 2, df 1 → 1.173600; concept 2: df 3 = N → 0; concept 3: tf 1, df 1 → 0.693147.
    const raw = tfidfVector({ match: match([1, 2, 3], [2, 4, 1]), frequencies: df, normalize: false });
    expect(Array.from(raw.ids)).toEqual([1, 3]);
    expect(raw.weights[0]).toBeCloseTo(1.1736, 4);
    expect(raw.weights[1]).toBeCloseTo(0.693147, 5);
    const unit = tfidfVector({ match: match([1, 2, 3], [2, 4, 1]), frequencies: df });
    // 1.173600 / sqrt(1.173600² + 0.693147²) = 1.173600 / 1.363008 = 0.861037
    expect(unit.weights[0]).toBeCloseTo(0.861037, 5);
    expect(unit.weights[1]).toBeCloseTo(0.508542, 5);
  });
});
