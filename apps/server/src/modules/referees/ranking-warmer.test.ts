import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { buildRefereesFixture } from '../../test-support/referees.fixture';
import { createTestDb } from '../../test-support/test-db';
import { createRefereeCorpusHolder } from './referee-corpus.repository';
import { createRankingIndexHolder, type RankingIndex, type RankingIndexHolder } from './ranking-index';
import { startRankingWarmer } from './ranking-warmer';

let db: Db | null = null;
let runtimeDir: string | null = null;
let stop: (() => void) | null = null;
afterEach(async () => {
  stop?.();
  await db?.close();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

it('opens the index once the first model exists, without a ranking asking, and says so once', async () => {
  db = await createTestDb();
  runtimeDir = mkdtempSync(join(tmpdir(), 'referees-warmer-'));
  const opened: Array<RankingIndex | null> = [];
  const real = createRankingIndexHolder({ db, runtimeDir, kind: 'exact' });
  const holder: RankingIndexHolder = {
    async get() {
      const index = await real.get();
      opened.push(index);
      return index;
    },
  };
  const lines: string[] = [];
  // Ticks are driven by the test (the timers are an hour away).
  const warmer = startRankingWarmer({
    holder,
    corpus: createRefereeCorpusHolder({ db }),
    log: (line) => lines.push(line),
    delayMs: 3_600_000,
    everyMs: 3_600_000,
  });
  stop = warmer.stop;

  // Before any model (a first start's load): nothing to open, nothing said, asked again later.
  await warmer.tick();
  expect(opened).toEqual([null]);
  expect(lines).toEqual([]);

  // The training stores the first model: the next tick opens the index and the corpus copy.
  await buildRefereesFixture(db);
  await warmer.tick();
  expect(opened.at(-1)?.kind).toBe('exact');
  expect(lines).toHaveLength(1);
  const index = opened.at(-1) as RankingIndex;
  expect(lines[0]).toBe(
    `referee finder ready (model ${index.opened.modelId}, lexical index, corpus copy); the index opened in ${(index.openMs / 1000).toFixed(1)} s`,
  );

  // Later ticks keep it current without saying it again; two at once run as one.
  await Promise.all([warmer.tick(), warmer.tick()]);
  expect(opened).toHaveLength(3);
  expect(lines).toHaveLength(1);
});

it('says a failure once, not at every tick', async () => {
  const lines: string[] = [];
  const warmer = startRankingWarmer({
    holder: { get: () => Promise.reject(new Error('disk full')) },
    corpus: { get: () => Promise.reject(new Error('not reached')) } as never,
    log: (line) => lines.push(line),
    delayMs: 3_600_000,
    everyMs: 3_600_000,
  });
  stop = warmer.stop;
  await warmer.tick();
  await warmer.tick();
  expect(lines).toEqual(['referee finder warm-up failed: Error: disk full']);
});
