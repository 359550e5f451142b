import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { silentProgress } from '../../app/progress';
import { createTestDb } from '../../test-support/test-db';
import type { Db } from '../../app/database/kysely';
import { articleIndexDir } from '../retrieval/article-index.files';
import { buildArticleIndex } from '../retrieval/article-index.usecases';
import { createRankingIndexHolder } from './ranking-index';
import { buildRefereesFixture } from '../../test-support/referees.fixture';

let db: Db | null = null;
let runtimeDir: string | null = null;
afterEach(async () => {
  await db?.close();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

it('has nothing to rank with before the first model, scans exactly before the first build, and takes up the built graph', async () => {
  db = await createTestDb();
  runtimeDir = mkdtempSync(join(tmpdir(), 'referees-index-'));
  const holder = createRankingIndexHolder({ db, runtimeDir, kind: 'hnsw' });
  expect(await holder.get()).toBeNull();
  await buildRefereesFixture(db);
  const exact = await holder.get();
  expect(exact?.kind).toBe('exact');
  expect(await holder.get()).toBe(exact);
  await buildArticleIndex({ db, dir: articleIndexDir(runtimeDir), progress: silentProgress });
  const graph = await holder.get();
  expect(graph?.kind).toBe('hnsw');
  expect(await graph!.opened.index.size()).toBe(await exact!.opened.index.size());
  expect(await holder.get()).toBe(graph);
});
