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
 * - `name_forms` counts the corpus' authorships per name form, so that an import batch judges
 *   how common a name is against the whole corpus, not against the sample it clusters.
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
    await db.schema
      .createTable('name_forms')
      .addColumn('block_key', 'text', notNull)
      // The given names as parsed ("j a", "john"); `first` is its first token.
      .addColumn('given_form', 'text', notNull)
      .addColumn('last', 'text', notNull)
      .addColumn('first', 'text', notNull)
      .addColumn('mentions', 'integer', notNull)
      .addPrimaryKeyConstraint('name_forms_pk', ['block_key', 'given_form'])
      .execute();
    await db.schema.createIndex('name_forms_last_idx').on('name_forms').columns(['last', 'first']).execute();
    await db.schema.createIndex('name_forms_first_idx').on('name_forms').columns(['first', 'last']).execute();
  },
};
