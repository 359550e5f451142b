import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query-parser';
import type { SearchQueryNode } from './search-query.types';

/** Parses a query that must be valid and returns its tree. */
function tree(input: string): SearchQueryNode {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`unexpected error for ${JSON.stringify(input)}: ${result.error.message}`);
  return result.query;
}

const term = (value: string, field: 'any' | 'title' | 'abstract' | 'authors' = 'any'): SearchQueryNode => ({
  kind: 'term',
  field,
  value,
});
const phrase = (words: string[], field: 'any' | 'title' | 'abstract' | 'authors' = 'any'): SearchQueryNode => ({
  kind: 'phrase',
  field,
  words,
});
const and = (...children: SearchQueryNode[]): SearchQueryNode => ({ kind: 'and', children });
const or = (...children: SearchQueryNode[]): SearchQueryNode => ({ kind: 'or', children });
const not = (child: SearchQueryNode): SearchQueryNode => ({ kind: 'not', child });

describe('parseSearchQuery: words, phrases and operators', () => {
  it('reads a single word as a term searched anywhere', () => {
    expect(tree('cancer')).toEqual(term('cancer'));
  });

  it('reads a quoted phrase as its words in order', () => {
    expect(tree('"breast  cancer screening"')).toEqual(phrase(['breast', 'cancer', 'screening']));
  });

  it('joins words written side by side with an implicit AND', () => {
    expect(tree('breast cancer')).toEqual(and(term('breast'), term('cancer')));
  });

  it('treats explicit AND like the implicit one', () => {
    expect(tree('breast AND cancer')).toEqual(tree('breast cancer'));
  });

  it('reads OR between two operands', () => {
    expect(tree('cancer OR tumour')).toEqual(or(term('cancer'), term('tumour')));
  });

  it('binds AND tighter than OR, whether AND is written or implicit', () => {
    const expected = or(term('a'), and(term('b'), term('c')), term('d'));
    expect(tree('a OR b AND c OR d')).toEqual(expected);
    expect(tree('a OR b c OR d')).toEqual(expected);
  });

  it('binds NOT tighter than AND, to the operand right after it', () => {
    expect(tree('cancer NOT mice review')).toEqual(and(term('cancer'), not(term('mice')), term('review')));
    expect(tree('cancer AND NOT mice')).toEqual(and(term('cancer'), not(term('mice'))));
  });

  it('lets parentheses override precedence', () => {
    expect(tree('(a OR b) c')).toEqual(and(or(term('a'), term('b')), term('c')));
    expect(tree('a NOT (b OR c)')).toEqual(and(term('a'), not(or(term('b'), term('c')))));
  });

  it('flattens nested groups of the same operator and drops single-child groups', () => {
    expect(tree('a OR (b OR (c))')).toEqual(or(term('a'), term('b'), term('c')));
    expect(tree('a (b (c d))')).toEqual(and(term('a'), term('b'), term('c'), term('d')));
    expect(tree('((cancer))')).toEqual(term('cancer'));
  });

  it('cancels a double negation', () => {
    expect(tree('a NOT NOT b')).toEqual(and(term('a'), term('b')));
    expect(tree('a NOT (NOT b)')).toEqual(and(term('a'), term('b')));
  });

  it('reads lower-case and/or/not as ordinary words', () => {
    expect(tree('war and peace or not')).toEqual(and(term('war'), term('and'), term('peace'), term('or'), term('not')));
  });

  it('accepts typographic quotation marks around phrases', () => {
    expect(tree('\u201Cgene therapy\u201D')).toEqual(phrase(['gene', 'therapy']));
  });

  it('ignores punctuation around words but keeps it inside them', () => {
    expect(tree('cancer, -mice; covid-19* ^x')).toEqual(and(term('cancer'), term('mice'), term('covid-19'), term('x')));
  });

  it('reads an operator with punctuation attached as the operator', () => {
    expect(tree('a AND, b')).toEqual(and(term('a'), term('b')));
  });

  it('keeps unicode words and normalises them to NFC', () => {
    expect(tree('Müller 癌症 cafe\u0301')).toEqual(and(term('Müller'), term('癌症'), term('caf\u00e9')));
  });

  it('reads words that are names of object properties as ordinary words', () => {
    expect(tree('toString constructor:x __proto__:y')).toEqual(
      and(term('toString'), term('constructor:x'), term('proto__:y')),
    );
  });

  it('reads a quotation mark inside a word as the start of a phrase', () => {
    expect(tree('x"y z"')).toEqual(and(term('x'), phrase(['y', 'z'])));
  });
});

