import type { TaskExecutor } from './task-executors';
import type { TaskRow, TasksRepository } from './tasks.repository';

/** A running task whose lease is older than this is taken as dead (its process stopped). */
export const LEASE_STALE_MS = 60_000;
/** How often the queue is polled (enqueuing in this process wakes the runner at once). */
export const QUEUE_POLL_MS = 2_000;

export interface TaskRunner {
  /** Recovers tasks left running by a stopped process, then starts taking queued tasks. */
  start(): Promise<void>;
  /** Looks at the queue now (after an enqueue). */
  wake(): void;
  /** Stops taking tasks; running ones are interrupted and, when resumable, queued again. */
  stop(): Promise<void>;
  /** Resolves when nothing is running and the queue is empty (tests, benchmarks). */
  idle(): Promise<void>;
}

/**
 * The server's task runner: takes queued tasks one at a time (corpus tasks write the same
 * tables, so they never overlap) and runs them through `executor` (worker threads, which
 * renew the tasks' leases themselves: see executeTask). A task whose lease went stale was left by a crash or a kill: a resumable one
 * is queued again (its committed work is kept and skipped), any other is marked failed with
 * the reason. The same check runs at start and then every LEASE_STALE_MS / 2.
 */
export function createTaskRunner({
  repository,
  executor,
  resumableKinds,
  needsModel = [],
  log,
  now = () => new Date(),
}: {
  repository: TasksRepository;
  executor: TaskExecutor;
  resumableKinds: ReadonlySet<string>;
  /** Kinds that rank with the representation model: they wait for the first one (see claimNext). */
  needsModel?: readonly string[];
  log: (line: string) => void;
  now?: () => Date;
}): TaskRunner {
  const running = new Set<number>();
  let stopped = true;
  let polling = false;
  let again = false;
  const timers: NodeJS.Timeout[] = [];
  let idleWaiters: Array<() => void> = [];

  async function recoverStale(): Promise<void> {
    const cutoff = new Date(now().getTime() - LEASE_STALE_MS).toISOString();
    for (const task of await repository.findStale(cutoff)) {
      if (running.has(task.id)) continue;
      const { to, error } = recoveryOf(task, resumableKinds);
      if (await repository.recover(task.id, { heartbeatBefore: cutoff, to, error })) {
        log(`task ${task.id} (${task.kind}): ${error}`);
      }
    }
  }

  async function poll(): Promise<void> {
    if (polling) {
      again = true;
      return;
    }
    polling = true;
    try {
      do {
        again = false;
        while (!stopped && running.size === 0) {
          const task = await repository.claimNext({ needsModel });
          if (!task) break;
          runClaimed(task);
        }
      } while (again && !stopped);
    } catch (error) {
      log(`task runner: ${(error as Error).message}`);
    } finally {
      polling = false;
      settleIdle();
    }
  }

  function runClaimed(task: TaskRow): void {
    running.add(task.id);
    log(`task ${task.id} (${task.kind}): started`);
    executor
      .run(task.id)
      .then((outcome) => log(`task ${task.id} (${task.kind}): ${outcome}`))
      .catch(async (error: unknown) => {
        // The worker itself died (out of memory, terminated): the task could not record it.
        if (stopped) return;
        const message = `The worker running the task stopped: ${(error as Error).message}`;
        log(`task ${task.id} (${task.kind}): ${message}`);
        await repository.finish(task.id, { state: 'failed', error: message }).catch(() => {});
      })
      .finally(() => {
        running.delete(task.id);
        if (!stopped) void poll();
        settleIdle();
      });
  }

  function settleIdle(): void {
    if (running.size > 0 || polling) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  return {
    async start() {
      stopped = false;
      await recoverStale();
      timers.push(setInterval(() => void recoverStale().catch(() => {}), LEASE_STALE_MS / 2));
      timers.push(setInterval(() => void poll(), QUEUE_POLL_MS));
      for (const timer of timers) timer.unref();
      await poll();
    },
    wake() {
      if (!stopped) void poll();
    },
    async stop() {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      const interrupted = [...running];
      await executor.close();
      for (const id of interrupted) {
        const task = await repository.findById(id);
        if (!task || task.state !== 'running') continue;
        const resumable = resumableKinds.has(task.kind);
        const error = resumable
          ? 'Interrupted by a server shutdown; it resumes when the server starts again.'
          : 'Interrupted by a server shutdown.';
        // A past heartbeat makes the guarded recovery apply at once.
        await repository.recover(id, { heartbeatBefore: '9999', to: resumable ? 'queued' : 'failed', error });
      }
      running.clear();
      settleIdle();
    },
    async idle() {
      for (;;) {
        if (running.size === 0 && !polling) {
          const next = await repository.claimNext({ needsModel });
          if (!next) return;
          runClaimed(next);
        }
        await new Promise<void>((resolve) => idleWaiters.push(resolve));
      }
    },
  };
}

/** What becomes of a task whose process stopped while running it. */
export function recoveryOf(
  task: Pick<TaskRow, 'kind' | 'runner' | 'step'>,
  resumableKinds: ReadonlySet<string>,
): { to: 'queued' | 'failed'; error: string } {
  const at = task.step ? ` during "${task.step}"` : '';
  if (task.runner === 'cli') {
    return {
      to: 'failed',
      error: `The sciscope command running this task stopped${at} (killed or crashed). Work committed before is kept; run the same command again to finish it.`,
    };
  }
  if (resumableKinds.has(task.kind)) {
    return {
      to: 'queued',
      error: `The server stopped${at} (crash or kill); the task was queued again and resumes from its last committed batch.`,
    };
  }
  return { to: 'failed', error: `The server stopped${at} (crash or kill) while the task ran.` };
}
