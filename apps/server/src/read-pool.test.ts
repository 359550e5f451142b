import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { searchResponseSchema } from '@sciscope/contracts';
import { loadConfig } from './app/config';
import { openSqlite, type Db, type DbDialect } from './app/database/kysely';
import { migrateToLatest } from './app/database/migrations';
import { createReadExecutor, type ReadExecutor } from './app/reads/read-executor';
import { defineRead } from './app/reads/read-operation';
import { createSearchLimitsRepository } from './modules/search/search-limits.repository';
import { searchClientOf, searchDay } from './modules/search/search-limits.usecases';
import { READ_OPERATIONS, READ_WORKER_ENTRY } from './read-registry';
import { buildApp } from './server';
import { constructCases, loadSearchFixture, type SearchFixture } from './test-support/search.fixture';
import { createTestDb, describeEachDatabase } from './test-support/test-db';

const env = (runtimeDir: string) =>
  loadConfig({
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SECRET: 'test',
    SCISCOPE_SERVE_WEB: '0',
    LOG_LEVEL: 'silent',
    SCISCOPE_RUNTIME_DIR: runtimeDir,
    SCISCOPE_GUEST_SEARCH_LIMIT: '0',
    SCISCOPE_RATE_LIMIT_PER_MINUTE: '0',
    SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '0',
  });

/** A database other threads can open: a SQLite file, or a throwaway PostgreSQL database. */
async function shareableDb(dialect: DbDialect, dir: string): Promise<Db> {
  if (dialect === 'postgres') return createTestDb('postgres');
  const db = openSqlite(join(dir, 'reads.db'));
  await migrateToLatest(db);
  return db;
}

