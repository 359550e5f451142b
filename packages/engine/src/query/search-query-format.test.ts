import { describe, expect, it } from 'vitest';
import { collectPositiveTerms, formatSearchQuery, getDirectIdentifier } from './search-query-format';
import { parseSearchQuery } from './search-query-parser';
import type { SearchQueryNode } from './search-query.types';

function tree(input: string): SearchQueryNode {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`unexpected error for ${JSON.stringify(input)}: ${result.error.message}`);
  return result.query;
}

describe('formatSearchQuery', () => {
  it.each([
    ['cancer', 'cancer'],
    ['breast cancer', 'breast AND cancer'],
    ['a OR b c', 'a OR b AND c'],
    ['(a OR b) c', '(a OR b) AND c'],
    ['a NOT (b OR c)', 'a AND NOT (b OR c)'],
    ['a NOT (b c)', 'a AND NOT (b AND c)'],
    ['\u201Cgene  therapy\u201D', '"gene therapy"'],
    ['title:(cancer OR tumour)', 'title:cancer OR title:tumour'],
    ['author:"Smith J" abstract:mice', 'authors:"Smith J" AND abstract:mice'],
    ['c:00123 j:45', 'c:123 AND j:45'],
    ['https://doi.org/10.1234/ABC', 'doi:10.1234/abc'],
    ['1511.04078v2', 'arXiv:1511.04078'],
    ['PMID: 42', 'pubmed:42'],
    ['pmc:77', 'PMC77'],
    ['foo:bar title:title:x', 'foo:bar AND title:title:x'],
  ])('prints %j canonically as %j', (input, canonical) => {
    expect(formatSearchQuery(tree(input))).toBe(canonical);
  });

  it.each([
    'a OR b c OR (d e NOT f)',
    'title:(a OR "b c") NOT abstract:(d OR e) authors:x',
    'c:1 OR (j:2 NOT c:3) OR 10.1016/S0140-6736(20)30183-5',
    'arXiv:hep-th/9901001 PMC5 pubmed:6 covid-19',
    'Müller, O\'Brien; cafe\u0301 "α-synuclein β"',
    'x AND (y OR (z NOT (w OR v)))',
  ])('reads back the tree it printed for %j', (input) => {
    const parsed = tree(input);
    expect(tree(formatSearchQuery(parsed))).toEqual(parsed);
  });

  it('reads back the tree for random valid queries', () => {
    const pieces = [
      'a',
      'b',
      'AND',
      'OR',
      'NOT',
      '(',
      ')',
      '"x y"',
      'title:',
      'author:(',
      'c:1',
      'j:2',
      'PMC3',
      '10.1/zz',
      'doi:10.1234/q',
      'foo:bar',
      ' ',
    ];
    let seed = 3;
    const random = (): number => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let checked = 0;
    for (let i = 0; i < 2000; i += 1) {
      let input = '';
      for (let k = 0; k < 1 + Math.floor(random() * 10); k += 1) {
        input += `${pieces[Math.floor(random() * pieces.length)] ?? ''} `;
      }
      const result = parseSearchQuery(input);
      if (!result.ok) continue;
      checked += 1;
      expect(tree(formatSearchQuery(result.query))).toEqual(result.query);
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('prints a hand-built term that would not read back as one word as a phrase', () => {
    expect(formatSearchQuery({ kind: 'term', field: 'any', value: 'AND' })).toBe('"AND"');
    expect(formatSearchQuery({ kind: 'term', field: 'title', value: 'two words' })).toBe('title:"two words"');
    expect(formatSearchQuery({ kind: 'term', field: 'any', value: 'c:x' })).toBe('"c:x"');
    expect(formatSearchQuery({ kind: 'term', field: 'any', value: 'say "hi"' })).toBe('"say hi"');
  });

  it('keeps the structure of hand-built nested groups of the same operator', () => {
    const nested: SearchQueryNode = {
      kind: 'and',
      children: [
        { kind: 'term', field: 'any', value: 'a' },
        {
          kind: 'and',
          children: [
            { kind: 'term', field: 'any', value: 'b' },
            { kind: 'term', field: 'any', value: 'c' },
          ],
        },
      ],
    };
    expect(formatSearchQuery(nested)).toBe('a AND (b AND c)');
  });
});

describe('collectPositiveTerms', () => {
  it('returns the words and phrases outside NOT, once each, in query order', () => {
    expect(collectPositiveTerms(tree('title:cancer "gene therapy" NOT mice OR cancer OR title:cancer c:5'))).toEqual([
      { field: 'title', words: ['cancer'], phrase: false },
      { field: 'any', words: ['gene', 'therapy'], phrase: true },
      { field: 'any', words: ['cancer'], phrase: false },
    ]);
  });

  it('returns nothing for a query without text', () => {
    expect(collectPositiveTerms(tree('c:5 NOT j:3'))).toEqual([]);
  });

  it('skips everything inside a negated group', () => {
    expect(collectPositiveTerms(tree('a NOT (b OR "c d")'))).toEqual([{ field: 'any', words: ['a'], phrase: false }]);
  });
});

describe('getDirectIdentifier', () => {
  it('returns the identifier when the whole query is one identifier', () => {
    expect(getDirectIdentifier(tree(' https://doi.org/10.1234/X '))).toEqual({
      kind: 'identifier',
      idKind: 'doi',
      value: '10.1234/x',
    });
  });

  it('returns null when the identifier is combined with anything else', () => {
    expect(getDirectIdentifier(tree('PMC1 cancer'))).toBeNull();
    expect(getDirectIdentifier(tree('cancer'))).toBeNull();
  });
});
