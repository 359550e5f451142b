import { describe, expect, it } from 'vitest';
import { JOB_LIMITS } from '@sciscope/contracts';
import { readableSearch, readConceptIds, readMinSim, toggleConceptId, writeConceptIds } from './search-tab-url';

const read = (query: string) => readConceptIds(new URLSearchParams(query));

describe("the search tab's concepts in the query string", () => {
  it('reads the picked concept ids in the order picked, each once', () => {
    expect(read('cids=12,40')).toEqual([12, 40]);
    expect(read('cids=40,12,40')).toEqual([40, 12]);
    expect(read('minSim=0.3')).toEqual([]);
  });

  it('ignores what is not a concept id, so a mistyped link still opens the page', () => {
    expect(read('cids=abc')).toEqual([]);
    expect(read('cids=12,,abc,-3,0,1.5, 40 ')).toEqual([12, 40]);
    expect(read('cids=1234567890123')).toEqual([]);
  });

  it('keeps no more ids than the server filters by', () => {
    const many = Array.from({ length: JOB_LIMITS.searchConceptsPicked + 5 }, (_, i) => i + 1);
    expect(read(`cids=${many.join(',')}`)).toEqual(many.slice(0, JOB_LIMITS.searchConceptsPicked));
  });

  it('writes the ids back comma-separated, and nothing when none is picked', () => {
    expect(writeConceptIds([12, 40])).toBe('12,40');
    expect(writeConceptIds([])).toBeNull();
  });

  it('adds a picked concept at the end and takes an unpicked one out', () => {
    expect(toggleConceptId([12], 40, true)).toEqual([12, 40]);
    expect(toggleConceptId([12, 40], 12, false)).toEqual([40]);
    expect(toggleConceptId([12, 40], 12, true)).toEqual([40, 12]);
  });
});

describe('the minimum similarity in the query string', () => {
  it('reads a number from 0 to 1, and anything else as no minimum', () => {
    const minSim = (query: string) => readMinSim(new URLSearchParams(query));
    expect(minSim('minSim=0.45')).toBe(0.45);
    expect(minSim('')).toBe(0);
    for (const bad of ['abc', '2', '-0.1', 'Infinity']) expect(minSim(`minSim=${bad}`)).toBe(0);
  });
});

describe('the address as the bar shows it', () => {
  it('keeps the commas of cids readable and escapes everything else', () => {
    const search = new URLSearchParams({ minSim: '0.4', cids: '12,40' });
    expect(search.toString()).toBe('minSim=0.4&cids=12%2C40');
    expect(readableSearch(search)).toBe('minSim=0.4&cids=12,40');
    expect(readableSearch(new URLSearchParams({ q: 'a&b=c d' }))).toBe('q=a%26b%3Dc+d');
    // Read back, the readable form gives the same ids.
    expect(readConceptIds(new URLSearchParams(readableSearch(search)))).toEqual([12, 40]);
  });
});
