import type { ArticleConcept, ArticleRow, AuthorArticlesSort } from '@sciscope/contracts';
import { Button, Divider, Group, SegmentedControl, Stack, Title } from '@mantine/core';
import { Fragment } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ArticleListItem } from '../../articles/components/article-list-item';
import { ArticleListSkeleton } from '../../articles/components/article-list-skeleton';
import { addConceptFilter, removeConceptFilter } from '../author-page-query';
import { emptyArticlesMessage, type FilterAccess } from '../author-rules';
import { ConceptFilter } from './concept-filter';

const SORT_OPTIONS: Array<{ value: AuthorArticlesSort; label: string }> = [
  { value: 'date', label: 'Newest first' },
  { value: 'citations', label: 'Most cited' },
];

/** Paging of the list: further pages through 'Load more'. */
export interface ArticlesPaging {
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** The failure of the last 'Load more', shown above the button. */
  error: Error | null;
}

export interface AuthorArticlesProps {
  authorId: number;
  articles: readonly ArticleRow[];
  sort: AuthorArticlesSort;
  onSortChange: (sort: AuthorArticlesSort) => void;
  /** The concept filters in effect. */
  concepts: readonly number[];
  onConceptsChange: (conceptIds: number[]) => void;
  conceptOptions: ReadonlyArray<{ conceptId: number; name: string }>;
  access: FilterAccess;
  loginPath: string;
  /** True while a new sort or filter loads: the rows are replaced by skeletons. */
  loading: boolean;
  /** A failed load of a new sort or filter. */
  error: Error | null;
  paging: ArticlesPaging;
}

/**
 * An author's articles (spec 01 section 2, spec 04 applicant page): sort, concept filter,
 * the list with its empty states, and 'Load more'.
 */
export function AuthorArticles(props: AuthorArticlesProps) {
  const { authorId, articles, sort, onSortChange, concepts, onConceptsChange, access, loading, error, paging } = props;
  const filtered = concepts.length > 0;
  const canFilter = access === 'allowed';

  const conceptActions = canFilter
    ? (concept: ArticleConcept, close: () => void) => {
        const chosen = concepts.includes(concept.conceptId);
        const change = () => {
          onConceptsChange(
            chosen ? removeConceptFilter(concepts, concept.conceptId) : addConceptFilter(concepts, concept.conceptId),
          );
          close();
        };
        return (
          <Button size="compact-xs" variant="light" onClick={change}>
            {chosen ? 'Remove from filter' : 'Filter articles by this concept'}
          </Button>
        );
      }
    : undefined;

  let body;
  if (loading) body = <ArticleListSkeleton rows={5} />;
  else if (error) body = <ErrorState message={error.message} />;
  else if (articles.length === 0) body = <EmptyState>{emptyArticlesMessage({ filtered })}</EmptyState>;
  else {
    body = (
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Articles">
        {articles.map((article, index) => (
          <Fragment key={article.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <li>
              <ArticleListItem
                article={article}
                currentAuthorId={authorId}
                selectedConceptIds={concepts}
                conceptActions={conceptActions}
              />
            </li>
          </Fragment>
        ))}
      </Stack>
    );
  }

  return (
    <section aria-labelledby="author-articles-heading">
      <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap">
        <Title order={2} size="h3" id="author-articles-heading">
          Articles
        </Title>
        <SegmentedControl
          aria-label="Sort articles"
          size="xs"
          value={sort}
          onChange={(value) => onSortChange(value as AuthorArticlesSort)}
          data={SORT_OPTIONS}
        />
      </Group>
      <ConceptFilter
        access={access}
        options={props.conceptOptions}
        value={concepts}
        onChange={onConceptsChange}
        loginPath={props.loginPath}
      />
      <Divider mt="md" />
      {body}
      {!loading && !error && paging.loadingMore && <ArticleListSkeleton rows={3} />}
      {paging.error && <ErrorState message={paging.error.message} />}
      {!loading && !error && paging.hasMore && (
        <Group justify="center" mt="md">
          <Button variant="default" onClick={paging.onLoadMore} loading={paging.loadingMore}>
            Load more
          </Button>
        </Group>
      )}
    </section>
  );
}
