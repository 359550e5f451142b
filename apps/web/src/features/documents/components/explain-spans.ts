import type { ExtractSpan } from '@sciscope/contracts';

/**
 * Spans at the same offsets (a literal shared by two concepts) become one mark, and so does a
 * phrase nested in a longer literal ("reinforcement learning" in "multi-agent reinforcement
 * learning"): the mark is the longer span, naming both concepts.
 */
export function mergeSpans(spans: readonly ExtractSpan[]): Array<{ start: number; end: number; spans: ExtractSpan[] }> {
  const merged: Array<{ start: number; end: number; spans: ExtractSpan[] }> = [];
  for (const span of [...spans].sort((a, b) => a.start - b.start || b.end - a.end)) {
    const last = merged[merged.length - 1];
    if (last && span.start < last.end) {
      if (span.end <= last.end) last.spans.push(span);
    } else merged.push({ start: span.start, end: span.end, spans: [span] });
  }
  return merged;
}
