import { describe, expect, it } from 'vitest';
import { SEARCH_QUERY_LIMITS } from './search-query-messages';
import { parseSearchQuery } from './search-query-parser';
import type { SearchQueryError } from './search-query.types';

function errorOf(input: string): SearchQueryError {
  const result = parseSearchQuery(input);
  if (result.ok) throw new Error(`expected an error for ${JSON.stringify(input)}`);
  return result.error;
}

describe('parseSearchQuery: malformed queries', () => {
  it.each([
    ['', 'empty', 'Empty query.', 0],
    ['   \n\t', 'empty', 'Empty query.', 0],
    ['*', 'empty', 'Empty query.', 0],
    ['( ) "" -', 'empty', 'Empty query.', 0],
    ['(cancer', 'unbalanced_parenthesis', 'One or more parentheses are missing.', 0],
    ['cancer)', 'unbalanced_parenthesis', 'One or more parentheses are missing.', 6],
    ['(a OR (b c)', 'unbalanced_parenthesis', 'One or more parentheses are missing.', 0],
    ['a) OR (b', 'unbalanced_parenthesis', 'One or more parentheses are missing.', 1],
    ['NEAR(', 'unbalanced_parenthesis', 'One or more parentheses are missing.', 4],
    ['"breast cancer', 'unbalanced_quote', 'Closing quotation mark is missing.', 0],
    ['a "b" "c', 'unbalanced_quote', 'Closing quotation mark is missing.', 6],
    ['don"t', 'unbalanced_quote', 'Closing quotation mark is missing.', 3],
    ['cancer AND', 'missing_operand', 'AND/OR should have two operands.', 7],
    ['OR cancer', 'missing_operand', 'AND/OR should have two operands.', 0],
    ['a OR', 'missing_operand', 'AND/OR should have two operands.', 2],
    ['(a AND) b', 'missing_operand', 'AND/OR should have two operands.', 3],
    ['a (OR b)', 'missing_operand', 'AND/OR should have two operands.', 3],
    ['a AND OR b', 'adjacent_operators', 'AND and OR should not go immediately one after another.', 6],
    ['a OR AND b', 'adjacent_operators', 'AND and OR should not go immediately one after another.', 5],
    ['a OR OR b', 'adjacent_operators', 'AND and OR should not go immediately one after another.', 5],
    ['a NOT', 'not_without_operand', 'NOT should have an operand.', 2],
    ['a NOT OR b', 'not_without_operand', 'NOT should have an operand.', 2],
    ['a AND NOT', 'not_without_operand', 'NOT should have an operand.', 6],
    ['(a NOT) b', 'not_without_operand', 'NOT should have an operand.', 3],
    ['NOT cancer', 'only_negations', 'A query cannot consist only of NOT terms.', 0],
    ['NOT a NOT b', 'only_negations', 'A query cannot consist only of NOT terms.', 0],
    ['NOT a OR NOT b', 'only_negations', 'A query cannot consist only of NOT terms.', 0],
    ['NOT (a b)', 'only_negations', 'A query cannot consist only of NOT terms.', 0],
    ['a OR NOT b', 'negated_or_operand', 'A side of OR cannot consist only of NOT terms.', 5],
    ['a OR (NOT b NOT c)', 'negated_or_operand', 'A side of OR cannot consist only of NOT terms.', 5],
    ['a NOT (NOT b NOT c)', 'negated_group', 'A group cannot consist only of NOT terms.', 6],
    ['a ()', 'empty_group', 'Parentheses must contain a search term.', 2],
    ['title:() a', 'empty_group', 'Parentheses must contain a search term.', 6],
    ['a ""', 'empty_phrase', 'Quotation marks must contain a search term.', 2],
    ['a "-- *"', 'empty_phrase', 'Quotation marks must contain a search term.', 2],
    ['c:abc', 'invalid_concept_id', 'Concept id must be a number.', 0],
    ['cancer c:', 'invalid_concept_id', 'Concept id must be a number.', 7],
    ['j:x1', 'invalid_journal_id', 'Journal id must be a number.', 0],
    ['a (j:)', 'invalid_journal_id', 'Journal id must be a number.', 3],
    ['pubmed:abc', 'invalid_pubmed_id', 'PubMed id must be a number.', 0],
    ['pmc:x', 'invalid_pmc_id', 'PMC id must be a number.', 0],
    ['doi:abc', 'invalid_doi', 'DOI must look like 10.1234/abc.', 0],
    ['arXiv:1513.04078', 'invalid_arxiv_id', 'arXiv id must look like 1511.04078.', 0],
  ])('rejects %j with %s', (input, code, message, position) => {
    expect(errorOf(input)).toEqual({ code, message, position });
  });

  it.each([
    ['title:', 'title', 0],
    ['cancer abstract:', 'abstract', 7],
    ['(author:) cancer', 'author', 1],
    ['(cancer authors: ) mice', 'authors', 8],
    ['Title: AND cancer', 'title', 0],
    ['title: OR cancer', 'title', 0],
    ['cancer title:\u00A0NOT mice', 'title', 7],
    ['cancer title:*', 'title', 7],
  ])('rejects the field prefix with nothing after it in %j, naming the field', (input, field, position) => {
    expect(errorOf(input)).toEqual({
      code: 'empty_field',
      message: `"${field}:" needs a word, a phrase or a group after it.`,
      position,
    });
  });

  it('reports the first problem from the left when there are several', () => {
    expect(errorOf('"a (b')).toMatchObject({ code: 'unbalanced_quote', position: 0 });
    expect(errorOf('(a AND')).toMatchObject({ code: 'unbalanced_parenthesis', position: 0 });
  });

  it('rejects a title-field quote left open, so nothing of it reaches the search engine', () => {
    expect(errorOf('"a" OR title:"')).toEqual({
      code: 'unbalanced_quote',
      message: 'Closing quotation mark is missing.',
      position: 13,
    });
  });
});

