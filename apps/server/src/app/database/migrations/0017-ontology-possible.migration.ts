import type { DialectMigration } from './helpers';
import { bool, notNull, withId, zero } from './helpers';

/**
 * Possible concepts (spec 02): a docs batch is a set of corpus articles (the newest N imported
 * works or a saved search's results) whose candidate terms a task mines and scores; each
 * candidate keeps its scores, whether a moderator hid it, and the concept made from it
 * ('created', or 'merged' when several candidates became one concept). Terms reported false
 * by a superuser (`banPossibleLiterals`) are never proposed again, in any batch or document.
 */
export const ontologyPossibleMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('docs_batches'), dialect)
      .addColumn('source', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('docs_count', 'integer', zero)
      .addColumn('task_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await withId(db.schema.createTable('possible_concepts'), dialect)
      .addColumn('batch_id', 'integer', (c) => c.notNull().references('docs_batches.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      .addColumn('score', 'real', notNull)
      .addColumn('df', 'integer', notNull)
      .addColumn('df_collection', 'integer', notNull)
      .addColumn('tf', 'integer', notNull)
      .addColumn('hidden', 'integer', bool)
      .addColumn('concept_id', 'integer', (c) => c.references('concepts.id').onDelete('set null'))
      .addColumn('merged', 'integer', bool)
      .execute();
    await db.schema
      .createIndex('possible_concepts_batch_key')
      .on('possible_concepts')
      .columns(['batch_id', 'name_key'])
      .unique()
      .execute();
    await db.schema
      .createIndex('possible_concepts_batch_score')
      .on('possible_concepts')
      .columns(['batch_id', 'score'])
      .execute();
    await db.schema
      .createTable('possible_banned_literals')
      .addColumn('name_key', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', notNull)
      .addColumn('banned_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('banned_at', 'text', notNull)
      .execute();
  },
};
