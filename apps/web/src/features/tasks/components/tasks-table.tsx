import { TASK_KIND_LABELS, type Task, type TaskKind, type TaskState } from '@sciscope/contracts';
import { Badge, Button, Group, Progress, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { formatDateTime } from '../../../components/ui/format';
import { TableEmptyRow } from '../../../components/ui/table-empty-row';
import { useTaskAction } from '../queries/use-tasks';

const STATE_COLORS: Record<TaskState, string> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  cancelled: 'yellow',
};

const COUNT = new Intl.NumberFormat('en-GB');

function kindLabel(kind: string): string {
  return TASK_KIND_LABELS[kind as TaskKind] ?? kind;
}

/** "imported 1,200 · already present 30" from a task's counters. */
function countsText(counts: Record<string, number>): string {
  return Object.entries(counts)
    .map(([name, value]) => `${name.replace(/([A-Z])/g, ' $1').toLowerCase()} ${COUNT.format(value)}`)
    .join(' · ');
}

/** The tasks page's table: what each task is, its state, progress, times and the actions it allows. */
export function TasksTable({ tasks, loading }: { tasks: Task[] | undefined; loading: boolean }) {
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped verticalSpacing="xs" aria-label="Background tasks">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Task</Table.Th>
            <Table.Th>State</Table.Th>
            <Table.Th w="34%">Progress</Table.Th>
            <Table.Th>Started</Table.Th>
            <Table.Th>Finished</Table.Th>
            <Table.Th>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading && !tasks
            ? Array.from({ length: 4 }, (_, index) => (
                <Table.Tr key={index}>
                  <Table.Td colSpan={6}>
                    <Skeleton height={20} />
                  </Table.Td>
                </Table.Tr>
              ))
            : tasks?.map((task) => <TaskRow key={task.id} task={task} />)}
          {tasks?.length === 0 && <TableEmptyRow colSpan={6}>No tasks.</TableEmptyRow>}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function TaskRow({ task }: { task: Task }) {
  const action = useTaskAction();
  const label = `${kindLabel(task.kind)} #${task.id}`;
  const active = task.state === 'queued' || task.state === 'running';
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {task.runner === 'cli' ? 'sciscope command' : 'server'}
          {task.attempts > 1 ? ` · attempt ${task.attempts}` : ''}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {/* The state reads whole on a phone ("done", not "D."). */}
        <Badge color={STATE_COLORS[task.state]} variant="light" style={{ flexShrink: 0, overflow: 'visible' }}>
          {task.state === 'running' && task.cancelRequested ? 'stopping' : task.state}
        </Badge>
      </Table.Td>
      <Table.Td>
        <Stack gap={4}>
          {task.step && (
            <Group justify="space-between" gap="xs">
              <Text size="sm">{task.step}</Text>
              {task.progress.percent !== null && (
                <Text size="sm" c="dimmed" ta="right">
                  {task.progress.percent}%
                </Text>
              )}
            </Group>
          )}
          {active && task.progress.percent !== null && (
            <Progress value={task.progress.percent} size="sm" aria-label={`Progress of ${label}`} />
          )}
          {Object.keys(task.counts).length > 0 && (
            <Text size="xs" c="dimmed">
              {countsText(task.counts)}
            </Text>
          )}
          {task.error && (
            <Text size="xs" c={task.state === 'failed' ? 'red' : 'dimmed'}>
              {task.error}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{task.startedAt ? formatDateTime(task.startedAt) : '—'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{task.finishedAt ? formatDateTime(task.finishedAt) : '—'}</Table.Td>
      <Table.Td ta="right">
        {active && !task.cancelRequested && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            loading={action.isPending}
            onClick={() => action.mutate({ id: task.id, action: 'cancel' })}
            aria-label={`Cancel ${label}`}
          >
            Cancel
          </Button>
        )}
        {(task.state === 'failed' || task.state === 'cancelled') && (
          <Button
            size="compact-sm"
            variant="light"
            loading={action.isPending}
            onClick={() => action.mutate({ id: task.id, action: 'retry' })}
            aria-label={`Retry ${label}`}
          >
            Retry
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
