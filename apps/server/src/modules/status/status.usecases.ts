import type { DataLoadStatus, StatusResponse } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { TasksRepository } from '../tasks/tasks.repository';

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
 * `GET /api/status`: the first-start load as the banner shows it, read from the load's task
 * row (so it is right whichever thread or process runs the load).
 */
export async function getStatus({
  access,
  user,
  tasks,
  dataDir,
  loaded,
}: StatusArgs & {
  tasks: TasksRepository;
  dataDir: string | null;
  /** Whether the default data was loaded completely. */
  loaded: () => Promise<boolean>;
}): Promise<StatusResponse> {
  await requireAccess({ access, user, permission: 'status.read' });
  return { dataLoad: await dataLoadOf({ tasks, dataDir, loaded }) };
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
  const total = task.progressTotal;
  return {
    state: active ? 'loading' : task.state === 'done' ? 'done' : 'failed',
    step: active ? task.step : null,
    percent: active && total ? Math.min(100, Math.round((task.progressDone / total) * 100)) : null,
    startedAt: task.startedAt,
    finishedAt: task.finishedAt,
    error: task.state === 'failed' || task.state === 'cancelled' ? task.error : null,
    taskId: task.id,
  };
}
