import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { ErrorState } from '../../../components/ui/error-state';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import { monitoringRights } from '../monitoring-access';
import { useMonitoringList } from '../queries/use-monitoring';
import { MonitoringPlanRequired } from './monitoring-plan-required';
import { MonitoringsTable } from './monitorings-table';

/**
 * The user's saved monitorings, 50 a page; without the quota 'A plan with monitoring is
 * required.' and the way to one.
 */
export function SavedMonitoringsList({ offset, onOffset }: { offset: number; onOffset: (offset: number) => void }) {
  const user = useCurrentUser();
  const rights = monitoringRights(user.data);
  const list = useMonitoringList(offset, rights.canSave);
  if (!user.data) return <Skeleton height={120} />;
  if (!rights.canSave) {
    return <MonitoringPlanRequired />;
  }
  if (list.isError) return <ErrorState message={list.error.message} />;
  if (!list.data) return <Skeleton height={160} />;
  const { monitorings, total, nextOffset } = list.data;
  return (
    <Stack gap="xs">
      <MonitoringsTable monitorings={monitorings} />
      {total > monitorings.length && (
        <Group justify="space-between">
          <Text size="sm" c="dimmed">{`${offset + 1}–${offset + monitorings.length} of ${total}`}</Text>
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={offset === 0}
              onClick={() => onOffset(Math.max(0, offset - 50))}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={nextOffset === null}
              onClick={() => nextOffset !== null && onOffset(nextOffset)}
            >
              Next
            </Button>
          </Group>
        </Group>
      )}
    </Stack>
  );
}
