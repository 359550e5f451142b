import { TASKS_PAGE_SIZE, TASK_STATES, type TaskState } from '@sciscope/contracts';
import { Group, Pagination, SegmentedControl, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { RefusedPage } from '../../components/ui/refused-page';
import { useCurrentUser } from '../../features/auth/queries/use-current-user';
import { TasksTable } from '../../features/tasks/components/tasks-table';
import { useTasks } from '../../features/tasks/queries/use-tasks';
import { readOffset } from '../../app/offset-param';

function readState(raw: string | null): TaskState | null {
  return TASK_STATES.find((state) => state === raw) ?? null;
}

/** /superadmin/tasks/: every background task with its progress; cancel and retry. Superusers only. */
export function TasksPage() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  if (!user.is_superuser) return <RefusedPage title="Background tasks" />;
  return <TasksContent />;
}

function TasksContent() {
  const [params, setParams] = useSearchParams();
  const state = readState(params.get('state'));
  const offset = readOffset(params.get('offset'));
  const tasks = useTasks({ offset, state });
  const total = tasks.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / TASKS_PAGE_SIZE));

  const update = (next: { state?: TaskState | null; offset?: number }) => {
    const merged = new URLSearchParams(params);
    const nextState = next.state === undefined ? state : next.state;
    const nextOffset = next.offset ?? 0;
    if (nextState) merged.set('state', nextState);
    else merged.delete('state');
    if (nextOffset > 0) merged.set('offset', String(nextOffset));
    else merged.delete('offset');
    setParams(merged);
  };

  return (
    <>
      <PageTitle>Background tasks</PageTitle>
      <Group justify="space-between" mb="sm">
        <Text size="sm" c="dimmed">
          Imports, rescans and periodic work, newest first. <Link to="/superadmin/">Back to superadmin</Link>
        </Text>
        <SegmentedControl
          size="xs"
          aria-label="Show tasks"
          value={state ?? 'all'}
          onChange={(value) => update({ state: readState(value), offset: 0 })}
          data={[
            { value: 'all', label: 'All' },
            ...TASK_STATES.map((s) => ({ value: s, label: s[0]!.toUpperCase() + s.slice(1) })),
          ]}
        />
      </Group>
      {tasks.isError ? (
        <ErrorState message={tasks.error.message} />
      ) : (
        <TasksTable tasks={tasks.data?.tasks} loading={tasks.isPending} />
      )}
      {total > 0 && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            {offset + 1}–{Math.min(offset + TASKS_PAGE_SIZE, total)} of {total}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.floor(offset / TASKS_PAGE_SIZE) + 1}
              onChange={(page) => update({ offset: (page - 1) * TASKS_PAGE_SIZE })}
              size="sm"
            />
          )}
        </Group>
      )}
    </>
  );
}
