import { describe, expect, it } from 'vitest';
import { truncateConceptLabel } from './concept-links';

describe('truncateConceptLabel', () => {
  it('keeps labels of up to 70 characters', () => {
    const label = 'x'.repeat(70);
    expect(truncateConceptLabel(label)).toBe(label);
  });

  it('cuts longer labels to 70 characters ending in an ellipsis', () => {
    const cut = truncateConceptLabel(`${'a'.repeat(69)}bcdef`);
    expect(cut).toBe(`${'a'.repeat(69)}…`);
    expect(Array.from(cut)).toHaveLength(70);
  });

  it('takes another limit and never splits a character made of two code units', () => {
    expect(truncateConceptLabel('neural networks', 8)).toBe('neural…');
    expect(truncateConceptLabel('😀😀😀😀', 3)).toBe('😀😀…');
  });
});
