import type { Db } from '../../app/database/kysely';

export interface ActionLogEntry {
  id: number;
  userId: number | null;
  action: string;
  payload: string | null;
  createdAt: string;
}

/** Client analytics events (`POST /api/actions-log`). */
export function createActionsLogRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async insert(entry: Omit<ActionLogEntry, 'id'>): Promise<void> {
      await k.insertInto('actionsLog').values(entry).execute();
    },

    /** Most recent first; used by tests and future reports. */
    async listRecent({ limit }: { limit: number }): Promise<ActionLogEntry[]> {
      return k.selectFrom('actionsLog').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },
  };
}

export type ActionsLogRepository = ReturnType<typeof createActionsLogRepository>;
