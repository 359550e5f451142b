import type { DialectMigration } from './helpers';

/**
 * Concept typicality (issue 9): `article_concepts.typicality`, the cosine between the article's
 * stored vector and the centroid of the other articles carrying the concept (engine
 * `conceptTypicality`). A term of badge relevance; null until the task that embeds articles
 * (`representations.train`) or the rescan of `concepts.ambiguity` computes it.
 */
export const conceptTypicalityMigration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('article_concepts').addColumn('typicality', 'real').execute();
  },
};
