import { PANEL_LIMITS, PANEL_MESSAGES, type PanelComputation } from '@sciscope/contracts';
import { Alert, Anchor, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useSiteInfo } from '../../site/queries/use-site-info';
import { rankingWaitText, useRankingStatus } from '../../status/ranking-wait';
import { computationProgress, computationRunning, followedComputation } from '../panel-display';
import { panelsKeys } from '../queries/panels-keys';
import { useComputation, useReloadWhile, useScheduleComputation } from '../queries/use-panels';

/**
 * The computation states of the panel screens (spec 03 section 2): failed (red, with the
 * support mailbox), in progress (blue, with the task's progress), not computed (with 'Schedule
 * computation', which then opens the compositions page). While failed or in progress the data
 * reloads every 30 seconds and when the tab becomes visible again (section 4). While in progress
 * the computation is followed every 1.5 s for its step and percentage (by anyone who may read the
 * panel, not only the task's owner), and the page's data reloads as soon as it ends. A queued
 * computation before the first representation model exists also says how far its training is.
 */
export function ComputationAlerts({
  panelId,
  computation,
  cacheMiss,
  contactEmail,
  refetch,
  canSchedule = true,
}: {
  panelId: number;
  computation: PanelComputation;
  /** The scores shown do not belong to the panel's current documents. */
  cacheMiss: boolean;
  contactEmail: string | null;
  refetch: () => void;
  canSchedule?: boolean;
}) {
  const schedule = useScheduleComputation(panelId);
  const site = useSiteInfo();
  const mailbox = contactEmail ?? site.data?.contactEmail ?? null;
  const navigate = useNavigate();
  const client = useQueryClient();
  const inProgress = computationRunning(computation.state);
  const failed = computation.state === 'failed';
  const latest = useComputation(panelId, inProgress);
  // A queued computation may wait for the first representation model (a first start trains it
  // after the load): say so, with the training's progress, rather than only 'waiting'.
  const followed = followedComputation(computation, latest.data);
  const queued = (followed ?? computation).state === 'queued';
  const ranking = useRankingStatus(inProgress && queued);
  const ended = inProgress && followed !== undefined && !computationRunning(followed.state);
  useEffect(() => {
    // The computation ended while the page still shows it running: every panel screen's data at once.
    if (ended) void client.invalidateQueries({ queryKey: panelsKeys.panel(panelId) });
  }, [ended, client, panelId]);
  useReloadWhile(inProgress || failed, refetch, PANEL_LIMITS.refreshSeconds);

  if (failed)
    return (
      <Alert role="alert" color="red" variant="light">
        <Stack gap={4}>
          <Text size="sm">{PANEL_MESSAGES.failed}</Text>
          <Text size="sm">
            If it keeps failing, please contact support
            {mailbox ? (
              <>
                {' '}
                at{' '}
                <Anchor href={`mailto:${mailbox}?subject=${encodeURIComponent(`Panel ${panelId} computation`)}`}>
                  {mailbox}
                </Anchor>
              </>
            ) : null}
            .
          </Text>
          {canSchedule && (
            <Group>
              <Button
                size="xs"
                variant="light"
                color="red"
                loading={schedule.isPending}
                onClick={() => schedule.mutate()}
              >
                {PANEL_MESSAGES.scheduleComputation}
              </Button>
            </Group>
          )}
        </Stack>
      </Alert>
    );
  if (inProgress) {
    const progress = computationProgress(computation, latest.data);
    return (
      <Alert role="status" color="blue" variant="light">
        <Stack gap={6}>
          <Text size="sm">{PANEL_MESSAGES.inProgress}</Text>
          <Text size="xs" c="dimmed">
            {progress.text}
          </Text>
          {ranking !== undefined && ranking.state !== 'ready' && (
            <Text size="xs">{rankingWaitText(ranking, 'The scores are computed as soon as it is ready.')}</Text>
          )}
          <Progress
            value={progress.percent ?? 100}
            striped={progress.percent === null}
            animated={progress.percent === null}
            size="sm"
            aria-label="Computation progress"
          />
        </Stack>
      </Alert>
    );
  }
  if (!cacheMiss) return null;
  return (
    <Alert role="status" color="gray" variant="light">
      <Stack gap={6}>
        {/* Computed before and changed since: 'not computed yet' would contradict the date of the scores. */}
        <Text size="sm">{computation.stale ? PANEL_MESSAGES.outOfDate : PANEL_MESSAGES.notComputed}</Text>
        {canSchedule && (
          <Group>
            <Button
              size="xs"
              loading={schedule.isPending}
              onClick={() =>
                schedule.mutate(undefined, { onSuccess: () => navigate(`/panel-composer/${panelId}/compositions`) })
              }
            >
              {PANEL_MESSAGES.scheduleComputation}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
