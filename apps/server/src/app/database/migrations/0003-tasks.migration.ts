import type { DialectMigration } from './helpers';
import { notNull, withId, zero } from './helpers';

/**
 * Background tasks (imports, rescans, digests, panel computations) and the schedule of the
 * periodic ones. A task row is the single source of its state and progress: the server, its
 * worker threads and the `sciscope` command all read and write it, so a task run by the
 * command shows on the server's tasks page too.
 */
export const tasksMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('tasks'), dialect)
      .addColumn('kind', 'text', notNull)
      .addColumn('params', 'text', (c) => c.notNull().defaultTo('{}'))
      .addColumn('owner_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      // 'server' (run by the server's runner) or 'cli' (run by the sciscope command).
      .addColumn('runner', 'text', notNull)
      // queued | running | done | failed | cancelled
      .addColumn('state', 'text', notNull)
      .addColumn('step', 'text')
      .addColumn('progress_done', 'integer', zero)
      .addColumn('progress_total', 'integer')
      .addColumn('counts', 'text')
      .addColumn('result', 'text')
      .addColumn('error', 'text')
      .addColumn('cancel_requested', 'integer', zero)
      .addColumn('attempts', 'integer', zero)
      .addColumn('created_at', 'text', notNull)
      .addColumn('started_at', 'text')
      .addColumn('finished_at', 'text')
      .addColumn('heartbeat_at', 'text')
      .execute();
    await db.schema.createIndex('tasks_state_idx').on('tasks').columns(['state', 'id']).execute();
    await db.schema.createIndex('tasks_kind_idx').on('tasks').columns(['kind', 'id']).execute();

    await db.schema
      .createTable('task_schedules')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('last_run_at', 'text')
      .addColumn('next_run_at', 'text', notNull)
      .execute();
  },
};
