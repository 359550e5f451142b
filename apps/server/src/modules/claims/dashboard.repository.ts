import type { Db } from '../../app/database/kysely';

/** Reads of the account dashboard that no other module offers. */
export function createDashboardRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** The owner's saved monitorings, the newest first (titles only: the dashboard links to them). */
    async savedMonitorings({ ownerId, limit }: { ownerId: number; limit: number }) {
      const rows = await k
        .selectFrom('monitorings')
        .select(['id', 'title'])
        .where('ownerId', '=', ownerId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: Number(r.id), title: r.title }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
