import type { ExtractSpan } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { mergeSpans } from './explain-spans';

const span = (start: number, end: number, conceptName: string): ExtractSpan => ({
  start,
  end,
  conceptId: conceptName.length,
  conceptName,
  literal: null,
});

describe('mergeSpans', () => {
  it('makes one mark of spans at the same offsets', () => {
    const marks = mergeSpans([span(0, 5, 'A'), span(0, 5, 'B'), span(10, 12, 'C')]);
    expect(marks.map((m) => [m.start, m.end, m.spans.map((s) => s.conceptName)])).toEqual([
      [0, 5, ['A', 'B']],
      [10, 12, ['C']],
    ]);
  });

  it('keeps the longer span of a nested phrase as the mark, naming both concepts', () => {
    // "neural network hardware" [0, 23) holds "neural network" [0, 14); "multi-agent
    // reinforcement learning" [30, 64) holds "reinforcement learning" [42, 64).
    const marks = mergeSpans([span(0, 14, 'NN'), span(0, 23, 'NN hardware'), span(42, 64, 'RL'), span(30, 64, 'MARL')]);
    expect(marks.map((m) => [m.start, m.end, m.spans.map((s) => s.conceptName)])).toEqual([
      [0, 23, ['NN hardware', 'NN']],
      [30, 64, ['MARL', 'RL']],
    ]);
  });
});
