import type { DialectMigration } from './helpers';
import { bool, notNull, withId } from './helpers';

/**
 * Ontology curation (issue 12, spec 02).
 *
 * - `ontology_log`: every change to a concept, applied or suggested. `status` is 'pending' (a
 *   suggestion waiting for a moderator), 'approved' (applied: a moderator's own change, or a
 *   suggestion a moderator approved) or 'rejected' (kept with the moderator's `review_reason`).
 *   `actions` is a JSON array of the spec's action types (add_literal, remove_literal, …).
 *   `concept_id` is null for a suggested new concept until it is approved. Entries outlive the
 *   accounts that made them (`set null`).
 * - `ontology_categories` / `concept_categories`: the categories moderators create and the
 *   concepts in them (the top concepts of the imported schemes are categories too, read from
 *   the hierarchy, not stored).
 * - `concepts.basic_suggestion_dismissed`: a moderator dismissed the corpus' suggestion that the
 *   concept is basic, so the periodic recomputation does not raise it again.
 */
export const ontologyCurationMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('ontology_log'), dialect)
      .addColumn('concept_id', 'integer', (c) => c.references('concepts.id').onDelete('cascade'))
      .addColumn('concept_name', 'text', notNull)
      .addColumn('status', 'text', notNull)
      .addColumn('source', 'text', (c) => c.notNull().defaultTo('form'))
      .addColumn('actions', 'text', notNull)
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('modified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('modified_at', 'text', notNull)
      .addColumn('review_reason', 'text')
      .addColumn('rescan_articles', 'integer')
      .execute();
    await db.schema.createIndex('ontology_log_concept_idx').on('ontology_log').columns(['concept_id', 'id']).execute();
    await db.schema.createIndex('ontology_log_status_idx').on('ontology_log').columns(['status', 'id']).execute();
    await db.schema.createIndex('ontology_log_creator_idx').on('ontology_log').columns(['created_by', 'id']).execute();

    await withId(db.schema.createTable('ontology_categories'), dialect)
      .addColumn('name', 'text', notNull)
      .addColumn('name_key', 'text', (c) => c.notNull().unique())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', notNull)
      .execute();
    await db.schema
      .createTable('concept_categories')
      .addColumn('concept_id', 'integer', (c) => c.notNull().references('concepts.id').onDelete('cascade'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('ontology_categories.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('concept_categories_pk', ['concept_id', 'category_id'])
      .execute();
    await db.schema
      .createIndex('concept_categories_category_idx')
      .on('concept_categories')
      .column('category_id')
      .execute();

    await db.schema.alterTable('concepts').addColumn('basic_suggestion_dismissed', 'integer', bool).execute();
    // The relations' own index covers parent → children; related pairs are read from both ends.
    await db.schema.createIndex('concept_related_related_idx').on('concept_related').column('related_id').execute();
  },
};
