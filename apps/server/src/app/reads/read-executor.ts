import { randomUUID } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { Db } from '../database/kysely';
import { isShareable } from '../database/kysely';
import { createWorkerPool } from '../workers/worker-pool';
import { answerRead, bodyOf, createReadScope, type ReadOperation, type ReadOutcome } from './read-operation';

/** Answers read operations; `run` resolves with the JSON body or throws the use case's AppError. */
export interface ReadExecutor {
  run<A>(operation: ReadOperation<A, unknown>, args: A): Promise<Buffer>;
  /** Where reads run: `in-process`, or the number of worker threads. */
  readonly where: 'in-process' | number;
  /**
   * Resolves true once every worker has started and warmed up (at once in process), or false
   * after `timeoutMs`: a server listens after it, so that no request waits for a worker's start.
   */
  ready(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** What a read worker receives: the database to open, and where to say it is ready. */
export interface ReadWorkerData {
  source: string;
  /** The name of the BroadcastChannel on which a warmed-up worker posts its thread id. */
  readyChannel: string;
}

/** How long `ready` waits by default: far longer than a start (about 2.5 s), but never for ever. */
export const READS_READY_TIMEOUT_MS = 60_000;

/** What a read worker is asked: a registered operation's name and its (plain) arguments. */
export interface ReadTask {
  name: string;
  args: unknown;
}

function checkRegistered(operations: ReadonlyMap<string, ReadOperation<never, unknown>>, operation: { name: string }) {
  // A route using an operation the workers do not know would fail only with workers on:
  // refuse it on every path, so tests (in-process) catch it.
  if (operations.get(operation.name) !== operation) {
    throw new Error(`read operation "${operation.name}" is not registered`);
  }
}

/** Reads on the calling thread, on `db` (tests, in-memory databases, `SCISCOPE_READ_WORKERS=0`). */
export function createInProcessReads({
  db,
  operations,
}: {
  db: Db;
  operations: ReadonlyMap<string, ReadOperation<never, unknown>>;
}): ReadExecutor {
  const scope = createReadScope({ db });
  return {
    where: 'in-process',
    ready: async () => true,
    async run(operation, args) {
      checkRegistered(operations, operation);
      return bodyOf(await answerRead(operation, args, scope));
    },
    close: async () => {},
  };
}

/**
 * Reads in `threads` worker threads, each with its own connection to `db`'s database (SQLite
 * readers run in parallel under WAL). The workers start with the pool, warm up (the concept
 * matcher is built there, never on the thread serving HTTP) and stay: their caches are worth
 * keeping. Falls back to in-process reads when `threads` is 0 or no other thread can open the
 * database (in-memory SQLite).
 */
export function createReadExecutor({
  db,
  threads,
  entry,
  operations,
}: {
  db: Db;
  threads: number;
  /** The worker module (apps/server/src/read-worker.ts), which registers the same operations. */
  entry: string;
  operations: ReadonlyMap<string, ReadOperation<never, unknown>>;
}): ReadExecutor {
  if (threads === 0 || !isShareable(db)) return createInProcessReads({ db, operations });
  const data: ReadWorkerData = { source: db.source, readyChannel: `sciscope-reads-ready-${randomUUID()}` };
  // Each worker posts its thread id once warm (a replaced worker posts again; counted once).
  const channel = new BroadcastChannel(data.readyChannel);
  channel.unref();
  const warm = new Set<number>();
  const allWarm = new Promise<true>((resolve) => {
    channel.onmessage = (event) => {
      warm.add((event as { data: number }).data);
      if (warm.size >= threads) {
        channel.close();
        resolve(true);
      }
    };
  });
  const pool = createWorkerPool<ReadTask, ReadOutcome>({
    entry,
    data,
    threads,
    name: 'reads',
    keepAlive: true,
    // better-sqlite3 answers synchronously, so one read at a time per worker; PostgreSQL
    // waits on the network, so a worker can have a few in flight.
    concurrentTasksPerWorker: db.dialect === 'sqlite' ? 1 : 4,
  });
  return {
    where: threads,
    async ready(timeoutMs = READS_READY_TIMEOUT_MS) {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<false>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([allWarm, late]);
      } finally {
        clearTimeout(timer);
      }
    },
    async run(operation, args) {
      checkRegistered(operations, operation);
      return bodyOf(await pool.run({ name: operation.name, args }));
    },
    close: async () => {
      channel.close();
      await pool.destroy();
    },
  };
}
