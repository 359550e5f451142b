/**
 * Load bench: starts the server on a given database with every request limit lifted, then
 * drives it with autocannon at 20 and at 200 concurrent connections, each request a different
 * search, autocomplete or author-page call (bench-load.support.ts), and prints requests/s,
 * p50, p95 and errors per level. The load generator runs in this process, on the same machine.
 *
 *   npm run bench:load                                  # data/sciscope.db (or SCISCOPE_SQLITE)
 *   npm run bench:load -- --db /tmp/sl-data/sciscope.db --duration 30 --connections 20,200
 *   npm run bench:load -- --read-workers 0              # reads on the main thread, for comparison
 *
 * Options: --db PATH (SQLite file, or a postgres:// URL), --duration SECONDS per level (30),
 * --connections N[,N…] (20,200), --warmup SECONDS (5, at 20 connections, not counted),
 * --read-workers N (SCISCOPE_READ_WORKERS of the server; default: the server's default),
 * --port N (3917), --cpu-prof DIR (the server writes V8 CPU profiles there).
 *
 * Goals on the 2-core machine: ≥ 150 requests/s, p95 < 250 ms at 20 connections and < 2 s at
 * 200, no errors. The server's first start on the database creates its initial superuser
 * there if it has none (the password goes to a temporary folder that is removed).
 */
import autocannon from 'autocannon';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT, loadConfig } from '../app/config';
import { openDatabaseAt } from '../app/database/kysely';
import { percentile } from './bench-search';
import { authorPaths, autocompletePaths, createRequestMix, searchPaths } from './bench-load.support';
import { createBenchRepository } from './bench.repository';

/** What one load level measured. */
export interface LoadFigures {
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p95: number;
  /** Mean latency of the answered requests (ms). */
  mean: number;
  /** Requests sent but still unanswered when the level ended (not in the percentiles). */
  unanswered: number;
  /** Connection errors, timeouts and answers other than 2xx. */
  errors: number;
  non2xx: number;
  timeouts: number;
  /**
   * CPU milliseconds per answered request, of the server (all its threads) and of the load
   * generator: unlike requests/s, these do not depend on what else the machine runs, and
   * 1000 × cores / (server + generator) is the rate an otherwise idle machine could reach.
   * Null where /proc is not available.
   */
  serverCpuMs: number | null;
  generatorCpuMs: number;
}

interface Options {
  source: string;
  duration: number;
  connections: number[];
  warmup: number;
  readWorkers: string | undefined;
  port: number;
  cpuProf: string | undefined;
}

function parseOptions(argv: string[]): Options {
  const value = (name: string) => {
    const at = argv.indexOf(name);
    return at >= 0 ? argv[at + 1] : undefined;
  };
  const int = (name: string, fallback: number) => {
    const raw = value(name);
    const n = raw === undefined ? fallback : Number(raw);
    if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${raw}"`);
    return n;
  };
  const db = value('--db');
  const source = db
    ? /^postgres(ql)?:\/\//.test(db)
      ? db
      : resolve(db)
    : loadConfig({ ...process.env, SCISCOPE_DATA_DIR: 'none', SCISCOPE_SECRET: 'load-bench' }).sqlitePath;
  const connections = (value('--connections') ?? '20,200').split(',').map(Number);
  if (connections.some((n) => !Number.isInteger(n) || n < 1)) throw new Error('--connections takes N[,N…]');
  return {
    source,
    duration: int('--duration', 30),
    connections,
    warmup: int('--warmup', 5),
    readWorkers: value('--read-workers'),
    port: int('--port', 3917),
    cpuProf: value('--cpu-prof'),
  };
}

/** Starts the server (tsx, no web app) and resolves once it answers. */
async function startServer(options: Options, runtimeDir: string): Promise<ChildProcess> {
  const isPostgres = /^postgres(ql)?:\/\//.test(options.source);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SERVE_WEB: '0',
    SCISCOPE_RUNTIME_DIR: runtimeDir,
    SCISCOPE_SECRET: 'load-bench',
    LOG_LEVEL: 'silent',
    // Every limit lifted: one client address sends everything.
    SCISCOPE_GUEST_SEARCH_LIMIT: '0',
    SCISCOPE_USER_SEARCH_LIMIT: '0',
    SCISCOPE_RATE_LIMIT_PER_MINUTE: '0',
    SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '0',
  };
  delete env.DATABASE_URL;
  delete env.SCISCOPE_SQLITE;
  if (isPostgres) env.DATABASE_URL = options.source;
  else env.SCISCOPE_SQLITE = options.source;
  if (options.readWorkers !== undefined) env.SCISCOPE_READ_WORKERS = options.readWorkers;
  const flags = options.cpuProf ? ['--cpu-prof', '--cpu-prof-dir', resolve(options.cpuProf)] : [];
  const server = spawn(process.execPath, [...flags, '--import', 'tsx', join(REPO_ROOT, 'apps/server/src/main.ts')], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`http://127.0.0.1:${options.port}/api/health`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  server.kill('SIGTERM');
  throw new Error('the server did not answer within 120 s');
}

/** Stops the server and waits for it (SIGTERM closes it cleanly, writing CPU profiles). */
async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return;
  const exited = new Promise((done) => server.once('exit', done));
  server.kill('SIGTERM');
  await exited;
}

