import { describe, expect, it } from 'vitest';
import {
  addConceptFilter,
  authorArticlesApiQuery,
  parseAuthorIdSlug,
  parseConceptIds,
  readAuthorPageQuery,
  removeConceptFilter,
  writeAuthorPageQuery,
} from './author-page-query';

describe('parseAuthorIdSlug', () => {
  it('reads the id with and without a name slug', () => {
    expect(parseAuthorIdSlug('123')).toBe(123);
    expect(parseAuthorIdSlug('123-ada-lovelace')).toBe(123);
    expect(parseAuthorIdSlug('42-')).toBe(42);
  });

  it('gives null for a missing, zero, negative, non-numeric or too large id', () => {
    expect(parseAuthorIdSlug(undefined)).toBeNull();
    expect(parseAuthorIdSlug('')).toBeNull();
    expect(parseAuthorIdSlug('0')).toBeNull();
    expect(parseAuthorIdSlug('-5')).toBeNull();
    expect(parseAuthorIdSlug('ada-123')).toBeNull();
    expect(parseAuthorIdSlug('12abc')).toBeNull();
    expect(parseAuthorIdSlug('99999999999')).toBeNull();
  });
});

describe('parseConceptIds', () => {
  it('reads comma-separated ids, dropping blanks, junk and duplicates', () => {
    expect(parseConceptIds('3,1, 2,,x,3,-4,0')).toEqual([3, 1, 2]);
    expect(parseConceptIds(null)).toEqual([]);
  });

  it('keeps at most 20 ids', () => {
    const raw = Array.from({ length: 25 }, (_, i) => i + 1).join(',');
    expect(parseConceptIds(raw)).toHaveLength(20);
  });
});

describe('readAuthorPageQuery', () => {
  it('defaults to newest first without filters', () => {
    expect(readAuthorPageQuery(new URLSearchParams(''))).toEqual({ sort: 'date', concepts: [] });
  });

  it('reads the citations sort and the concept filters', () => {
    expect(readAuthorPageQuery(new URLSearchParams('sort=citations&concepts=5,7'))).toEqual({
      sort: 'citations',
      concepts: [5, 7],
    });
  });

  it('falls back to the default sort for an unknown value', () => {
    expect(readAuthorPageQuery(new URLSearchParams('sort=popularity')).sort).toBe('date');
  });
});

describe('writeAuthorPageQuery', () => {
  const params = new URLSearchParams('inConsortium=0&notability=2');

  it('adds the sort and filters and keeps the other parameters', () => {
    const next = writeAuthorPageQuery(params, { sort: 'citations', concepts: [4, 9] });
    expect(next.toString()).toBe('inConsortium=0&notability=2&sort=citations&concepts=4%2C9');
  });

  it('leaves the defaults out of the URL', () => {
    const withState = new URLSearchParams('sort=citations&concepts=4&inConsortium=0');
    expect(writeAuthorPageQuery(withState, { sort: 'date', concepts: [] }).toString()).toBe('inConsortium=0');
  });

  it('does not change the parameters it was given', () => {
    writeAuthorPageQuery(params, { sort: 'citations' });
    expect(params.toString()).toBe('inConsortium=0&notability=2');
  });

  it('changes only what it is asked to', () => {
    const withState = new URLSearchParams('sort=citations&concepts=4');
    expect(writeAuthorPageQuery(withState, { concepts: [4, 5] }).toString()).toBe('sort=citations&concepts=4%2C5');
  });
});

describe('concept filters', () => {
  it('adds a concept once', () => {
    expect(addConceptFilter([1, 2], 3)).toEqual([1, 2, 3]);
    expect(addConceptFilter([1, 2], 2)).toEqual([1, 2]);
  });

  it('adds nothing beyond 20 concepts', () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(addConceptFilter(twenty, 99)).toEqual(twenty);
  });

  it('removes a concept', () => {
    expect(removeConceptFilter([1, 2, 3], 2)).toEqual([1, 3]);
    expect(removeConceptFilter([1], 5)).toEqual([1]);
  });
});

describe('authorArticlesApiQuery', () => {
  it('sends the sort, the filters and the pass-through parameters', () => {
    expect(
      authorArticlesApiQuery({
        query: { sort: 'citations', concepts: [4, 9] },
        params: new URLSearchParams('inConsortium=0&notability=3&attorney_token=abc'),
      }),
    ).toEqual({ sort: 'citations', concepts: '4,9', inConsortium: '0', notability: '3' });
  });

  it('leaves out empty filters', () => {
    expect(authorArticlesApiQuery({ query: { sort: 'date', concepts: [] }, params: new URLSearchParams() })).toEqual({
      sort: 'date',
    });
  });
});
