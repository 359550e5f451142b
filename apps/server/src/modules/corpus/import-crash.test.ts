import { afterAll, beforeAll, expect, it } from 'vitest';
import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../app/config';
import { openSqlite, type Db, type DbDialect } from '../../app/database/kysely';
import { migrateToLatest } from '../../app/database/migrations';
import { silentProgress } from '../../app/progress';
import { corpusSnapshot } from '../../test-support/corpus-snapshot';
import { importOntologyFile } from '../ontology/ontology-import.usecases';
import { SYNTHETIC_THESAURUS_CSV, syntheticWorkLines } from '../../test-support/synthetic-works';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';

const run = promisify(execFile);
const CLI = resolve(REPO_ROOT, 'apps/server/bin/sciscope.js');
const WORKS = 400;
const BATCH = 40;

/**
 * `kill -9` of `sciscope import works` at several points — after a batch is prepared, inside
 * a batch's transaction after its rows are written, right after a commit, and at a random
 * moment — then the same command again: the database must end with exactly the rows of an
 * import that was never interrupted (articles, authors, authorships, concepts, DF, metrics).
 */
describeEachDatabase('an import killed at any point and run again', (dialect) => {
  let dir: string;
  let files: { works: string; thesaurus: string };
  let clean: Record<string, string[]>;
  const opened: Db[] = [];

  async function freshDatabase(name: string): Promise<{ db: Db; env: NodeJS.ProcessEnv }> {
    const base: NodeJS.ProcessEnv = {
      ...process.env,
      SCISCOPE_RUNTIME_DIR: dir,
      SCISCOPE_DATA_DIR: 'none',
      SCISCOPE_SECRET: 'test',
      LOG_LEVEL: 'silent',
    };
    delete base.SCISCOPE_FAILPOINT;
    let db: Db;
    if (dialect === 'sqlite') {
      db = openSqlite(join(dir, `${name}.db`));
      await migrateToLatest(db);
      opened.push(db);
      return { db, env: { ...base, SCISCOPE_SQLITE: db.source, DATABASE_URL: '' } };
    }
    db = await createTestDb(dialect as DbDialect);
    opened.push(db);
    return { db, env: { ...base, DATABASE_URL: db.source } };
  }
  const cli = (env: NodeJS.ProcessEnv, args: string[]) =>
    run(process.execPath, [CLI, ...args], { cwd: REPO_ROOT, env, timeout: 120_000 });
  const importWorks = (env: NodeJS.ProcessEnv) => cli(env, ['import', 'works', files.works, `--batch-size=${BATCH}`]);
  const articleCount = async (db: Db) => Number((await corpusSnapshot(db)).articles!.length);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-crash-'));
    files = { works: join(dir, 'works.jsonl'), thesaurus: join(dir, 'thesaurus.csv') };
    writeFileSync(files.works, `${syntheticWorkLines({ count: WORKS, seed: 7 }).join('\n')}\n`);
    writeFileSync(files.thesaurus, SYNTHETIC_THESAURUS_CSV);
    const { db, env } = await freshDatabase('clean');
    await importOntologyFile({ db, file: files.thesaurus, progress: silentProgress });
    await importWorks(env);
    clean = await corpusSnapshot(db);
    expect(clean.articles).toHaveLength(WORKS);
  }, 180_000);

  afterAll(async () => {
    for (const db of opened) await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const points: Array<[string, number]> = [
    ['import-batch-prepared:3', 2 * BATCH],
    ['import-batch-written:5', 4 * BATCH],
    ['import-batch-committed:7', 7 * BATCH],
  ];
  for (const [point, committed] of points) {
    it(`keeps the ${committed} committed articles when killed at ${point}, and the re-run equals a clean import`, async () => {
      const { db, env } = await freshDatabase(point.replace(/\W/g, '-'));
      await importOntologyFile({ db, file: files.thesaurus, progress: silentProgress });
      const killed = await importWorks({ ...env, SCISCOPE_FAILPOINT: point }).then(
        () => null,
        (error: { signal?: string }) => error.signal,
      );
      expect(killed).toBe('SIGKILL');
      expect(await articleCount(db)).toBe(committed);
      await importWorks(env);
      expect(await corpusSnapshot(db)).toEqual(clean);
    }, 180_000);
  }

  it('ends like a clean import when killed at a moment it does not choose', async () => {
    const { db, env } = await freshDatabase('random');
    await importOntologyFile({ db, file: files.thesaurus, progress: silentProgress });
    const child = spawn(process.execPath, [CLI, 'import', 'works', files.works, `--batch-size=${BATCH}`], {
      cwd: REPO_ROOT,
      env,
      stdio: 'ignore',
    });
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
    await expect.poll(() => articleCount(db), { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(3 * BATCH);
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(await articleCount(db)).toBeLessThan(WORKS);
    await importWorks(env);
    expect(await corpusSnapshot(db)).toEqual(clean);
  }, 180_000);
});
