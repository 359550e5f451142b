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
  /** Adds `by` to `column` of the rows with these ids (`df` counters): `[id, by]` pairs. */
  increment(
    table: 'concepts' | 'conceptLiterals' | 'journals',
    column: 'df' | 'articlesCount',
    deltas: Iterable<[number, number]>,
  ): Promise<void>;
  /** Adds authorships to `name_forms` counts (rows created when missing). */
  addNameForms(
    forms: Array<{ blockKey: string; givenForm: string; last: string; first: string; mentions: number }>,
  ): Promise<void>;
  /** Adds to counters of `corpus_stats` (created at 0 when missing). */
  addStats(deltas: Record<string, number>): Promise<void>;
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
  /**
   * Runs `work` in one transaction holding the corpus write lock (SQLite: BEGIN IMMEDIATE on
   * the shared connection; PostgreSQL: a transaction-scoped advisory lock), so writers in
   * other threads or processes — a `sciscope import` beside the server's tasks — take turns.
   */
  transaction<R>(work: () => Promise<R>): Promise<R>;
}

/** Advisory lock key of the corpus tables on PostgreSQL (any constant shared by all writers). */
export const PG_CORPUS_LOCK = 7_402_119;

/** `[id, by]` pairs grouped by `by`: one statement per distinct delta, not per row. */
function groupByDelta(deltas: Iterable<[number, number]>): Map<number, number[]> {
  const groups = new Map<number, number[]>();
  for (const [id, by] of deltas) {
    if (by === 0) continue;
    const list = groups.get(by);
    if (list) list.push(id);
    else groups.set(by, [id]);
  }
  return groups;
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
    async increment(table, column, deltas) {
      const stmt = sqlite.prepare(
        `UPDATE ${tableSql(table)} SET ${toSnake(column)} = ${toSnake(column)} + ? WHERE id = ?`,
      );
      for (const [id, by] of deltas) if (by !== 0) stmt.run(by, id);
    },
    async addNameForms(forms) {
      const stmt = sqlite.prepare(
        `INSERT INTO name_forms (block_key, given_form, last, first, mentions) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (block_key, given_form) DO UPDATE SET mentions = mentions + excluded.mentions`,
      );
      for (const f of forms) stmt.run(f.blockKey, f.givenForm, f.last, f.first, f.mentions);
    },
    async addStats(deltas) {
      const stmt = sqlite.prepare(
        'INSERT INTO corpus_stats (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = value + excluded.value',
      );
      for (const [key, by] of Object.entries(deltas)) stmt.run(key, by);
    },
    async syncSequence() {},
    async indexFullText(rows) {
      const stmt = sqlite.prepare('INSERT INTO articles_fts (rowid, title, abstract, authors) VALUES (?, ?, ?, ?)');
      for (const r of rows) stmt.run(r.id, r.title, r.abstract, r.authors);
    },
    async transaction(work) {
      if (depth > 0) return work();
      depth++;
      sqlite.exec('BEGIN IMMEDIATE');
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
    async increment(table, column, deltas) {
      for (const [by, ids] of groupByDelta(deltas)) {
        for (let start = 0; start < ids.length; start += 5000) {
          await sql`UPDATE ${sql.table(tableSql(table))} SET ${sql.ref(toSnake(column))} = ${sql.ref(toSnake(column))} + ${by}
            WHERE id = ANY(${ids.slice(start, start + 5000)}::int[])`.execute(current);
        }
      }
    },
    async addNameForms(forms) {
      for (let start = 0; start < forms.length; start += 2000) {
        const values = sql.join(
          forms
            .slice(start, start + 2000)
            .map((f) => sql`(${f.blockKey}, ${f.givenForm}, ${f.last}, ${f.first}, ${f.mentions}::int)`),
        );
        await sql`INSERT INTO name_forms (block_key, given_form, last, first, mentions) VALUES ${values}
          ON CONFLICT (block_key, given_form) DO UPDATE SET mentions = name_forms.mentions + excluded.mentions`.execute(
          current,
        );
      }
    },
    async addStats(deltas) {
      for (const [key, by] of Object.entries(deltas)) {
        await sql`INSERT INTO corpus_stats (key, value) VALUES (${key}, ${by})
          ON CONFLICT (key) DO UPDATE SET value = corpus_stats.value + excluded.value`.execute(current);
      }
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
        await sql`SELECT pg_advisory_xact_lock(${PG_CORPUS_LOCK})`.execute(conn);
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
