import BetterSqlite3 from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type SqliteDatabase,
  type SqliteDialectConfig,
  type TransactionSettings,
} from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Database } from './schema';

export type DbDialect = 'sqlite' | 'postgres';

/** A database handle: the typed Kysely instance plus which engine is behind it. */
export interface Db {
  kysely: Kysely<Database>;
  dialect: DbDialect;
  /** The raw better-sqlite3 handle (SQLite only): bulk imports use prepared statements on it. */
  sqlite: BetterSqlite3.Database | null;
  /** Where the database is: the SQLite file (or ':memory:') or the PostgreSQL URL. Worker threads open their own connection to it. */
  source: string;
  close(): Promise<void>;
}

// pg returns int8 (count(*), sums) as strings by default; our counts fit in a double.
pg.types.setTypeParser(20, (v: string) => Number(v));
pg.types.setTypeParser(1700, (v: string) => Number(v));

/** Memory a SQLite connection may use for pages: its own cache and memory-mapped reads. */
export interface SqliteMemory {
  cacheMb: number;
  mmapMb: number;
}

/**
 * Connections that serve requests read many article rows per page: a large cache and
 * memory-mapped reads keep the corpus' hot pages in memory. A writer of batches (the
 * importer in a task worker) reads little and needs neither: its memory stays bounded.
 */
export const READER_MEMORY: SqliteMemory = { cacheMb: 256, mmapMb: 1024 };
export const WRITER_MEMORY: SqliteMemory = { cacheMb: 32, mmapMb: 0 };
/** The thread serving HTTP when read workers answer the reads: sessions, tasks, admin pages. */
export const LIGHT_MEMORY: SqliteMemory = { cacheMb: 32, mmapMb: 0 };

/** Prepared statements kept per SQLite connection (least recently used ones are dropped). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The connection as Kysely sees it, preparing each distinct SQL text once. Kysely's SQLite
 * driver prepares every query anew, which costs as much as running a small one; requests
 * repeat the same few dozen query shapes, so their statements are kept and reused. Safe on
 * one connection: Kysely runs its queries one at a time, and SQLite re-prepares a kept
 * statement by itself after a schema change.
 */
function cachingStatements(sqlite: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      let statement = statements.get(text);
      if (statement) {
        // Map order is insertion order: moving the hit to the end keeps the oldest first.
        statements.delete(text);
      } else {
        statement = sqlite.prepare(text);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
      }
      statements.set(text, statement);
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver begins every transaction with a plain, deferred BEGIN, which takes the
 * write lock only at the first write. In WAL mode a transaction that has read and then writes
 * cannot wait for that lock: SQLite answers SQLITE_BUSY at once, whatever busy_timeout says,
 * when another connection (a task worker thread, a `sciscope` command) holds the lock, and
 * SQLITE_BUSY_SNAPSHOT when one committed since the read. Adding a subpanel (is the code taken?
 * the last position, then the insert) failed that way as a 500 beside a task's progress writes.
 * So transactions begin IMMEDIATE: the write lock first, waited for up to busy_timeout, and the
 * reads see the data the writes go to. One marked read only keeps the deferred BEGIN.
 */
class WriteLockingSqliteDriver extends SqliteDriver {
  // Kysely passes the settings; the base class declares the method without them.
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    const begin = settings?.accessMode === 'read only' ? 'begin' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

/** Kysely's SQLite dialect with `WriteLockingSqliteDriver`. */
class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.#config);
  }
}

/** How long a SQLite statement waits for another connection's write lock (ms). */
export const SQLITE_BUSY_TIMEOUT_MS = 5000;

/** Opens SQLite (file or ':memory:') in WAL mode with foreign keys on. */
export function openSqlite(path: string, memory: SqliteMemory = READER_MEMORY): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new BetterSqlite3(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
  sqlite.pragma(`cache_size = -${memory.cacheMb * 1024}`);
  sqlite.pragma(`mmap_size = ${memory.mmapMb * 1024 * 1024}`);
  const kysely = new Kysely<Database>({
    dialect: new WriteLockingSqliteDialect({ database: cachingStatements(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', sqlite, source: path, close: () => kysely.destroy() };
}

/** Opens PostgreSQL through a pg pool. */
export function openPostgres(url: string, { max = 10 }: { max?: number } = {}): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle connection dropped by the server (restart, admin termination) must not crash the
  // process: the pool replaces it on the next checkout.
  pool.on('error', (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'postgres', sqlite: null, source: url, close: () => kysely.destroy() };
}

/** Opens the database the configuration selects. */
export function openDatabase(
  { databaseUrl, sqlitePath }: { databaseUrl: string | null; sqlitePath: string },
  memory: SqliteMemory = READER_MEMORY,
): Db {
  return databaseUrl ? openPostgres(databaseUrl) : openSqlite(sqlitePath, memory);
}

/** Opens another connection to the database of `source` (a `Db.source`). */
export function openDatabaseAt(source: string, { max, memory }: { max?: number; memory?: SqliteMemory } = {}): Db {
  return /^postgres(ql)?:\/\//.test(source) ? openPostgres(source, { max }) : openSqlite(source, memory);
}

/** Whether another thread or process can open `db` (not an in-memory SQLite database). */
export function isShareable(db: Db): boolean {
  return db.source !== ':memory:';
}

/** Current time as an ISO-8601 UTC string, the timestamp format of every table. */
export function nowIso(): string {
  return new Date().toISOString();
}

export { sql };
