import type { DialectMigration } from './helpers';
import { bool } from './helpers';

/**
 * Precise concept extraction (issue 9): every decision about a badge stays visible.
 *
 * - `article_concepts` records which literal made the concept count (`literal_id`), why
 *   (`reason`: 'literal', 'case-exact' or 'confirmed') and, for an ambiguous literal, the
 *   concept that confirmed it (`evidence_concept_id`). No foreign keys: a rescan rewrites
 *   the pairs, and a literal deleted in between only leaves an unnamed provenance.
 * - `concept_literals.ambiguity_set_by` says who set `is_ambiguous`: 'machine' (the corpus
 *   statistics, recomputed periodically) or 'moderator', whose flag always wins; and
 *   `blocked_contexts` (JSON) holds the phrases in which the literal does not count.
 * - `concepts.basic_suggested`: the corpus suggests the concept as basic (very frequent,
 *   little information); it ranks after the others until a moderator decides.
 */
export const conceptProvenanceMigration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('article_concepts').addColumn('literal_id', 'integer').execute();
    await db.schema.alterTable('article_concepts').addColumn('reason', 'text').execute();
    await db.schema.alterTable('article_concepts').addColumn('evidence_concept_id', 'integer').execute();
    await db.schema
      .alterTable('concept_literals')
      .addColumn('ambiguity_set_by', 'text', (c) => c.notNull().defaultTo('machine'))
      .execute();
    await db.schema.alterTable('concept_literals').addColumn('blocked_contexts', 'text').execute();
    await db.schema.alterTable('concepts').addColumn('basic_suggested', 'integer', bool).execute();
  },
};
