import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { storeTinyRepresentationModel } from '../../test-support/representation-model.fixture';
import { createTestUser } from '../../test-support/test-app';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import type { TaskRegistry } from './task-execution';
import { createInlineExecutor } from './task-executors';
import { createTaskRunner, LEASE_STALE_MS, recoveryOf } from './task-runner';
import { createTasksRepository, type TasksRepository } from './tasks.repository';
import { enqueueTask } from './tasks.usecases';

const config = loadConfig({ SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'test', LOG_LEVEL: 'silent' });

/** The `test.record` tasks' labels, in the order they ran. */
const ran: string[] = [];

/** Handlers of the test: each does real work through the progress it is given. */
const registry: TaskRegistry = {
  'test.record': {
    resumable: false,
    async run({ params }) {
      ran.push((params as { label: string }).label);
      return {};
    },
  },
  'test.rank': {
    resumable: false,
    needsModel: true,
    async run({ params }) {
      ran.push((params as { label: string }).label);
      return {};
    },
  },
  'test.sum': {
    resumable: true,
    async run({ params, progress }) {
      const { upTo } = params as { upTo: number };
      progress.start('adding', upTo);
      let sum = 0;
      for (let i = 1; i <= upTo; i++) {
        sum += i;
        progress.increment();
      }
      progress.count({ added: upTo });
      progress.stop();
      return { sum };
    },
  },
  'test.fail': {
    resumable: false,
    async run() {
      throw new Error('the input file is missing');
    },
  },
  'test.until-cancelled': {
    resumable: true,
    async run({ progress }) {
      progress.start('waiting', 0);
      for (;;) {
        await progress.checkpoint();
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
  },
};

describeEachDatabase('the task runner', (dialect) => {
  let db: Db;
  let repository: TasksRepository;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    repository = createTasksRepository({ db });
  });
  afterEach(async () => db.close());

  function runner() {
    return createTaskRunner({
      repository,
      executor: createInlineExecutor({ db, config, registry, log: () => {} }),
      resumableKinds: new Set(['test.sum', 'test.until-cancelled']),
      needsModel: ['test.rank'],
      log: () => {},
    });
  }
  const enqueue = (kind: string, params: unknown = {}) =>
    enqueueTask({ repository, kind, params, ownerId: null, wake: () => {} });

  it('runs queued tasks in order and stores their result, counts and progress', async () => {
    const first = await enqueue('test.sum', { upTo: 10 });
    const second = await enqueue('test.sum', { upTo: 100 });
    await runner().idle();
    const [a, b] = [await repository.findById(first), await repository.findById(second)];
    expect(a).toMatchObject({
      state: 'done',
      result: JSON.stringify({ sum: 55 }),
      step: 'adding',
      progressDone: 10,
      progressTotal: 10,
      attempts: 1,
    });
    expect(JSON.parse(b!.counts!)).toEqual({ added: 100 });
    expect(b!.result).toBe(JSON.stringify({ sum: 5050 }));
    expect(a!.finishedAt! <= b!.startedAt!).toBe(true);
  });

  it('runs a task a user started before the upkeep queued ahead of it, each kind oldest first', async () => {
    const user = await createTestUser(db);
    const record = (label: string, ownerId: number | null) =>
      enqueueTask({ repository, kind: 'test.record', params: { label }, ownerId, wake: () => {} });
    ran.length = 0;
    await record('nightly refresh', null);
    await record('index build', null);
    await record('panel scores', user.id);
    await record('rescan', user.id);
    await runner().idle();
    expect(ran).toEqual(['panel scores', 'rescan', 'nightly refresh', 'index build']);
  });

  it('keeps a user’s ranking task behind the upkeep queued before it until a first model exists', async () => {
    const user = await createTestUser(db);
    const queue = (kind: string, label: string, ownerId: number | null) =>
      enqueueTask({ repository, kind, params: { label }, ownerId, wake: () => {} });
    ran.length = 0;
    await queue('test.record', 'first-start training', null);
    await queue('test.rank', 'panel scores', user.id);
    await queue('test.record', 'index build', null);
    await queue('test.record', 'rescan', user.id);
    await runner().idle();
    expect(ran).toEqual(['rescan', 'first-start training', 'panel scores', 'index build']);

    // Once a model is stored, ranking goes first like any task a user started.
    await storeTinyRepresentationModel(db);
    ran.length = 0;
    await queue('test.record', 'nightly training', null);
    await queue('test.rank', 'panel scores again', user.id);
    await runner().idle();
    expect(ran).toEqual(['panel scores again', 'nightly training']);
  });

  it('records a failing task as failed with the error message', async () => {
    const id = await enqueue('test.fail');
    await runner().idle();
    expect(await repository.findById(id)).toMatchObject({ state: 'failed', error: 'the input file is missing' });
  });

  it('fails a task of an unknown kind without running anything', async () => {
    const id = await enqueue('test.nothing-like-this');
    await runner().idle();
    expect(await repository.findById(id)).toMatchObject({
      state: 'failed',
      error: 'Unknown task kind "test.nothing-like-this".',
    });
  });

  it('stops a running task at its next checkpoint when cancelled, and cancels a queued one at once', async () => {
    const running = await enqueue('test.until-cancelled');
    const queued = await enqueue('test.sum', { upTo: 3 });
    const r = runner();
    const done = r.idle();
    await expect.poll(async () => (await repository.findById(running))!.state).toBe('running');
    await repository.requestCancel(queued);
    await repository.requestCancel(running);
    await done;
    expect(await repository.findById(running)).toMatchObject({ state: 'cancelled', error: 'Cancelled by a user.' });
    expect(await repository.findById(queued)).toMatchObject({ state: 'cancelled', startedAt: null });
  });

  it('queues a failed task again on retry and runs it', async () => {
    const id = await enqueue('test.sum', { upTo: 4 });
    await repository.finish(id, { state: 'failed', error: 'disk full' });
    expect(await repository.requeue(id)).toBe(true);
    expect(await repository.requeue(id)).toBe(false);
    await runner().idle();
    expect(await repository.findById(id)).toMatchObject({
      state: 'done',
      error: null,
      result: JSON.stringify({ sum: 10 }),
    });
  });

  it('finds tasks whose process stopped: resumable server tasks are queued again, others fail with the reason', async () => {
    const now = Date.now();
    const stale = new Date(now - LEASE_STALE_MS - 1000).toISOString();
    const fresh = new Date(now).toISOString();
    const ids = {
      resumable: await repository.insert({
        kind: 'test.sum',
        params: { upTo: 2 },
        ownerId: null,
        runner: 'server',
        state: 'running',
      }),
      failing: await repository.insert({
        kind: 'test.fail',
        params: {},
        ownerId: null,
        runner: 'server',
        state: 'running',
      }),
      cli: await repository.insert({
        kind: 'test.sum',
        params: { upTo: 2 },
        ownerId: null,
        runner: 'cli',
        state: 'running',
      }),
      alive: await repository.insert({
        kind: 'test.sum',
        params: { upTo: 2 },
        ownerId: null,
        runner: 'cli',
        state: 'running',
      }),
    };
    for (const id of [ids.resumable, ids.failing, ids.cli])
      await db.kysely
        .updateTable('tasks')
        .set({ heartbeatAt: stale, step: 'storing works' })
        .where('id', '=', id)
        .execute();
    await db.kysely.updateTable('tasks').set({ heartbeatAt: fresh }).where('id', '=', ids.alive).execute();

    const r = runner();
    await r.start();
    await r.idle();
    await r.stop();
    expect(await repository.findById(ids.resumable)).toMatchObject({
      state: 'done',
      result: JSON.stringify({ sum: 3 }),
      attempts: 2,
    });
    expect(await repository.findById(ids.failing)).toMatchObject({
      state: 'failed',
      error: 'The server stopped during "storing works" (crash or kill) while the task ran.',
    });
    expect((await repository.findById(ids.cli))!.error).toMatch(
      /^The sciscope command running this task stopped during "storing works"/,
    );
    expect(await repository.findById(ids.alive)).toMatchObject({ state: 'running' });
  });
});

it('explains what becomes of an interrupted task by who ran it and whether it can resume', () => {
  const kinds = new Set(['corpus.import-works']);
  expect(recoveryOf({ kind: 'corpus.import-works', runner: 'server', step: null }, kinds)).toEqual({
    to: 'queued',
    error: 'The server stopped (crash or kill); the task was queued again and resumes from its last committed batch.',
  });
  expect(recoveryOf({ kind: 'corpus.import-works', runner: 'cli', step: 'importing works' }, kinds).to).toBe('failed');
  expect(recoveryOf({ kind: 'mail.send', runner: 'server', step: null }, kinds).to).toBe('failed');
});
