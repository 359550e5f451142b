import { describe, expect, it } from 'vitest';
import type { ArticleRow, SearchResponse } from '@sciscope/contracts';
import { renderStatic, textOf } from '../../../testing/render-static';
import { SearchResults } from './search-results';

const row = (id: number): ArticleRow => ({
  id,
  title: `Article ${id}`,
  year: 2020,
  notable: false,
  openAccess: false,
  origins: [],
  journal: null,
  authors: [],
  authorsCount: 0,
  citationsCount: 0,
  concepts: [],
  manuscriptType: null,
  identifiers: { doi: null, arxiv: null, pmid: null, pmcid: null },
});

/** The results after one page of `shown` articles of `total`, the server offering `nextOffset`. */
function render({ shown, total, nextOffset }: { shown: number; total: number; nextOffset: number | null }) {
  const page: SearchResponse = {
    articles: Array.from({ length: shown }, (_, i) => row(i + 1)),
    total,
    offset: 0,
    nextOffset,
    directArticleId: null,
    query: { canonical: 'learning', terms: [] },
  };
  return textOf(
    renderStatic(
      <SearchResults
        data={{ pages: [page], pageParams: [0] }}
        failure={null}
        sort="relevance"
        onSortChange={() => {}}
        hasNextPage={nextOffset !== null}
        isFetchingNextPage={false}
        onLoadMore={() => {}}
      />,
    ),
  );
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