/** CPU time (ms) a process has used so far, from /proc (Linux); null elsewhere. */
function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** One autocannon run of `seconds` at `connections`, each request the mix's next path. */
async function runLevel({
  port,
  pid,
  connections,
  seconds,
  next,
}: {
  port: number;
  pid: number | undefined;
  connections: number;
  seconds: number;
  next: () => string;
}): Promise<LoadFigures> {
  const latencies: number[] = [];
  const serverBefore = processCpuMs(pid);
  const generatorBefore = process.cpuUsage();
  const result = await new Promise<autocannon.Result>((done, fail) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${port}`,
        connections,
        duration: seconds,
        timeout: 30,
        requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: next() }) }],
      },
      (error, finished) => (error ? fail(error) : done(finished)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  const serverAfter = processCpuMs(pid);
  const generator = process.cpuUsage(generatorBefore);
  const answered = Math.max(latencies.length, 1);
  return {
    connections,
    seconds: result.duration,
    requestsPerSecond: latencies.length / result.duration,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    mean: latencies.reduce((sum, ms) => sum + ms, 0) / answered,
    unanswered: Math.max(0, result.requests.sent - latencies.length - result.errors),
    errors: result.errors + result.non2xx,
    non2xx: result.non2xx,
    timeouts: result.timeouts,
    serverCpuMs: serverBefore === null || serverAfter === null ? null : (serverAfter - serverBefore) / answered,
    generatorCpuMs: (generator.user + generator.system) / 1000 / answered,
  };
}

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Runs the bench (see the file comment) and prints its figures. */
export async function runLoadBench(options: Options, log: (line: string) => void): Promise<LoadFigures[]> {
  if (!/^postgres/.test(options.source) && !existsSync(options.source)) {
    throw new Error(`No database at ${options.source}. Load the corpus first: npx sciscope import defaults`);
  }
  const db = openDatabaseAt(options.source);
  const bench = createBenchRepository({ db });
  let titles: string[];
  let authors: Array<{ id: number; name: string }>;
  try {
    const size = await bench.corpusSize();
    if (size.articles === 0) throw new Error(`The corpus is not loaded in ${options.source}.`);
    titles = await bench.sampleTitles({ count: 30_000 });
    authors = await bench.sampleAuthors({ count: 30_000 });
    log(
      `${size.articles} articles, ${size.authors} authors; sample: ${titles.length} titles, ${authors.length} authors`,
    );
  } finally {
    await db.close();
  }
  const mix = createRequestMix({
    search: searchPaths(titles),
    autocomplete: autocompletePaths(
      titles,
      authors.map((a) => a.name),
    ),
    author: authorPaths(authors.map((a) => a.id)),
  });
  const next = () => {
    const path = mix.next();
    if (path === null) throw new Error(`the sample ran out of distinct requests after ${mix.sent}`);
    return path;
  };

  const runtimeDir = mkdtempSync(join(tmpdir(), 'sciscope-load-'));
  const server = await startServer(options, runtimeDir);
  const figures: LoadFigures[] = [];
  try {
    if (options.warmup > 0) {
      log(`warm-up: ${options.warmup} s at 20 connections (not counted)`);
      await runLevel({ port: options.port, pid: server.pid, connections: 20, seconds: options.warmup, next });
    }
    for (const connections of options.connections) {
      const before = load();
      const level = await runLevel({
        port: options.port,
        pid: server.pid,
        connections,
        seconds: options.duration,
        next,
      });
      figures.push(level);
      log(`${formatLevel(level)}   load average before ${before}, after ${load()}`);
    }
    log(`${mix.sent} distinct requests sent; ${mix.remaining} more were available`);
  } finally {
    await stopServer(server);
    rmSync(runtimeDir, { recursive: true, force: true });
  }
  return figures;
}

/** One printed line per level. */
export function formatLevel(f: LoadFigures): string {
  return (
    `${String(f.connections).padStart(4)} connections: ${f.requestsPerSecond.toFixed(1).padStart(7)} requests/s, ` +
    `p50 ${f.p50.toFixed(0).padStart(5)} ms, p95 ${f.p95.toFixed(0).padStart(5)} ms, mean ${f.mean.toFixed(0)} ms, ` +
    `unanswered at the end ${f.unanswered}, ` +
    `errors ${f.errors} (non-2xx ${f.non2xx}, timeouts ${f.timeouts}); CPU per request: ` +
    `server ${f.serverCpuMs === null ? '-' : f.serverCpuMs.toFixed(2)} ms, load generator ${f.generatorCpuMs.toFixed(2)} ms`
  );
}

async function main(): Promise<number> {
  let options: Options;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`${(error as Error).message}\n`);
    return 2;
  }
  process.stdout.write(`load bench on ${options.source}; ${options.duration} s per level; load average ${load()}\n`);
  const figures = await runLoadBench(options, (line) => process.stdout.write(`${line}\n`));
  process.stdout.write(`\n${figures.map(formatLevel).join('\n')}\n`);
  return figures.some((f) => f.errors > 0) ? 1 : 0;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  process.exitCode = await main();
}
