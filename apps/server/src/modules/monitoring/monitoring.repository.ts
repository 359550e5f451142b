import type { Db } from '../../app/database/kysely';

/** A saved monitoring as stored, with its organization's name. */
export interface MonitoringRow {
  id: number;
  ownerId: number;
  organizationId: number | null;
  organizationName: string | null;
  title: string;
  date: string;
  /** JSON (see `StoredTopic`). */
  topics: string;
  tree: string | null;
  useTree: boolean;
  digestEnabled: boolean;
  digestCursor: number;
  createdAt: string;
  updatedAt: string;
}

/** A topic as the `topics` JSON column keeps it: concept names are looked up when read. */
export interface StoredTopic {
  title: string;
  color: string;
  concepts: Array<{ conceptId: number; selected: boolean }>;
  disabled: boolean;
  required: boolean;
}

export interface MonitoringFields {
  organizationId: number | null;
  title: string;
  date: string;
  topics: StoredTopic[];
  tree: unknown;
  useTree: boolean;
}

/** Saved monitorings (migration 0012). */
export function createMonitoringRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const base = () =>
    k
      .selectFrom('monitorings as m')
      .leftJoin('organizations as o', 'o.id', 'm.organizationId')
      .select([
        'm.id',
        'm.ownerId',
        'm.organizationId',
        'o.name as organizationName',
        'm.title',
        'm.date',
        'm.topics',
        'm.tree',
        'm.useTree',
        'm.digestEnabled',
        'm.digestCursor',
        'm.createdAt',
        'm.updatedAt',
      ]);
  const toRow = (r: Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>): MonitoringRow => ({
    id: Number(r.id),
    ownerId: Number(r.ownerId),
    organizationId: r.organizationId === null ? null : Number(r.organizationId),
    organizationName: r.organizationName ?? null,
    title: r.title,
    date: r.date,
    topics: r.topics,
    tree: r.tree,
    useTree: Number(r.useTree) === 1,
    digestEnabled: Number(r.digestEnabled) === 1,
    digestCursor: Number(r.digestCursor),
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  });
  const columns = (fields: MonitoringFields) => ({
    organizationId: fields.organizationId,
    title: fields.title,
    date: fields.date,
    topics: JSON.stringify(fields.topics),
    tree: fields.tree === null ? null : JSON.stringify(fields.tree),
    useTree: fields.useTree ? 1 : 0,
  });

  return {
    async find({ id }: { id: number }): Promise<MonitoringRow | null> {
      const row = await base().where('m.id', '=', id).executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /** Monitorings the user owns or that are saved for one of their organizations, last changed first. */
    async listVisible({
      userId,
      offset,
      limit,
    }: {
      userId: number;
      offset: number;
      limit: number;
    }): Promise<{ rows: MonitoringRow[]; total: number }> {
      const orgIds = (
        await k.selectFrom('memberships').select('organizationId').where('userId', '=', userId).execute()
      ).map((r) => Number(r.organizationId));
      const [rows, count] = await Promise.all([
        base()
          .where((eb) =>
            eb.or([eb('m.ownerId', '=', userId), ...(orgIds.length ? [eb('m.organizationId', 'in', orgIds)] : [])]),
          )
          .orderBy('m.updatedAt', 'desc')
          .orderBy('m.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        k
          .selectFrom('monitorings as m')
          .select((eb) => eb.fn.countAll().as('n'))
          .where((eb) =>
            eb.or([eb('m.ownerId', '=', userId), ...(orgIds.length ? [eb('m.organizationId', 'in', orgIds)] : [])]),
          )
          .executeTakeFirst(),
      ]);
      return { rows: rows.map(toRow), total: Number(count?.n ?? 0) };
    },

    async countOwned({ ownerId }: { ownerId: number }): Promise<number> {
      const row = await k
        .selectFrom('monitorings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async insert({
      ownerId,
      fields,
      digestCursor,
      now,
    }: {
      ownerId: number;
      fields: MonitoringFields;
      digestCursor: number;
      now: string;
    }): Promise<number> {
      const row = await k
        .insertInto('monitorings')
        .values({ ownerId, ...columns(fields), digestCursor, createdAt: now, updatedAt: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async update({ id, fields, now }: { id: number; fields: MonitoringFields; now: string }): Promise<void> {
      await k
        .updateTable('monitorings')
        .set({ ...columns(fields), updatedAt: now })
        .where('id', '=', id)
        .execute();
    },

    async setDigestEnabled({ id, enabled }: { id: number; enabled: boolean }): Promise<void> {
      await k
        .updateTable('monitorings')
        .set({ digestEnabled: enabled ? 1 : 0 })
        .where('id', '=', id)
        .execute();
    },

    async delete({ id }: { id: number }): Promise<void> {
      await k.deleteFrom('monitorings').where('id', '=', id).execute();
    },

    /** The organizations the user belongs to, by name. */
    async memberOrganizations({ userId }: { userId: number }): Promise<Array<{ id: number; name: string }>> {
      const rows = await k
        .selectFrom('memberships as ms')
        .innerJoin('organizations as o', 'o.id', 'ms.organizationId')
        .select(['o.id', 'o.name'])
        .where('ms.userId', '=', userId)
        .orderBy('o.name')
        .execute();
      return rows.map((r) => ({ id: Number(r.id), name: r.name }));
    },

    /** Concepts that exist (not deleted) among `ids`, with their names. */
    async conceptNames({ ids }: { ids: readonly number[] }): Promise<Map<number, string>> {
      const unique = [...new Set(ids)];
      const out = new Map<number, string>();
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await k
          .selectFrom('concepts')
          .select(['id', 'name'])
          .where('id', 'in', unique.slice(i, i + 500))
          .where('deleted', '=', 0)
          .execute();
        for (const r of rows) out.set(Number(r.id), r.name);
      }
      return out;
    },

    async maxArticleId(): Promise<number> {
      const row = await k
        .selectFrom('articles')
        .select((eb) => eb.fn.max('id').as('m'))
        .executeTakeFirst();
      return Number(row?.m ?? 0);
    },
  };
}

export type MonitoringRepository = ReturnType<typeof createMonitoringRepository>;
