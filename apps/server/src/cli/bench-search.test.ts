import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openSqlite } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { loadSearchFixture } from '../test-support/search.fixture';
import { CorpusNotLoadedError, formatSearchBench, percentile, runSearchBench } from './bench-search';

describe('search bench', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-bench-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('takes nearest-rank percentiles', () => {
    const samples = [5, 1, 4, 2, 3, 6, 7, 8, 9, 10];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile([], 50)).toBe(0);
  });

  it('says so when the corpus is not loaded', async () => {
    await expect(runSearchBench({ sqlitePath: join(dir, 'missing.db') })).rejects.toBeInstanceOf(CorpusNotLoadedError);
    const empty = join(dir, 'empty.db');
    const db = openSqlite(empty);
    await migrateToLatest(db);
    await db.close();
    await expect(runSearchBench({ sqlitePath: empty })).rejects.toThrow(/not loaded/);
  });

  it('measures every query through the API and the text queries on the bare index, leaving no counters behind', async () => {
    const path = join(dir, 'fixture.db');
    const db = openSqlite(path);
    await migrateToLatest(db);
    await loadSearchFixture(db);
    await db.close();

    const figures = await runSearchBench({ sqlitePath: path, repetitions: 2 });
    expect(figures.articles).toBe(10);
    expect(figures.queries.length).toBeGreaterThanOrEqual(50);
    for (const query of figures.queries) {
      expect(query.api.p50, query.label).toBeGreaterThan(0);
      expect(query.api.p95, query.label).toBeGreaterThanOrEqual(query.api.p50);
      if (query.bare) expect(query.ratio, query.label).toBeGreaterThan(0);
    }
    const text = figures.queries.filter((q) => q.bare);
    expect(text.length).toBeGreaterThanOrEqual(40);
    expect(figures.queries.find((q) => q.label === 'DOI alone')).toMatchObject({ total: 1, bare: null });
    expect(figures.overall.ratio).toBeGreaterThan(0);
    expect(formatSearchBench(figures)).toContain('API / bare FTS time');

    const after = openSqlite(path);
    expect(await after.kysely.selectFrom('searchUsage').selectAll().execute()).toEqual([]);
    await after.close();
  });
});
