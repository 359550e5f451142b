import { MESSAGES, type SearchResponse, type SearchSort } from '@sciscope/contracts';
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core';
import type { InfiniteData } from '@tanstack/react-query';
import { Fragment } from 'react';
import { ErrorState } from '../../../components/ui/error-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { ArticleListItem } from '../../articles/components/article-list-item';
import { ArticleListSkeleton } from '../../articles/components/article-list-skeleton';
import { highlightTermsOf } from '../highlight-terms';
import type { SearchFailure } from '../search-errors';
import { SearchLimitNotice } from './search-limit-notice';
import { SearchSortControl } from './search-sort-control';

const COUNT_FORMAT = new Intl.NumberFormat('en-US');

export function articlesCountText(total: number): string {
  return `${COUNT_FORMAT.format(total)} ${total === 1 ? 'article' : 'articles'}`;
}

export interface SearchResultsProps {
  data: InfiniteData<SearchResponse, unknown> | undefined;
  /** Why the first page (or a further one) could not load; malformed queries are shown by the box. */
  failure: SearchFailure | null;
  sort: SearchSort;
  onSortChange: (sort: SearchSort) => void;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
}

/**
 * The results of a search: the count and sort control, the articles, and 'Load more' for the
 * next 50. Further pages load only on request: each one counts against the daily cap. Paging
 * ends where the server stops offering a next page, at the latest at its maximum offset.
 */
export function SearchResults({
  data,
  failure,
  sort,
  onSortChange,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
}: SearchResultsProps) {
  const failureBox =
    failure?.kind === 'limit' ? (
      <SearchLimitNotice notice={failure.notice} />
    ) : failure?.kind === 'error' ? (
      <ErrorState message={failure.message} />
    ) : null;

  if (!data) return failure ? failureBox : <ArticleListSkeleton rows={6} />;

  const first = data.pages[0];
  if (!first || first.total === 0) return <EmptyState>{MESSAGES.noResults}</EmptyState>;

  const articles = data.pages.flatMap((page) => page.articles);
  const highlightTerms = highlightTermsOf(first.query.terms);
  const direct =
    first.directArticleId !== null ? articles.find((article) => article.id === first.directArticleId) : undefined;

  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" wrap="wrap">
        <Text fw={600} role="status">
          {articlesCountText(first.total)}
        </Text>
        {!direct && <SearchSortControl value={sort} onChange={onSortChange} />}
      </Group>
      <Stack gap={0} component="section" aria-label="Search results">
        {direct ? (
          <Paper withBorder radius="sm" px="md" py={4} bg="indigo.0">
            <Text size="xs" c="dimmed" pt="xs">
              The article with this identifier
            </Text>
            <ArticleListItem article={direct} highlightTerms={highlightTerms} headingLevel={2} />
          </Paper>
        ) : (
          articles.map((article, index) => (
            <Fragment key={article.id}>
              {index > 0 && <Divider />}
              <ArticleListItem article={article} highlightTerms={highlightTerms} headingLevel={2} />
            </Fragment>
          ))
        )}
      </Stack>
      {isFetchingNextPage && <ArticleListSkeleton rows={3} />}
      {failureBox}
      {!hasNextPage && !failure && !direct && articles.length < first.total && (
        // Paging stops at the deepest offset served (SEARCH_MAX_OFFSET): say so, not a bare end.
        <Text size="sm" c="dimmed" ta="center" py="sm">
          {`Showing the first ${COUNT_FORMAT.format(articles.length)} of ${COUNT_FORMAT.format(first.total)}: narrow the query to see the others.`}
        </Text>
      )}
      {hasNextPage && !failure && (
        <Group justify="center" gap="md" py="sm">
          <Text size="sm" c="dimmed">
            {`Showing ${COUNT_FORMAT.format(articles.length)} of ${COUNT_FORMAT.format(first.total)}`}
          </Text>
          <Button variant="default" onClick={onLoadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
