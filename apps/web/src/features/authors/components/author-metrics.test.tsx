import { describe, expect, it } from 'vitest';
import type { Author } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { UNKNOWN_CITATIONS_EXPLANATION } from '../../articles/format';
import { AuthorMetrics, citationCoverageNote } from './author-metrics';

const known = {
  articlesCount: 40,
  articlesWithCitationsCount: 40,
  hIndex: 12,
  hIndexNotInCollab: 10,
  citationsCount: 1_234,
  citationsCountNotInCollab: 900,
  notableArticlesCount: 3,
  notableArticlesCountNotInCollab: 2,
} as Author;

const unknown = {
  ...known,
  articlesWithCitationsCount: 0,
  hIndex: null,
  hIndexNotInCollab: null,
  citationsCount: null,
  citationsCountNotInCollab: null,
  notableArticlesCount: null,
  notableArticlesCountNotInCollab: null,
} as Author;

describe('AuthorMetrics', () => {
  it('shows every citation figure with its variant when the counts are known', () => {
    const text = textOf(renderStatic(<AuthorMetrics author={known} />));
    expect(text).toContain('h-index 12 10 not in collaborations');
    expect(text).toContain('Citations 1.2k+ 900+ not in collaborations');
    expect(text).not.toContain('unknown');
    expect(text).not.toContain('count 40 of');
  });

  it('reads "unknown", with the reason as its title, instead of 0 when the corpus has no counts', () => {
    const html = renderStatic(<AuthorMetrics author={unknown} />);
    const text = textOf(html);
    expect(text).toContain('h-index unknown');
    expect(text).toContain('Citations unknown');
    expect(text).toContain('Notable articles unknown');
    expect(text).toContain('Articles 40');
    expect(text).not.toContain('not in collaborations');
    expect(text).not.toMatch(/\b0\b/);
    expect(html.split(`title="${UNKNOWN_CITATIONS_EXPLANATION}"`).length - 1).toBe(3);
  });

  it('says over how many articles the figures count when only some have a count', () => {
    const partly = { ...known, articlesWithCitationsCount: 28 } as Author;
    const note =
      'Citations, h-index and notable articles count 28 of the 40 articles: the corpus has no citation count for the other 12.';
    expect(citationCoverageNote(partly)).toBe(note);
    expect(textOf(renderStatic(<AuthorMetrics author={partly} />))).toContain(note);
    expect(citationCoverageNote(known)).toBeNull();
    expect(citationCoverageNote(unknown)).toBeNull();
  });
});
