import { describe, expect, it } from 'vitest';
import { ANONYMOUS_USER, type ArticleRow, type CurrentUser, type SearchResponse } from '@sciscope/contracts';
import { articleRow } from '@sciscope/contracts/testing';
import type { QueryClient } from '@tanstack/react-query';
import { renderStatic, testQueryClient, textOf } from '../../../testing/render-static';
import { authKeys } from '../../auth/queries/auth-keys';
import { collectionsKeys } from '../../collections/queries/collections-keys';
import { SearchResults } from './search-results';

const row = (id: number): ArticleRow => articleRow({ id });

/** The HTML of one page of `articles` of `total`, the server offering `nextOffset`. */
function renderHtml({
  articles,
  total = articles.length,
  nextOffset = null,
  client,
}: {
  articles: ArticleRow[];
  total?: number;
  nextOffset?: number | null;
  client?: QueryClient;
}) {
  const page: SearchResponse = {
    articles,
    total,
    offset: 0,
    nextOffset,
    directArticleId: null,
    query: { canonical: 'learning', terms: [] },
  };
  return renderStatic(
    <SearchResults
      data={{ pages: [page], pageParams: [0] }}
      failure={null}
      sort="relevance"
      onSortChange={() => {}}
      hasNextPage={nextOffset !== null}
      isFetchingNextPage={false}
      onLoadMore={() => {}}
    />,
    client ? { client } : {},
  );
}

/** The results after one page of `shown` articles of `total`, the server offering `nextOffset`. */
function render({ shown, total, nextOffset }: { shown: number; total: number; nextOffset: number | null }) {
  return textOf(renderHtml({ articles: Array.from({ length: shown }, (_, i) => row(i + 1)), total, nextOffset }));
}

describe('SearchResults paging', () => {
  it('offers Load more while the server offers a next page', () => {
    const text = render({ shown: 2, total: 33_980, nextOffset: 2 });
    expect(text).toContain('Showing 2 of 33,980');
    expect(text).toContain('Load more');
  });

  it('says the list stops when the server offers no next page before the last result', () => {
    const text = render({ shown: 2, total: 33_980, nextOffset: null });
    expect(text).not.toContain('Load more');
    expect(text).toContain('Showing the first 2 of 33,980: narrow the query to see the others.');
  });

  it('says nothing more once every result is shown', () => {
    const text = render({ shown: 2, total: 2, nextOffset: null });
    expect(text).not.toContain('Load more');
    expect(text).not.toContain('Showing the first');
  });
});

describe('SearchResults for screen readers', () => {
  it('makes each title a level-2 heading holding the button that opens its popover', () => {
    const html = renderHtml({ articles: [row(1), row(2)] });
    const headings = [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => m[1] ?? '');
    expect(headings.map(textOf)).toEqual(['Article 1', 'Article 2']);
    expect(headings.every((inner) => /^<button\b/.test(inner))).toBe(true);
  });

  it("names each 'Save to label' button after its article, cutting a long title", () => {
    const labeller: CurrentUser = {
      ...ANONYMOUS_USER,
      id: 3,
      email: 'labeller@example.org',
      is_authenticated: true,
      has_labels_access: true,
      has_editable_labels_access: true,
    };
    const client = testQueryClient();
    client.setQueryData(authKeys.currentUser(), labeller);
    const long = {
      ...row(2),
      title: `Sparse recovery by $\\ell_1$ minimisation ${'on very large hypergraphs '.repeat(4)}`,
    };
    for (const article of [row(1), long]) client.setQueryData(collectionsKeys.articleLabelsOf(article.id), []);
    const html = renderHtml({ articles: [row(1), long], client });
    const names = [...html.matchAll(/aria-label="(Save to label[^"]*)"/g)].map((m) => m[1]);
    expect(names).toEqual([
      'Save to label: Article 1',
      'Save to label: Sparse recovery by ℓ₁ minimisation on very large hypergraphs on very large hype…',
    ]);
  });
});
