import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './app/config';
import { openSqlite, type Db } from './app/database/kysely';
import { migrateToLatest } from './app/database/migrations';
import type { Progress } from './app/progress';
import { runTaskFromCli } from './modules/tasks/cli-task-runner';
import { createWorkerExecutor } from './modules/tasks/task-executors';
import { createTaskRunner } from './modules/tasks/task-runner';
import { createTasksRepository } from './modules/tasks/tasks.repository';
import { enqueueTask } from './modules/tasks/tasks.usecases';
import { RESUMABLE_TASK_KINDS, TASK_REGISTRY, TASK_WORKER_ENTRY } from './task-registry';
import { SYNTHETIC_THESAURUS_CSV, syntheticWorkLines } from './test-support/synthetic-works';

const config = loadConfig({ SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'test', LOG_LEVEL: 'silent' });

/** Real tasks in real worker threads, on a file database both threads open. */
let dir: string;
let db: Db;
let files: { works: string; thesaurus: string };
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sciscope-workers-'));
  db = openSqlite(join(dir, 'tasks.db'));
  await migrateToLatest(db);
  files = { works: join(dir, 'works.jsonl'), thesaurus: join(dir, 'thesaurus.csv') };
  writeFileSync(files.works, syntheticWorkLines({ count: 60, seed: 3 }).join('\n'));
  writeFileSync(files.thesaurus, SYNTHETIC_THESAURUS_CSV);
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

it('runs queued imports in a worker thread with its own connection, one after another', async () => {
  const repository = createTasksRepository({ db });
  const runner = createTaskRunner({
    repository,
    executor: createWorkerExecutor({ db, config, entry: TASK_WORKER_ENTRY }),
    resumableKinds: RESUMABLE_TASK_KINDS,
    log: () => {},
  });
  const enqueue = (kind: string, params: unknown) =>
    enqueueTask({ repository, kind, params, ownerId: null, wake: runner.wake });
  const ontology = await enqueue('corpus.import-ontology', { files: [files.thesaurus] });
  const works = await enqueue('corpus.import-works', { files: [files.works], batchSize: 20 });
  await runner.start();
  await runner.idle();
  await runner.stop();
  expect(await repository.findById(ontology)).toMatchObject({ state: 'done' });
  const task = (await repository.findById(works))!;
  expect(task).toMatchObject({ state: 'done', step: 'importing works', error: null });
  expect(task.progressDone).toBe(task.progressTotal);
  expect(JSON.parse(task.counts!)).toMatchObject({ imported: 60 });
  expect(JSON.parse(task.result!)).toMatchObject({ imported: 60, batches: 3, malformedCount: 0 });
  const stored = await db.kysely
    .selectFrom('articleConcepts')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(Number(stored.n)).toBeGreaterThan(0);
});

it('runs a command’s task in a worker and draws the same steps the tasks page shows', async () => {
  const drawn: string[] = [];
  let units = 0;
  const display: Progress = {
    start: (label, total, unit) => drawn.push(`${label} of ${total} ${unit}`),
    increment: (by = 1) => void (units += by),
    stop() {},
    log() {},
    count() {},
    checkpoint: async () => {},
  };
  const row = await runTaskFromCli({
    db,
    config,
    kind: 'corpus.import-works',
    params: { files: [files.works], batchSize: 15 },
    registry: TASK_REGISTRY,
    workerEntry: TASK_WORKER_ENTRY,
    display,
    log: () => {},
  });
  expect(row).toMatchObject({ state: 'done', runner: 'cli', kind: 'corpus.import-works' });
  expect(JSON.parse(row.result!)).toMatchObject({ imported: 60, batches: 4 });
  // The works import counts bytes read: the command shows them as a size, not as works.
  expect(drawn).toEqual([`importing works of ${row.progressTotal} bytes`]);
  expect(units).toBe(row.progressTotal);
});
