import type { AppConfig } from '../../app/config';
import { isShareable, type Db } from '../../app/database/kysely';
import { createWorkerPool } from '../../app/workers/worker-pool';
import { executeTask, type TaskOutcome, type TaskRegistry } from './task-execution';

/** What a task worker receives: the configuration and the database to open. */
export interface TaskWorkerData {
  config: AppConfig;
  source: string;
}

/** Runs one claimed task to its end; resolves with its outcome (already recorded on its row). */
export interface TaskExecutor {
  run(taskId: number): Promise<TaskOutcome>;
  /** Stops the workers: a task still running is interrupted like a crash (and resumed later). */
  close(): Promise<void>;
}

/**
 * Tasks in worker threads, each worker with its own database connection, so that long
 * work never holds the event loop of the process that serves requests. `entry` is the
 * worker module (apps/server/src/task-worker.ts) that knows every task kind.
 */
export function createWorkerExecutor({
  db,
  config,
  entry,
  threads = 1,
}: {
  db: Db;
  config: AppConfig;
  entry: string;
  threads?: number;
}): TaskExecutor {
  if (!isShareable(db)) throw new Error('Worker threads cannot open an in-memory database.');
  const data: TaskWorkerData = { config, source: db.source };
  const heapMb = config.taskHeapMb;
  const pool = createWorkerPool<{ taskId: number }, TaskOutcome>({ entry, data, threads, name: 'tasks', heapMb });
  return {
    run: (taskId) =>
      pool.run({ taskId }).catch((error: unknown) => {
        if ((error as { code?: string }).code !== 'ERR_WORKER_OUT_OF_MEMORY') throw error;
        throw new Error(
          `the task needed more than the ${heapMb} MB heap of a task worker: raise SCISCOPE_TASK_HEAP_MB (or set it to 0 for no bound), restart, and retry the task`,
        );
      }),
    close: () => pool.destroy(),
  };
}

/**
 * Tasks in the calling thread. Only for databases a worker cannot open (in-memory SQLite of
 * the tests); everything else runs in workers.
 */
export function createInlineExecutor({
  db,
  config,
  registry,
  log,
}: {
  db: Db;
  config: AppConfig;
  registry: TaskRegistry;
  log: (line: string) => void;
}): TaskExecutor {
  return {
    run: (taskId) => executeTask({ db, config, taskId, registry, log }),
    close: async () => {},
  };
}
