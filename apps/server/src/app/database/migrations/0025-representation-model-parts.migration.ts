import type { DialectMigration } from './helpers';
import { notNull } from './helpers';

/** Bytes per stored part of a model's projection (as the repository writes them). */
const PART_BYTES = 8 * 1024 * 1024;

/**
 * A model's projection (61 MB at the default corpus) moves out of its row into parts of
 * 8 MiB (`representation_model_parts`): SQLite answers a statement in one stretch, and
 * reading the whole projection held the server's thread for 0.49-0.58 s when a ranking first
 * opened a model; its eight parts read one statement each take at most 31-33 ms. Stored
 * projections are split into parts; the column is dropped.
 */
export const representationModelPartsMigration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('representation_model_parts')
      .addColumn('model_id', 'integer', (c) => c.notNull().references('representation_models.id').onDelete('cascade'))
      .addColumn('part', 'integer', notNull)
      .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', notNull)
      .addPrimaryKeyConstraint('representation_model_parts_pk', ['model_id', 'part'])
      .execute();
    const models = await db.selectFrom('representation_models').select('id').orderBy('id').execute();
    for (const { id } of models as { id: number }[]) {
      const row = await db
        .selectFrom('representation_models')
        .select('projection')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const projection = row.projection as Uint8Array;
      for (let part = 0, at = 0; at < projection.length; part++, at += PART_BYTES) {
        const length = Math.min(PART_BYTES, projection.length - at);
        await db
          .insertInto('representation_model_parts')
          .values({ model_id: id, part, bytes: Buffer.from(projection.buffer, projection.byteOffset + at, length) })
          .execute();
      }
    }
    await db.schema.alterTable('representation_models').dropColumn('projection').execute();
  },
};
