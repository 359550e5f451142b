import type { Db } from '../app/database/kysely';

/** The bench's lookups: concepts by exact name (case-insensitive), with their df. */
export function createBenchMonitoringRepository({ db }: { db: Db }) {
  return {
    async conceptsByName(names: readonly string[]): Promise<Map<string, { id: number; df: number }>> {
      const keys = [...new Set(names.map((n) => n.toLowerCase()))];
      const rows = await db.kysely
        .selectFrom('concepts')
        .select(['id', 'nameKey', 'df'])
        .where('nameKey', 'in', keys)
        .where('deleted', '=', 0)
        .orderBy('df', 'desc')
        .execute();
      const out = new Map<string, { id: number; df: number }>();
      for (const r of rows) if (!out.has(r.nameKey)) out.set(r.nameKey, { id: Number(r.id), df: Number(r.df) });
      return out;
    },
  };
}
