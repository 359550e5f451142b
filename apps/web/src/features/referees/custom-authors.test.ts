import type { Suggestion } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { addableAuthorSuggestions, authorSuggestionDetails, withCustomAuthor } from './custom-authors';

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

describe("an author suggestion's details", () => {
  it('tells same-name authors apart by articles, active years and latest affiliation', () => {
    const details = (d: NonNullable<Suggestion['details']>) => authorSuggestionDetails({ details: d });
    expect(details({ affiliation: 'AGH Kraków', articlesCount: 12, firstYear: 2001, lastYear: 2012 })).toBe(
      '12 articles · 2001–2012 · AGH Kraków',
    );
    expect(details({ affiliation: null, articlesCount: 1, firstYear: 2024, lastYear: 2024 })).toBe('1 article · 2024');
    expect(details({ affiliation: 'TU Delft', articlesCount: 0, firstYear: null, lastYear: null })).toBe(
      '0 articles · TU Delft',
    );
    expect(authorSuggestionDetails({})).toBe('');
  });
});
