import { describe, expect, it } from 'vitest';
import { QUERY_MESSAGES, findQuerySyntaxProblem, validateSearchQuery } from './query-validation';

describe('validateSearchQuery', () => {
  it('accepts balanced queries, with parentheses inside phrases counting as text', () => {
    for (const query of [
      'robots',
      '(a OR b) c',
      '"reinforcement learning" title:robots',
      '"a (b"',
      'doi:10.1016/S0140-6736(20)30183-5',
      '',
    ]) {
      expect(validateSearchQuery(query)).toBeNull();
    }
  });

  it('says a parenthesis is missing for an unclosed or a stray parenthesis', () => {
    expect(validateSearchQuery('(robots')).toBe('One or more parentheses are missing.');
    expect(validateSearchQuery('robots)')).toBe(QUERY_MESSAGES.unbalancedParenthesis);
    expect(validateSearchQuery('(a OR (b c)')).toBe(QUERY_MESSAGES.unbalancedParenthesis);
  });

  it('says the closing quotation mark is missing for an open phrase', () => {
    expect(validateSearchQuery('"breast cancer')).toBe('Closing quotation mark is missing.');
    expect(validateSearchQuery('a \u201Cb')).toBe(QUERY_MESSAGES.unbalancedQuote);
  });
});

describe('findQuerySyntaxProblem', () => {
  it('reports the leftmost problem, like the server', () => {
    expect(findQuerySyntaxProblem('"a (b')).toEqual({ message: QUERY_MESSAGES.unbalancedQuote, position: 0 });
    expect(findQuerySyntaxProblem('(a "b')).toEqual({ message: QUERY_MESSAGES.unbalancedParenthesis, position: 0 });
    expect(findQuerySyntaxProblem('a) OR (b')).toEqual({ message: QUERY_MESSAGES.unbalancedParenthesis, position: 1 });
    expect(findQuerySyntaxProblem('a "b" "c')).toEqual({ message: QUERY_MESSAGES.unbalancedQuote, position: 6 });
  });
});
