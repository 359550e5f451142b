import type { DataLoadStatus } from '@sciscope/contracts';
import { Alert, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { fetchStatus, STATUS_KEY } from './status-api';
import { TaskDetailsLink } from './task-details-link';

const POLL_MS = 3000;

/** Polls the server while it loads the default data on first start, and shows the progress. */
export function DataLoadBanner() {
  const { data } = useQuery({
    queryKey: STATUS_KEY,
    queryFn: fetchStatus,
    refetchInterval: (query) => (query.state.data?.dataLoad.state === 'loading' ? POLL_MS : false),
    staleTime: POLL_MS,
  });
  const status: DataLoadStatus | undefined = data?.dataLoad;
  if (!status || (status.state !== 'loading' && status.state !== 'failed')) return null;
  if (status.state === 'failed') {
    return (
      <Alert color="red" radius={0} title="Loading the default data failed">
        {status.error}
      </Alert>
    );
  }
  return (
    <Alert color="blue" radius={0} role="status" title="Loading the default corpus and ontologies">
      <Text size="sm">
        {status.step ?? 'Starting'}
        {status.percent !== null ? ` — ${status.percent}%` : ''}. Search results grow as articles arrive.
        <TaskDetailsLink taskId={status.taskId} />
      </Text>
      {status.percent !== null && <Progress value={status.percent} size="sm" mt={6} aria-label="Loading progress" />}
    </Alert>
  );
}
