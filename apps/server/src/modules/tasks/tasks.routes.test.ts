import { afterAll, beforeAll, expect, it } from 'vitest';
import { tmpdir } from 'node:os';
import { TASKS_PAGE_SIZE } from '@sciscope/contracts';
import { storeTinyRepresentationModel } from '../../test-support/representation-model.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createTasksRepository, type TasksRepository } from './tasks.repository';

describeEachDatabase('the tasks API', (dialect) => {
  let t: TestApp;
  let tasks: TasksRepository;
  let cookies: { owner: string; other: string; super: string };
  let ownerId: number;
  let woken = 0;

  beforeAll(async () => {
    t = await createTestApp({ dialect, wakeTaskRunner: () => void woken++ });
    tasks = createTasksRepository({ db: t.db });
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const superuser = await createTestUser(t.db, { superuser: true });
    ownerId = owner.id;
    const cookie = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
    cookies = { owner: await cookie(owner.id), other: await cookie(other.id), super: await cookie(superuser.id) };
  });
  afterAll(async () => t.close());

  const call = (method: 'GET' | 'POST', url: string, cookie?: string) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie) });

  it('shows a task’s progress to its owner and to superusers, and the same 404 to anyone else', async () => {
    const id = await tasks.insert({
      kind: 'corpus.import-works',
      params: { files: ['a.jsonl'] },
      ownerId,
      runner: 'server',
    });
    await tasks.saveProgress(id, { step: 'importing works', done: 250, total: 1000, counts: { imported: 200 } });
    const mine = await call('GET', `/api/tasks/${id}`, cookies.owner);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      id,
      kind: 'corpus.import-works',
      state: 'queued',
      runner: 'server',
      step: 'importing works',
      progress: { done: 250, total: 1000, percent: 25 },
      counts: { imported: 200 },
      ownerId,
    });
    expect((await call('GET', `/api/tasks/${id}`, cookies.super)).statusCode).toBe(200);
    const other = await call('GET', `/api/tasks/${id}`, cookies.other);
    const missing = await call('GET', '/api/tasks/999999', cookies.other);
    expect([other.statusCode, missing.statusCode]).toEqual([404, 404]);
    expect(other.json()).toEqual(missing.json());
    expect((await call('GET', `/api/tasks/${id}`)).statusCode).toBe(401);
    expect((await call('GET', '/api/tasks/abc', cookies.owner)).statusCode).toBe(400);
  });

  it('lists every task newest first, by pages and by state, for superusers only', async () => {
    for (let i = 0; i < TASKS_PAGE_SIZE + 2; i++)
      await tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId: null, runner: 'server' });
    const failed = await tasks.insert({ kind: 'corpus.refresh', params: {}, ownerId: null, runner: 'server' });
    await tasks.finish(failed, { state: 'failed', error: 'disk full' });
    const first = (await call('GET', '/api/tasks', cookies.super)).json();
    expect(first.tasks).toHaveLength(TASKS_PAGE_SIZE);
    expect(first.tasks[0].id).toBe(failed);
    expect(first.nextOffset).toBe(TASKS_PAGE_SIZE);
    const onlyFailed = (await call('GET', '/api/tasks?state=failed', cookies.super)).json();
    expect(onlyFailed.tasks.map((task: { id: number }) => task.id)).toEqual([failed]);
    expect((await call('GET', '/api/tasks?state=sleeping', cookies.super)).statusCode).toBe(400);
    expect((await call('GET', '/api/tasks', cookies.owner)).statusCode).toBe(403);
  });

  it('cancels a queued task at once and flags a running one; a finished one cannot be cancelled', async () => {
    const queued = await tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId, runner: 'server' });
    const running = await tasks.insert({
      kind: 'concepts.rescan',
      params: {},
      ownerId,
      runner: 'server',
      state: 'running',
    });
    expect((await call('POST', `/api/tasks/${queued}/cancel`, cookies.other)).statusCode).toBe(404);
    expect((await call('POST', `/api/tasks/${queued}/cancel`, cookies.owner)).json()).toMatchObject({
      state: 'cancelled',
    });
    expect((await call('POST', `/api/tasks/${running}/cancel`, cookies.super)).json()).toMatchObject({
      state: 'running',
      cancelRequested: true,
    });
    const again = await call('POST', `/api/tasks/${queued}/cancel`, cookies.owner);
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toEqual({
      code: 'tasks.not_cancellable',
      message: 'Only a queued or running task can be cancelled.',
    });
  });

  it('puts a failed task back on the queue and wakes the runner; only superusers retry', async () => {
    const id = await tasks.insert({ kind: 'corpus.refresh', params: {}, ownerId, runner: 'cli' });
    await tasks.finish(id, { state: 'failed', error: 'killed' });
    expect((await call('POST', `/api/tasks/${id}/retry`, cookies.owner)).statusCode).toBe(403);
    const before = woken;
    const retried = await call('POST', `/api/tasks/${id}/retry`, cookies.super);
    expect(retried.json()).toMatchObject({ state: 'queued', runner: 'server', error: null, attempts: 0 });
    expect(woken).toBe(before + 1);
    expect((await call('POST', `/api/tasks/${id}/retry`, cookies.super)).json().error.code).toBe('tasks.not_retryable');
  });

  it('reports the first-start load from its task in /api/status', async () => {
    // The test app runs without a data folder: the load is switched off whatever the tasks hold.
    expect((await call('GET', '/api/status')).json().dataLoad.state).toBe('disabled');
    const withData = await createTestApp({ dialect, env: { SCISCOPE_DATA_DIR: tmpdir() } });
    try {
      const status = async () => (await withData.app.inject({ url: '/api/status' })).json().dataLoad;
      expect(await status()).toMatchObject({ state: 'idle', taskId: null });
      const loads = createTasksRepository({ db: withData.db });
      const id = await loads.insert({
        kind: 'corpus.load-defaults',
        params: {},
        ownerId: null,
        runner: 'server',
        state: 'running',
      });
      await loads.saveProgress(id, { step: 'importing works', done: 30, total: 120, counts: {} });
      expect(await status()).toMatchObject({
        state: 'loading',
        step: 'importing works',
        percent: 25,
        taskId: id,
        error: null,
      });
      await loads.finish(id, { state: 'failed', error: 'No space left on device' });
      expect(await status()).toMatchObject({
        state: 'failed',
        step: null,
        percent: null,
        error: 'No space left on device',
      });
    } finally {
      await withData.close();
    }
  });

  it('reports in /api/status whether the rankings can rank: no model, training queued behind others, running, ready', async () => {
    const fresh = await createTestApp({ dialect });
    try {
      const ranking = async () => (await fresh.app.inject({ url: '/api/status' })).json().ranking;
      expect(await ranking()).toEqual({ state: 'none', step: null, percent: null, ahead: 0, taskId: null });
      const queue = createTasksRepository({ db: fresh.db });
      const load = await queue.insert({ kind: 'corpus.load-defaults', params: {}, ownerId: null, runner: 'server' });
      await queue.insert({ kind: 'corpus.merge-authors', params: {}, ownerId: null, runner: 'server' });
      const train = await queue.insert({ kind: 'representations.train', params: {}, ownerId: null, runner: 'server' });
      await queue.insert({ kind: 'retrieval.build', params: {}, ownerId: null, runner: 'server' });
      expect(await ranking()).toEqual({ state: 'waiting', step: null, percent: null, ahead: 2, taskId: train });
      await queue.finish(load, { state: 'done' });
      expect((await ranking()).ahead).toBe(1);
      expect(await queue.claimNext()).toMatchObject({ kind: 'corpus.merge-authors' });
      expect(await queue.claimNext()).toMatchObject({ id: train, state: 'running' });
      await queue.saveProgress(train, { step: 'embedding articles', done: 1, total: 3, counts: {} });
      expect(await ranking()).toEqual({
        state: 'training',
        step: 'embedding articles',
        percent: 33,
        ahead: 0,
        taskId: train,
      });
      await storeTinyRepresentationModel(fresh.db);
      expect(await ranking()).toEqual({ state: 'ready', step: null, percent: null, ahead: 0, taskId: null });
    } finally {
      await fresh.close();
    }
  });

  it('shows no stale percentage for a task that is done, only its last step; a failed one keeps where it stopped', async () => {
    const done = await tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId, runner: 'server' });
    await tasks.saveProgress(done, {
      step: 'calibrating the search breadth',
      done: 998,
      total: 1000,
      counts: { concepts: 12 },
    });
    await tasks.finish(done, { state: 'done' });
    expect((await call('GET', `/api/tasks/${done}`, cookies.super)).json()).toMatchObject({
      state: 'done',
      step: 'calibrating the search breadth',
      progress: { done: 998, total: 1000, percent: null },
      counts: { concepts: 12 },
    });
    const failed = await tasks.insert({ kind: 'concepts.rescan', params: {}, ownerId, runner: 'server' });
    await tasks.saveProgress(failed, { step: 'finding concepts', done: 1, total: 4, counts: {} });
    await tasks.finish(failed, { state: 'failed', error: 'disk full' });
    expect((await call('GET', `/api/tasks/${failed}`, cookies.super)).json()).toMatchObject({
      state: 'failed',
      step: 'finding concepts',
      progress: { percent: 25 },
    });
  });
});
