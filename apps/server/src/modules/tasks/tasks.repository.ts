import { sql, type Kysely, type Selectable } from 'kysely';
import { nowIso, SQLITE_BUSY_TIMEOUT_MS, type Db } from '../../app/database/kysely';
import type { Database } from '../../app/database/schema';
import type { TasksTable } from '../../app/database/schema';

export type TaskRow = Selectable<TasksTable>;
export type TaskRunnerName = 'server' | 'cli';
export type TaskRowState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

/** Progress as a task's worker reports it. */
export interface TaskProgressUpdate {
  step: string | null;
  done: number;
  total: number | null;
  counts: Record<string, number>;
}

/** What `writeIfFree` answers when another connection holds SQLite's write lock. */
export const WRITE_LOCK_BUSY = Symbol('write lock busy');

/** Every read and write of the `tasks` and `task_schedules` tables. */
export function createTasksRepository({ db }: { db: Db }) {
  const k = db.kysely;

  /** Whether a task of `kind` is in one of `states`. */
  async function anyOfKind(kind: string, states: TaskRowState[]): Promise<boolean> {
    const row = await k
      .selectFrom('tasks')
      .select('id')
      .where('kind', '=', kind)
      .where('state', 'in', states)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  return {
    async insert({
      kind,
      params,
      ownerId,
      runner,
      state = 'queued',
    }: {
      kind: string;
      params: unknown;
      ownerId: number | null;
      runner: TaskRunnerName;
      state?: 'queued' | 'running';
    }): Promise<number> {
      const now = nowIso();
      const running = state === 'running';
      const row = await k
        .insertInto('tasks')
        .values({
          kind,
          params: JSON.stringify(params ?? {}),
          ownerId,
          runner,
          state,
          createdAt: now,
          startedAt: running ? now : null,
          heartbeatAt: running ? now : null,
          attempts: running ? 1 : 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async findById(id: number): Promise<TaskRow | undefined> {
      return k.selectFrom('tasks').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    async list({ offset, limit, state }: { offset: number; limit: number; state?: TaskRowState }) {
      let query = k.selectFrom('tasks');
      if (state) query = query.where('state', '=', state);
      const [rows, total] = await Promise.all([
        query.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    /** The newest task of a kind, if any. */
    async latestOfKind(kind: string): Promise<TaskRow | undefined> {
      return k
        .selectFrom('tasks')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /** How many tasks are queued or running that were queued before task `id`. */
    async countActiveBefore(id: number): Promise<number> {
      const row = await k
        .selectFrom('tasks')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('id', '<', id)
        .where('state', 'in', ['queued', 'running'])
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether a task of `kind` is queued and not yet started. */
    hasQueued(kind: string): Promise<boolean> {
      return anyOfKind(kind, ['queued']);
    },

    /** Whether a task of `kind` is running now (claimed by a runner, not finished). */
    isRunning(kind: string): Promise<boolean> {
      return anyOfKind(kind, ['running']);
    },

    /** Whether a task of `kind` is queued or running. */
    hasActive(kind: string): Promise<boolean> {
      return anyOfKind(kind, ['queued', 'running']);
    },

    /**
     * Takes the next queued server task and marks it running: a task a user started (someone
     * waits for it: a panel's scores, a moderator's rescan) before the site's own upkeep (the
     * start-up load's follow-ups, the nightly refresh), each kind oldest first. A user's task of
     * `needsModel` (it ranks with the representation model) keeps its place in the order until a
     * first model exists, so it runs after the training queued before it rather than fail. The
     * state guard in the UPDATE makes the claim atomic when several runners share one database.
     */
    async claimNext({ needsModel = [] }: { needsModel?: readonly string[] } = {}): Promise<TaskRow | null> {
      for (;;) {
        const next = await k
          .selectFrom('tasks')
          .select('id')
          .where('state', '=', 'queued')
          .orderBy((eb) => {
            const noModel = eb.not(
              eb.exists(eb.selectFrom('representationModels').select('id').where('readyAt', 'is not', null)),
            );
            const waits = eb.or([
              eb('ownerId', 'is', null),
              ...(needsModel.length > 0 ? [eb.and([eb('kind', 'in', [...needsModel]), noModel])] : []),
            ]);
            return eb.case().when(waits).then(1).else(0).end();
          })
          .orderBy('id')
          .limit(1)
          .executeTakeFirst();
        if (!next) return null;
        const now = nowIso();
        const claimed = await k
          .updateTable('tasks')
          .set((eb) => ({
            state: 'running',
            runner: 'server',
            startedAt: now,
            heartbeatAt: now,
            finishedAt: null,
            attempts: eb('attempts', '+', 1),
          }))
          .where('id', '=', next.id)
          .where('state', '=', 'queued')
          .executeTakeFirst();
        if (Number(claimed.numUpdatedRows) === 1) return (await this.findById(next.id)) ?? null;
      }
    },

    async saveProgress(id: number, update: TaskProgressUpdate): Promise<void> {
      await k
        .updateTable('tasks')
        .set({
          step: update.step,
          progressDone: update.done,
          progressTotal: update.total,
          counts: JSON.stringify(update.counts),
          heartbeatAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

    /** Renews the lease of running tasks: a task whose heartbeat stops is taken as dead. */
    async heartbeat(ids: number[]): Promise<void> {
      if (ids.length === 0) return;
      await k
        .updateTable('tasks')
        .set({ heartbeatAt: nowIso() })
        .where('id', 'in', ids)
        .where('state', '=', 'running')
        .execute();
    },

    async finish(
      id: number,
      { state, result, error }: { state: 'done' | 'failed' | 'cancelled'; result?: unknown; error?: string | null },
    ): Promise<void> {
      await k
        .updateTable('tasks')
        .set({
          state,
          result: result === undefined ? null : JSON.stringify(result),
          error: error ?? null,
          finishedAt: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

    async isCancelRequested(id: number): Promise<boolean> {
      const row = await k.selectFrom('tasks').select('cancelRequested').where('id', '=', id).executeTakeFirst();
      return row?.cancelRequested === 1;
    },

    /** Queued: cancelled at once. Running: flagged, and the worker stops at its next checkpoint. */
    async requestCancel(id: number): Promise<void> {
      await k
        .updateTable('tasks')
        .set({ state: 'cancelled', finishedAt: nowIso(), cancelRequested: 1 })
        .where('id', '=', id)
        .where('state', '=', 'queued')
        .execute();
      await k
        .updateTable('tasks')
        .set({ cancelRequested: 1 })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .execute();
    },

    /** Puts a failed or cancelled task back on the queue (the server's runner takes it). */
    async requeue(id: number): Promise<boolean> {
      const result = await k
        .updateTable('tasks')
        .set({
          state: 'queued',
          runner: 'server',
          error: null,
          result: null,
          cancelRequested: 0,
          step: null,
          progressDone: 0,
          progressTotal: null,
          startedAt: null,
          finishedAt: null,
          heartbeatAt: null,
        })
        .where('id', '=', id)
        .where('state', 'in', ['failed', 'cancelled'])
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Running tasks whose lease was last renewed before `before`. */
    async findStale(before: string): Promise<TaskRow[]> {
      return k
        .selectFrom('tasks')
        .selectAll()
        .where('state', '=', 'running')
        .where('heartbeatAt', '<', before)
        .execute();
    },

    /** Takes a stale running task back (guarded so that only one runner recovers it). */
    async recover(
      id: number,
      { heartbeatBefore, to, error }: { heartbeatBefore: string; to: 'queued' | 'failed'; error: string },
    ): Promise<boolean> {
      const result = await k
        .updateTable('tasks')
        .set({
          state: to,
          error,
          runner: 'server',
          finishedAt: to === 'failed' ? nowIso() : null,
          heartbeatAt: null,
        })
        .where('id', '=', id)
        .where('state', '=', 'running')
        .where('heartbeatAt', '<', heartbeatBefore)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async schedule(name: string): Promise<{ lastRunAt: string | null; nextRunAt: string } | undefined> {
      return k
        .selectFrom('taskSchedules')
        .select(['lastRunAt', 'nextRunAt'])
        .where('name', '=', name)
        .executeTakeFirst();
    },

    async saveSchedule({ name, lastRunAt, nextRunAt }: { name: string; lastRunAt: string | null; nextRunAt: string }) {
      await k
        .insertInto('taskSchedules')
        .values({ name, lastRunAt, nextRunAt })
        .onConflict((oc) => oc.column('name').doUpdateSet({ lastRunAt, nextRunAt }))
        .execute();
    },
  };
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

/**
 * `work` with a tasks repository in one write transaction when the write lock is free now, else
 * `WRITE_LOCK_BUSY` at once, having written nothing. For periodic writes on the server's thread:
 * SQLite waits for the lock synchronously (busy_timeout), so a schedule that fell due while a
 * task's import transaction held the lock stopped every request for 263 ms. The connection is
 * held throughout, so no other statement runs without the usual wait. PostgreSQL waits for its
 * locks without holding the thread: there the work just runs.
 */
export async function writeTasksIfFree<T>(
  db: Db,
  work: (repository: TasksRepository) => Promise<T>,
): Promise<T | typeof WRITE_LOCK_BUSY> {
  const inTransaction = (trx: Kysely<Database>) => work(createTasksRepository({ db: { ...db, kysely: trx } }));
  if (db.dialect !== 'sqlite') return db.kysely.transaction().execute(inTransaction);
  return db.kysely.connection().execute(async (connection) => {
    await sql`PRAGMA busy_timeout = 0`.execute(connection);
    try {
      return await connection.transaction().execute(inTransaction);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_BUSY') return WRITE_LOCK_BUSY;
      throw error;
    } finally {
      await sql.raw(`PRAGMA busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`).execute(connection);
    }
  });
}
