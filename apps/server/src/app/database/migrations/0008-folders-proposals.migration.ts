import type { DialectMigration } from './helpers';
import { notNull, withId, zero } from './helpers';

/**
 * Folders and proposals (issue 10, "Documents").
 *
 * - `folders` belong to an organization, or (`personal_owner_id`) are the one personal folder
 *   of a user without an organization; the unique index keeps it one per user (NULLs, the
 *   organization folders, never collide).
 * - `folder_roles`: viewer or editor per user, set by the organization's admins.
 * - `proposals`: authors and attributes are JSON arrays (they are read and written with the
 *   proposal, never queried on their own).
 * - `proposal_concepts`: the concepts found on save, with the same provenance as
 *   `article_concepts` (migration 0006).
 */
export const foldersProposalsMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('folders'), dialect)
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('cascade'))
      .addColumn('personal_owner_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('folders_organization_idx').on('folders').column('organization_id').execute();
    await db.schema
      .createIndex('folders_personal_owner_idx')
      .on('folders')
      .column('personal_owner_id')
      .unique()
      .execute();

    await db.schema
      .createTable('folder_roles')
      .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('role', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('folder_roles_pk', ['folder_id', 'user_id'])
      .execute();

    await withId(db.schema.createTable('proposals'), dialect)
      .addColumn('folder_id', 'integer', (c) => c.notNull().references('folders.id').onDelete('cascade'))
      .addColumn('title', 'text', notNull)
      .addColumn('abstract', 'text', notNull)
      .addColumn('origin_id', 'text')
      .addColumn('attributes', 'text', notNull)
      .addColumn('authors', 'text', notNull)
      .addColumn('authors_count', 'integer', zero)
      .addColumn('concepts_count', 'integer', zero)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('proposals_folder_idx').on('proposals').columns(['folder_id', 'id']).execute();

    await db.schema
      .createTable('proposal_concepts')
      .addColumn('proposal_id', 'integer', (c) => c.notNull().references('proposals.id').onDelete('cascade'))
      .addColumn('concept_id', 'integer', notNull)
      .addColumn('tf', 'integer', notNull)
      .addColumn('literal_id', 'integer')
      .addColumn('reason', 'text')
      .addColumn('evidence_concept_id', 'integer')
      .addPrimaryKeyConstraint('proposal_concepts_pk', ['proposal_id', 'concept_id'])
      .execute();
  },
};
