import { describe, expect, it } from 'vitest';
import type { Article } from '@sciscope/contracts';
import { articleRow } from '@sciscope/contracts/testing';
import { UNKNOWN_ARTICLE_CITATIONS_EXPLANATION } from '../../features/articles/format';
import { articleKeys } from '../../features/articles/queries/article-keys';
import { renderStatic, testQueryClient, textOf } from '../../testing/render-static';
import { ArticlePage } from './article-page';

const article = (citationsCount: number | null): Article => ({
  ...articleRow({ id: 42, title: 'Learning to grasp', year: 2021, citationsCount }),
  abstract: 'Robots learn to grasp.',
});

/** The page of article 42 as it renders once the article is loaded. */
function render(citationsCount: number | null) {
  const client = testQueryClient();
  client.setQueryData(articleKeys.popover(42), article(citationsCount));
  return renderStatic(<ArticlePage />, { client, path: '/article/:idSlug', url: '/article/42-Learning-to-grasp/' });
}

describe('the citations of the article page', () => {
  it('abbreviates 100 or more as the result lists do, the exact count as the title (walk: "2,093 citations")', () => {
    const html = render(2093);
    const text = textOf(html);
    expect(text).toContain('· 2k+ citations');
    expect(text).not.toContain('2,093');
    expect(html).toContain('title="2,093 citations"');
  });

  it('shows fewer than 100 exactly, without a title, and one citation in the singular', () => {
    expect(textOf(render(42))).toContain('· 42 citations');
    expect(render(42)).not.toContain('title="42');
    expect(textOf(render(1))).toContain('· 1 citation');
    expect(textOf(render(1))).not.toContain('1 citations');
  });

  it('says the count is unknown, and why, when the corpus has none', () => {
    const html = render(null);
    expect(textOf(html)).toContain('· citations unknown');
    expect(html).toContain(`title="${UNKNOWN_ARTICLE_CITATIONS_EXPLANATION}"`);
  });
});
