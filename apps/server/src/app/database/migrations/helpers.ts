import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { DbDialect } from '../kysely';

/** A migration that knows which engine it runs on (FTS and identity columns differ). */
export interface DialectMigration {
  up(db: Kysely<any>, dialect: DbDialect): Promise<void>;
}

/** Adds an auto-increment integer primary key `id` in the engine's own way. */
export function withId<T extends string>(table: CreateTableBuilder<T, never>, dialect: DbDialect) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
export const bool = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
export const zero = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
