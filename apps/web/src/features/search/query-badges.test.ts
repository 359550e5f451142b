import { describe, expect, it } from 'vitest';
import { parseSearchQuery } from '@sciscope/engine/query';
import {
  addConcept,
  composeQuery,
  conceptLookupAt,
  removeLineBreaks,
  removeLookup,
  splitQuery,
  type BoxQuery,
} from './query-badges';

/** A box with badges after the text only (`after`), or before it too (`before`). */
const box = (text: string, after: number[] = [], before: number[] = []): BoxQuery => ({
  leadingIds: before,
  text,
  trailingIds: after,
});

describe('composeQuery', () => {
  it('appends each badge after the text as c:ID', () => {
    expect(composeQuery(box(' robots ', [123, 7]))).toBe('robots c:123 c:7');
  });

  it('keeps a badge picked before the text in front of it: the order the user typed', () => {
    // "#reinforcem" → pick "Reinforcement learning" → type " robot".
    expect(composeQuery(box('robot', [], [963]))).toBe('c:963 robot');
    expect(composeQuery(box('deep robot', [5], [963]))).toBe('c:963 deep robot c:5');
    expect(composeQuery(box('a OR b', [], [1]))).toBe('c:1 (a OR b)');
  });

  it('sends badges alone when the text is empty, and the text alone without badges', () => {
    expect(composeQuery(box('', [5]))).toBe('c:5');
    expect(composeQuery(box('', [6], [5]))).toBe('c:5 c:6');
    expect(composeQuery(box('a OR b'))).toBe('a OR b');
  });

  it('puts a text with a top-level OR in parentheses so the badge filters all of it', () => {
    expect(composeQuery(box('a OR b', [1]))).toBe('(a OR b) c:1');
    expect(composeQuery(box('(a OR b) c', [1]))).toBe('(a OR b) c c:1');
    expect(composeQuery(box('"a OR b"', [1]))).toBe('"a OR b" c:1');
  });

  it('drops an AND typed next to a badge (the badges join by AND) and keeps an OR where it was typed', () => {
    // "[Reinforcement learning] AND robots": the badge came first, the text is "AND robots".
    expect(composeQuery(box('AND robots', [], [963]))).toBe('c:963 robots');
    expect(composeQuery(box('AND robots', [963]))).toBe('robots c:963');
    expect(composeQuery(box('robots AND ', [963]))).toBe('robots c:963');
    expect(composeQuery(box('AND AND robots AND', [963]))).toBe('robots c:963');
    expect(composeQuery(box('AND', [963]))).toBe('c:963');
    expect(composeQuery(box('OR robots', [], [963]))).toBe('c:963 OR robots');
    // With no badge on the OR's side, the other side's badges take that place.
    expect(composeQuery(box('OR robots', [963]))).toBe('c:963 OR robots');
    expect(composeQuery(box('robots OR', [963, 5]))).toBe('robots OR c:963 c:5');
    expect(composeQuery(box('robots OR', [], [963]))).toBe('robots OR c:963');
    expect(composeQuery(box('NOT robots', [963]))).toBe('NOT robots c:963');
    expect(composeQuery(box('NOT robots', [], [963]))).toBe('c:963 NOT robots');
    // Lower-case words and phrases are words, not operators.
    expect(composeQuery(box('and robots', [1]))).toBe('and robots c:1');
    expect(composeQuery(box('"AND robots"', [1]))).toBe('"AND robots" c:1');
    // Every composed query parses.
    for (const text of ['AND robots', 'OR robots', 'robots OR', 'NOT robots', 'AND']) {
      expect(parseSearchQuery(composeQuery(box(text, [963]))).ok).toBe(true);
      expect(parseSearchQuery(composeQuery(box(text, [], [963]))).ok).toBe(true);
    }
  });
});

describe('splitQuery', () => {
  it('turns trailing c:ID terms into badges after the text', () => {
    expect(splitQuery('robots c:123')).toEqual(box('robots', [123]));
    expect(splitQuery('"reinforcement learning" title:robots c:9')).toEqual(
      box('"reinforcement learning" title:robots', [9]),
    );
  });

  it('turns leading c:ID terms into badges before the text, and a query of concepts alone too', () => {
    expect(splitQuery('c:963 robot')).toEqual(box('robot', [], [963]));
    expect(splitQuery('c:1 robots c:2')).toEqual(box('robots', [2], [1]));
    expect(splitQuery('c:1 c:2')).toEqual(box('', [], [1, 2]));
    expect(splitQuery('c:1 NOT robots')).toEqual(box('NOT robots', [], [1]));
  });

  it('leaves a query without concepts at its ends as text', () => {
    expect(splitQuery('a c:1 b')).toEqual(box('a c:1 b'));
    expect(splitQuery('j:45')).toEqual(box('j:45'));
    expect(splitQuery('')).toEqual(box(''));
  });

  it('keeps as text every c:ID that does not filter the whole query', () => {
    expect(splitQuery('a NOT c:1')).toEqual(box('a NOT c:1'));
    expect(splitQuery('a NOT c:1 c:2')).toEqual(box('a NOT c:1', [2]));
    expect(splitQuery('a OR c:1')).toEqual(box('a OR c:1'));
    expect(splitQuery('c:1 OR a')).toEqual(box('c:1 OR a'));
    expect(splitQuery('c:1 c:2 OR a')).toEqual(box('c:1 c:2 OR a'));
    expect(splitQuery('a OR b c:1')).toEqual(box('a OR b c:1'));
    expect(splitQuery('c:1 a OR b')).toEqual(box('c:1 a OR b'));
    expect(splitQuery('(a c:1)')).toEqual(box('(a c:1)'));
    expect(splitQuery('"a c:1"')).toEqual(box('"a c:1"'));
    expect(splitQuery('"a c:1')).toEqual(box('"a c:1'));
  });

  it('reads back what composeQuery wrote', () => {
    const cases = [
      box('robots', [1]),
      box('robots', [], [1]),
      box('robots', [2], [1]),
      box('a OR b', [1, 2]),
      box('a OR b', [], [3]),
      box('title:(a OR b) NOT c', [3]),
      box('NOT c', [], [3]),
      box('', [], [4]),
    ];
    for (const written of cases) expect(splitQuery(composeQuery(written))).toEqual(written);
  });

  it('does not take a number that is not a concept id', () => {
    expect(splitQuery('robots c:12x')).toEqual(box('robots c:12x'));
  });
});

describe('addConcept', () => {
  it('puts the badge before the text when nothing was typed before its lookup, else after it', () => {
    expect(addConcept(box(''), 963, { textBefore: '' })).toEqual(box('', [], [963]));
    expect(addConcept(box('robot', [], [1]), 963, { textBefore: '  ' })).toEqual(box('robot', [], [1, 963]));
    expect(addConcept(box('robot'), 963, { textBefore: 'robot ' })).toEqual(box('robot', [963]));
  });

  it('adds a badge once, leaving it where it is', () => {
    expect(addConcept(box('robot', [2], [1]), 1, { textBefore: 'robot' })).toEqual(box('robot', [2], [1]));
    expect(addConcept(box('robot', [2], [1]), 2, { textBefore: '' })).toEqual(box('robot', [2], [1]));
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
