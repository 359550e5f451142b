import type { Kysely } from 'kysely';
import type { Db } from '../../app/database/kysely';
import { lockOwnerRow } from '../../app/database/row-locks';
import type { Database } from '../../app/database/schema';

/** A candidate as stored for a docs batch. */
export interface StoredPossible {
  name: string;
  nameKey: string;
  score: number;
  df: number;
  dfCollection: number;
  tf: number;
}

/** Rows written per insert (SQLite's bound-parameter limit is far above 100 × 7). */
const INSERT_CHUNK = 100;

interface NewBatch {
  source: string;
  createdBy: number | null;
  now: string;
}

/** Writes a queued batch of `source` (its task comes next) and answers its id. */
async function insertBatch(k: Kysely<Database>, { source, createdBy, now }: NewBatch): Promise<number> {
  const row = await k
    .insertInto('docsBatches')
    .values({
      source,
      status: 'queued',
      taskId: null,
      createdBy,
      createdBySystem: createdBy === null ? 1 : 0,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Docs batches, their possible concepts and the terms reported false. */
export function createPossibleConceptsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async createBatch(batch: NewBatch): Promise<number> {
      return insertBatch(k, batch);
    },

    /**
     * A new batch, unless its creator has one of the same `source` still to mine (queued or
     * running, its task neither cancelled nor failed; a batch still waiting for its task counts
     * too): then nothing is written and that batch's id comes back as `running`. Check and insert
     * run in one transaction; on PostgreSQL the creator's account row is locked first, so two
     * requests sent at once are taken one after the other and the second sees the first's batch
     * (SQLite's one connection runs the transactions one at a time anyway). A batch of the
     * platform's own (no creator) is always created.
     */
    async createBatchUnlessRunning({
      source,
      createdBy,
      now,
    }: NewBatch): Promise<{ created: number } | { running: number }> {
      return k.transaction().execute(async (tx) => {
        if (createdBy !== null) {
          await lockOwnerRow(tx, db.dialect, { userId: createdBy });
          const live = await tx
            .selectFrom('docsBatches')
            .leftJoin('tasks', 'tasks.id', 'docsBatches.taskId')
            .select('docsBatches.id')
            .where('docsBatches.createdBy', '=', createdBy)
            .where('docsBatches.source', '=', source)
            .where('docsBatches.status', 'in', ['queued', 'running'])
            .where((eb) =>
              eb.or([eb('docsBatches.taskId', 'is', null), eb('tasks.state', 'in', ['queued', 'running'])]),
            )
            .orderBy('docsBatches.id', 'desc')
            .executeTakeFirst();
          if (live) return { running: live.id };
        }
        return { created: await insertBatch(tx, { source, createdBy, now }) };
      });
    },

    async updateBatch(id: number, values: { status?: string; docsCount?: number; taskId?: number }) {
      await k.updateTable('docsBatches').set(values).where('id', '=', id).execute();
    },

    async findBatch(id: number) {
      return (await k.selectFrom('docsBatches').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
    },

    /** The newest batches with their candidate counts and creators. */
    async listBatches(limit: number) {
      return k
        .selectFrom('docsBatches')
        .leftJoin('users', 'users.id', 'docsBatches.createdBy')
        .select((eb) => [
          'docsBatches.id',
          'docsBatches.status',
          'docsBatches.source',
          'docsBatches.docsCount',
          'docsBatches.taskId',
          'docsBatches.createdAt',
          'docsBatches.createdBySystem',
          'users.email as createdByEmail',
          eb
            .selectFrom('possibleConcepts')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('possibleConcepts.batchId', '=', 'docsBatches.id')
            .as('candidates'),
        ])
        .orderBy('docsBatches.id', 'desc')
        .limit(limit)
        .execute();
    },

    /** Replaces a batch's candidates (a resumed task writes them again). */
    async replaceCandidates(batchId: number, rows: readonly StoredPossible[]) {
      await k.transaction().execute(async (tx) => {
        await tx.deleteFrom('possibleConcepts').where('batchId', '=', batchId).execute();
        for (let at = 0; at < rows.length; at += INSERT_CHUNK) {
          const chunk = rows.slice(at, at + INSERT_CHUNK).map((row) => ({ ...row, batchId, conceptId: null }));
          await tx.insertInto('possibleConcepts').values(chunk).execute();
        }
      });
    },

    /**
     * A page of a batch's candidates, best first; hidden ones only when asked. Merged ones are
     * out of the queue for good (spec 02 section 4), in either view, and not counted as hidden
     * (rows merged before this rule still carry hidden = 1).
     */
    async pageCandidates(
      batchId: number,
      { showHidden, offset, limit }: { showHidden: boolean; offset: number; limit: number },
    ) {
      const queue = k.selectFrom('possibleConcepts').where('batchId', '=', batchId).where('merged', '=', 0);
      const base = showHidden ? queue : queue.where('hidden', '=', 0);
      const [rows, total, hidden] = await Promise.all([
        base.selectAll().orderBy('score', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
        queue
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('hidden', '=', 1)
          .executeTakeFirst(),
      ]);
      return { rows, total: Number(total?.n ?? 0), hiddenCount: Number(hidden?.n ?? 0) };
    },

    /** Hides or unhides the batch's candidates with these keys (merged ones left alone); the number changed. */
    async setHidden(batchId: number, keys: readonly string[], hidden: boolean): Promise<number> {
      const result = await k
        .updateTable('possibleConcepts')
        .set({ hidden: hidden ? 1 : 0 })
        .where('batchId', '=', batchId)
        .where('nameKey', 'in', [...keys])
        .where('merged', '=', 0)
        .where('hidden', '=', hidden ? 0 : 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Labels the batch's candidates with these keys as made into `conceptId`; 'merged' takes them
     * out of the queue (not a hide: the moderator did not hide them).
     */
    async markConcept(batchId: number, keys: readonly string[], conceptId: number, merged: boolean) {
      await k
        .updateTable('possibleConcepts')
        .set(merged ? { conceptId, merged: 1 } : { conceptId })
        .where('batchId', '=', batchId)
        .where('nameKey', 'in', [...keys])
        .execute();
    },

    /** The account a background import acts for (null when it was removed or deactivated). */
    async activeUser(id: number): Promise<{ id: number; email: string; isSuperuser: boolean } | null> {
      const row = await k
        .selectFrom('users')
        .select(['id', 'email', 'isSuperuser', 'isActive'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row && row.isActive === 1 ? { id: row.id, email: row.email, isSuperuser: row.isSuperuser === 1 } : null;
    },

    /** Of these keys, those reported false. */
    async bannedKeys(keys: readonly string[]): Promise<Set<string>> {
      const out = new Set<string>();
      for (let at = 0; at < keys.length; at += 500) {
        const rows = await k
          .selectFrom('possibleBannedLiterals')
          .select('nameKey')
          .where('nameKey', 'in', keys.slice(at, at + 500))
          .execute();
        for (const row of rows) out.add(row.nameKey);
      }
      return out;
    },

    /** Reports terms false: stored once, and taken out of every batch. */
    async ban(
      rows: ReadonlyArray<{ name: string; nameKey: string }>,
      userId: number | null,
      now: string,
    ): Promise<number> {
      return k.transaction().execute(async (tx) => {
        const keys = rows.map((r) => r.nameKey);
        const known = await tx
          .selectFrom('possibleBannedLiterals')
          .select('nameKey')
          .where('nameKey', 'in', keys)
          .execute();
        const skip = new Set(known.map((r) => r.nameKey));
        const fresh = rows.filter((r) => !skip.has(r.nameKey));
        if (fresh.length > 0)
          await tx
            .insertInto('possibleBannedLiterals')
            .values(fresh.map((r) => ({ nameKey: r.nameKey, name: r.name, bannedBy: userId, bannedAt: now })))
            .execute();
        await tx.deleteFrom('possibleConcepts').where('nameKey', 'in', keys).execute();
        return fresh.length;
      });
    },
  };
}

export type PossibleConceptsRepository = ReturnType<typeof createPossibleConceptsRepository>;
