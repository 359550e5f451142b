import type { DialectMigration } from './helpers';
import { bool, notNull, withId, zero } from './helpers';

/**
 * Author claiming (spec 04 sections 2-8):
 * - `advisors`: recommenders (references of a job application). The jobs module adds its
 *   applications table and fills `application_id`; until then superusers create them.
 * - `attorney_tokens`: links that let anyone holding them act for one recommender. Only the
 *   SHA-256 of a token is kept; a token lives 90 days (`expires_at`) unless revoked.
 * - `claim_sessions`: the result of a bibliography upload between the wizard's steps (24 h).
 * - `claims` and `claim_moves`: every claim with its evidence and state, and each authorship
 *   it moved (from which author to which), so that a claim can be undone.
 */
export const claimsMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('advisors'), dialect)
      .addColumn('uuid', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', notNull)
      .addColumn('email', 'text', notNull)
      .addColumn('affiliation', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('is_phd_advisor', 'integer', bool)
      .addColumn('author_id', 'integer', (c) => c.references('authors.id').onDelete('set null'))
      // The jobs module's application; no foreign key until its table exists.
      .addColumn('application_id', 'integer')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('updated_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('advisors_email_idx').on('advisors').column('email').execute();
    await db.schema.createIndex('advisors_author_idx').on('advisors').column('author_id').execute();
    await db.schema.createIndex('advisors_application_idx').on('advisors').column('application_id').execute();

    await withId(db.schema.createTable('attorney_tokens'), dialect)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('advisor_id', 'integer', (c) => c.notNull().references('advisors.id').onDelete('cascade'))
      .addColumn('expires_at', 'text', notNull)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('attorney_tokens_advisor_idx').on('attorney_tokens').column('advisor_id').execute();

    await withId(db.schema.createTable('claim_sessions'), dialect)
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
      .addColumn('advisor_id', 'integer', (c) => c.references('advisors.id').onDelete('cascade'))
      // JSON: found and suggested article ids, the names offered, how each reference matched.
      .addColumn('result', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .execute();

    await withId(db.schema.createTable('claims'), dialect)
      .addColumn('kind', 'text', notNull)
      .addColumn('state', 'text', notNull)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('advisor_id', 'integer', (c) => c.references('advisors.id').onDelete('set null'))
      .addColumn('target_author_id', 'integer', (c) => c.notNull().references('authors.id'))
      // The claim links the account (or recommender) to the target profile.
      .addColumn('links_profile', 'integer', bool)
      .addColumn('articles_count', 'integer', zero)
      .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('evidence', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('decided_at', 'text')
      .addColumn('decision_note', 'text')
      .addColumn('undone_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('undone_at', 'text')
      .execute();
    await db.schema.createIndex('claims_state_idx').on('claims').columns(['state', 'id']).execute();
    await db.schema.createIndex('claims_target_idx').on('claims').column('target_author_id').execute();
    await db.schema.createIndex('claims_user_idx').on('claims').columns(['user_id', 'id']).execute();

    await db.schema
      .createTable('claim_moves')
      .addColumn('claim_id', 'integer', (c) => c.notNull().references('claims.id').onDelete('cascade'))
      .addColumn('article_id', 'integer', (c) => c.notNull().references('articles.id').onDelete('cascade'))
      .addColumn('position', 'integer', notNull)
      .addColumn('from_author_id', 'integer', (c) => c.notNull().references('authors.id'))
      .addColumn('to_author_id', 'integer', (c) => c.notNull().references('authors.id'))
      .addColumn('printed_name', 'text', notNull)
      .addPrimaryKeyConstraint('claim_moves_pk', ['claim_id', 'article_id', 'position'])
      .execute();
  },
};
