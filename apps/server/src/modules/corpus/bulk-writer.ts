import type { Insertable } from 'kysely';
import { sql, type Kysely } from 'kysely';
import type { Db } from '../../app/database/kysely';
import type { Database } from '../../app/database/schema';

type TableName = keyof Database;
type Row<T extends TableName> = Insertable<Database[T]>;

const toSnake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const tableSql = (table: TableName) => toSnake(table);

/** PostgreSQL accepts at most 65,535 bind parameters per statement. */
const PG_MAX_PARAMS = 60_000;

/**
 * Fast bulk insertion for the importer, the one place that knows each engine's fast path:
 * prepared statements inside explicit transactions on SQLite, multi-row INSERTs on PostgreSQL.
 * The importer assigns ids itself (it is the only writer of corpus tables), so no round trip
 * is needed to learn generated ids.
 */
export interface FullTextRow {
  id: number;
  title: string;
  abstract: string;
  authors: string;
}

export interface BulkWriter {
  insert<T extends TableName>(table: T, rows: Row<T>[], options?: { ignoreConflicts?: boolean }): Promise<void>;
  /** Updates rows matched by their `id`; every row must carry the same columns. */
  updateById<R extends { id: number }>(table: TableName, rows: R[]): Promise<void>;
  /** The next free id of a table with an integer `id`. */
  nextId(table: TableName): Promise<number>;
  /** Moves PostgreSQL's sequence past explicitly inserted ids (no-op on SQLite). */
  syncSequence(table: TableName): Promise<void>;
  /**
   * Adds articles to the full-text index (title weight A, abstract B, authors C):
   * FTS5 rows on SQLite, the `search_vector` column on PostgreSQL.
   */
  indexFullText(rows: FullTextRow[]): Promise<void>;
  /** Runs `work` in one transaction (SQLite: BEGIN/COMMIT on the shared connection). */
  transaction<R>(work: () => Promise<R>): Promise<R>;
}

export function createBulkWriter(db: Db): BulkWriter {
  return db.sqlite ? createSqliteWriter(db) : createPostgresWriter(db);
}

