import { describe, expect, it } from 'vitest';
import { searchQueryHint, validateSearchQuery } from './query-validation';

describe('validateSearchQuery', () => {
  it('accepts balanced queries, with parentheses inside phrases counting as text', () => {
    for (const query of ['robots', '(a OR b) c', '"a (b"', 'doi:10.1016/S0140-6736(20)30183-5', '']) {
      expect(validateSearchQuery(query)).toBeNull();
    }
  });

  it('says a parenthesis is missing for an unclosed or a stray parenthesis', () => {
    expect(validateSearchQuery('(robots')).toBe('One or more parentheses are missing.');
    expect(validateSearchQuery('robots)')).toBe('One or more parentheses are missing.');
    expect(validateSearchQuery('(a OR (b c)')).toBe('One or more parentheses are missing.');
  });

  it('says the closing quotation mark is missing for an open phrase', () => {
    expect(validateSearchQuery('"breast cancer')).toBe('Closing quotation mark is missing.');
    expect(validateSearchQuery('a \u201Cb')).toBe('Closing quotation mark is missing.');
  });

  it("gives the engine's message for the other malformed queries, so none is sent", () => {
    expect(validateSearchQuery('NOT')).toBe('NOT should have an operand.');
    expect(validateSearchQuery('robots AND')).toBe('AND/OR should have two operands.');
    expect(validateSearchQuery('robots AND c:1')).toBeNull();
  });
});

describe('searchQueryHint', () => {
  it('says an unknown field prefix was read as words, and nothing otherwise', () => {
    expect(searchQueryHint('tittle:graph neural')).toBe(
      '"tittle:" is not a search field, so it was searched as ordinary words. ' +
        'The fields are title:, abstract:, author: and authors:.',
    );
    for (const query of ['title:graph', '', 'robots AND', 'BERT:pretraining'])
      expect(searchQueryHint(query)).toBeNull();
  });
});
