import { sql } from 'kysely';
import type { Db } from '../../app/database/kysely';

/**
 * Reads of the account dashboard that no other module offers. Saved monitorings belong to the
 * monitoring module, which this module does not depend on: they are read only when its table
 * exists (`monitorings`, with `owner_id` and `title`), and the dashboard shows none otherwise.
 */
export function createDashboardRepository({ db }: { db: Db }) {
  const k = db.kysely;
  let hasMonitorings: boolean | null = null;
  return {
    async savedMonitorings({ ownerId, limit }: { ownerId: number; limit: number }) {
      if (hasMonitorings === null) {
        const { rows } =
          db.dialect === 'postgres'
            ? await sql<{ found: number }>`SELECT 1 AS found WHERE to_regclass('monitorings') IS NOT NULL`.execute(k)
            : await sql<{
                found: number;
              }>`SELECT 1 AS found FROM sqlite_master WHERE type = 'table' AND name = 'monitorings'`.execute(k);
        hasMonitorings = rows.length > 0;
      }
      if (!hasMonitorings) return null;
      const { rows } = await sql<{ id: number; title: string }>`
        SELECT id, title FROM monitorings WHERE owner_id = ${ownerId} ORDER BY id DESC LIMIT ${limit}`.execute(k);
      return rows.map((r) => ({ id: Number(r.id), title: String(r.title) }));
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
