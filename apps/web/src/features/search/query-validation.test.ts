import { describe, expect, it } from 'vitest';
import { checkSearchQuery, validateSearchQuery } from './query-validation';

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

describe('checkSearchQuery', () => {
  it('says an unknown field prefix was read as words, and nothing otherwise', () => {
    expect(checkSearchQuery('tittle:graph neural')).toEqual({
      problem: null,
      hint:
        '"tittle:" is not a search field, so it was searched as ordinary words. ' +
        'The fields are title:, abstract:, author: and authors:.',
    });
    for (const query of ['title:graph', '', 'BERT:pretraining'])
      expect(checkSearchQuery(query)).toEqual({ problem: null, hint: null });
  });

  it('says what a minus sign or a star does here, after an unknown field', () => {
    expect(checkSearchQuery('tittle:graph -grasp').hint).toBe(
      '"tittle:" is not a search field, so it was searched as ordinary words. ' +
        'The fields are title:, abstract:, author: and authors:. ' +
        'A minus sign does not exclude a word: "-grasp" was searched as "grasp". To exclude it, write NOT grasp.',
    );
    expect(checkSearchQuery('grasp*').hint).toBe('"*" is not a wildcard: "grasp*" was searched as "grasp".');
  });

  it('says an operator of other engines (XOR, NEAR …) was searched as a word, and which operators there are', () => {
    expect(checkSearchQuery('robot XOR grasp')).toEqual({
      problem: null,
      hint: '"XOR" is not an operator, so it was searched as an ordinary word. The operators are AND, OR and NOT.',
    });
  });

  it('gives the problem and no hint for a query that cannot run', () => {
    expect(checkSearchQuery('tittle:graph AND')).toEqual({ problem: 'AND/OR should have two operands.', hint: null });
    expect(checkSearchQuery('(tittle:graph')).toEqual({ problem: 'One or more parentheses are missing.', hint: null });
  });
});
