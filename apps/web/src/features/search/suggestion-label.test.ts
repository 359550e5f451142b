import { describe, expect, it } from 'vitest';
import { isAutocompleteQuery, suggestionLabel, truncateLabel, visibleSuggestions } from './suggestion-label';

describe('truncateLabel', () => {
  it('keeps a label that fits and cuts a longer one with an ellipsis within the limit', () => {
    expect(truncateLabel('Robots', 65)).toBe('Robots');
    const cut = truncateLabel('x'.repeat(80), 65);
    expect(cut).toHaveLength(65);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateLabel('x'.repeat(65), 65)).toBe('x'.repeat(65));
  });

  it('counts characters, not UTF-16 units, and drops a space before the ellipsis', () => {
    expect(truncateLabel('𝛼𝛽𝛾𝛿', 3)).toBe('𝛼𝛽…');
    expect(truncateLabel('ab cd', 4)).toBe('ab…');
  });
});

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

describe('isAutocompleteQuery', () => {
  it('starts at 2 characters, not counting surrounding spaces', () => {
    expect(isAutocompleteQuery('n')).toBe(false);
    expect(isAutocompleteQuery(' n ')).toBe(false);
    expect(isAutocompleteQuery('ne')).toBe(true);
  });
});
