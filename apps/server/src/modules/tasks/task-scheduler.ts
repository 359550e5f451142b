import type { TasksRepository, WRITE_LOCK_BUSY } from './tasks.repository';

/** A periodic task: `next(after)` is its first run time after `after`. */
export interface TaskSchedule {
  name: string;
  kind: string;
  params?: unknown;
  next(after: Date): Date;
}

/** Every day at `hour`:`minute` UTC. */
export function dailyAtUtc(hour: number, minute = 0): (after: Date) => Date {
  return (after) => {
    const next = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), hour, minute));
    if (next.getTime() <= after.getTime()) next.setUTCDate(next.getUTCDate() + 1);
    return next;
  };
}

/** Every `minutes` minutes, on the multiples of it since midnight UTC. */
export function everyMinutes(minutes: number): (after: Date) => Date {
  const step = minutes * 60_000;
  return (after) => new Date((Math.floor(after.getTime() / step) + 1) * step);
}

/** How often the schedules are looked at. */
export const SCHEDULER_TICK_MS = 60_000;

/**
 * Enqueues periodic tasks when they are due. Due times live in `task_schedules`, so a
 * restart neither skips a run nor runs one twice; a run that falls due while a task of the
 * same kind is queued or running is skipped (the running one covers it).
 */
export function createTaskScheduler({
  repository,
  schedules,
  enqueue,
  writeIfFree = (work) => work(repository),
  now = () => new Date(),
}: {
  repository: TasksRepository;
  schedules: readonly TaskSchedule[];
  /** Queues the schedule's task through `repository` (the write's transaction). */
  enqueue: (schedule: TaskSchedule, repository: TasksRepository) => Promise<void>;
  /**
   * Runs a due schedule's writes in one transaction when the write lock is free, else answers
   * `WRITE_LOCK_BUSY` (`writeTasksIfFree`): the schedule stays due and the next tick tries again.
   */
  writeIfFree?: (work: (repository: TasksRepository) => Promise<void>) => Promise<void | typeof WRITE_LOCK_BUSY>;
  now?: () => Date;
}) {
  let timer: NodeJS.Timeout | null = null;

  async function tick(): Promise<void> {
    const at = now();
    for (const schedule of schedules) {
      // Read first (never waits): only a schedule that is new or due writes.
      const row = await repository.schedule(schedule.name);
      if (row && at.toISOString() < row.nextRunAt) continue;
      await writeIfFree(async (writer) => {
        if (row && !(await writer.hasActive(schedule.kind))) await enqueue(schedule, writer);
        await writer.saveSchedule({
          name: schedule.name,
          lastRunAt: row ? at.toISOString() : null,
          nextRunAt: schedule.next(at).toISOString(),
        });
      });
    }
  }

  return {
    tick,
    async start(log: (line: string) => void) {
      const safeTick = () => tick().catch((error: unknown) => log(`task scheduler: ${(error as Error).message}`));
      await safeTick();
      timer = setInterval(safeTick, SCHEDULER_TICK_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
