import { TASKS_PAGE_SIZE, type Task, type TaskKind, type TaskListResponse, type TaskState } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { requireAccess, requireAccessBeforeInput, type AccessRepository, type Actor } from '../../app/access';
import { tasksErrors } from './tasks.errors';
import { createTasksRepository, type TaskRow, type TasksRepository } from './tasks.repository';

/**
 * The API form of a task row. A task that is done reports no percentage: the row still holds
 * the last step's count ('calibrating the search breadth', 99.8 %), which would read as if the
 * task were still at it. `step` stays the last step it reported (callers show the steps a task
 * went through); a failed or cancelled task keeps its percentage too, as where it stopped.
 */
export function toTask(row: TaskRow): Task {
  const total = row.progressTotal;
  const finished = row.state === 'done';
  return {
    id: row.id,
    kind: row.kind,
    state: row.state as TaskState,
    runner: row.runner === 'cli' ? 'cli' : 'server',
    step: row.step,
    progress: {
      done: row.progressDone,
      total,
      percent: total && !finished ? Math.min(100, Math.round((row.progressDone / total) * 1000) / 10) : null,
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

interface TaskArgs {
  access: AccessRepository;
  repository: TasksRepository;
  user: Actor;
}

/** Loads a task the user may act on with `permission`; anyone else gets the 404 of a missing task. */
async function ownedTask({
  access,
  repository,
  user,
  id,
  permission,
}: TaskArgs & { id: number; permission: 'tasks.read' | 'tasks.cancel' }) {
  await requireAccessBeforeInput({ access, user, permission });
  const row = await repository.findById(id);
  if (!row) throw tasksErrors.notFound();
  await requireAccess({ access, user, permission, resource: { kind: 'owned', label: 'Task', ownerId: row.ownerId } });
  return row;
}

/** `GET /api/tasks/{id}`: progress of one task (its owner's, or any for a superuser). */
export async function getTask(args: TaskArgs & { id: number }): Promise<Task> {
  return toTask(await ownedTask({ ...args, permission: 'tasks.read' }));
}

/** `GET /api/tasks`: every task, newest first (superusers). */
export async function listTasks({
  access,
  repository,
  user,
  offset,
  state,
}: TaskArgs & { offset: number; state?: TaskState }): Promise<TaskListResponse> {
  await requireAccess({ access, user, permission: 'tasks.manage' });
  const { rows, total } = await repository.list({ offset, limit: TASKS_PAGE_SIZE, state });
  const next = offset + rows.length;
  return { tasks: rows.map(toTask), total, offset, nextOffset: next < total ? next : null };
}

/** `POST /api/tasks/{id}/cancel`: a queued task is cancelled at once, a running one at its next checkpoint. */
export async function cancelTask(args: TaskArgs & { id: number }): Promise<Task> {
  const row = await ownedTask({ ...args, permission: 'tasks.cancel' });
  if (row.state !== 'queued' && row.state !== 'running') throw tasksErrors.notCancellable();
  await args.repository.requestCancel(row.id);
  return toTask((await args.repository.findById(row.id))!);
}

/** `POST /api/tasks/{id}/retry` (superusers): a failed or cancelled task goes back on the server's queue. */
export async function retryTask({
  access,
  repository,
  user,
  id,
  wake,
}: TaskArgs & { id: number; wake: () => void }): Promise<Task> {
  await requireAccess({ access, user, permission: 'tasks.manage' });
  const row = await repository.findById(id);
  if (!row) throw tasksErrors.notFound();
  if (!(await repository.requeue(id))) throw tasksErrors.notRetryable();
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

/**
 * Queues a server task of `kind` unless one is already waiting to start (a running one may be
 * working on older data, so it does not count). For tasks that chain work: the runner polls
 * the queue, so no wake-up is needed from a worker thread.
 */
export async function queueTaskOnce({ db, kind }: { db: Db; kind: TaskKind }): Promise<number | null> {
  const repository = createTasksRepository({ db });
  if (await repository.hasQueued(kind)) return null;
  return repository.insert({ kind, params: {}, ownerId: null, runner: 'server' });
}
