import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createTaskScheduler, dailyAtUtc } from './task-scheduler';
import { createTasksRepository, type TasksRepository } from './tasks.repository';

it('finds the next daily run time after a moment, the same day or the next', () => {
  const at3 = dailyAtUtc(3, 0);
  expect(at3(new Date('2026-11-23T01:00:00Z')).toISOString()).toBe('2026-11-23T03:00:00.000Z');
  expect(at3(new Date('2026-11-23T03:00:00Z')).toISOString()).toBe('2026-11-24T03:00:00.000Z');
  expect(at3(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-01T03:00:00.000Z');
});

describeEachDatabase('the task scheduler', (dialect) => {
  let db: Db;
  let repository: TasksRepository;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    repository = createTasksRepository({ db });
  });
  afterEach(async () => db.close());

  it('enqueues a periodic task when due, once, and not while one of its kind is still active', async () => {
    let now = new Date('2026-11-23T01:00:00Z');
    const enqueued: string[] = [];
    const scheduler = createTaskScheduler({
      repository,
      schedules: [{ name: 'nightly', kind: 'corpus.refresh', next: dailyAtUtc(3, 0) }],
      enqueue: async (schedule) => {
        enqueued.push(now.toISOString());
        await repository.insert({ kind: schedule.kind, params: {}, ownerId: null, runner: 'server' });
      },
      now: () => now,
    });
    await scheduler.tick();
    expect(enqueued).toEqual([]);
    expect(await repository.schedule('nightly')).toEqual({ lastRunAt: null, nextRunAt: '2026-11-23T03:00:00.000Z' });

    now = new Date('2026-11-23T03:00:30Z');
    await scheduler.tick();
    await scheduler.tick();
    expect(enqueued).toEqual(['2026-11-23T03:00:30.000Z']);
    expect((await repository.schedule('nightly'))?.nextRunAt).toBe('2026-11-24T03:00:00.000Z');

    // The next night the first run is still queued: the run is skipped, the schedule moves on.
    now = new Date('2026-11-24T03:01:00Z');
    await scheduler.tick();
    expect(enqueued).toHaveLength(1);
    expect(await repository.schedule('nightly')).toEqual({
      lastRunAt: '2026-11-24T03:01:00.000Z',
      nextRunAt: '2026-11-25T03:00:00.000Z',
    });
  });
});
