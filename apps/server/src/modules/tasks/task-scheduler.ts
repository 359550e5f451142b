import type { TasksRepository } from './tasks.repository';

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
  now = () => new Date(),
}: {
  repository: TasksRepository;
  schedules: readonly TaskSchedule[];
  enqueue: (schedule: TaskSchedule) => Promise<void>;
  now?: () => Date;
}) {
  let timer: NodeJS.Timeout | null = null;

  async function tick(): Promise<void> {
    const at = now();
    for (const schedule of schedules) {
      const row = await repository.schedule(schedule.name);
      if (!row) {
        await repository.saveSchedule({
          name: schedule.name,
          lastRunAt: null,
          nextRunAt: schedule.next(at).toISOString(),
        });
        continue;
      }
      if (at.toISOString() < row.nextRunAt) continue;
      if (!(await repository.hasActive(schedule.kind))) await enqueue(schedule);
      await repository.saveSchedule({
        name: schedule.name,
        lastRunAt: at.toISOString(),
        nextRunAt: schedule.next(at).toISOString(),
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
