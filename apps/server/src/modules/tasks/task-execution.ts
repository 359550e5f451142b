import type { AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { TaskCancelledError, type Progress, type ProgressUnit } from '../../app/progress';
import { createTaskProgress } from './task-progress';
import { createTasksRepository } from './tasks.repository';

/** What a task's handler gets: its own database handle, the configuration and its progress. */
export interface TaskHandlerContext {
  db: Db;
  config: AppConfig;
  taskId: number;
  /** The task's parameters as stored (handlers validate them). */
  params: unknown;
  progress: Progress;
  log: (line: string) => void;
}

/** One kind of background work. The returned value (plain JSON) is stored as the task's result. */
export interface TaskDefinition {
  run(context: TaskHandlerContext): Promise<unknown>;
  /**
   * Whether an interrupted run may simply be started again (idempotent work that keeps what
   * it committed, like imports in batches). Interrupted non-resumable tasks are marked failed.
   */
  resumable: boolean;
  /**
   * The unit of each step whose done/total do not count the things its label names (the works
   * import counts bytes read): the task row keeps figures only, so a `sciscope` command that
   * draws them looks the unit up here.
   */
  stepUnits?: Readonly<Record<string, ProgressUnit>>;
  /**
   * Whether it ranks with the representation model: queued by a user before any model exists,
   * it waits for the training queued before it instead of going first (see `claimNext`).
   */
  needsModel?: boolean;
}

export type TaskRegistry = Record<string, TaskDefinition>;

export type TaskOutcome = 'done' | 'failed' | 'cancelled';

/** How often a running task renews its lease (its row's heartbeat). */
export const LEASE_RENEW_MS = 10_000;

/**
 * Runs task `taskId` (already marked running) to its end and records the outcome on its row:
 * `done` with the handler's result, `cancelled` when the handler stopped at a checkpoint
 * after a cancel request, `failed` with the error's message otherwise. Runs the same in a
 * worker thread and in the calling thread.
 */
export async function executeTask({
  db,
  config,
  taskId,
  registry,
  log,
}: {
  db: Db;
  config: AppConfig;
  taskId: number;
  registry: TaskRegistry;
  log: (line: string) => void;
}): Promise<TaskOutcome> {
  const repository = createTasksRepository({ db });
  const row = await repository.findById(taskId);
  if (!row) throw new Error(`Task ${taskId} does not exist.`);
  const definition = registry[row.kind];
  if (!definition) {
    await repository.finish(taskId, { state: 'failed', error: `Unknown task kind "${row.kind}".` });
    return 'failed';
  }
  const prefix = `task ${taskId} (${row.kind})`;
  const progress = createTaskProgress({ repository, taskId, log: (line) => log(`${prefix}: ${line}`) });
  // The lease is renewed from the thread that runs the task, on its own connection: on SQLite a
  // write from the thread serving requests would wait there for the task's batch transactions.
  const lease = setInterval(() => void repository.heartbeat([taskId]).catch(() => {}), LEASE_RENEW_MS);
  lease.unref();
  try {
    const result = await definition.run({
      db,
      config,
      taskId,
      params: JSON.parse(row.params) as unknown,
      progress,
      log: progress.log,
    });
    await progress.flush();
    await repository.finish(taskId, { state: 'done', result: result ?? null });
    return 'done';
  } catch (error) {
    await progress.flush().catch(() => {});
    if (error instanceof TaskCancelledError) {
      await repository.finish(taskId, { state: 'cancelled', error: error.message });
      log(`${prefix}: cancelled`);
      return 'cancelled';
    }
    const message = error instanceof Error ? error.message : String(error);
    log(`${prefix}: failed: ${error instanceof Error ? (error.stack ?? message) : message}`);
    await repository.finish(taskId, { state: 'failed', error: message });
    return 'failed';
  } finally {
    clearInterval(lease);
  }
}
