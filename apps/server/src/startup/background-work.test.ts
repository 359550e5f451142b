import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../app/config';
import type { Db } from '../app/database/kysely';
import type { TaskRunner } from '../modules/tasks/task-runner';
import { createTasksRepository } from '../modules/tasks/tasks.repository';
import { createTestDb, describeEachDatabase } from '../test-support/test-db';
import { startBackgroundWork } from './background-work';

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
});
