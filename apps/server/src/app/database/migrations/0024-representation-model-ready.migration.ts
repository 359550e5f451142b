import { sql } from 'kysely';
import type { DialectMigration } from './helpers';

/**
 * A representation model is used only once every article has its vector (a first-start walk:
 * the referee finder ranked with a model saved a minute before, over the few articles embedded
 * by then). `representation_models.ready_at` is set when the training's embedding ends; the
 * rankings, the typicality and the retrieval index read the newest ready model. Models stored
 * before were in use already: they are ready.
 */
export const representationModelReadyMigration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('representation_models').addColumn('ready_at', 'text').execute();
    await sql`UPDATE representation_models SET ready_at = created_at`.execute(db);
  },
};