describe('parseSearchQuery: limits', () => {
  it('accepts a query of exactly the maximum length and rejects one character more', () => {
    const words = 'ab '.repeat(SEARCH_QUERY_LIMITS.maxLength);
    const atLimit = `${'x'.repeat(SEARCH_QUERY_LIMITS.maxLength - 1)}y`;
    expect(parseSearchQuery(atLimit).ok).toBe(true);
    expect(errorOf(`${atLimit}z`)).toEqual({
      code: 'too_long',
      message: 'The query is too long: at most 1,000 characters are allowed.',
      position: 1000,
    });
    expect(errorOf(words).code).toBe('too_long');
  });

  it('accepts 20 levels of parentheses and rejects the 21st at its position', () => {
    const nested = (depth: number): string => `${'('.repeat(depth)}a${')'.repeat(depth)}`;
    expect(parseSearchQuery(nested(SEARCH_QUERY_LIMITS.maxDepth)).ok).toBe(true);
    expect(errorOf(nested(SEARCH_QUERY_LIMITS.maxDepth + 1))).toEqual({
      code: 'too_deep',
      message: 'The query is nested too deeply: at most 20 levels of parentheses are allowed.',
      position: 20,
    });
  });

  it('accepts 100 terms and rejects the 101st at its position', () => {
    const terms = Array.from({ length: SEARCH_QUERY_LIMITS.maxTerms }, (_, i) => `w${i}`);
    expect(parseSearchQuery(terms.join(' ')).ok).toBe(true);
    const tooMany = [...terms, 'c:1'].join(' ');
    expect(errorOf(tooMany)).toEqual({
      code: 'too_many_terms',
      message: 'The query has too many terms: at most 100 are allowed.',
      position: tooMany.length - 3,
    });
  });
});

describe('parseSearchQuery: robustness', () => {
  it('never throws, whatever mix of syntax characters it receives', () => {
    const pieces = [
      'a',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '"',
      '\u201C',
      'title:',
      'c:',
      'j:1',
      'doi:',
      '10.1/x',
      '10.1234/a(b',
      'PMC',
      'pubmed:',
      ':',
      '*',
      '\\',
      "'",
      '\u0000',
      '\u200B',
      '🧬',
      ' ',
    ];
    let seed = 1;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let accepted = 0;
    for (let i = 0; i < 3000; i += 1) {
      let input = '';
      const length = 1 + Math.floor(random() * 12);
      for (let k = 0; k < length; k += 1) input += pieces[Math.floor(random() * pieces.length)] ?? '';
      const result = parseSearchQuery(input);
      if (result.ok) accepted += 1;
      else expect(result.error.position).toBeLessThanOrEqual(input.length);
    }
    // Both branches must really be exercised for the check above to mean something.
    expect(accepted).toBeGreaterThan(100);
    expect(accepted).toBeLessThan(3000);
  });
});
