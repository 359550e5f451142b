import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MESSAGES } from './search-query-messages';
import { parseSearchQuery } from './search-query-parser';
import {
  findSearchBracketProblem,
  hasTopLevelOr,
  isSearchOperatorChunk,
  scanSearchQuery,
  unwrapSearchGroup,
} from './search-query-scan';

describe('scanSearchQuery', () => {
  it('splits at spaces outside phrases and records the depth of each chunk', () => {
    expect(scanSearchQuery('a "b c" (d e)').map(({ text, depth }) => [text, depth])).toEqual([
      ['a', 0],
      ['"b c"', 0],
      ['(d', 0],
      ['e)', 1],
    ]);
  });

  it('treats typographic quotation marks as quotes, and parentheses inside phrases as text', () => {
    expect(scanSearchQuery('\u201Ca (b\u201D c').map((chunk) => chunk.text)).toEqual(['\u201Ca (b\u201D', 'c']);
    expect(scanSearchQuery('"a (" b').at(-1)).toMatchObject({ text: 'b', depth: 0 });
  });

  it('lets an unclosed quote run to the end instead of rejecting the query', () => {
    expect(scanSearchQuery('a "b c').map((chunk) => chunk.text)).toEqual(['a', '"b c']);
  });
});

describe('operators', () => {
  it('reads AND, OR and NOT in upper case only, as the parser does', () => {
    expect(['AND', 'OR', 'NOT', 'and', 'Or', 'ORB'].map(isSearchOperatorChunk)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
    const lower = parseSearchQuery('a or b');
    expect(lower.ok && lower.query.kind).toBe('and');
    const upper = parseSearchQuery('a OR b');
    expect(upper.ok && upper.query.kind).toBe('or');
  });
});

describe('hasTopLevelOr', () => {
  it('sees an OR outside parentheses and phrases only', () => {
    expect(hasTopLevelOr('a OR b')).toBe(true);
    expect(hasTopLevelOr('(a OR b) c')).toBe(false);
    expect(hasTopLevelOr('"a OR b"')).toBe(false);
    expect(hasTopLevelOr('a or b')).toBe(false);
  });
});

describe('unwrapSearchGroup', () => {
  it('returns the inside of a query that is one parenthesised group', () => {
    expect(unwrapSearchGroup('(a OR b)')).toBe('a OR b');
    expect(unwrapSearchGroup('((a) OR b)')).toBe('(a) OR b');
  });

  it('returns null for anything else', () => {
    expect(unwrapSearchGroup('(a) OR (b)')).toBeNull();
    expect(unwrapSearchGroup('a OR b')).toBeNull();
    expect(unwrapSearchGroup('(a ")" b')).toBeNull();
  });
});

describe('findSearchBracketProblem', () => {
  it('accepts balanced queries, with parentheses inside phrases counting as text', () => {
    for (const query of [
      'robots',
      '(a OR b) c',
      '"reinforcement learning" title:robots',
      '"a (b"',
      'doi:10.1016/S0140-6736(20)30183-5',
      '',
    ]) {
      expect(findSearchBracketProblem(query)).toBeNull();
    }
  });

  it('reports the leftmost problem with the message of the parser', () => {
    const quote = SEARCH_QUERY_MESSAGES.unbalanced_quote;
    const parenthesis = SEARCH_QUERY_MESSAGES.unbalanced_parenthesis;
    expect(findSearchBracketProblem('"a (b')).toEqual({ code: 'unbalanced_quote', message: quote, position: 0 });
    expect(findSearchBracketProblem('(a "b')).toEqual({
      code: 'unbalanced_parenthesis',
      message: parenthesis,
      position: 0,
    });
    expect(findSearchBracketProblem('a) OR (b')).toMatchObject({ code: 'unbalanced_parenthesis', position: 1 });
    expect(findSearchBracketProblem('a "b" "c')).toMatchObject({ code: 'unbalanced_quote', position: 6 });
    expect(findSearchBracketProblem('a \u201Cb')).toMatchObject({ code: 'unbalanced_quote', position: 2 });
  });

  it('agrees with the parser on queries with one bracket problem', () => {
    for (const query of ['(robots', 'robots)', '(a OR (b c)', '"breast cancer', 'a \u201Cb']) {
      const parsed = parseSearchQuery(query);
      expect(parsed.ok).toBe(false);
      expect(!parsed.ok && parsed.error.code).toBe(findSearchBracketProblem(query)?.code);
    }
  });
});
