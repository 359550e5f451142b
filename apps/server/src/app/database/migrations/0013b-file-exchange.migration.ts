import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * The file exchange (spec 02): one row per upload. The bytes live outside the database and
 * outside the web root, under `<runtime>/file-exchange/<sha256>` (content-addressed: equal
 * uploads share one file); the row keeps the sanitised original name, the size, the type
 * found by content, the comment and who uploaded it.
 */
export const fileExchangeMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('file_exchange'), dialect)
      .addColumn('filename', 'text', notNull)
      .addColumn('sha256', 'text', notNull)
      .addColumn('size', 'integer', notNull)
      .addColumn('media_type', 'text', notNull)
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('uploaded_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('date_created', 'text', notNull)
      .addColumn('date_modified', 'text', notNull)
      .execute();
  },
};
