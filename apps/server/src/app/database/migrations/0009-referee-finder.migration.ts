import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * The referee finder (issue 10): saved settings per user, default settings of folders and
 * organizations, and candidates hidden for a document with their reason. Settings are stored
 * as the form-encoded string of the contracts (`serializeRefereeSettings`), so a setting added
 * later reads back with its default.
 */
export const refereeFinderMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('referee_saved_settings'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('settings', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('referee_saved_settings_user_idx')
      .on('referee_saved_settings')
      .columns(['user_id', 'id'])
      .execute();
    // scope 'folder' or 'organization'; scope_id the folder's or organization's id.
    await db.schema
      .createTable('referee_default_settings')
      .addColumn('scope', 'text', notNull)
      .addColumn('scope_id', 'integer', notNull)
      .addColumn('settings', 'text', notNull)
      .addColumn('updated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('updated_at', 'text', notNull)
      .addPrimaryKeyConstraint('referee_default_settings_pk', ['scope', 'scope_id'])
      .execute();
    // user_id 0: hidden for everyone who sees the document (proposals); else for that user only.
    await withId(db.schema.createTable('referee_hidden_candidates'), dialect)
      .addColumn('doc_kind', 'text', notNull)
      .addColumn('doc_id', 'integer', notNull)
      .addColumn('user_id', 'integer', notNull)
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      .addColumn('reason', 'text', notNull)
      .addColumn('comment', 'text', notNull)
      .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('referee_hidden_candidates_doc_idx')
      .on('referee_hidden_candidates')
      .columns(['doc_kind', 'doc_id', 'user_id', 'author_id'])
      .unique()
      .execute();
  },
};
