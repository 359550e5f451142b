/**
 * Search latency bench on the default corpus (SQLite). A fixed list of realistic queries
 * (bench-search.support.ts) runs, interleaved, in three ways:
 * - api: through the HTTP API (`buildApp` + `app.inject`: routing, validation, session,
 *   parsing, the hop to a read worker as the server makes it, planning, SQL, building 50
 *   result rows, serialising);
 * - core: the search repository alone (match count + ranked page of ids), i.e. the API
 *   minus HTTP and article building;
 * - bare: for pure text queries, straight on the FTS5 index: the best 50 by weighted
 *   bm25 plus the match count, the least any search has to do.
 * It prints p50/p95 per query and overall, and the API/bare and core/bare ratios.
 *
 *   npm run bench:search                      # data/sciscope.db (or SCISCOPE_SQLITE)
 *   npm run bench:search -- --repetitions 20
 *   npm run bench:search -- --read-workers 0   # reads in-process instead of in the read workers
 *
 * Targets: p95 < 100 ms through the API; API time ≤ 2× bare index time.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSearchQuery, planSearchQuery } from '@sciscope/engine';
import { loadConfig } from '../app/config';
import { openSqlite } from '../app/database/kysely';
import { createReadExecutor } from '../app/reads/read-executor';
import { READ_OPERATIONS, READ_WORKER_ENTRY } from '../read-registry';
import { buildApp } from '../server';
import { getSearchConceptMatcher, queryConceptIds } from '../modules/search/search-concept-matcher';
import { createSearchRepository } from '../modules/search/search.repository';
import { createBenchSearchRepository } from './bench-search.repository';
import {
  SEARCH_BENCH_TARGETS,
  benchQueries,
  formatSearchBench,
  formatSearchBenchRow,
  type LatencySummary,
  type SearchBenchFigures,
  type SearchBenchQueryFigures,
} from './bench-search.support';

export { SEARCH_BENCH_TARGETS, formatSearchBench };
export type { LatencySummary, SearchBenchFigures, SearchBenchQueryFigures };

/** The corpus is missing or empty: the bench has nothing to measure. */
export class CorpusNotLoadedError extends Error {}

/** Nearest-rank percentile of `samples` (milliseconds). */
export function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const summary = (samples: readonly number[]): LatencySummary => ({
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
});
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

async function timed(samples: number[], work: () => unknown): Promise<void> {
  const start = process.hrtime.bigint();
  await work();
  samples.push(Number(process.hrtime.bigint() - start) / 1e6);
}

