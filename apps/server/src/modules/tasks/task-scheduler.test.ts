import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite, type Db } from '../../app/database/kysely';
import { migrateToLatest } from '../../app/database/migrations';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createTaskScheduler, dailyAtUtc } from './task-scheduler';
import { createTasksRepository, writeTasksIfFree, WRITE_LOCK_BUSY, type TasksRepository } from './tasks.repository';

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
      enqueue: async (schedule, writer) => {
        enqueued.push(now.toISOString());
        await writer.insert({ kind: schedule.kind, params: {}, ownerId: null, runner: 'server' });
      },
      writeIfFree: (work) => writeTasksIfFree(db, work),
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

it('leaves a due schedule due, without waiting, while another connection holds SQLite’s write lock', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sciscope-scheduler-'));
  const server = openSqlite(join(dir, 'db.sqlite'));
  const task = openSqlite(join(dir, 'db.sqlite'));
  try {
    await migrateToLatest(server);
    const repository = createTasksRepository({ db: server });
    let now = new Date('2026-11-23T01:00:00Z');
    const scheduler = createTaskScheduler({
      repository,
      schedules: [{ name: 'nightly', kind: 'corpus.refresh', next: dailyAtUtc(3, 0) }],
      enqueue: async (schedule, writer) => {
        await writer.insert({ kind: schedule.kind, params: {}, ownerId: null, runner: 'server' });
      },
      writeIfFree: (work) => writeTasksIfFree(server, work),
      now: () => now,
    });
    await scheduler.tick();
    now = new Date('2026-11-23T03:00:30Z');
    // A task's import transaction holds the lock: the tick neither waits for it nor fails.
    task.sqlite!.exec('BEGIN IMMEDIATE');
    await scheduler.tick();
    expect(await writeTasksIfFree(server, async () => 'written')).toBe(WRITE_LOCK_BUSY);
    expect(server.sqlite!.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect((await repository.schedule('nightly'))?.nextRunAt).toBe('2026-11-23T03:00:00.000Z');
    expect(await repository.hasActive('corpus.refresh')).toBe(false);
    // Released, the next tick queues the run it owed.
    task.sqlite!.exec('COMMIT');
    now = new Date('2026-11-23T03:01:30Z');
    await scheduler.tick();
    expect(await repository.hasActive('corpus.refresh')).toBe(true);
    expect(await repository.schedule('nightly')).toEqual({
      lastRunAt: '2026-11-23T03:01:30.000Z',
      nextRunAt: '2026-11-24T03:00:00.000Z',
    });
  } finally {
    await task.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
