import type { Db } from '../../app/database/kysely';

/** Counters of `search_usage`: one row per client key and UTC day. */
export function createSearchLimitsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /**
     * Counts one search for `clientKey` on `day` unless `limit` (> 0) searches were already counted.
     * One atomic upsert on both engines: the insert starts the day at 1, the conflict branch
     * adds 1 only while the count is under the limit. Returns the new count, or null when the
     * limit was already reached (nothing written then).
     */
    async consume({
      clientKey,
      day,
      limit,
    }: {
      clientKey: string;
      day: string;
      limit: number;
    }): Promise<number | null> {
      // Callers never count unlimited clients (limit 0); a negative limit is a caller's bug.
      if (limit <= 0) throw new Error(`search limit must be positive, got ${limit}`);
      const row = await k
        .insertInto('searchUsage')
        .values({ clientKey, day, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['clientKey', 'day'])
            .doUpdateSet((eb) => ({ count: eb('searchUsage.count', '+', 1) }))
            .where('searchUsage.count', '<', limit),
        )
        .returning('count')
        .executeTakeFirst();
      return row?.count ?? null;
    },

    /** Searches counted for `clientKey` on `day` (0 when none). */
    async countOf({ clientKey, day }: { clientKey: string; day: string }): Promise<number> {
      const row = await k
        .selectFrom('searchUsage')
        .select('count')
        .where('clientKey', '=', clientKey)
        .where('day', '=', day)
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** Drops counters of days before `day` (they can never matter again). */
    async deleteBefore({ day }: { day: string }): Promise<void> {
      await k.deleteFrom('searchUsage').where('day', '<', day).execute();
    },
  };
}

export type SearchLimitsRepository = ReturnType<typeof createSearchLimitsRepository>;