describeEachDatabase('read pool', (dialect) => {
  let dir: string;
  let db: Db;
  let empty: Db;
  let fixture: SearchFixture;
  let reads: ReadExecutor;
  let pooled: FastifyInstance;
  let local: FastifyInstance;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-reads-'));
    db = await shareableDb(dialect, dir);
    fixture = await loadSearchFixture(db);
    const config = env(dir);
    reads = createReadExecutor({ db, threads: 2, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS });
    // The pooled app's own thread sees an empty database: whatever it answers from the
    // corpus can only come from the workers, which open the fixture database themselves.
    empty = await createTestDb('sqlite');
    pooled = await buildApp({ config, db: empty, reads });
    local = await buildApp({ config, db });
  }, 120_000);

  afterAll(async () => {
    await pooled.close();
    await local.close();
    await reads.close();
    await empty.close();
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const both = async (url: string) => {
    const [fromWorkers, inProcess] = await Promise.all([
      pooled.inject({ method: 'GET', url }),
      local.inject({ method: 'GET', url }),
    ]);
    return { fromWorkers, inProcess };
  };

  it('runs reads in worker threads when the database can be shared', () => {
    expect(reads.where).toBe(2);
  });

  it('says when every worker has started and warmed up, and not before (a server listens after it)', async () => {
    const fresh = createReadExecutor({ db, threads: 2, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS });
    try {
      // No worker thread starts, loads the server's modules and warms up in a millisecond.
      expect(await fresh.ready(1)).toBe(false);
      expect(await fresh.ready()).toBe(true);
      expect(await fresh.ready(1)).toBe(true);
    } finally {
      await fresh.close();
    }
    expect(
      await createReadExecutor({ db, threads: 0, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS }).ready(1),
    ).toBe(true);
  }, 60_000);

  it('counts capped searches where they run: the worker writes the counter, past the cap it answers 429', async () => {
    const capped = await buildApp({ config: { ...env(dir), guestSearchLimit: 2 }, db: empty, reads });
    try {
      const search = () => capped.inject({ method: 'GET', url: '/api/search?q=learning', remoteAddress: '10.9.8.7' });
      expect((await search()).statusCode).toBe(200);
      expect((await search()).statusCode).toBe(200);
      const third = await search();
      expect(third.statusCode).toBe(429);
      expect(third.json().error.code).toBe('search.limit_exceeded');
      const client = searchClientOf({ user: null, ip: '10.9.8.7', userAgent: 'lightMyRequest', secret: 'test' });
      const counted = (d: Db) =>
        createSearchLimitsRepository({ db: d }).countOf({ clientKey: client.key, day: searchDay() });
      expect(await counted(db)).toBe(2);
      expect(await counted(empty)).toBe(0);
    } finally {
      await capped.close();
    }
  });

  it('answers every search from the workers exactly as in-process', async () => {
    const queries = [
      ...constructCases(fixture).map((c) => c.q),
      'robot navigation',
      '"neural network"',
      'doi:10.1000/gnn.1',
      `c:${fixture.conceptId('Neural network')}`,
    ];
    for (const q of queries) {
      for (const extra of ['', '&sort=date', '&sort=citations', '&offset=1']) {
        const url = `/api/search?q=${encodeURIComponent(q)}${extra}`;
        const { fromWorkers, inProcess } = await both(url);
        expect(inProcess.statusCode, url).toBe(200);
        expect(fromWorkers.statusCode, url).toBe(200);
        expect(fromWorkers.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(fromWorkers.body, url).toBe(inProcess.body);
      }
    }
    const graph = searchResponseSchema.parse(
      (await pooled.inject({ method: 'GET', url: '/api/search?q=graph' })).json(),
    );
    expect(graph.articles.map((a) => fixture.keyOf(a.id)).sort()).toEqual(['W1', 'W5']);
    for (const article of graph.articles) expect(article).not.toHaveProperty('abstract');
  });

  it('answers autocomplete and author pages from the workers exactly as in-process', async () => {
    const author = await db.kysely.selectFrom('authors').select('id').orderBy('id').executeTakeFirstOrThrow();
    const urls = [
      '/api/autocomplete/concepts?query=neur',
      '/api/autocomplete/search-input?type=all&query=graph%20ne',
      '/api/autocomplete/search-input?type=authors&query=mart',
      `/api/authors/${author.id}/full`,
      `/api/authors/${author.id}/full?sort=citations`,
      `/api/authors/${author.id}/articles?offset=0`,
      `/api/authors/${author.id}/concepts`,
      `/api/authors/${author.id}/short`,
    ];
    for (const url of urls) {
      const { fromWorkers, inProcess } = await both(url);
      expect(inProcess.statusCode, url).toBe(200);
      expect(fromWorkers.statusCode, url).toBe(200);
      expect(fromWorkers.body, url).toBe(inProcess.body);
    }
  });

  it('carries refusals back from the workers with their status, code and message', async () => {
    const author = await db.kysely.selectFrom('authors').select('id').orderBy('id').executeTakeFirstOrThrow();
    const cases: Array<[string, number]> = [
      ['/api/authors/999999/full', 404],
      ['/api/authors/999999/short', 404],
      [`/api/authors/${author.id}/full?concepts=${fixture.conceptId('Neural network')}`, 401],
      ['/api/search?q=%22unclosed', 400],
    ];
    for (const [url, status] of cases) {
      const { fromWorkers, inProcess } = await both(url);
      expect(inProcess.statusCode, url).toBe(status);
      expect(fromWorkers.statusCode, url).toBe(status);
      expect(fromWorkers.json(), url).toEqual(inProcess.json());
    }
  });

  it('answers many reads at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        pooled.inject({ method: 'GET', url: `/api/search?q=${['graph', 'robot', 'learning'][i % 3]}&offset=${i % 2}` }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(responses.map(() => 200));
  });
});

describe('read executor', () => {
  it('answers in-process when no other thread can open the database (in-memory SQLite)', async () => {
    const db = await createTestDb('sqlite');
    const reads = createReadExecutor({ db, threads: 4, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS });
    expect(reads.where).toBe('in-process');
    await reads.close();
    await db.close();
  });

  it('answers in-process when SCISCOPE_READ_WORKERS is 0', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sciscope-reads-'));
    const db = openSqlite(join(dir, 'zero.db'));
    const reads = createReadExecutor({ db, threads: 0, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS });
    expect(reads.where).toBe('in-process');
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses an operation that is not registered, so a route cannot work in tests and fail with workers', async () => {
    const db = await createTestDb('sqlite');
    const reads = createReadExecutor({ db, threads: 0, entry: READ_WORKER_ENTRY, operations: READ_OPERATIONS });
    const stray = defineRead({ name: 'stray.read', response: searchResponseSchema, run: async () => ({}) as never });
    await expect(reads.run(stray, {})).rejects.toThrow('read operation "stray.read" is not registered');
    await db.close();
  });
});
