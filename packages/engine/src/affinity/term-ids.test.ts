import { describe, expect, it } from 'vitest';
import { TermIds } from './term-ids';

describe('TermIds', () => {
  it('gives each term its id and undefined for an unknown term', () => {
    const terms = ['graph', 'neural', 'graph neural', '', 'ünïcode', 'a'];
    const ids = new TermIds(terms.length);
    terms.forEach((term, id) => ids.set(term, id));
    terms.forEach((term, id) => expect(ids.get(term)).toBe(id));
    expect(ids.get('network')).toBeUndefined();
    expect(ids.get('graph ')).toBeUndefined();
    expect(ids.size).toBe(terms.length);
  });

  it('takes more terms than it was sized for, keeping every id', () => {
    const ids = new TermIds(2);
    const terms = Array.from({ length: 5000 }, (_, i) => `term${i * 7919}`);
    terms.forEach((term, id) => ids.set(term, id));
    expect(ids.size).toBe(5000);
    terms.forEach((term, id) => expect(ids.get(term)).toBe(id));
    expect(ids.get('term1')).toBeUndefined();
  });

  it('keeps the later id of a term set twice, counting it once', () => {
    const ids = new TermIds(4);
    ids.set('x', 0);
    ids.set('x', 1);
    expect(ids.get('x')).toBe(1);
    expect(ids.size).toBe(1);
  });
});
