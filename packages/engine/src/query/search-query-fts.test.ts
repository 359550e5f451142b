import { describe, expect, it } from 'vitest';
import { toFts5Match, toTsQuery } from './search-query-fts';
import { parseSearchQuery } from './search-query-parser';
import type { SearchQueryNode } from './search-query.types';

function tree(input: string): SearchQueryNode {
  const result = parseSearchQuery(input);
  if (!result.ok) throw new Error(`unexpected error for ${JSON.stringify(input)}: ${result.error.message}`);
  return result.query;
}

// What is left of an FTS5 expression once its strings are removed: only our syntax.
const FTS5_STRING = /"(?:[^"]|"")*"/g;
const FTS5_SKELETON = /^(?:\s|\(|\)|AND|OR|NOT|title :|abstract :|authors :)*$/;
// The same for tsquery: quoted operands with an optional weight label.
const TS_OPERAND = /'[^'\\]*'(?::[ABC])?/g;
const TS_SKELETON = /^[\s()&|!]*$/;

const HOSTILE_QUERIES = [
  '"a" OR title:"b" NEAR(x y) * ^ -c',
  'a* ^b -c +d {title abstract}:e',
  "x'y \\z a:* b:AB c<->d !e &f |g",
  'title:"co""ok" abstract:(x:y OR "z\u0000w")',
  'Müller 癌症 🧬gene cafe\u0301',
  'NEAR(a, 5) AND title : x',
];

describe('toFts5Match', () => {
  it.each([
    ['cancer', '"cancer"'],
    ['"breast cancer"', '"breast cancer"'],
    ['breast cancer', '"breast" AND "cancer"'],
    ['a OR b c', '"a" OR ("b" AND "c")'],
    ['(a OR b) c', '("a" OR "b") AND "c"'],
    [
      'title:cancer abstract:"gene therapy" author:Smith',
      'title : "cancer" AND abstract : "gene therapy" AND authors : "smith"',
    ],
    ['title:(a OR b)', 'title : "a" OR title : "b"'],
    ['a NOT b', '"a" NOT "b"'],
    ['a AND NOT b', '"a" NOT "b"'],
    ['a b NOT c', '("a" AND "b") NOT "c"'],
    ['NOT c a NOT d', '"a" NOT ("c" OR "d")'],
    ['a NOT (b OR c)', '"a" NOT ("b" OR "c")'],
    ['x OR (a NOT b)', '"x" OR ("a" NOT "b")'],
    ['covid-19 foo:bar', '"covid-19" AND "foo:bar"'],
  ])('turns %j into %j', (input, expected) => {
    expect(toFts5Match(tree(input))).toBe(expected);
  });

  it('quotes FTS5 keywords and operators typed by the user as plain strings', () => {
    expect(toFts5Match(tree('NEAR(a b) *x ^y -z'))).toBe('"NEAR" AND "a" AND "b" AND "x" AND "y" AND "z"');
  });

  it('doubles quotation marks inside a hand-built value so the string cannot be closed', () => {
    expect(toFts5Match({ kind: 'term', field: 'title', value: 'a" OR abstract:"b' })).toBe(
      'title : "a"" OR abstract:""b"',
    );
  });

  it.each(HOSTILE_QUERIES)('keeps only its own syntax outside strings for %j', (input) => {
    const match = toFts5Match(tree(input));
    expect(match.replace(FTS5_STRING, '')).toMatch(FTS5_SKELETON);
  });

  it('refuses nodes that are not text and a NOT without a positive term', () => {
    expect(() => toFts5Match({ kind: 'concept', conceptId: 1 })).toThrow(/not text/);
    expect(() => toFts5Match({ kind: 'not', child: { kind: 'term', field: 'any', value: 'a' } })).toThrow();
    expect(() =>
      toFts5Match({ kind: 'and', children: [{ kind: 'not', child: { kind: 'term', field: 'any', value: 'a' } }] }),
    ).toThrow();
  });
});

describe('author: names in every spelling', () => {
  const lookups = (input: string) => [toFts5Match(tree(input)), toTsQuery(tree(input))];

  it('looks a name typed with an umlaut up in both its spellings, words and phrases, on both engines', () => {
    expect(lookups('author:Schölkopf')).toEqual([
      'authors : ("scholkopf" OR "schoelkopf")',
      "('scholkopf':C | 'schoelkopf':C)",
    ]);
    // The index holds both spellings of every name written with the umlaut (authorsSearchText).
    expect(lookups('author:Schoelkopf')).toEqual(['authors : "schoelkopf"', "'schoelkopf':C"]);
    expect(lookups('authors:Scholkopf')).toEqual(['authors : "scholkopf"', "'scholkopf':C"]);
    expect(lookups('author:"Bernhard Schölkopf"')).toEqual([
      'authors : ("bernhard scholkopf" OR "bernhard schoelkopf")',
      "('bernhard scholkopf':C | 'bernhard schoelkopf':C)",
    ]);
    expect(lookups('author:Gauß')).toEqual(lookups('author:Gauss'));
    expect(lookups('author:Müller')[0]).toBe('authors : ("muller" OR "mueller")');
  });

  it('keeps names that merely hold an "oe", "ae" or "ue" apart from each other, and pinyin as typed', () => {
    expect(lookups('author:Joel')).toEqual(['authors : "joel"', "'joel':C"]);
    expect(lookups('author:Michael')[0]).not.toBe(lookups('author:Michal')[0]);
    expect(lookups('author:Xue')).toEqual(['authors : "xue"', "'xue':C"]);
  });

  it('leaves words of the other fields and of no field as typed', () => {
    expect(lookups('Schoelkopf title:Müller')).toEqual([
      '"Schoelkopf" AND title : "Müller"',
      "'Schoelkopf' & 'Müller':A",
    ]);
  });
});

describe('toTsQuery', () => {
  it.each([
    ['cancer', "'cancer'"],
    ['"breast cancer"', "'breast cancer'"],
    ['breast cancer', "'breast' & 'cancer'"],
    ['a OR b c', "'a' | ('b' & 'c')"],
    ['(a OR b) NOT c', "('a' | 'b') & !'c'"],
    ['a NOT (b OR c)', "'a' & !('b' | 'c')"],
    ['title:cancer abstract:"gene therapy" author:Smith', "'cancer':A & 'gene therapy':B & 'smith':C"],
    ['covid-19', "'covid-19'"],
    ["O'Brien", "'O Brien'"],
  ])('turns %j into %j', (input, expected) => {
    expect(toTsQuery(tree(input))).toBe(expected);
  });

  it('turns quotes, backslashes and control characters of a hand-built value into spaces', () => {
    expect(toTsQuery({ kind: 'term', field: 'any', value: "a' | 'b\\' \u0000c" })).toBe("'a | b c'");
    expect(toTsQuery({ kind: 'phrase', field: 'abstract', words: ["x'); drop", 'table'] })).toBe("'x ); drop table':B");
  });

  it.each(HOSTILE_QUERIES)('keeps only its own syntax outside operands for %j', (input) => {
    const query = toTsQuery(tree(input));
    expect(query.replace(TS_OPERAND, '')).toMatch(TS_SKELETON);
  });

  it('refuses nodes that are not text and words without a letter or digit', () => {
    expect(() => toTsQuery({ kind: 'journal', journalId: 1 })).toThrow(/not text/);
    expect(() => toTsQuery({ kind: 'term', field: 'any', value: "'\\'" })).toThrow(/letter or a digit/);
  });
});
