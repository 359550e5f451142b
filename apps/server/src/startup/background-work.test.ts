import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import type { Db } from '../app/database/kysely';
import type { TaskRunner } from '../modules/tasks/task-runner';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import { createTestDb, describeEachDatabase } from '../test-support/test-db';
import { createTaskScheduler } from '../modules/tasks/task-scheduler';
import { startBackgroundWork, TASK_SCHEDULES } from './background-work';
import { CONCEPT_RULES_VERSION } from '@sciscope/engine';
import { createAppStateRepository, DEFAULT_DATA_KEY } from '../modules/corpus/app-state.repository';
import { CONCEPT_RULES_KEY } from '../modules/corpus/concept-rules.usecases';
import { createCorpusFactories } from '../test-support/corpus-factories';
import { silentProgress } from '../app/progress';
import { importWorks } from '../modules/corpus/works-import.usecases';

/** A runner that takes nothing off the queue: the test reads what start-up queued, in order. */
const idleRunner: TaskRunner = { start: async () => {}, wake: () => {}, stop: async () => {}, idle: async () => {} };

describeEachDatabase('server start-up work', (dialect) => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-start-'));
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function queuedKinds(): Promise<string[]> {
    const { rows } = await createTasksRepository({ db }).list({ offset: 0, limit: 50, state: 'queued' });
    return rows.sort((a, b) => a.id - b.id).map((r) => r.kind);
  }

  it('queues the first-start load, then the merge of cross-source authors, the concept ambiguity and the first training, once', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: dir });
    const first = await startBackgroundWork({ config, db, runner: idleRunner, log: () => {} });
    await first.stop();
    expect(await queuedKinds()).toEqual([
      'corpus.load-defaults',
      'corpus.merge-authors',
      'concepts.ambiguity',
      'representations.train',
    ]);
    // A restart before the queue ran adds nothing.
    const again = await startBackgroundWork({ config, db, runner: idleRunner, log: () => {} });
    await again.stop();
    expect(await queuedKinds()).toHaveLength(4);
  });

  it('queues the author merge and the concept ambiguity for default data another process loaded, once per load', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none' });
    const lines: string[] = [];
    const start = async () =>
      (await startBackgroundWork({ config, db, runner: idleRunner, log: (line) => lines.push(line) })).stop();
    const state = createAppStateRepository({ db });
    const tasks = createTasksRepository({ db });
    /** Runs every queued task to `done` (as the runner would), finished at `at`. */
    const finishQueued = async (at: string) => {
      for (const kind of await queuedKinds()) {
        const task = (await tasks.latestOfKind(kind))!;
        await db.kysely.updateTable('tasks').set({ state: 'done', finishedAt: at }).where('id', '=', task.id).execute();
      }
    };
    // `sciscope import defaults` ran the load alone, and recorded it.
    await state.set(DEFAULT_DATA_KEY, '2026-11-30T08:00:00.000Z');
    await start();
    expect(await queuedKinds()).toEqual(['corpus.merge-authors', 'concepts.ambiguity']);
    expect(lines.at(-1)).toMatch(
      /^the default data was loaded without what follows it: queued corpus\.merge-authors \(task \d+\), concepts\.ambiguity \(task \d+\)$/,
    );
    // Queued, then run: a restart adds nothing either way.
    await start();
    expect(await queuedKinds()).toHaveLength(2);
    await finishQueued('2026-11-30T08:10:00.000Z');
    await start();
    expect(await queuedKinds()).toEqual([]);
    // Loaded again (--force) after they ran: they follow the new load too.
    await state.set(DEFAULT_DATA_KEY, '2026-11-30T09:00:00.000Z');
    await start();
    expect(await queuedKinds()).toEqual(['corpus.merge-authors', 'concepts.ambiguity']);
    // Switched off, nothing is queued.
    await finishQueued('2026-11-30T09:10:00.000Z');
    await state.set(DEFAULT_DATA_KEY, '2026-11-30T10:00:00.000Z');
    await (await startBackgroundWork({ config, db, runner: idleRunner, log: () => {}, followUps: false })).stop();
    expect(await queuedKinds()).toEqual([]);
  });

  it('queues only the load when the follow-ups are switched off, and nothing without a data folder', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: dir });
    await (await startBackgroundWork({ config, db, runner: idleRunner, log: () => {}, followUps: false })).stop();
    expect(await queuedKinds()).toEqual(['corpus.load-defaults']);

    const other = await createTestDb(dialect);
    try {
      const none = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none' });
      await (await startBackgroundWork({ config: none, db: other, runner: idleRunner, log: () => {} })).stop();
      const { rows } = await createTasksRepository({ db: other }).list({ offset: 0, limit: 50, state: 'queued' });
      expect(rows).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('rescans the articles once when they were scanned under older concept matching rules', async () => {
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none' });
    const start = async () => (await startBackgroundWork({ config, db, runner: idleRunner, log: () => {} })).stop();
    // An empty database records the rules its articles will be scanned with, and queues nothing.
    await start();
    expect(await queuedKinds()).toEqual([]);
    const state = createAppStateRepository({ db });
    expect(await state.get(CONCEPT_RULES_KEY)).toBe(String(CONCEPT_RULES_VERSION));
    // A database whose articles were scanned under older rules (no version recorded, or a lower one).
    await createCorpusFactories({ db }).article({ title: 'Multi-agent reinforcement learning' });
    await state.set(CONCEPT_RULES_KEY, '1');
    await start();
    const { rows } = await createTasksRepository({ db }).list({ offset: 0, limit: 50, state: 'queued' });
    expect(rows.map((r) => [r.kind, JSON.parse(r.params) as unknown])).toEqual([['concepts.ambiguity', {}]]);
    // Recorded by the task once every article is rescanned, not when it is queued.
    expect(await state.get(CONCEPT_RULES_KEY)).toBe('1');
    // Once is enough: a restart queues nothing more.
    await start();
    expect(await queuedKinds()).toEqual(['concepts.ambiguity']);
  });

  it('does not rescan a corpus imported into an empty database before the first start', async () => {
    const file = join(dir, 'works.jsonl');
    const work = {
      id: 'https://openalex.org/W1',
      title: 'Multi-agent reinforcement learning',
      publication_year: 2020,
      cited_by_count: 0,
      authorships: [{ author_position: 'first', author: { display_name: 'Ana Costa' }, raw_author_name: 'Ana Costa' }],
    };
    writeFileSync(file, `${JSON.stringify(work)}\n`);
    await importWorks({ db, files: [file], progress: silentProgress, gender: null });
    expect(await createAppStateRepository({ db }).get(CONCEPT_RULES_KEY)).toBe(String(CONCEPT_RULES_VERSION));
    const config = loadConfig({ SCISCOPE_RUNTIME_DIR: dir, SCISCOPE_DATA_DIR: 'none' });
    await (await startBackgroundWork({ config, db, runner: idleRunner, log: () => {} })).stop();
    expect(await queuedKinds()).toEqual([]);
  });

  it('runs the cross-source author merge every night, after the corpus refresh and before the ambiguity flags', async () => {
    const repository = createTasksRepository({ db });
    let now = new Date('2026-11-23T12:00:00Z');
    const enqueued: string[] = [];
    const scheduler = createTaskScheduler({
      repository,
      schedules: TASK_SCHEDULES,
      enqueue: async (schedule) => {
        enqueued.push(schedule.kind);
        await repository.insert({ kind: schedule.kind, params: {}, ownerId: null, runner: 'server' });
      },
      now: () => now,
    });
    await scheduler.tick();
    now = new Date('2026-11-24T03:00:10Z');
    await scheduler.tick();
    now = new Date('2026-11-24T03:30:10Z');
    await scheduler.tick();
    now = new Date('2026-11-24T04:00:10Z');
    await scheduler.tick();
    // Jobs' recommendation requests are due every few minutes; the nightly order is what counts.
    expect(enqueued.filter((kind) => kind !== 'jobs.recommendation-requests')).toEqual([
      'corpus.refresh',
      'corpus.merge-authors',
      'concepts.ambiguity',
      'representations.train',
    ]);
  });
});
