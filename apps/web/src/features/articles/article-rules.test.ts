import { describe, expect, it } from 'vitest';
import { articleLinks, collapseList, isRecentArticle, venuePlace } from './article-rules';

describe('isRecentArticle', () => {
  it('is true for articles under three years old', () => {
    expect(isRecentArticle(2025, 2025)).toBe(true);
    expect(isRecentArticle(2023, 2025)).toBe(true);
  });

  it('is false from three years on and for articles without a year', () => {
    expect(isRecentArticle(2022, 2025)).toBe(false);
    expect(isRecentArticle(1999, 2025)).toBe(false);
    expect(isRecentArticle(null, 2025)).toBe(false);
  });
});

describe('venuePlace', () => {
  it('joins volume, issue and pages', () => {
    expect(venuePlace({ volume: '12', issue: '3', pages: '100-110' })).toBe('12(3):100-110');
    expect(venuePlace({ volume: '12', issue: null, pages: '100-110' })).toBe('12:100-110');
    expect(venuePlace({ volume: '12', issue: '3', pages: null })).toBe('12(3)');
  });

  it('writes pages alone with pp. and gives nothing when all is unknown', () => {
    expect(venuePlace({ volume: null, issue: null, pages: '5-9' })).toBe('pp. 5-9');
    expect(venuePlace({ volume: null, issue: null, pages: null })).toBe('');
  });
});

describe('articleLinks', () => {
  const identifiers = { doi: null, arxiv: null, pmid: null, pmcid: null };

  it('puts the landing page first, then the PDF, then a DOI link from the identifier', () => {
    const links = articleLinks({
      origins: [
        { code: 'pdf', url: 'https://example.org/a.pdf', originId: null },
        { code: 'landing', url: 'https://example.org/a', originId: null },
      ],
      identifiers: { ...identifiers, doi: '10.1000/xyz' },
    });
    expect(links).toEqual([
      { label: 'Landing page', url: 'https://example.org/a' },
      { label: 'PDF', url: 'https://example.org/a.pdf' },
      { label: 'DOI', url: 'https://doi.org/10.1000/xyz' },
    ]);
  });

  it('leaves out non-web URLs and duplicates, and keeps unknown origin codes by their code', () => {
    const links = articleLinks({
      origins: [
        { code: 'landing', url: 'javascript:alert(1)', originId: null },
        { code: 'zenodo', url: 'https://zenodo.org/1', originId: '1' },
        { code: 'pdf', url: 'https://zenodo.org/1', originId: null },
      ],
      identifiers,
    });
    expect(links).toEqual([{ label: 'PDF', url: 'https://zenodo.org/1' }]);
  });

  it('does not add a second DOI link when an origin is the DOI', () => {
    const links = articleLinks({
      origins: [{ code: 'doi', url: 'https://doi.org/10.1/a', originId: '10.1/a' }],
      identifiers: { ...identifiers, doi: '10.1/a' },
    });
    expect(links).toEqual([{ label: 'DOI', url: 'https://doi.org/10.1/a' }]);
  });
});

describe('collapseList', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('shows a list at the threshold whole', () => {
    expect(collapseList(items.slice(0, 6), { collapseAbove: 6, shown: 4, expanded: false })).toEqual({
      visible: ['a', 'b', 'c', 'd', 'e', 'f'],
      hiddenCount: 0,
      collapsible: false,
    });
  });

  it('collapses a longer list to the shown count', () => {
    expect(collapseList(items, { collapseAbove: 6, shown: 4, expanded: false })).toEqual({
      visible: ['a', 'b', 'c', 'd'],
      hiddenCount: 3,
      collapsible: true,
    });
  });

  it('shows everything when expanded', () => {
    expect(collapseList(items, { collapseAbove: 6, shown: 4, expanded: true })).toEqual({
      visible: items,
      hiddenCount: 0,
      collapsible: true,
    });
  });
});
