import { describe, expect, it } from 'vitest';
import { hasTopLevelOr, scanQuery, unwrapGroup } from './query-scan';

describe('scanQuery', () => {
  it('splits at spaces outside phrases and records the depth of each chunk', () => {
    expect(scanQuery('a "b c" (d e)').map(({ text, depth }) => [text, depth])).toEqual([
      ['a', 0],
      ['"b c"', 0],
      ['(d', 0],
      ['e)', 1],
    ]);
  });

  it('treats typographic quotation marks as quotes, and parentheses inside phrases as text', () => {
    expect(scanQuery('\u201Ca (b\u201D c').map((chunk) => chunk.text)).toEqual(['\u201Ca (b\u201D', 'c']);
    expect(scanQuery('"a (" b').at(-1)).toMatchObject({ text: 'b', depth: 0 });
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

describe('unwrapGroup', () => {
  it('returns the inside of a query that is one parenthesised group', () => {
    expect(unwrapGroup('(a OR b)')).toBe('a OR b');
    expect(unwrapGroup('((a) OR b)')).toBe('(a) OR b');
  });

  it('returns null for anything else', () => {
    expect(unwrapGroup('(a) OR (b)')).toBeNull();
    expect(unwrapGroup('a OR b')).toBeNull();
    expect(unwrapGroup('(a ")" b')).toBeNull();
  });
});
