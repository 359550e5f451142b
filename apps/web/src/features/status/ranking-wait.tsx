import { REFEREES_MESSAGES, type RankingStatus } from '@sciscope/contracts';
import { Alert, Progress, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '../../app/api-client';
import { fetchStatus, STATUS_KEY } from './status-api';
import { TaskDetailsLink } from './task-details-link';

/** How often the status is asked while the rankings wait for their model. */
export const RANKING_POLL_MS = 5000;

/** The server's 503 of a ranking asked before the first representation model exists. */
export function isRankingNotReady(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'referees.index_building';
}

/** What the wait is for, in words: the training's progress, what is ahead of it, or why nothing is. */
export function rankingWaitText(status: RankingStatus, then = 'The list appears here when it is ready.'): string {
  switch (status.state) {
    case 'training': {
      const step = status.step ? `: ${status.step}` : '';
      const percent = status.percent !== null ? ` — ${status.percent}%` : '';
      return `Training the representation model the rankings use${step}${percent}. ${then}`;
    }
    case 'waiting':
      return status.ahead > 0
        ? `The representation model the rankings use is trained after ${status.ahead === 1 ? 'the task' : `the ${status.ahead} tasks`} queued before it (on a first start: loading the default data and what follows it). ${then}`
        : `Training the representation model the rankings use starts in a moment. ${then}`;
    case 'none':
      return 'No representation model has been trained yet: the nightly run (04:00 UTC) trains one, or an operator can run "sciscope representations train". This page checks again every few seconds.';
    case 'ready':
      return 'The representation model is ready: opening the ranking.';
  }
}

/**
 * Whether the rankings can rank (`GET /api/status`'s `ranking`), asked every few seconds while
 * `enabled` and no model is ready yet; undefined until the first answer or when not enabled.
 */
export function useRankingStatus(enabled = true): RankingStatus | undefined {
  const { data } = useQuery({
    queryKey: STATUS_KEY,
    queryFn: fetchStatus,
    enabled,
    refetchInterval: (query) => (query.state.data?.ranking.state === 'ready' ? false : RANKING_POLL_MS),
    staleTime: 0,
  });
  return enabled ? data?.ranking : undefined;
}

/**
 * Shown instead of a ranking that waits for the first representation model (a first start
 * loads the corpus, then trains it): what is happening, with its progress, asked again every
 * few seconds; `onReady` asks for the ranking again once the model exists.
 */
export function RankingWaitNotice({ onReady }: { onReady: () => void }) {
  const status = useRankingStatus();
  const ready = status?.state === 'ready';
  useEffect(() => {
    if (ready) onReady();
  }, [ready, onReady]);
  return (
    <Alert color="blue" variant="light" role="status" title={REFEREES_MESSAGES.indexBeingBuilt}>
      <Text size="sm">
        {status ? rankingWaitText(status) : 'Asking the server how far it is…'}
        <TaskDetailsLink taskId={status?.taskId} />
      </Text>
      {status?.state === 'training' && status.percent !== null && (
        <Progress value={status.percent} size="sm" mt={6} aria-label="Training progress" />
      )}
    </Alert>
  );
}
