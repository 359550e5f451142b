import { TASKS_PAGE_SIZE, type Task, type TaskListResponse, type TaskState } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { requireSuperuser, requireUser } from '../../app/auth/access';
import { commonErrors } from '../../app/errors';
import type { TaskRow, TasksRepository } from './tasks.repository';

/** The API form of a task row. */
export function toTask(row: TaskRow): Task {
  const total = row.progressTotal;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as TaskState,
    runner: row.runner === 'cli' ? 'cli' : 'server',
    step: row.step,
    progress: {
      done: row.progressDone,
      total,
      percent: total ? Math.min(100, Math.round((row.progressDone / total) * 1000) / 10) : null,
    },
    counts: row.counts ? (JSON.parse(row.counts) as Record<string, number>) : {},
    result: row.result ? (JSON.parse(row.result) as unknown) : null,
    error: row.error,
    cancelRequested: row.cancelRequested === 1,
    attempts: row.attempts,
    ownerId: row.ownerId,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    finishedAt: row.finishedAt,
  };
}

/**
 * A task the user may see: its owner's, or any for a superuser. Anyone else gets the same 404
 * as for a task that does not exist.
 */
async function visibleTask({
  repository,
  user,
  id,
}: {
  repository: TasksRepository;
  user: SessionUser | null;
  id: number;
}) {
  const current = requireUser({ user });
  const row = await repository.findById(id);
  if (!row || (!current.isSuperuser && row.ownerId !== current.id)) throw commonErrors.notFound('Task');
  return { current, row };
}

/** `GET /api/tasks/{id}`: progress of one task. */
export async function getTask(args: {
  repository: TasksRepository;
  user: SessionUser | null;
  id: number;
}): Promise<Task> {
  return toTask((await visibleTask(args)).row);
}

/** `GET /api/tasks`: every task, newest first (superusers). */
export async function listTasks({
  repository,
  user,
  offset,
  state,
}: {
  repository: TasksRepository;
  user: SessionUser | null;
  offset: number;
  state?: TaskState;
}): Promise<TaskListResponse> {
  requireSuperuser({ user });
  const { rows, total } = await repository.list({ offset, limit: TASKS_PAGE_SIZE, state });
  const next = offset + rows.length;
  return { tasks: rows.map(toTask), total, offset, nextOffset: next < total ? next : null };
}

/** `POST /api/tasks/{id}/cancel`: a queued task is cancelled at once, a running one at its next checkpoint. */
export async function cancelTask(args: {
  repository: TasksRepository;
  user: SessionUser | null;
  id: number;
}): Promise<Task> {
  const { row } = await visibleTask(args);
  if (row.state !== 'queued' && row.state !== 'running') {
    throw commonErrors.badRequest('Only a queued or running task can be cancelled.', 'tasks.not_cancellable');
  }
  await args.repository.requestCancel(row.id);
  return toTask((await args.repository.findById(row.id))!);
}

/** `POST /api/tasks/{id}/retry` (superusers): a failed or cancelled task goes back on the server's queue. */
export async function retryTask({
  repository,
  user,
  id,
  wake,
}: {
  repository: TasksRepository;
  user: SessionUser | null;
  id: number;
  wake: () => void;
}): Promise<Task> {
  requireSuperuser({ user });
  const row = await repository.findById(id);
  if (!row) throw commonErrors.notFound('Task');
  if (!(await repository.requeue(id))) {
    throw commonErrors.badRequest('Only a failed or cancelled task can be retried.', 'tasks.not_retryable');
  }
  wake();
  return toTask((await repository.findById(id))!);
}

/** Puts a task on the server's queue; `wake` tells this process's runner at once. */
export async function enqueueTask({
  repository,
  kind,
  params,
  ownerId,
  wake,
}: {
  repository: TasksRepository;
  kind: string;
  params: unknown;
  ownerId: number | null;
  wake: () => void;
}): Promise<number> {
  const id = await repository.insert({ kind, params, ownerId, runner: 'server' });
  wake();
  return id;
}