/** Runs the bench and returns its figures (see the file comment). */
export async function runSearchBench({
  sqlitePath,
  repetitions = 10,
  readWorkers,
  log = () => {},
}: {
  sqlitePath: string;
  repetitions?: number;
  /** Read worker threads, as `SCISCOPE_READ_WORKERS` (the server's default when not given; 0 = in-process). */
  readWorkers?: number;
  log?: (line: string) => void;
}): Promise<SearchBenchFigures> {
  if (!existsSync(sqlitePath)) throw new CorpusNotLoadedError(`No database at ${sqlitePath}.`);
  const runtimeDir = mkdtempSync(join(tmpdir(), 'sciscope-bench-'));
  const config = loadConfig({
    SCISCOPE_SQLITE: sqlitePath,
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SERVE_WEB: '0',
    SCISCOPE_SECRET: 'search-bench',
    SCISCOPE_RUNTIME_DIR: runtimeDir,
    // Neither the daily cap nor the per-address limit may interfere with measuring; unlimited
    // clients are not counted, so the bench leaves no rows in the measured database.
    SCISCOPE_GUEST_SEARCH_LIMIT: '0',
    SCISCOPE_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: 'silent',
    ...(readWorkers === undefined ? {} : { SCISCOPE_READ_WORKERS: String(readWorkers) }),
  });
  const db = openSqlite(sqlitePath);
  const bench = createBenchSearchRepository({ db });
  // Reads go where the server sends them: to the read workers unless there are none.
  const reads = createReadExecutor({
    db,
    threads: config.readWorkers,
    entry: READ_WORKER_ENTRY,
    operations: READ_OPERATIONS,
  });
  const app = await buildApp({ config, db, reads });
  const userAgent = 'sciscope-search-bench';
  try {
    const articles = await bench.indexedArticles().catch(() => 0);
    if (articles === 0) throw new CorpusNotLoadedError(`The corpus is not loaded in ${sqlitePath}.`);
    const queries = await benchQueries(bench);
    const where = reads.where === 'in-process' ? 'in-process reads' : `${reads.where} read workers`;
    log(`${articles} articles; ${queries.length} queries × ${repetitions} repetitions; ${where}`);
    const repository = createSearchRepository({ db });
    const matcher = await getSearchConceptMatcher(db);

    const figures: SearchBenchQueryFigures[] = [];
    const allApi: number[] = [];
    for (const query of queries) {
      const parsed = parseSearchQuery(query.q);
      if (!parsed.ok) throw new Error(`${query.q}: ${parsed.error.message}`);
      const plan = planSearchQuery(parsed.query);
      const fts5 = plan.root.kind === 'text' ? plan.root.fts5 : null;
      const conceptIds = plan.ranking ? queryConceptIds(matcher, parsed.query) : [];
      const url = `/api/search?${new URLSearchParams({ q: query.q, sort: query.sort })}`;
      const api = async () => {
        const response = await app.inject({
          method: 'GET',
          url,
          headers: { 'user-agent': userAgent },
        });
        if (response.statusCode !== 200)
          throw new Error(`${query.q}: HTTP ${response.statusCode} ${response.body.slice(0, 200)}`);
        return response.json() as { total: number };
      };
      const core = () => repository.searchArticleIds({ plan, sort: query.sort, offset: 0, limit: 50, conceptIds });
      const bare = (match: string) => bench.bareTopAndCount(match);
      // Warm-up: caches, prepared plans and the concept matcher.
      const { total } = await api();
      await core();
      if (fts5) bare(fts5);
      const samples = { api: [] as number[], core: [] as number[], bare: [] as number[] };
      for (let i = 0; i < repetitions; i++) {
        await timed(samples.api, api);
        await timed(samples.core, core);
        if (fts5) await timed(samples.bare, () => bare(fts5));
      }
      allApi.push(...samples.api);
      const row: SearchBenchQueryFigures = {
        label: query.label,
        q: query.q,
        sort: query.sort,
        total,
        api: summary(samples.api),
        core: summary(samples.core),
        bare: fts5 ? summary(samples.bare) : null,
        ratio: null,
        coreRatio: null,
      };
      if (row.bare) {
        row.ratio = row.api.p50 / Math.max(row.bare.p50, 1e-3);
        row.coreRatio = row.core.p50 / Math.max(row.bare.p50, 1e-3);
      }
      figures.push(row);
      log(formatSearchBenchRow(row));
    }
    const text = figures.filter((f) => f.bare);
    const bareSum = Math.max(sum(text.map((f) => f.bare!.p50)), 1e-3);
    const overall = {
      api: summary(allApi),
      apiOnTextQueries: summary(text.map((f) => f.api.p50)),
      coreOnTextQueries: summary(text.map((f) => f.core.p50)),
      bare: summary(text.map((f) => f.bare!.p50)),
      ratio: sum(text.map((f) => f.api.p50)) / bareSum,
      coreRatio: sum(text.map((f) => f.core.p50)) / bareSum,
    };
    return {
      articles,
      repetitions,
      queries: figures,
      overall,
      meetsTargets: {
        apiP95: overall.api.p95 < SEARCH_BENCH_TARGETS.apiP95Ms,
        ratio: overall.ratio <= SEARCH_BENCH_TARGETS.maxRatio,
      },
    };
  } finally {
    await app.close();
    await reads.close();
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  const env = {
    ...process.env,
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SECRET: process.env.SCISCOPE_SECRET ?? 'search-bench',
  };
  const { sqlitePath } = loadConfig(env);
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? Number(process.argv[at + 1]) : undefined;
  };
  const repetitions = option('--repetitions') ?? 10;
  if (!Number.isInteger(repetitions) || repetitions < 1) {
    process.stderr.write('--repetitions must be a positive whole number\n');
    return 2;
  }
  const readWorkers = option('--read-workers');
  if (readWorkers !== undefined && (!Number.isInteger(readWorkers) || readWorkers < 0)) {
    process.stderr.write('--read-workers must be a whole number\n');
    return 2;
  }
  process.stdout.write(`search bench on ${sqlitePath}\n`);
  try {
    const figures = await runSearchBench({
      sqlitePath,
      repetitions,
      readWorkers,
      log: (line) => process.stderr.write(`${line}\n`),
    });
    process.stdout.write(`\n${formatSearchBench(figures)}\n`);
    return 0;
  } catch (error) {
    if (!(error instanceof CorpusNotLoadedError)) throw error;
    process.stderr.write(
      `${error.message}\nLoad the default corpus first: npx sciscope import defaults (SCISCOPE_SQLITE selects another database file).\n`,
    );
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main();
}
