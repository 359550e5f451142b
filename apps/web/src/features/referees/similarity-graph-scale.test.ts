import { describe, expect, it } from 'vitest';
import { GRAPH_MAX_TICKS, articleCountScale, similarityScale } from './similarity-graph-scale';

describe('the similarity graph scales', () => {
  it('is linear up to 10 articles and logarithmic past that', () => {
    const small = articleCountScale([2, 10, 4]);
    expect(small.kind).toBe('linear');
    expect(small.toUnit(5)).toBeCloseTo(0.5);
    const large = articleCountScale([3, 11]);
    expect(large.kind).toBe('log');
    expect(large.toUnit(11)).toBeCloseTo(1);
    expect(large.toUnit(1)).toBe(0);
    const wide = articleCountScale([1, 1000]);
    expect(wide.toUnit(10)).toBeCloseTo(1 / 3);
    expect(wide.toUnit(100)).toBeCloseTo(2 / 3);
  });

  it('never has more than 8 ticks, all inside the domain', () => {
    for (const max of [1, 7, 10, 11, 99, 1500, 10_000_000]) {
      const scale = articleCountScale([max]);
      expect(scale.ticks.length).toBeLessThanOrEqual(GRAPH_MAX_TICKS);
      expect(scale.ticks.length).toBeGreaterThan(0);
      for (const tick of scale.ticks) {
        expect(tick).toBeGreaterThanOrEqual(scale.domain[0]);
        expect(tick).toBeLessThanOrEqual(scale.domain[1]);
      }
    }
    expect(articleCountScale([1500]).ticks).toEqual([1, 5, 20, 100, 500]);
  });

  it('runs y from 0 to 1 with padding on both ends', () => {
    const y = similarityScale();
    expect(y.domain[0]).toBeLessThan(0);
    expect(y.domain[1]).toBeGreaterThan(1);
    expect(y.toUnit(0)).toBeGreaterThan(0);
    expect(y.toUnit(1)).toBeLessThan(1);
    expect(y.toUnit(0.5)).toBeCloseTo(0.5);
  });
});
