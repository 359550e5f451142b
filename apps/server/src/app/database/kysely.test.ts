import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { openSqlite, sql, type Db } from './kysely';

/*
 * Write transactions beside another connection's writes, as the server runs them: its request
 * thread and a task worker thread (or a `sciscope` command) each with a connection to one WAL
 * file. The other connection here is a worker thread holding the write lock the way a task's
 * batch does.
 */

const BETTER_SQLITE3 = createRequire(import.meta.url).resolve('better-sqlite3');

/** How long the other connection keeps the write lock once the transaction under test began. */
const HOLD_MS = 300;

/**
 * A worker thread with its own connection that takes the write lock (BEGIN IMMEDIATE, one
 * insert) and posts 'locked'; it commits once `flags[0]` is set and `holdMs` more have passed,
 * then posts 'released'. With `writeOnMessage` it instead writes once (waiting for the lock up
 * to its busy_timeout) when told, posting 'wrote' or the error's code.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const other = new Database(workerData.file);
other.pragma('busy_timeout = 5000');
const flags = new Int32Array(workerData.flags);
if (workerData.writeOnMessage) {
  parentPort.once('message', () => {
    try {
      other.prepare("INSERT INTO notes (body) VALUES ('task worker')").run();
      parentPort.postMessage('wrote');
    } catch (error) {
      parentPort.postMessage(error.code);
    }
    other.close();
  });
  parentPort.postMessage('ready');
} else {
  other.exec('BEGIN IMMEDIATE');
  other.prepare("INSERT INTO notes (body) VALUES ('task worker')").run();
  parentPort.postMessage('locked');
  Atomics.wait(flags, 0, 0);
  Atomics.wait(flags, 1, 0, workerData.holdMs);
  other.exec('COMMIT');
  other.close();
  parentPort.postMessage('released');
}
`;

interface OtherConnection {
  /** Lets the worker's lock go (after its hold). */
  release(): void;
  /** Asks a `writeOnMessage` worker to write. */
  write(): void;
  /** The next message the worker posts. */
  next(): Promise<string>;
  finished: Promise<number>;
}

function otherConnection(file: string, options: { writeOnMessage?: boolean; holdMs?: number } = {}): OtherConnection {
  const flags = new SharedArrayBuffer(8);
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver: BETTER_SQLITE3, file, flags, holdMs: options.holdMs ?? 0, ...options },
  });
  const messages: string[] = [];
  const waiting: Array<(message: string) => void> = [];
  worker.on('message', (message: string) => {
    const resolve = waiting.shift();
    if (resolve) resolve(message);
    else messages.push(message);
  });
  const view = new Int32Array(flags);
  return {
    release() {
      Atomics.store(view, 0, 1);
      Atomics.notify(view, 0);
    },
    write: () => worker.postMessage('write'),
    next: () => {
      const message = messages.shift();
      return message !== undefined ? Promise.resolve(message) : new Promise((resolve) => waiting.push(resolve));
    },
    finished: new Promise((resolve, reject) => {
      worker.once('exit', resolve);
      worker.once('error', reject);
    }),
  };
}

/** The bodies of the notes, in insertion order. */
async function notes(db: Db): Promise<string[]> {
  const { rows } = await sql<{ body: string }>`SELECT body FROM notes ORDER BY id`.execute(db.kysely);
  return rows.map((row) => row.body);
}

describe('SQLite transactions beside another connection', () => {
  let dir: string;
  let file: string;
  let db: Db;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-sqlite-'));
    file = join(dir, 'shared.db');
    db = openSqlite(file);
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(db.kysely);
  });

  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('waits for the write lock another connection holds when it reads before it writes, rather than failing', async () => {
    const other = otherConnection(file, { holdMs: HOLD_MS });
    expect(await other.next()).toBe('locked');
    other.release();
    // The shape of adding a subpanel: a read (is the code taken? the last position), then writes.
    await db.kysely.transaction().execute(async (trx) => {
      await sql`SELECT count(*) AS n FROM notes`.execute(trx);
      await sql`INSERT INTO notes (body) VALUES ('request')`.execute(trx);
    });
    expect(await other.next()).toBe('released');
    await other.finished;
    expect(await notes(db)).toEqual(['task worker', 'request']);
  });

  it('keeps its snapshot writable: another connection writing after its read waits for its commit', async () => {
    const other = otherConnection(file, { writeOnMessage: true });
    expect(await other.next()).toBe('ready');
    const reply = other.next();
    let early: string | null = null;
    await db.kysely.transaction().execute(async (trx) => {
      await sql`SELECT count(*) AS n FROM notes`.execute(trx);
      other.write();
      // The other connection writes at once unless this transaction holds the write lock; then
      // it waits (busy_timeout) until this one commits.
      early = await Promise.race([reply, new Promise<null>((resolve) => setTimeout(() => resolve(null), 1_000))]);
      await sql`INSERT INTO notes (body) VALUES ('request')`.execute(trx);
    });
    expect(early).toBeNull();
    expect(await reply).toBe('wrote');
    await other.finished;
    expect(await notes(db)).toEqual(['request', 'task worker']);
  });

  it('takes no write lock for a transaction marked read only', async () => {
    const other = otherConnection(file);
    expect(await other.next()).toBe('locked');
    const counted = await db.kysely
      .transaction()
      .setAccessMode('read only')
      .execute(async (trx) => (await sql<{ n: number }>`SELECT count(*) AS n FROM notes`.execute(trx)).rows[0]!.n);
    // Read from the last commit: the other connection's insert is not committed yet.
    expect(counted).toBe(0);
    other.release();
    expect(await other.next()).toBe('released');
    await other.finished;
  });
});
