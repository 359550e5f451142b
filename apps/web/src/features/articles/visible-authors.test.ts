import type { ArticleAuthor } from '@sciscope/contracts';
import { describe, expect, it } from 'vitest';
import { visibleAuthors, type VisibleAuthorItem } from './visible-authors';

/** A byline of `count` authors with ids 1…count; `roles` marks some of them. */
function byline(
  count: number,
  roles: Partial<Record<number, Partial<Pick<ArticleAuthor, 'isLeading' | 'isSenior' | 'isCorresponding'>>>> = {},
): ArticleAuthor[] {
  return Array.from({ length: count }, (_, i) => ({
    authorId: i + 1,
    name: `Author ${i + 1}`,
    isLeading: false,
    isSenior: false,
    isCorresponding: false,
    ...roles[i + 1],
  }));
}

/** The items as a compact string: author ids, and '…N' for a gap hiding N authors. */
function shape(items: VisibleAuthorItem[]): string {
  return items.map((item) => (item.kind === 'gap' ? `…${item.hidden}` : String(item.author.authorId))).join(' ');
}

describe('visibleAuthors', () => {
  it('shows an empty byline as nothing, not collapsible', () => {
    expect(visibleAuthors({ authors: [], expanded: false })).toEqual({ items: [], hiddenCount: 0, collapsible: false });
  });

  it('shows a byline of 10 authors whole, without a toggle', () => {
    const result = visibleAuthors({ authors: byline(10), expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 5 6 7 8 9 10');
    expect(result.collapsible).toBe(false);
    expect(result.hiddenCount).toBe(0);
  });

  it('collapses 11 authors to the first 4 and the last, hiding 6 in one gap', () => {
    const result = visibleAuthors({ authors: byline(11), expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 …6 11');
    expect(result.collapsible).toBe(true);
    expect(result.hiddenCount).toBe(6);
  });

  it('keeps the current author of a long byline, in place of the filler', () => {
    const result = visibleAuthors({ authors: byline(14), currentAuthorId: 8, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 …4 8 …5 14');
    expect(result.hiddenCount).toBe(9);
    const current = result.items.filter((item) => item.kind === 'author' && item.isCurrent);
    expect(current).toHaveLength(1);
  });

  it('fills up to five when the current author is already among the first three', () => {
    const result = visibleAuthors({ authors: byline(12), currentAuthorId: 2, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 …7 12');
  });

  it('fills up to five when the current author is the last one', () => {
    const result = visibleAuthors({ authors: byline(12), currentAuthorId: 12, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 …7 12');
  });

  it('always shows leading, senior and corresponding authors wherever they stand', () => {
    const authors = byline(20, { 6: { isCorresponding: true }, 10: { isLeading: true }, 15: { isSenior: true } });
    const result = visibleAuthors({ authors, currentAuthorId: 17, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 …2 6 …3 10 …4 15 …1 17 …2 20');
    expect(result.hiddenCount).toBe(12);
  });

  it('does not count a role twice when the same author holds several', () => {
    const authors = byline(12, { 1: { isLeading: true, isCorresponding: true }, 12: { isSenior: true } });
    const result = visibleAuthors({ authors, currentAuthorId: 1, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 …7 12');
  });

  it('ignores a current author who is not in the byline', () => {
    const result = visibleAuthors({ authors: byline(12), currentAuthorId: 99, expanded: false });
    expect(shape(result.items)).toBe('1 2 3 4 …7 12');
    expect(result.items.some((item) => item.kind === 'author' && item.isCurrent)).toBe(false);
  });

  it('shows the whole long byline when expanded, still collapsible, with the current author marked', () => {
    const result = visibleAuthors({ authors: byline(14), currentAuthorId: 8, expanded: true });
    expect(shape(result.items)).toBe('1 2 3 4 5 6 7 8 9 10 11 12 13 14');
    expect(result.hiddenCount).toBe(0);
    expect(result.collapsible).toBe(true);
    expect(result.items.find((item) => item.kind === 'author' && item.isCurrent)).toMatchObject({ position: 7 });
  });

  it('gives the byline positions of the shown authors', () => {
    const result = visibleAuthors({ authors: byline(12), expanded: false });
    const positions = result.items.flatMap((item) => (item.kind === 'author' ? [item.position] : []));
    expect(positions).toEqual([0, 1, 2, 3, 11]);
  });

  it('never hides more authors than the gaps add up to', () => {
    for (let count = 11; count <= 40; count++) {
      for (const current of [undefined, 1, 5, Math.ceil(count / 2), count]) {
        const result = visibleAuthors({ authors: byline(count), currentAuthorId: current, expanded: false });
        const gaps = result.items.reduce((sum, item) => sum + (item.kind === 'gap' ? item.hidden : 0), 0);
        const shown = result.items.filter((item) => item.kind === 'author').length;
        expect(gaps).toBe(result.hiddenCount);
        expect(shown + gaps).toBe(count);
        expect(shown).toBeGreaterThanOrEqual(5);
      }
    }
  });
});
