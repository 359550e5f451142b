import type { DialectMigration } from './helpers';
import { bool } from './helpers';

/**
 * Who wrote an ontology log entry once the name is gone. Deleting an account keeps its
 * suggestions and reviews without its name (`created_by`, `modified_by` set to null), which
 * left them looking like the platform's own work.
 *
 * - `ontology_log.created_by_system`, `modified_by_system` and `docs_batches.created_by_system`
 *   are 1 when the platform itself wrote the row (the system actor of the command line), with
 *   no account behind it. A null user column with the flag at 0 is a deleted account.
 * - Existing rows keep 0: before this migration every log entry and docs batch was written for a
 *   signed-in account (the routes and the tasks they queue), so a name missing from one of them
 *   can only be an account deleted since.
 */
export const ontologyLogActorsMigration: DialectMigration = {
  async up(db) {
    for (const column of ['created_by_system', 'modified_by_system'] as const) {
      await db.schema.alterTable('ontology_log').addColumn(column, 'integer', bool).execute();
    }
    await db.schema.alterTable('docs_batches').addColumn('created_by_system', 'integer', bool).execute();
  },
};