describe('parseSearchQuery: field prefixes', () => {
  it('restricts a word to the title, the abstract or the authors', () => {
    expect(tree('title:cancer')).toEqual(term('cancer', 'title'));
    expect(tree('abstract:cancer')).toEqual(term('cancer', 'abstract'));
    expect(tree('authors:Smith')).toEqual(term('Smith', 'authors'));
  });

  it('reads author: as authors: and accepts any letter case in the prefix', () => {
    expect(tree('author:Smith')).toEqual(term('Smith', 'authors'));
    expect(tree('Title:Cancer')).toEqual(term('Cancer', 'title'));
  });

  it('applies a field to a phrase written right after it', () => {
    expect(tree('author:"Smith J"')).toEqual(phrase(['Smith', 'J'], 'authors'));
  });

  it('applies a field to every word of a group that has no field of its own', () => {
    expect(tree('title:(cancer OR "breast tumour" abstract:mice)')).toEqual(
      or(term('cancer', 'title'), and(phrase(['breast', 'tumour'], 'title'), term('mice', 'abstract'))),
    );
  });

  it('applies a field to one word only, not to the next', () => {
    expect(tree('title:breast cancer')).toEqual(and(term('breast', 'title'), term('cancer')));
  });

  it('reads an unknown prefix as part of an ordinary word, since titles contain colons', () => {
    expect(tree('foo:bar')).toEqual(term('foo:bar'));
    expect(tree('Review: cancer')).toEqual(and(term('Review'), term('cancer')));
  });

  it('reads a field prefix followed by a space and a word as the plain word', () => {
    expect(tree('Abstract: mice')).toEqual(and(term('Abstract'), term('mice')));
    expect(tree('title: "gene therapy"')).toEqual(and(term('title'), phrase(['gene', 'therapy'])));
  });

  it('refuses a field prefix with nothing after it instead of searching the word', () => {
    for (const q of ['title:', 'a (title:)', 'title: AND a', 'a abstract: OR b', 'a author: NOT b']) {
      const result = parseSearchQuery(q);
      expect(result.ok ? null : result.error.code, q).toBe('empty_field');
    }
  });

  it('reads whatever follows a field prefix as a word of that field', () => {
    expect(tree('title:AND')).toEqual(term('AND', 'title'));
    expect(tree('title:PMC123')).toEqual(term('PMC123', 'title'));
  });
});

describe('parseSearchQuery: concepts, journals and identifiers', () => {
  it('reads c:{id} as a concept and j:{id} as a journal', () => {
    expect(tree('c:123 j:45')).toEqual(and({ kind: 'concept', conceptId: 123 }, { kind: 'journal', journalId: 45 }));
  });

  it('combines concepts and journals with words and operators', () => {
    expect(tree('c:7 OR title:x NOT j:2')).toEqual(
      or({ kind: 'concept', conceptId: 7 }, and(term('x', 'title'), not({ kind: 'journal', journalId: 2 }))),
    );
  });

  it.each([
    ['10.1234/abc.def', '10.1234/abc.def'],
    ['10.1234/ABC.Def', '10.1234/abc.def'],
    ['doi:10.1234/abc', '10.1234/abc'],
    ['DOI: 10.1234/abc', '10.1234/abc'],
    ['https://doi.org/10.1234/abc', '10.1234/abc'],
    ['http://dx.doi.org/10.1234/abc', '10.1234/abc'],
    ['10.1016/S0140-6736(20)30183-5', '10.1016/s0140-6736(20)30183-5'],
  ])('recognises the DOI %s', (input, value) => {
    expect(tree(input)).toEqual({ kind: 'identifier', idKind: 'doi', value });
  });

  it.each([
    ['arXiv:1511.04078', '1511.04078'],
    ['arxiv:1511.04078v2', '1511.04078'],
    ['1511.04078v2', '1511.04078'],
    ['1511.04078', '1511.04078'],
    ['https://arxiv.org/abs/2103.00020v1', '2103.00020'],
    ['arXiv:hep-th/9901001', 'hep-th/9901001'],
  ])('recognises the arXiv id %s', (input, value) => {
    expect(tree(input)).toEqual({ kind: 'identifier', idKind: 'arxiv', value });
  });

  it.each([
    ['pubmed:12345', 'pubmed', '12345'],
    ['PMID: 012345', 'pubmed', '12345'],
    ['https://pubmed.ncbi.nlm.nih.gov/29456894/', 'pubmed', '29456894'],
    ['PMC5502336', 'pmc', 'PMC5502336'],
    ['pmc5502336', 'pmc', 'PMC5502336'],
    ['PMC:5502336', 'pmc', 'PMC5502336'],
  ])('recognises the PubMed or PMC id %s', (input, idKind, value) => {
    expect(tree(input)).toEqual({ kind: 'identifier', idKind, value });
  });

  it('recognises identifiers anywhere in the query, next to words and inside groups', () => {
    expect(tree('covid (10.1234/abc OR PMC123) arXiv:1511.04078')).toEqual(
      and(
        term('covid'),
        or(
          { kind: 'identifier', idKind: 'doi', value: '10.1234/abc' },
          { kind: 'identifier', idKind: 'pmc', value: 'PMC123' },
        ),
        { kind: 'identifier', idKind: 'arxiv', value: '1511.04078' },
      ),
    );
  });

  it('leaves a DOI before a closing parenthesis to the group', () => {
    expect(tree('(x OR 10.1234/abc)')).toEqual(
      or(term('x'), { kind: 'identifier', idKind: 'doi', value: '10.1234/abc' }),
    );
  });

  it('does not read identifiers inside a quoted phrase or plain numbers', () => {
    expect(tree('"PMC5502336 10.1234/abc"')).toEqual(phrase(['PMC5502336', '10.1234/abc']));
    expect(tree('12345 3.14')).toEqual(and(term('12345'), term('3.14')));
  });
});
