import { describe, expect, it } from 'vitest';
import { inChunks } from './in-chunks';

describe('inChunks', () => {
  it('cuts a list into consecutive slices of at most the given size', () => {
    expect(inChunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inChunks([], 2)).toEqual([]);
    expect(inChunks(Array.from({ length: 1001 }, (_, i) => i)).map((c) => c.length)).toEqual([500, 500, 1]);
  });
});
