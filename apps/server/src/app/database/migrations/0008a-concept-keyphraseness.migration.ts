import type { DialectMigration } from './helpers';

/**
 * Badge relevance (issue 9): what orders an article's concepts and decides its badges.
 *
 * - `article_concepts.title_tf`: occurrences in the title; `span_tokens`: tokens of the
 *   longest occurrence (a phrase is specific); `neighbours`: the article's other concepts
 *   that are parents, children or related concepts of this one. Written by every scan.
 * - `concept_literals.keyphraseness`: of the texts with the literal that come with authors'
 *   keywords, the share whose keywords name its concept (smoothed); null until the task
 *   `concepts.ambiguity` computes it.
 *
 * Existing pairs read as one plain occurrence outside the title until a rescan fills them.
 */
export const conceptKeyphrasenessMigration: DialectMigration = {
  async up(db) {
    for (const column of ['title_tf', 'neighbours'] as const) {
      await db.schema
        .alterTable('article_concepts')
        .addColumn(column, 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
    }
    await db.schema
      .alterTable('article_concepts')
      .addColumn('span_tokens', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable('concept_literals').addColumn('keyphraseness', 'real').execute();
  },
};
