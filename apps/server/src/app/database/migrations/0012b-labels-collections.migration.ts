import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * Labels and collections (spec 01: `/collections/manage/`): a label is a named, coloured
 * collection of corpus articles owned by one user, optionally shared with one organization of
 * its owner (its members read it). Names are unique per owner case-insensitively, through
 * `name_key` (the name in lower case, NFC) and a unique index, so a race cannot make two.
 * Deleting the organization makes the label private again; deleting the owner deletes it; an
 * article leaving the corpus leaves every label.
 */
export const labelsCollectionsMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('labels'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', notNull)
      // '#rrggbb', lower case.
      .addColumn('color', 'text', notNull)
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema
      .createIndex('labels_owner_name_idx')
      .on('labels')
      .columns(['owner_id', 'name_key'])
      .unique()
      .execute();
    await db.schema.createIndex('labels_org_idx').on('labels').column('organization_id').execute();

    await db.schema
      .createTable('label_articles')
      .addColumn('label_id', 'integer', (c) => c.notNull().references('labels.id').onDelete('cascade'))
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      // Who added it (an organization member, in a shared label); null once their account is gone.
      .addColumn('added_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('added_at', 'text', notNull)
      .addPrimaryKeyConstraint('label_articles_pk', ['label_id', 'article_id'])
      .execute();
    // The labels of a page of articles (chips on result rows) are looked up by article.
    await db.schema.createIndex('label_articles_article_idx').on('label_articles').column('article_id').execute();
    // A collection's page: its articles, the latest added first.
    await db.schema
      .createIndex('label_articles_label_added_idx')
      .on('label_articles')
      .columns(['label_id', 'added_at'])
      .execute();
  },
};
