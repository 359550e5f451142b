import { TaskCancelledError, type Progress } from '../../app/progress';
import type { TasksRepository } from './tasks.repository';

/** Progress rows are written at most this often (and at every step change and stop). */
export const PROGRESS_FLUSH_MS = 500;
/** The cancel flag is read at most this often, at checkpoints. */
export const CANCEL_CHECK_MS = 1000;

export interface TaskProgress extends Progress {
  /** Writes what is not written yet; resolves when every write so far is done. */
  flush(): Promise<void>;
}

/**
 * Progress backed by a task row: steps, counts and the done/total of the current step are
 * written to the row (throttled), so the tasks page, `GET /api/tasks/{id}` and the terminal
 * of a `sciscope` command show the same figures. Writes are chained in order and never
 * awaited by the work itself, except that the first checkpoint after a new step waits until
 * the step is written; a failed write is logged and the work goes on.
 */
export function createTaskProgress({
  repository,
  taskId,
  log = () => {},
  now = Date.now,
}: {
  repository: TasksRepository;
  taskId: number;
  log?: (line: string) => void;
  now?: () => number;
}): TaskProgress {
  let step: string | null = null;
  let done = 0;
  let total: number | null = null;
  const counts: Record<string, number> = {};
  let lastWrite = 0;
  let lastCancelCheck = 0;
  let dirty = false;
  /** A step started since the last checkpoint: the next checkpoint waits until it is written. */
  let stepUnsaved = false;
  let chain: Promise<void> = Promise.resolve();

  function write(): void {
    dirty = false;
    lastWrite = now();
    const update = { step, done, total, counts: { ...counts } };
    chain = chain
      .then(() => repository.saveProgress(taskId, update))
      .catch((error: unknown) => log(`task ${taskId}: progress not saved: ${(error as Error).message}`));
  }
  function maybeWrite(force = false): void {
    dirty = true;
    if (force || now() - lastWrite >= PROGRESS_FLUSH_MS) write();
  }

  return {
    start(label, t) {
      step = label;
      total = t;
      done = 0;
      log(`${label} (${t})`);
      stepUnsaved = true;
      maybeWrite(true);
    },
    increment(by = 1) {
      done += by;
      maybeWrite();
    },
    stop() {
      if (dirty) write();
    },
    log,
    count(values) {
      Object.assign(counts, values);
      maybeWrite();
    },
    async checkpoint() {
      if (dirty) write();
      if (stepUnsaved) {
        // Work that follows may hold the thread for minutes (a model's training): its step is
        // on the row before it starts, not 'reading articles — 100%' until it ends.
        stepUnsaved = false;
        await chain;
      }
      if (now() - lastCancelCheck < CANCEL_CHECK_MS) return;
      lastCancelCheck = now();
      await chain;
      if (await repository.isCancelRequested(taskId)) throw new TaskCancelledError();
    },
    async flush() {
      if (dirty) write();
      await chain;
    },
  };
}
