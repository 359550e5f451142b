import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from './search-query-parser';
import { foreignOperatorHints, unknownFieldPrefixMessage, unknownFieldPrefixes } from './search-query-hints';

function prefixesOf(input: string): string[] {
  const parsed = parseSearchQuery(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return unknownFieldPrefixes(parsed.query);
}

describe('unknownFieldPrefixes', () => {
  it('finds a mistyped or unknown field written before a word, anywhere in the query', () => {
    expect(prefixesOf('tittle:graph neural')).toEqual(['tittle']);
    expect(prefixesOf('robots AND (foo:bar OR vision)')).toEqual(['foo']);
    expect(prefixesOf('robots NOT venue:icra')).toEqual(['venue']);
    expect(prefixesOf('foo:bar foo:baz year:2020')).toEqual(['foo', 'year']);
  });

  it('says nothing of the known fields, identifiers, concepts, links or capitalised title words', () => {
    for (const query of [
      'title:graph abstract:"deep learning" author:Zhang authors:(Zhang Schmidt)',
      'pubmed:28722352 PMC5502336 doi:10.1038/nature14539 arXiv:1511.04078',
      'c:12 j:4',
      'https://example.org/paper',
      'BERT:pretraining',
      'Abstract: deep learning',
      'a:b',
    ])
      expect(prefixesOf(query)).toEqual([]);
  });
});

describe('unknownFieldPrefixMessage', () => {
  it('names each unknown prefix and the fields there are', () => {
    expect(unknownFieldPrefixMessage([])).toBeNull();
    expect(unknownFieldPrefixMessage(['tittle'])).toBe(
      '"tittle:" is not a search field, so it was searched as ordinary words. ' +
        'The fields are title:, abstract:, author: and authors:.',
    );
    expect(unknownFieldPrefixMessage(['foo', 'year', 'venue'])).toBe(
      '"foo:", "year:" and "venue:" are not search fields, so they were searched as ordinary words. ' +
        'The fields are title:, abstract:, author: and authors:.',
    );
  });
});

describe('foreignOperatorHints', () => {
  it('says a leading minus does not exclude and a trailing star is no wildcard, naming the first word', () => {
    expect(foreignOperatorHints('robot -grasp')).toEqual([
      'A minus sign does not exclude a word: "-grasp" was searched as "grasp". To exclude it, write NOT grasp.',
    ]);
    expect(foreignOperatorHints('grasp* robot')).toEqual(['"*" is not a wildcard: "grasp*" was searched as "grasp".']);
    expect(foreignOperatorHints('(-grasp OR title:robot*)')).toHaveLength(2);
  });

  it('says a capitalised operator of other engines is a word here and names ours', () => {
    expect(foreignOperatorHints('robot XOR grasp')).toEqual([
      '"XOR" is not an operator, so it was searched as an ordinary word. The operators are AND, OR and NOT.',
    ]);
    expect(foreignOperatorHints('(robot ADJ grasp) OR vision NEAR/3 hand')).toEqual([
      '"ADJ" is not an operator, so it was searched as an ordinary word. The operators are AND, OR and NOT.',
    ]);
    expect(foreignOperatorHints('robot W/5 grasp')).toEqual([
      '"W/5" is not an operator, so it was searched as ordinary words. The operators are AND, OR and NOT.',
    ]);
    expect(foreignOperatorHints('-robot NEAR grasp*')).toHaveLength(3);
  });

  it('stays quiet for hyphenated words, phrases, NOT and plain queries', () => {
    for (const query of ['state-of-the-art', 'robot NOT grasp', '"-grasp robot*"', 'x*y', 'robot - grasp', '', 'c:12'])
      expect(foreignOperatorHints(query)).toEqual([]);
  });

  it('stays quiet for other-engine operators in lower case, in a phrase or after a field', () => {
    for (const query of [
      'robot xor grasp',
      'near field',
      '"robot XOR grasp"',
      'title:NEAR grasp',
      'XORs NEARBY',
      'W5 W/x',
    ])
      expect(foreignOperatorHints(query)).toEqual([]);
  });
});
