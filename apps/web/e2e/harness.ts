/// <reference types="node" />
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { readEml } from '../../server/src/test-support/eml';

/*
 * The browser-test harness: the real server as a child process on a free port with its own
 * SQLite file, the sciscope CLI against the same database, and a headless Chromium.
 */

const execFileAsync = promisify(execFile);

export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WEB_DIST_INDEX = join(REPO_ROOT, 'apps/web/dist/index.html');
const SERVER_READY_TIMEOUT_MS = 90_000;
const SERVER_STOP_TIMEOUT_MS = 10_000;

export interface TestServer {
  /** e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** The environment the server runs with; the CLI gets the same one. */
  env: NodeJS.ProcessEnv;
  /** Everything the server printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('no free port'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Sends a signal to the child's whole process group (npx → tsx → node). */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

export interface StartServerOptions {
  /** Extra environment of the server and its CLI, e.g. `SCISCOPE_GUEST_SEARCH_LIMIT`. */
  env?: Record<string, string>;
  /**
   * Runs with the server's environment before the server starts, e.g. `seedCorpus` so the
   * server opens a database that already holds a corpus.
   */
  beforeStart?: (env: NodeJS.ProcessEnv) => Promise<void>;
}

/** Starts `npx tsx apps/server/src/main.ts` and waits until the current-user call answers. */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(`The web app is not built (${WEB_DIST_INDEX} is missing): run "npm run build" first.`);
  }
  const dir = await mkdtemp(join(tmpdir(), 'sciscope-e2e-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    SCISCOPE_SQLITE: join(dir, 'e2e.db'),
    SCISCOPE_RUNTIME_DIR: dir,
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SECRET: 'e2e-secret',
    SCISCOPE_SERVE_WEB: '1',
    // Every browser of a file logs in from 127.0.0.1: a file with more than ten logins in a minute
    // (shell.e2e.ts on a fast machine) would meet the login limit, which auth.rate-limits.test.ts
    // tests on its own. A file may set it back through `env`.
    SCISCOPE_LOGIN_RATE_LIMIT_PER_MINUTE: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...options.env,
  };
  if (options.beforeStart) {
    try {
      await options.beforeStart(env);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  }
  const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Each line stamped with the seconds since the start, so a failing wait can say what ran when.
  let output = '';
  let atLineStart = true;
  const started = Date.now();
  const record = (chunk: Buffer) => {
    const stamp = `[${((Date.now() - started) / 1000).toFixed(1)} s] `;
    for (const part of chunk.toString().split(/(?<=\n)/)) {
      output += atLineStart ? stamp + part : part;
      atLineStart = part.endsWith('\n');
    }
  };
  child.stdout?.on('data', record);
  child.stderr?.on('data', record);

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: TestServer = {
    baseUrl,
    env,
    output: () => output,
    async stop() {
      signalGroup(child, 'SIGTERM');
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), SERVER_STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
      await rm(dir, { recursive: true, force: true });
    },
  };

  const deadline = Date.now() + SERVER_READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await rm(dir, { recursive: true, force: true });
      throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    }
    try {
      const response = await fetch(`${baseUrl}/api/auth/current-user/`);
      if (response.ok) return server;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop();
  throw new Error(`The server did not answer within ${SERVER_READY_TIMEOUT_MS} ms:\n${output}`);
}

/** Runs `npx tsx apps/server/src/cli/main.ts ...args` against the server's database. */
export async function runCli(server: TestServer, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return runCliWithEnv(server.env, args);
}

/**
 * Awaits `step`; when it fails, its error carries the server's last `lines` lines of output (the
 * background tasks it started and ended, stamped), so a wait that runs out in CI says why.
 */
export async function withServerLog<T>(server: TestServer, step: Promise<T>, lines = 40): Promise<T> {
  try {
    return await step;
  } catch (error) {
    const tail = server.output().trimEnd().split('\n').slice(-lines).join('\n');
    (error as Error).message += `\n--- server output (last ${lines} lines) ---\n${tail}`;
    throw error;
  }
}

