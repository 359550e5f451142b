import type { Task } from '@sciscope/contracts';
import { Progress, Stack, Text } from '@mantine/core';

/** A background task's step and progress bar. */
export function TaskProgress({ task }: { task: Task }) {
  const percent = task.progress.percent ?? (task.state === 'done' ? 100 : 0);
  return (
    <Stack gap={2} aria-label="Task progress">
      <Text size="sm">
        {task.state === 'queued' ? 'Waiting to start…' : task.state === 'done' ? 'Done.' : (task.step ?? task.state)}
        {task.progress.total ? ` ${task.progress.done} / ${task.progress.total}` : ''}
      </Text>
      <Progress value={percent} animated={task.state === 'running'} aria-label="Task progress" />
      {task.error && (
        <Text size="sm" c="red">
          {task.error}
        </Text>
      )}
    </Stack>
  );
}
