import type { Db } from '../../app/database/kysely';

/** The `app_state` key of the time (ISO) the first-start load of the default datasets completed. */
export const DEFAULT_DATA_KEY = 'default_data_loaded_at';

/** The `app_state` key-value table: facts about the installation (default data loaded at, …). */
export function createAppStateRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async get(key: string): Promise<string | null> {
      const row = await k.selectFrom('appState').select('value').where('key', '=', key).executeTakeFirst();
      return row?.value ?? null;
    },
    async set(key: string, value: string): Promise<void> {
      await k
        .insertInto('appState')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
