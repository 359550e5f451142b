import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from '../../app/config';
import { openSqlite, type Db } from '../../app/database/kysely';
import { createWorkerExecutor } from './task-executors';

const HUNGRY = fileURLToPath(new URL('../../test-support/heap-hungry-worker.ts', import.meta.url));

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sciscope-heap-'));
  db = openSqlite(join(dir, 'tasks.db'));
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

const configWithHeap = (mb: string) =>
  loadConfig({ SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'test', LOG_LEVEL: 'silent', SCISCOPE_TASK_HEAP_MB: mb });

it('a task that outgrows the task workers’ heap fails with the setting to raise, and the next task runs', async () => {
  const executor = createWorkerExecutor({ db, config: configWithHeap('64'), entry: HUNGRY });
  try {
    await expect(executor.run(1)).rejects.toThrow(
      'the task needed more than the 64 MB heap of a task worker: raise SCISCOPE_TASK_HEAP_MB',
    );
    // The pool replaces the dead worker.
    expect(await executor.run(0)).toBe('done');
  } finally {
    await executor.close();
  }
}, 60_000);
