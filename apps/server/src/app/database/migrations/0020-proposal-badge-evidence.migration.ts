import type { DialectMigration } from './helpers';

/**
 * Proposal concepts in badge order (issue 9): a proposal's concepts are ordered and explained as
 * an article's are, so `proposal_concepts` keeps the same badge evidence as `article_concepts`.
 *
 * - `proposal_concepts.title_tf`, `span_tokens`, `neighbours`: as in migration 0008a, written on
 *   every save; `typicality`: the cosine of the proposal's embedded text with the concept's
 *   centroid, null without a model or a centroid.
 * - `concept_centroids`: per concept and model, the sum of the unit vectors of the articles
 *   carrying the concept (Float32 bytes) and how many they are: the centroids the typicality
 *   task computes, kept so a saved document can be compared with them. Replaced by every run
 *   of that task.
 *
 * Proposals saved before read as one plain occurrence outside the title, without typicality,
 * until they are saved again (extraction needs the ontology's matcher, not available here).
 */
export const proposalBadgeEvidenceMigration: DialectMigration = {
  async up(db, dialect) {
    for (const column of ['title_tf', 'neighbours'] as const) {
      await db.schema
        .alterTable('proposal_concepts')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .alterTable('proposal_concepts')
      .addColumn('span_tokens', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('proposal_concepts').addColumn('typicality', 'real').execute();
    await db.schema
      .createTable('concept_centroids')
      .addColumn('concept_id', 'integer', (c) => c.notNull())
      .addColumn('model_id', 'integer', (c) => c.notNull().references('representation_models.id').onDelete('cascade'))
      .addColumn('sum', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('concept_centroids_pk', ['model_id', 'concept_id'])
      .execute();
  },
};
