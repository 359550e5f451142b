import type { DialectMigration } from './helpers';
import { bool, notNull, withId } from './helpers';

/**
 * Monitoring (issue 11; spec 01 "Monitoring"): saved concept queries and their e-mail digests.
 *
 * - `monitorings`: one saved query. Topics and tree are small JSON documents read and written
 *   whole (the editor saves them together), so they live in the row. A monitoring is its
 *   owner's, or shared with one organization (then its members see it). `digest_cursor` is the
 *   highest article id the digests have looked at: a new monitoring starts at the corpus' current
 *   highest id, so its first digest brings what is imported after it was saved, not the corpus.
 * - `monitoring_digests`: one e-mail per monitoring and run, written (state `sending`) in the
 *   same transaction as the articles it carries and the advanced cursor, and marked `sent` once
 *   the mailer took it; `monitoring_digest_articles` says which articles a monitoring has mailed
 *   (primary key: no article is mailed twice for a monitoring).
 * - `articles.publication_date` (`YYYY-MM-DD`): the publication day where the source gives one
 *   (OpenAlex `publication_date`); the default corpus gives years only, so existing rows keep
 *   null. The import day is `articles.created_at`, set once when a work is first imported
 *   (a second import of the same work skips it); indexed for `monitoring digest --since`.
 */
export const monitoringMigration: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('articles').addColumn('publication_date', 'text').execute();
    await db.schema.createIndex('articles_created_at_idx').on('articles').column('created_at').execute();

    await withId(db.schema.createTable('monitorings'), dialect)
      .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.references('organizations.id').onDelete('set null'))
      .addColumn('title', 'text', notNull)
      // A date preset (`month`) or a range `YYYY/MM/DD-YYYY/MM/DD`.
      .addColumn('date', 'text', notNull)
      // JSON: [{ title, color, concepts: [{ conceptId, selected }], disabled, required }]
      .addColumn('topics', 'text', notNull)
      // JSON: the tree (AND/OR nodes, topic leaves), or null.
      .addColumn('tree', 'text')
      .addColumn('use_tree', 'integer', bool)
      .addColumn('digest_enabled', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('digest_cursor', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('monitorings_owner_idx').on('monitorings').column('owner_id').execute();
    await db.schema.createIndex('monitorings_org_idx').on('monitorings').column('organization_id').execute();

    await withId(db.schema.createTable('monitoring_digests'), dialect)
      .addColumn('monitoring_id', 'integer', (c) => c.notNull().references('monitorings.id').onDelete('cascade'))
      .addColumn('recipient', 'text', notNull)
      // 'sending' until the mailer took the message, then 'sent'.
      .addColumn('state', 'text', notNull)
      .addColumn('articles_count', 'integer', notNull)
      // New matching articles of the run, mailed or not (a digest lists the first 50).
      .addColumn('matched_count', 'integer', notNull)
      .addColumn('message_id', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('sent_at', 'text')
      .addColumn('task_id', 'integer')
      .execute();
    await db.schema
      .createIndex('monitoring_digests_monitoring_idx')
      .on('monitoring_digests')
      .columns(['monitoring_id', 'state'])
      .execute();

    await db.schema
      .createTable('monitoring_digest_articles')
      .addColumn('monitoring_id', 'integer', (c) => c.notNull().references('monitorings.id').onDelete('cascade'))
      .addColumn('article_id', 'integer', notNull)
      .addColumn('digest_id', 'integer', (c) => c.notNull().references('monitoring_digests.id').onDelete('cascade'))
      // The article's place in its digest (best first), so a digest written again keeps its order.
      .addColumn('position', 'integer', notNull)
      .addPrimaryKeyConstraint('monitoring_digest_articles_pk', ['monitoring_id', 'article_id'])
      .execute();
    await db.schema
      .createIndex('monitoring_digest_articles_digest_idx')
      .on('monitoring_digest_articles')
      .column('digest_id')
      .execute();
  },
};
