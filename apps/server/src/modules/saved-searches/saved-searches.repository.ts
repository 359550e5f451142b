import type { Db } from '../../app/database/kysely';

export interface SavedSearchRow {
  id: number;
  ownerId: number;
  name: string;
  query: string;
  sort: string;
  createdAt: string;
  updatedAt: string;
}

/** Saved search queries of users. */
export function createSavedSearchesRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const columns = ['id', 'ownerId', 'name', 'query', 'sort', 'createdAt', 'updatedAt'] as const;

  return {
    /** The user's saved searches, newest change first. */
    async listByOwner({ ownerId }: { ownerId: number }): Promise<SavedSearchRow[]> {
      return k
        .selectFrom('savedSearches')
        .select(columns)
        .where('ownerId', '=', ownerId)
        .orderBy('updatedAt', 'desc')
        .orderBy('id', 'desc')
        .execute();
    },

    async countByOwner({ ownerId }: { ownerId: number }): Promise<number> {
      const row = await k
        .selectFrom('savedSearches')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('ownerId', '=', ownerId)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },

    async find({ id }: { id: number }): Promise<SavedSearchRow | null> {
      return (await k.selectFrom('savedSearches').select(columns).where('id', '=', id).executeTakeFirst()) ?? null;
    },

    async insert(input: { ownerId: number; name: string; query: string; sort: string; now: string }): Promise<number> {
      const row = await k
        .insertInto('savedSearches')
        .values({
          ownerId: input.ownerId,
          name: input.name,
          query: input.query,
          sort: input.sort,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async rename({ id, name, now }: { id: number; name: string; now: string }): Promise<void> {
      await k.updateTable('savedSearches').set({ name, updatedAt: now }).where('id', '=', id).execute();
    },

    async delete({ id }: { id: number }): Promise<void> {
      await k.deleteFrom('savedSearches').where('id', '=', id).execute();
    },
  };
}

export type SavedSearchesRepository = ReturnType<typeof createSavedSearchesRepository>;
