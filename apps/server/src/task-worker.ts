import { workerData } from 'node:worker_threads';
import { openDatabaseAt, WRITER_MEMORY, type Db } from './app/database/kysely';
import { executeTask, type TaskOutcome } from './modules/tasks/task-execution';
import type { TaskWorkerData } from './modules/tasks/task-executors';
import { TASK_REGISTRY } from './task-registry';

/**
 * A task worker thread (see modules/tasks/task-executors.ts): opens its own connection to
 * the server's database once, then runs the tasks the pool hands it.
 */
const { config, source } = (workerData as { data: TaskWorkerData }).data;
let db: Db | null = null;
const log = config.logLevel === 'silent' ? () => {} : (line: string) => console.log(line);

export default async function runTaskInWorker({ taskId }: { taskId: number }): Promise<TaskOutcome> {
  db ??= openDatabaseAt(source, { max: 2, memory: WRITER_MEMORY });
  return executeTask({ db, config, taskId, registry: TASK_REGISTRY, log });
}
