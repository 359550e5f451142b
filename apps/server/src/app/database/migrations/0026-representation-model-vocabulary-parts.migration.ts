import type { DialectMigration } from './helpers';
import { notNull } from './helpers';
import { vocabularyParts } from '../vocabulary-parts';

/**
 * A model's vocabulary moves out of its row into parts of whole lines
 * (`representation_model_vocabulary_parts`), as its projection did (0025): SQLite reads a value
 * in one stretch, and the 6 MB vocabulary held the server's thread for 72-134 ms when a ranking
 * opened the model. Its row also held the model's id, dimension and training size after the
 * vocabulary, so a cold read of those three numbers (asked before every use of the model) walked
 * its 1,600 overflow pages: 31-38 ms. Stored vocabularies are split; the column is dropped.
 */
export const representationModelVocabularyPartsMigration: DialectMigration = {
  async up(db) {
    await db.schema
      .createTable('representation_model_vocabulary_parts')
      .addColumn('model_id', 'integer', (c) => c.notNull().references('representation_models.id').onDelete('cascade'))
      .addColumn('part', 'integer', notNull)
      .addColumn('text', 'text', notNull)
      .addPrimaryKeyConstraint('representation_model_vocabulary_parts_pk', ['model_id', 'part'])
      .execute();
    const models = await db.selectFrom('representation_models').select('id').orderBy('id').execute();
    for (const { id } of models as { id: number }[]) {
      const row = await db
        .selectFrom('representation_models')
        .select('vocabulary')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const parts = vocabularyParts(row.vocabulary as string);
      for (const [part, text] of parts.entries())
        await db.insertInto('representation_model_vocabulary_parts').values({ model_id: id, part, text }).execute();
    }
    await db.schema.alterTable('representation_models').dropColumn('vocabulary').execute();
  },
};
