import { Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { TasksTable } from '../../tasks/components/tasks-table';
import { useRescanQueue } from '../queries/use-ontology';

/** The 'Rescan queue' tab: articles waiting for their concepts to be found again, and the rescan tasks' progress. */
export function RescanQueue() {
  const queue = useRescanQueue();
  if (queue.isError) return <ErrorState message={queue.error.message} />;
  if (!queue.data) return <Skeleton height={120} />;
  return (
    <Stack gap="sm">
      <Text aria-label="Articles waiting">
        {queue.data.queued === 0
          ? 'No article waits for a rescan.'
          : `${queue.data.queued.toLocaleString('en-GB')} articles wait for a rescan.`}
      </Text>
      <Text size="sm" c="dimmed">
        An approved change to the ontology queues the articles it may affect; the task "Rescan concepts" finds their
        concepts again, and badges, search and the referee finder follow when it is done.
      </Text>
      <TasksTable tasks={queue.data.tasks} loading={false} />
    </Stack>
  );
}
