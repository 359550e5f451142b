import { describe, expect, it } from 'vitest';
import { readSearchUrl, searchPath } from './search-url';

describe('readSearchUrl', () => {
  it('reads q and sort, with relevance for a missing or unknown sort', () => {
    expect(readSearchUrl(new URLSearchParams('q=robots+c%3A1&sort=citations'))).toEqual({
      q: 'robots c:1',
      sort: 'citations',
    });
    expect(readSearchUrl(new URLSearchParams('q=a&sort=size'))).toEqual({ q: 'a', sort: 'relevance' });
    expect(readSearchUrl(new URLSearchParams(''))).toEqual({ q: '', sort: 'relevance' });
  });
});

describe('searchPath', () => {
  it('writes the query and a sort other than the default', () => {
    expect(searchPath({ q: 'robots c:1', sort: 'date' })).toBe('/search/?q=robots+c%3A1&sort=date');
    expect(searchPath({ q: ' robots ', sort: 'relevance' })).toBe('/search/?q=robots');
    expect(searchPath({ q: '', sort: 'relevance' })).toBe('/search/');
  });

  it('reads back what it wrote', () => {
    const state = { q: '"deep learning" title:(a OR b) c:9', sort: 'citations' as const };
    expect(readSearchUrl(new URLSearchParams(searchPath(state).split('?')[1]))).toEqual(state);
  });
});
