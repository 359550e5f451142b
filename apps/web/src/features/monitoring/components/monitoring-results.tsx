import { MESSAGES, type MonitoringMatch, type MonitoringQueryResponse } from '@sciscope/contracts';
import { Button, ColorSwatch, Divider, Group, Stack, Text } from '@mantine/core';
import { topicOfConcept } from '@sciscope/engine/monitoring';
import type { InfiniteData } from '@tanstack/react-query';
import { Fragment } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { ArticleListItem } from '../../articles/components/article-list-item';
import { ArticleListSkeleton } from '../../articles/components/article-list-skeleton';
import { formatNumber } from '../../articles/format';
import type { DraftTopic } from '../monitoring-draft';
import { MoveToTopicSelect } from './topic-concept';

const COUNT = new Intl.NumberFormat('en-US');

/** Which topics, and which of their concepts, one result matched (its score too). */
function MatchLine({
  match,
  topics,
  names,
}: {
  match: MonitoringMatch;
  topics: readonly DraftTopic[];
  names: Map<number, string>;
}) {
  const conceptName = (id: number) =>
    names.get(id) ?? topics.flatMap((t) => t.concepts).find((c) => c.conceptId === id)?.name ?? `c:${id}`;
  return (
    <Group gap="xs" wrap="wrap" aria-label="Matched topics" pb="sm">
      <Text size="xs" c="dimmed">
        Matched:
      </Text>
      {match.topics.map(({ topicId, conceptIds }) => {
        const topic = topics[topicId];
        return (
          <Group key={topicId} gap={4} wrap="nowrap">
            <ColorSwatch color={topic?.color ?? '#adb5bd'} size={10} aria-hidden />
            <Text size="xs">
              <b>{topic?.title ?? `Topic ${topicId}`}</b> ({conceptIds.map(conceptName).join(', ')})
            </Text>
          </Group>
        );
      })}
      <Text
        size="xs"
        c="dimmed"
        ml="auto"
        title="Score: the tf-idf weights of the matched concepts, as the tree combines them"
      >
        score {formatNumber(match.score, { decimals: 2 })}
      </Text>
    </Group>
  );
}

/**
 * Why an "Added …" result holds old articles: on a new site everything came with the corpus's
 * first-start load, so it all counts as added (walk 22). Null when nothing in it did.
 */
export function firstLoadNote(result: Pick<MonitoringQueryResponse['result'], 'total' | 'firstLoad'>): string | null {
  const load = result.firstLoad;
  if (!load || load.count === 0) return null;
  const which =
    load.count >= result.total
      ? result.total === 1
        ? 'This article'
        : `All ${COUNT.format(result.total)} articles`
      : `${COUNT.format(load.count)} of these ${COUNT.format(result.total)} articles`;
  return `${which} came with the corpus loaded on ${load.loadedAt.slice(0, 10)}, when this site started, so ${load.count === 1 ? 'it counts' : 'they count'} as added. To follow recent publications, choose 'Published in the last year' or a range in Date.`;
}

/**
 * The results of a monitoring (spec 01 "Monitoring screen"): 50 a page with 'Load more', each
 * article as search shows it (the same list row) with what it matched; a concept's popover
 * moves it into a topic.
 */
export function MonitoringResults({
  data,
  error,
  topics,
  hasNextPage,
  isFetchingNextPage,
  onLoadMore,
  onMoveConcept,
}: {
  data: InfiniteData<MonitoringQueryResponse, unknown> | undefined;
  error: Error | null;
  topics: readonly DraftTopic[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onLoadMore: () => void;
  onMoveConcept: (concept: { conceptId: number; name: string }, to: number | null) => void;
}) {
  if (!data) return error ? <ErrorState message={error.message} /> : <ArticleListSkeleton rows={5} />;
  const first = data.pages[0]?.result;
  if (!first || first.total === 0) return <EmptyState>{MESSAGES.noResults}</EmptyState>;
  const note = firstLoadNote(first);
  const rows = data.pages.flatMap((page) =>
    page.result.articles.map((article, i) => ({ article, match: page.result.matches[i]! })),
  );
  return (
    <Stack gap="xs">
      <Text fw={600} role="status">
        {`${COUNT.format(first.total)} ${first.total === 1 ? 'article' : 'articles'}`}
      </Text>
      {note && (
        <Text size="sm" c="dimmed">
          {note}
        </Text>
      )}
      <Stack gap={0} component="section" aria-label="Monitoring results">
        {rows.map(({ article, match }, index) => {
          const names = new Map(article.concepts.map((c) => [c.conceptId, c.name]));
          return (
            <Fragment key={article.id}>
              {index > 0 && <Divider />}
              <ArticleListItem
                article={article}
                selectedConceptIds={match.topics.flatMap((t) => t.conceptIds)}
                conceptActions={(concept, close) => (
                  <MoveToTopicSelect
                    topics={topics}
                    current={topicOfConcept(topics, concept.conceptId)}
                    conceptName={concept.name}
                    onMove={(to) => {
                      onMoveConcept({ conceptId: concept.conceptId, name: concept.name }, to);
                      close();
                    }}
                  />
                )}
              />
              <MatchLine match={match} topics={topics} names={names} />
            </Fragment>
          );
        })}
      </Stack>
      {isFetchingNextPage && <ArticleListSkeleton rows={3} />}
      {error && <ErrorState message={error.message} />}
      {hasNextPage && (
        <Group justify="center" gap="md" py="sm">
          <Text size="sm" c="dimmed">{`Showing ${COUNT.format(rows.length)} of ${COUNT.format(first.total)}`}</Text>
          <Button variant="default" onClick={onLoadMore} loading={isFetchingNextPage}>
            Load more
          </Button>
        </Group>
      )}
    </Stack>
  );
}
