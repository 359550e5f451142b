import type { Suggestion } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { addableAuthorSuggestions, withCustomAuthor } from './custom-authors';

const suggestion = (id: number, type: Suggestion['type'] = 'author'): Suggestion => ({
  id,
  value: `a${id}`,
  label: `a${id}`,
  type,
  url: '',
  title: `a${id}`,
});

describe('custom authors', () => {
  it('adds an author once and ignores non-numeric ids', () => {
    expect(withCustomAuthor([3], '7')).toEqual([3, 7]);
    expect(withCustomAuthor([3, 7], 7)).toEqual([3, 7]);
    expect(withCustomAuthor([3], 'abc')).toEqual([3]);
    expect(withCustomAuthor([3], '0')).toEqual([3]);
  });

  it('offers only author suggestions with a usable id', () => {
    expect(addableAuthorSuggestions([suggestion(4), suggestion(0), suggestion(5, 'ui'), suggestion(2.5)])).toEqual([
      suggestion(4),
    ]);
  });
});
