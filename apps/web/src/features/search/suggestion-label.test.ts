import { describe, expect, it } from 'vitest';
import { suggestionLabel, visibleSuggestions } from './suggestion-label';

describe('suggestionLabel', () => {
  it('cuts at 65 characters, and at 70 in the concept search', () => {
    const long = 'y'.repeat(100);
    expect(suggestionLabel(long, { conceptSearch: false })).toHaveLength(65);
    expect(suggestionLabel(long, { conceptSearch: true })).toHaveLength(70);
  });
});

describe('visibleSuggestions', () => {
  it('shows at most 10', () => {
    expect(visibleSuggestions(Array.from({ length: 14 }, (_, i) => i))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