/** `runCli` with a server environment only: for `beforeStart`, when no server runs yet. */
export async function runCliWithEnv(
  env: NodeJS.ProcessEnv,
  args: string[],
): Promise<{ stdout: string; stderr: string }> {
  try {
    return await execFileAsync('npx', ['tsx', 'apps/server/src/cli/main.ts', ...args], {
      cwd: REPO_ROOT,
      env,
      timeout: 60_000,
    });
  } catch (error) {
    const failure = error as { stdout?: string; stderr?: string; message: string };
    throw new Error(
      `sciscope ${args.join(' ')} failed: ${failure.message}\n${failure.stdout ?? ''}${failure.stderr ?? ''}`,
      {
        cause: error,
      },
    );
  }
}

export interface TestAccount {
  email: string;
  password: string;
}

let accountCounter = 0;

/** A fresh e-mail and password for this run. */
export function newAccount(prefix = 'user'): TestAccount {
  accountCounter += 1;
  return { email: `${prefix}-${Date.now()}-${accountCounter}@example.org`, password: 'correct horse battery' };
}

/** `sciscope users create --email E --password P [--superuser]` */
export async function createUser(server: TestServer, account: TestAccount, options: { superuser?: boolean } = {}) {
  const args = ['users', 'create', '--email', account.email, '--password', account.password];
  if (options.superuser) args.push('--superuser');
  await runCli(server, args);
}

/** `sciscope users grant --email E --quota NAME` */
export async function grantQuotaByCli(server: TestServer, email: string, quota: string) {
  await runCli(server, ['users', 'grant', '--email', email, '--quota', quota]);
}

/** Headless Chromium: Debian's package, or CHROMIUM_PATH. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh browser profile (no cookies) opened on the server. */
export async function newVisitor(
  browser: Browser,
  server: TestServer,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { context, page };
}

export interface SeedCorpus {
  /** A thesaurus CSV (`subject,predicate,object`), imported first so works get their concepts. */
  thesaurusCsv?: string;
  /** OpenAlex works, one JSON object each. */
  works?: readonly object[];
}

/**
 * Writes a small corpus to the server's runtime folder and imports it with the CLI
 * (`import ontology`, then `import works`) before the server starts: pass it as `beforeStart`,
 * so the server opens a database that already holds the corpus, as after the first-start
 * data load.
 */
export async function seedCorpus(env: NodeJS.ProcessEnv, { thesaurusCsv, works }: SeedCorpus): Promise<void> {
  const dir = env.SCISCOPE_RUNTIME_DIR;
  if (!dir) throw new Error('seedCorpus needs the server environment (SCISCOPE_RUNTIME_DIR).');
  if (thesaurusCsv !== undefined) {
    const file = join(dir, 'seed-thesaurus.csv');
    await writeFile(file, thesaurusCsv);
    await runCliWithEnv(env, ['import', 'ontology', file]);
  }
  if (works !== undefined) {
    const file = join(dir, 'seed-works.jsonl');
    await writeFile(file, `${works.map((work) => JSON.stringify(work)).join('\n')}\n`);
    await runCliWithEnv(env, ['import', 'works', file]);
  }
}

/**
 * A file's screenshot taker: full-page PNGs named `{prefix}-{name}.png` in E2E_SCREENSHOT_DIR
 * when it is set (for looking at a walk afterwards), nothing otherwise.
 */
export function screenshots(prefix: string): (page: Page, name: string) => Promise<void> {
  return async (page, name) => {
    const dir = process.env.E2E_SCREENSHOT_DIR;
    if (dir) await page.screenshot({ path: `${dir}/${prefix}-${name}.png`, fullPage: true });
  };
}

/**
 * The e-mails the server wrote to its outbox, oldest first (file names start with the time sent),
 * as a mail client reads them; none before the first one is sent.
 */
export async function outboxMails(server: TestServer): Promise<Array<ReturnType<typeof readEml>>> {
  const dir = join(server.env.SCISCOPE_RUNTIME_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => readEml(await readFile(join(dir, file), 'utf8'))));
}

/**
 * Runs `change` on the running server's own SQLite file, then closes it: a change a step outside
 * the browser made (a claim approved elsewhere, a trial run out, the first-start load), or a read
 * of what the server stored.
 */
export function withServerDb<T>(server: TestServer, change: (db: Database.Database) => T): T {
  const db = new Database(server.env.SCISCOPE_SQLITE!);
  try {
    return change(db);
  } finally {
    db.close();
  }
}
