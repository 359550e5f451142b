import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * Corpus representations (issue 9): the trained model — vocabulary with document
 * frequencies, the LSA projection and singular values — and one dense vector per article.
 * Typed arrays are stored as little-endian Float32 bytes (BLOB on SQLite, bytea on
 * PostgreSQL). A vector belongs to the model that computed it; only vectors of the newest
 * model are read, so a retrain re-embeds without ever mixing two spaces.
 */
export const representationsMigration: DialectMigration = {
  async up(db, dialect) {
    const bytes = dialect === 'postgres' ? 'bytea' : 'blob';
    await withId(db.schema.createTable('representation_models'), dialect)
      // The JSON header: format, settings, document count, dimensions, projected terms.
      .addColumn('header', 'text', notNull)
      .addColumn('vocabulary', 'text', notNull)
      .addColumn('projection', bytes, notNull)
      .addColumn('singular_values', bytes, notNull)
      .addColumn('dim', 'integer', notNull)
      .addColumn('document_count', 'integer', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createTable('article_vectors')
      .addColumn('article_id', 'integer', (c) => c.primaryKey().references('articles.id').onDelete('cascade'))
      .addColumn('model_id', 'integer', (c) => c.notNull().references('representation_models.id').onDelete('cascade'))
      .addColumn('vector', bytes, notNull)
      .execute();
    await db.schema
      .createIndex('article_vectors_model_idx')
      .on('article_vectors')
      .columns(['model_id', 'article_id'])
      .execute();
  },
};
