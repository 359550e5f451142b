import { sql } from 'kysely';
import type { DialectMigration } from './helpers';
import { notNull } from './helpers';

/**
 * Every source id of an author (`author_external_ids`): a person the importer linked across
 * sources (an OpenReview id and an IEEE id) is one author with several ids, and an import
 * batch carrying any of them resolves to that author. `authors.external_id` keeps the first
 * id; this table holds all of them, one author per id. Filled here from `authors.external_id`.
 */
export const authorExternalIdsMigration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('author_external_ids')
      .addColumn('external_id', 'text', (c) => c.primaryKey())
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      .addColumn('source', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('author_external_ids_author_idx')
      .on('author_external_ids')
      .column('author_id')
      .execute();
    // The source is the text before the first ':' (the whole id when there is none).
    const position = sql.raw(dialect === 'postgres' ? 'strpos' : 'instr');
    await sql`INSERT INTO author_external_ids (external_id, author_id, source)
      SELECT external_id, id,
        CASE WHEN colon > 0 THEN substr(external_id, 1, colon - 1) ELSE external_id END
      FROM (SELECT id, external_id, ${position}(external_id, ':') AS colon
            FROM authors WHERE external_id IS NOT NULL) ids`.execute(db);
  },
};
