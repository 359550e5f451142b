import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '@sciscope/engine/query';
import { addConcept, composeQuery, conceptLookupAt, removeLineBreaks, removeLookup, splitQuery } from './query-badges';

describe('composeQuery', () => {
  it('appends each badge as c:ID after the text', () => {
    expect(composeQuery({ text: ' robots ', conceptIds: [123, 7] })).toBe('robots c:123 c:7');
  });

  it('sends badges alone when the text is empty, and the text alone without badges', () => {
    expect(composeQuery({ text: '', conceptIds: [5] })).toBe('c:5');
    expect(composeQuery({ text: 'a OR b', conceptIds: [] })).toBe('a OR b');
  });

  it('puts a text with a top-level OR in parentheses so the badge filters all of it', () => {
    expect(composeQuery({ text: 'a OR b', conceptIds: [1] })).toBe('(a OR b) c:1');
    expect(composeQuery({ text: '(a OR b) c', conceptIds: [1] })).toBe('(a OR b) c c:1');
    expect(composeQuery({ text: '"a OR b"', conceptIds: [1] })).toBe('"a OR b" c:1');
  });

  it('drops an AND typed next to a badge (the badges join by AND) and keeps an OR where it was typed', () => {
    // "[Reinforcement learning] AND robots": the badge came first, the text is "AND robots".
    expect(composeQuery({ text: 'AND robots', conceptIds: [963] })).toBe('robots c:963');
    expect(composeQuery({ text: 'robots AND ', conceptIds: [963] })).toBe('robots c:963');
    expect(composeQuery({ text: 'AND AND robots AND', conceptIds: [963] })).toBe('robots c:963');
    expect(composeQuery({ text: 'AND', conceptIds: [963] })).toBe('c:963');
    expect(composeQuery({ text: 'OR robots', conceptIds: [963] })).toBe('c:963 OR robots');
    expect(composeQuery({ text: 'robots OR', conceptIds: [963, 5] })).toBe('robots OR c:963 c:5');
    expect(composeQuery({ text: 'NOT robots', conceptIds: [963] })).toBe('NOT robots c:963');
    // Lower-case words and phrases are words, not operators.
    expect(composeQuery({ text: 'and robots', conceptIds: [1] })).toBe('and robots c:1');
    expect(composeQuery({ text: '"AND robots"', conceptIds: [1] })).toBe('"AND robots" c:1');
    // Every composed query parses.
    for (const text of ['AND robots', 'OR robots', 'robots OR', 'NOT robots', 'AND']) {
      expect(parseSearchQuery(composeQuery({ text, conceptIds: [963] })).ok).toBe(true);
    }
  });
});

describe('splitQuery', () => {
  it('turns trailing c:ID terms into badges', () => {
    expect(splitQuery('robots c:123')).toEqual({ text: 'robots', conceptIds: [123] });
    expect(splitQuery('c:1 c:2')).toEqual({ text: '', conceptIds: [1, 2] });
    expect(splitQuery('"reinforcement learning" title:robots c:9')).toEqual({
      text: '"reinforcement learning" title:robots',
      conceptIds: [9],
    });
  });

  it('leaves a query without trailing concepts as text', () => {
    expect(splitQuery('c:1 robots')).toEqual({ text: 'c:1 robots', conceptIds: [] });
    expect(splitQuery('j:45')).toEqual({ text: 'j:45', conceptIds: [] });
    expect(splitQuery('')).toEqual({ text: '', conceptIds: [] });
  });

  it('keeps as text every c:ID that does not filter the whole query', () => {
    expect(splitQuery('a NOT c:1')).toEqual({ text: 'a NOT c:1', conceptIds: [] });
    expect(splitQuery('a NOT c:1 c:2')).toEqual({ text: 'a NOT c:1', conceptIds: [2] });
    expect(splitQuery('a OR c:1')).toEqual({ text: 'a OR c:1', conceptIds: [] });
    expect(splitQuery('a OR b c:1')).toEqual({ text: 'a OR b c:1', conceptIds: [] });
    expect(splitQuery('(a c:1)')).toEqual({ text: '(a c:1)', conceptIds: [] });
    expect(splitQuery('"a c:1"')).toEqual({ text: '"a c:1"', conceptIds: [] });
    expect(splitQuery('"a c:1')).toEqual({ text: '"a c:1', conceptIds: [] });
  });

  it('reads back what composeQuery wrote', () => {
    const cases = [
      { text: 'robots', conceptIds: [1] },
      { text: 'a OR b', conceptIds: [1, 2] },
      { text: 'title:(a OR b) NOT c', conceptIds: [3] },
      { text: '', conceptIds: [4] },
    ];
    for (const box of cases) expect(splitQuery(composeQuery(box))).toEqual(box);
  });

  it('does not take a number that is not a concept id', () => {
    expect(splitQuery('robots c:12x')).toEqual({ text: 'robots c:12x', conceptIds: [] });
  });
});

describe('addConcept', () => {
  it('adds a badge once', () => {
    expect(addConcept([1], 2)).toEqual([1, 2]);
    expect(addConcept([1, 2], 1)).toEqual([1, 2]);
  });
});

describe('conceptLookupAt', () => {
  it('finds the #lookup that ends at the caret', () => {
    expect(conceptLookupAt('robots #neu', 11)).toEqual({ start: 7, end: 11, query: 'neu' });
    expect(conceptLookupAt('#neural net', 11)).toEqual({ start: 0, end: 11, query: 'neural net' });
    expect(conceptLookupAt('(#rob', 5)).toEqual({ start: 1, end: 5, query: 'rob' });
  });

  it('ignores a # inside a word, a lookup that crossed a quote or parenthesis, and no # at all', () => {
    expect(conceptLookupAt('C#', 2)).toBeNull();
    expect(conceptLookupAt('#neu (a', 7)).toBeNull();
    expect(conceptLookupAt('#neu "a', 7)).toBeNull();
    expect(conceptLookupAt('robots', 6)).toBeNull();
  });

  it('reads only up to the caret', () => {
    expect(conceptLookupAt('#neu robots', 4)).toEqual({ start: 0, end: 4, query: 'neu' });
  });
});

describe('removeLookup', () => {
  it('removes the #lookup and joins what is around it with one space', () => {
    expect(removeLookup('robots #neu', { start: 7, end: 11, query: 'neu' })).toEqual({ text: 'robots', caret: 6 });
    expect(removeLookup('a #neu b', { start: 2, end: 6, query: 'neu' })).toEqual({ text: 'a b', caret: 2 });
    expect(removeLookup('#neu', { start: 0, end: 4, query: 'neu' })).toEqual({ text: '', caret: 0 });
  });
});

describe('removeLineBreaks', () => {
  it('turns every line break of pasted text into one space', () => {
    expect(removeLineBreaks('Deep\nlearning')).toBe('Deep learning');
    expect(removeLineBreaks('Deep  \r\n\r\n  learning\rfor robots')).toBe('Deep learning for robots');
    expect(removeLineBreaks('no breaks')).toBe('no breaks');
  });
});
