import type { CollectionSummary } from '@sciscope/contracts';
import { Anchor, Breadcrumbs, Button, Divider, Group, Pagination, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { notFoundText } from '../../app/api-client';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { NotFoundPage } from '../not-found-page';
import { ArticleListItem } from '../../features/articles/components/article-list-item';
import { ArticleListSkeleton } from '../../features/articles/components/article-list-skeleton';
import { LabelSwatch } from '../../features/collections/components/label-chip';
import { ExportLinks } from '../../features/collections/components/labels-table';
import {
  useChangeCollectionArticles,
  useCollection,
  useCollectionArticles,
} from '../../features/collections/queries/use-collections';

const COUNT = new Intl.NumberFormat('en-US');
/** Where an unknown label's page leads back to. */
const BACK = { to: '/collections/manage/', label: 'Go to your labels' };

/** A positive integer path id, or null. */
function pathId(value: string | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) && Number(value) > 0 ? Number(value) : null;
}

/** /collections/{id}/: a label's articles, 50 a page (`?page=`), with remove for its editors. */
export function CollectionPage() {
  const id = pathId(useParams().id);
  return id === null ? <NotFoundPage what="label" back={BACK} /> : <CollectionScreen key={id} labelId={id} />;
}

function CollectionScreen({ labelId }: { labelId: number }) {
  const label = useCollection(labelId);
  if (label.isError) {
    const missing = notFoundText(label.error);
    if (missing !== undefined) return <NotFoundPage message={missing} what="label" back={BACK} />;
    return <ErrorState message={label.error.message} />;
  }
  if (!label.data) return <Skeleton height={240} />;
  const summary = label.data.collection;
  return (
    <Stack gap="md" maw={1080}>
      <Breadcrumbs>
        <Anchor component={Link} to="/collections/manage/">
          Manage labels
        </Anchor>
        <Text size="sm">{summary.name}</Text>
      </Breadcrumbs>
      <Group gap="sm" align="center">
        {/* The title keeps its bottom margin: the swatch sits level with its text. */}
        <div style={{ marginBottom: 'var(--mantine-spacing-md)', display: 'flex' }}>
          <LabelSwatch color={summary.color} size={20} />
        </div>
        <PageTitle>{summary.name}</PageTitle>
      </Group>
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed">
          {`${COUNT.format(summary.articlesCount)} ${summary.articlesCount === 1 ? 'article' : 'articles'}`}
          {summary.organization ? ` · shared with ${summary.organization.name}` : ''}
          {summary.isOwner ? '' : ` · kept by ${summary.owner.name}`}
        </Text>
        <Group gap="xs">
          <Text size="sm">Export:</Text>
          <ExportLinks label={summary} />
        </Group>
      </Group>
      <Articles label={summary} />
    </Stack>
  );
}

function Articles({ label }: { label: CollectionSummary }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const current = useCollectionArticles(label.id, page);
  const change = useChangeCollectionArticles();
  const data = current.data;
  if (current.isError) return <ErrorState message={current.error.message} />;
  if (!data) return <ArticleListSkeleton rows={5} />;
  if (data.items.length === 0) {
    return (
      <EmptyState>
        {page > 1
          ? 'No articles on this page.'
          : 'No articles in this label yet: save articles to it from search results, monitoring results or author pages.'}
      </EmptyState>
    );
  }
  const pages = Math.ceil(data.total / data.pageSize);
  return (
    <section aria-label="Articles of the label">
      <Stack gap={0} component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.items.map(({ article }, index) => (
          <Fragment key={article.id}>
            {index > 0 && <Divider component="li" aria-hidden />}
            <li>
              <Group align="flex-start" wrap="nowrap" gap="md">
                <div style={{ flex: 1, minWidth: 0 }}>
                  <ArticleListItem article={article} />
                </div>
                {label.canEdit && (
                  <Button
                    mt="sm"
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    disabled={change.isPending}
                    onClick={() => change.mutate({ id: label.id, articleIds: [article.id], add: false })}
                    aria-label={`Remove from label: ${article.title}`}
                  >
                    Remove
                  </Button>
                )}
              </Group>
            </li>
          </Fragment>
        ))}
      </Stack>
      {pages > 1 && (
        <Pagination
          mt="md"
          total={pages}
          value={page}
          onChange={(next) => setParams(next === 1 ? {} : { page: String(next) })}
          aria-label="Article pages"
        />
      )}
    </section>
  );
}
