/**
 * The referee finder's own tables (migration 0009): saved settings per user, default settings
 * of folders and organizations, candidates hidden for a document.
 */
import type { Db } from '../../app/database/kysely';

export interface SavedSettingsRow {
  id: number;
  title: string;
  settings: string;
  createdAt: string;
}

export interface HiddenRow {
  authorId: number;
  reason: string;
  comment: string;
  createdAt: string;
}

export function createRefereesRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async listSavedSettings(userId: number): Promise<SavedSettingsRow[]> {
      return k
        .selectFrom('refereeSavedSettings')
        .select(['id', 'title', 'settings', 'createdAt'])
        .where('userId', '=', userId)
        .orderBy('id', 'desc')
        .execute();
    },

    /** The user's saved settings `id`, or null (another user's answer the same). */
    async findSavedSettings(userId: number, id: number): Promise<SavedSettingsRow | null> {
      const row = await k
        .selectFrom('refereeSavedSettings')
        .select(['id', 'title', 'settings', 'createdAt'])
        .where('userId', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ?? null;
    },

    async insertSavedSettings(input: { userId: number; title: string; settings: string }): Promise<number> {
      const row = await k
        .insertInto('refereeSavedSettings')
        .values({ ...input, createdAt: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async findDefaultSettings(scope: 'folder' | 'organization', scopeId: number): Promise<string | null> {
      const row = await k
        .selectFrom('refereeDefaultSettings')
        .select('settings')
        .where('scope', '=', scope)
        .where('scopeId', '=', scopeId)
        .executeTakeFirst();
      return row?.settings ?? null;
    },

    async saveDefaultSettings(input: {
      scope: 'folder' | 'organization';
      scopeId: number;
      settings: string;
      userId: number;
    }): Promise<void> {
      const updatedAt = new Date().toISOString();
      await k
        .insertInto('refereeDefaultSettings')
        .values({
          scope: input.scope,
          scopeId: input.scopeId,
          settings: input.settings,
          updatedBy: input.userId,
          updatedAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['scope', 'scopeId'])
            .doUpdateSet({ settings: input.settings, updatedBy: input.userId, updatedAt }),
        )
        .execute();
    },

    /** Candidates hidden for a document, for `userId` (and for everyone: user 0). */
    async hidden(docKind: string, docId: number, userId: number): Promise<HiddenRow[]> {
      return k
        .selectFrom('refereeHiddenCandidates')
        .select(['authorId', 'reason', 'comment', 'createdAt'])
        .where('docKind', '=', docKind)
        .where('docId', '=', docId)
        .where('userId', 'in', [0, userId])
        .orderBy('id')
        .execute();
    },

    /** Hides authors (a second hide replaces the reason). */
    async hide(input: {
      docKind: string;
      docId: number;
      userId: number;
      authorIds: readonly number[];
      reason: string;
      comment: string;
      hiddenBy: number;
    }): Promise<void> {
      const createdAt = new Date().toISOString();
      await k.transaction().execute(async (trx) => {
        for (const authorId of input.authorIds) {
          await trx
            .insertInto('refereeHiddenCandidates')
            .values({
              docKind: input.docKind,
              docId: input.docId,
              userId: input.userId,
              authorId,
              reason: input.reason,
              comment: input.comment,
              hiddenBy: input.hiddenBy,
              createdAt,
            })
            .onConflict((oc) =>
              oc
                .columns(['docKind', 'docId', 'userId', 'authorId'])
                .doUpdateSet({ reason: input.reason, comment: input.comment, hiddenBy: input.hiddenBy, createdAt }),
            )
            .execute();
        }
      });
    },

    /**
     * The candidates hidden for a document in one scope (`userId` 0: for everyone, as on
     * proposals and panels), with their names, the latest hide first.
     */
    async hiddenIn(input: {
      docKind: string;
      docId: number;
      userId: number;
    }): Promise<Array<HiddenRow & { name: string }>> {
      return k
        .selectFrom('refereeHiddenCandidates as h')
        .innerJoin('authors as a', 'a.id', 'h.authorId')
        .select(['h.authorId', 'a.name', 'h.reason', 'h.comment', 'h.createdAt'])
        .where('h.docKind', '=', input.docKind)
        .where('h.docId', '=', input.docId)
        .where('h.userId', '=', input.userId)
        .orderBy('h.createdAt', 'desc')
        .orderBy('h.id', 'desc')
        .execute();
    },

    /** Takes back the hides of `authorIds` in one scope: how many there were. */
    async unhide(input: {
      docKind: string;
      docId: number;
      userId: number;
      authorIds: readonly number[];
    }): Promise<number> {
      if (input.authorIds.length === 0) return 0;
      const result = await k
        .deleteFrom('refereeHiddenCandidates')
        .where('docKind', '=', input.docKind)
        .where('docId', '=', input.docId)
        .where('userId', '=', input.userId)
        .where('authorId', 'in', input.authorIds as number[])
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Which of `authorIds` exist. */
    async existingAuthors(authorIds: readonly number[]): Promise<Set<number>> {
      if (authorIds.length === 0) return new Set();
      const rows = await k
        .selectFrom('authors')
        .select('id')
        .where('id', 'in', authorIds as number[])
        .execute();
      return new Set(rows.map((r) => Number(r.id)));
    },

    async organizationName(id: number): Promise<string | null> {
      const row = await k.selectFrom('organizations').select('name').where('id', '=', id).executeTakeFirst();
      return row?.name ?? null;
    },
  };
}

export type RefereesRepository = ReturnType<typeof createRefereesRepository>;