function createSqliteWriter(db: Db): BulkWriter {
  const sqlite = db.sqlite!;
  const statements = new Map<string, ReturnType<typeof sqlite.prepare>>();
  function statement(table: TableName, columns: string[], ignore: boolean) {
    const key = `${table}|${columns.join(',')}|${ignore}`;
    let stmt = statements.get(key);
    if (!stmt) {
      const cols = columns.map(toSnake).join(', ');
      const marks = columns.map(() => '?').join(', ');
      stmt = sqlite.prepare(`INSERT ${ignore ? 'OR IGNORE ' : ''}INTO ${tableSql(table)} (${cols}) VALUES (${marks})`);
      statements.set(key, stmt);
    }
    return stmt;
  }
  let depth = 0;
  return {
    async insert(table, rows, options = {}) {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first);
      const stmt = statement(table, columns, options.ignoreConflicts ?? false);
      const values = new Array<unknown>(columns.length);
      for (const row of rows as Record<string, unknown>[]) {
        for (let i = 0; i < columns.length; i++) values[i] = row[columns[i]!] ?? null;
        stmt.run(values);
      }
    },
    async updateById(table, rows) {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first).filter((c) => c !== 'id');
      const stmt = sqlite.prepare(
        `UPDATE ${tableSql(table)} SET ${columns.map((c) => `${toSnake(c)} = ?`).join(', ')} WHERE id = ?`,
      );
      const values = new Array<unknown>(columns.length + 1);
      for (const row of rows as Record<string, unknown>[]) {
        for (let i = 0; i < columns.length; i++) values[i] = row[columns[i]!] ?? null;
        values[columns.length] = row.id;
        stmt.run(values);
      }
    },
    async nextId(table) {
      const row = sqlite.prepare(`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${tableSql(table)}`).get() as {
        next: number;
      };
      return row.next;
    },
    async syncSequence() {},
    async indexFullText(rows) {
      const stmt = sqlite.prepare('INSERT INTO articles_fts (rowid, title, abstract, authors) VALUES (?, ?, ?, ?)');
      for (const r of rows) stmt.run(r.id, r.title, r.abstract, r.authors);
    },
    async transaction(work) {
      if (depth > 0) return work();
      depth++;
      sqlite.exec('BEGIN');
      try {
        const result = await work();
        sqlite.exec('COMMIT');
        return result;
      } catch (error) {
        sqlite.exec('ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
  };
}

function createPostgresWriter(db: Db): BulkWriter {
  // Inside transaction() every statement goes through one pinned connection.
  let current: Kysely<Database> = db.kysely;
  return {
    async insert(table, rows, options = {}) {
      const first = rows[0];
      if (!first) return;
      const perStatement = Math.max(1, Math.floor(PG_MAX_PARAMS / Object.keys(first).length));
      for (let start = 0; start < rows.length; start += perStatement) {
        const chunk = rows.slice(start, start + perStatement);
        // Kysely's insert builder is typed per table; the generic table name needs a cast here.
        const query = current.insertInto(table as 'articles').values(chunk as Row<'articles'>[]);
        await (options.ignoreConflicts ? query.onConflict((oc) => oc.doNothing()) : query).execute();
      }
    },
    async updateById(table, typedRows) {
      const rows = typedRows as unknown as Array<Record<string, number | string | null>>;
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first).filter((c) => c !== 'id');
      // VALUES lists need explicit types when a column holds nulls: infer them from the data.
      const types = columns.map((c) => {
        const sample = rows.find((r) => r[c] !== null && r[c] !== undefined)?.[c];
        return typeof sample === 'string'
          ? 'text'
          : rows.every((r) => r[c] === null || Number.isInteger(r[c]))
            ? 'int'
            : 'float8';
      });
      for (let start = 0; start < rows.length; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        const values = sql.join(
          chunk.map(
            (r) =>
              sql`(${sql.join([sql`${r.id}::int`, ...columns.map((c, i) => sql`${r[c] ?? null}::${sql.raw(types[i]!)}`)])})`,
          ),
        );
        const sets = sql.join(columns.map((c) => sql`${sql.ref(toSnake(c))} = v.${sql.ref(toSnake(c))}`));
        const names = sql.join([sql.ref('id'), ...columns.map((c) => sql.ref(toSnake(c)))]);
        await sql`UPDATE ${sql.table(tableSql(table))} AS t SET ${sets} FROM (VALUES ${values}) AS v(${names}) WHERE t.id = v.id`.execute(
          current,
        );
      }
    },
    async nextId(table) {
      const { rows } = await sql<{
        next: number;
      }>`SELECT COALESCE(MAX(id), 0) + 1 AS next FROM ${sql.table(tableSql(table))}`.execute(current);
      return Number(rows[0]?.next ?? 1);
    },
    async syncSequence(table) {
      const name = tableSql(table);
      await sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), GREATEST((SELECT COALESCE(MAX(id), 0) FROM ${sql.table(name)}), 1))`.execute(
        current,
      );
    },
    async indexFullText(rows) {
      // One UPDATE per chunk: the vector is computed by PostgreSQL from parameters.
      for (let start = 0; start < rows.length; start += 1000) {
        const chunk = rows.slice(start, start + 1000);
        const values = sql.join(
          chunk.map((r) => sql`(${r.id}::int, ${r.title}::text, ${r.abstract}::text, ${r.authors}::text)`),
        );
        await sql`UPDATE articles AS a SET search_vector =
            setweight(to_tsvector('english', v.title), 'A') ||
            setweight(to_tsvector('english', v.abstract), 'B') ||
            setweight(to_tsvector('english', v.authors), 'C')
          FROM (VALUES ${values}) AS v(id, title, abstract, authors) WHERE a.id = v.id`.execute(current);
      }
    },
    async transaction(work) {
      if (current !== db.kysely) return work();
      return db.kysely.connection().execute(async (conn) => {
        await sql`BEGIN`.execute(conn);
        current = conn;
        try {
          const result = await work();
          await sql`COMMIT`.execute(conn);
          return result;
        } catch (error) {
          await sql`ROLLBACK`.execute(conn);
          throw error;
        } finally {
          current = db.kysely;
        }
      });
    },
  };
}
