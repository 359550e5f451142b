import { describe, expect, it } from 'vitest';
import { TopK } from './top-k';

describe('TopK', () => {
  it('keeps the k best of a stream, best first, as a full sort would', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
    const scores = Array.from({ length: 5000 }, next);
    const top = new TopK(37);
    scores.forEach((score, id) => top.push(id, score));
    const expected = scores
      .map((score, id) => ({ id, score: Math.fround(score) }))
      .sort((a, b) => b.score - a.score || a.id - b.id)
      .slice(0, 37);
    const { ids, scores: kept } = top.sorted();
    expect(Array.from(ids)).toEqual(expected.map((e) => e.id));
    expect(Array.from(kept)).toEqual(expected.map((e) => e.score));
  });

  it('returns fewer pairs than k when the stream is shorter, and raises the entry threshold once full', () => {
    const top = new TopK(3);
    expect(top.threshold).toBe(-Infinity);
    top.push(1, 0.5);
    top.push(2, 0.9);
    expect(Array.from(top.sorted().ids)).toEqual([2, 1]);
    top.push(3, 0.1);
    expect(top.threshold).toBeCloseTo(0.1);
    top.push(4, 0.05);
    expect(Array.from(top.sorted().ids)).toEqual([2, 1, 3]);
  });

  it('rejects a k that is not a positive integer', () => {
    expect(() => new TopK(0)).toThrow(RangeError);
    expect(() => new TopK(2.5)).toThrow(RangeError);
  });
});
