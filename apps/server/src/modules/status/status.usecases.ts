import type { DataLoadStatus, RankingStatus, StatusResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { TRAIN_REPRESENTATIONS_TASK } from '../representations/representations.usecases';
import type { TaskRow, TasksRepository } from '../tasks/tasks.repository';

/** The task kind of the first-start load of the default datasets. */
export const DEFAULT_LOAD_TASK = 'corpus.load-defaults';

interface StatusArgs {
  access: AccessRepository;
  user: Actor;
}

/** `GET /api/health`: the process answers, for monitoring and reverse proxies. */
export async function checkHealth({ access, user }: StatusArgs): Promise<{ ok: true }> {
  await requireAccess({ access, user, permission: 'status.read' });
  return { ok: true };
}

/**
 * `GET /api/status`: the first-start load as the banner shows it, and whether the rankings can
 * rank yet, read from the task rows (so it is right whichever thread or process runs them).
 */
export async function getStatus({
  access,
  user,
  tasks,
  dataDir,
  loaded,
  modelTrained,
}: StatusArgs & {
  tasks: TasksRepository;
  dataDir: string | null;
  /** Whether the default data was loaded completely. */
  loaded: () => Promise<boolean>;
  /** Whether a representation model is stored. */
  modelTrained: () => Promise<boolean>;
}): Promise<StatusResponse> {
  await requireAccess({ access, user, permission: 'status.read' });
  return { dataLoad: await dataLoadOf({ tasks, dataDir, loaded }), ranking: await rankingOf({ tasks, modelTrained }) };
}

async function rankingOf({
  tasks,
  modelTrained,
}: {
  tasks: TasksRepository;
  modelTrained: () => Promise<boolean>;
}): Promise<RankingStatus> {
  const none = { step: null, percent: null, ahead: 0, taskId: null };
  if (await modelTrained()) return { state: 'ready', ...none };
  const task = await tasks.latestOfKind(TRAIN_REPRESENTATIONS_TASK);
  if (task?.state === 'running')
    return { state: 'training', step: task.step, percent: percentOf(task), ahead: 0, taskId: task.id };
  if (task?.state === 'queued')
    return { state: 'waiting', ...none, ahead: await tasks.countActiveBefore(task.id), taskId: task.id };
  return { state: 'none', ...none };
}

async function dataLoadOf({
  tasks,
  dataDir,
  loaded,
}: {
  tasks: TasksRepository;
  dataDir: string | null;
  loaded: () => Promise<boolean>;
}): Promise<DataLoadStatus> {
  const none = { step: null, percent: null, startedAt: null, finishedAt: null, error: null, taskId: null };
  if (!dataDir) return { state: 'disabled', ...none };
  const task = await tasks.latestOfKind(DEFAULT_LOAD_TASK);
  if (!task) return { state: (await loaded()) ? 'done' : 'idle', ...none };
  const active = task.state === 'queued' || task.state === 'running';
  return {
    state: active ? 'loading' : task.state === 'done' ? 'done' : 'failed',
    step: active ? task.step : null,
    percent: active ? percentOf(task) : null,
    startedAt: task.startedAt,
    finishedAt: task.finishedAt,
    error: task.state === 'failed' || task.state === 'cancelled' ? task.error : null,
    taskId: task.id,
  };
}

/** A task's whole percent of its current step, when it reported a total. */
function percentOf(task: TaskRow): number | null {
  const total = task.progressTotal;
  return total ? Math.min(100, Math.round((task.progressDone / total) * 100)) : null;
}
