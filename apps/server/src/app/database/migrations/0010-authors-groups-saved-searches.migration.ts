import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * Authors groups (spec 03: `/authors-groups/`, referee-finder and panel filters) and saved
 * searches (a search page query kept under a name; a referee-finder document kind).
 *
 * A group member keeps the name and ORCID it was found by next to the corpus author it was
 * matched to, so the owner can re-pick the author among the name's matches later
 * (`/authors-groups/edit-found-author/{id}/`). A group may be shared with one organization of
 * its owner; deleting the organization makes it private again rather than deleting it.
 */
export const authorsGroupsSavedSearchesMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('authors_groups'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('display_name', 'text', notNull)
      .addColumn('label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('owner_label', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('authors_groups_owner_idx').on('authors_groups').column('owner_id').execute();
    await db.schema.createIndex('authors_groups_org_idx').on('authors_groups').column('organization_id').execute();

    await withId(db.schema.createTable('authors_group_members'), dialect)
      .addColumn('group_id', 'integer', (c) => c.notNull().references('authors_groups.id').onDelete('cascade'))
      .addColumn('author_id', 'integer', (c) => c.notNull().references('authors.id').onDelete('cascade'))
      // How the member was found: the author's name at the time, or the pasted ORCID.
      .addColumn('found_name', 'text', notNull)
      .addColumn('found_orcid', 'text')
      // 'search' | 'orcid' | 'author_id'
      .addColumn('source', 'text', notNull)
      .addColumn('added_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('authors_group_members_group_author_idx')
      .on('authors_group_members')
      .columns(['group_id', 'author_id'])
      .unique()
      .execute();

    // Pasted ORCID lists are looked up by this column.
    await db.schema.createIndex('authors_orcid_idx').on('authors').column('orcid').execute();

    await withId(db.schema.createTable('saved_searches'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      // The search page's state: the query and the order (see /search/?q=&sort=).
      .addColumn('query', 'text', notNull)
      .addColumn('sort', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('saved_searches_owner_idx').on('saved_searches').column('owner_id').execute();
  },
};
