import { sql } from 'kysely';
import type { DialectMigration } from './helpers';
import { notNull } from './helpers';

/**
 * The corpus grows by imports that must cost what they add, not what is stored.
 *
 * - `article_concepts.tfidf` goes: it depended on the article count N and on each concept's
 *   df, so every import rewrote a million rows. Pairs keep `tf`; tf-idf is computed when read
 *   from `tf`, the concept's `df` (maintained by increments) and N (`corpus_stats`).
 * - `corpus_stats` holds counters kept exact inside each import batch's transaction.
 */
export const incrementalCorpusMigration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('article_concepts').dropColumn('tfidf').execute();
    await db.schema
      .createTable('corpus_stats')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'integer', notNull)
      .execute();
    await sql`INSERT INTO corpus_stats (key, value) SELECT 'articles', COUNT(*) FROM articles`.execute(db);
  },
};
