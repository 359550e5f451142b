import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import { openPostgres, openSqlite, type Db, type DbDialect } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';

/** The engines a repository/integration suite runs on: SQLite always, PostgreSQL when configured. */
export function testDialects(): DbDialect[] {
  return process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * A freshly migrated database: in-memory SQLite, or a new throwaway PostgreSQL database
 * created next to TEST_DATABASE_URL (so parallel test files never share state).
 * `close()` drops the PostgreSQL database.
 */
export async function createTestDb(
  dialect: DbDialect = 'sqlite',
  /** Migrate only up to this migration (a test of the next one's data conversion). */
  { migrateUntil }: { migrateUntil?: string } = {},
): Promise<Db> {
  if (dialect === 'sqlite') {
    const db = openSqlite(':memory:');
    await migrateToLatest(db, { until: migrateUntil });
    return db;
  }
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (!baseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `sciscope_t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const db = openPostgres(url.toString(), { max: 4 });
  await migrateToLatest(db, { until: migrateUntil });
  return {
    ...db,
    async close() {
      await db.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** Runs the same suite once per available engine, named `<title> [sqlite]` / `[postgres]`. */
export function describeEachDatabase(title: string, suite: (dialect: DbDialect) => void): void {
  for (const dialect of testDialects()) describe(`${title} [${dialect}]`, () => suite(dialect));
}
