import { sql, type Db } from '../../app/database/kysely';

export interface StoredProfile {
  id: number;
  email: string;
  name: string | null;
  dateJoined: string;
  authorId: number | null;
  linkedAuthor: { id: number; name: string } | null;
}

export interface StoredSessionRow {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
}

/** The account's own data: name, e-mail, password hash and sessions. */
export function createProfileRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async find({ userId }: { userId: number }): Promise<StoredProfile | null> {
      const row = await k
        .selectFrom('users')
        .leftJoin('authors', 'authors.id', 'users.authorId')
        .select([
          'users.id',
          'users.email',
          'users.name',
          'users.dateJoined',
          'users.authorId',
          'authors.id as linkedAuthorId',
          'authors.name as linkedAuthorName',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      const { linkedAuthorId, linkedAuthorName, ...profile } = row;
      return {
        ...profile,
        linkedAuthor:
          linkedAuthorId !== null && linkedAuthorName !== null ? { id: linkedAuthorId, name: linkedAuthorName } : null,
      };
    },

    async findPasswordHash({ userId }: { userId: number }): Promise<string | null> {
      const row = await k.selectFrom('users').select('passwordHash').where('id', '=', userId).executeTakeFirst();
      return row?.passwordHash ?? null;
    },

    async updateName({ userId, name }: { userId: number; name: string | null }): Promise<void> {
      await k.updateTable('users').set({ name }).where('id', '=', userId).execute();
    },

    /** Whether another account uses `email`, compared case-insensitively. */
    async emailUsedByOther({ userId, email }: { userId: number; email: string }): Promise<boolean> {
      const row = await k
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(${sql.ref('email')})`, '=', email.toLowerCase())
        .where('id', '!=', userId)
        .executeTakeFirst();
      return row !== undefined;
    },

    async updateEmail({ userId, email }: { userId: number; email: string }): Promise<void> {
      await k.updateTable('users').set({ email }).where('id', '=', userId).execute();
    },

    async updatePasswordHash({ userId, passwordHash }: { userId: number; passwordHash: string }): Promise<void> {
      await k.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
    },

    /** The user's unexpired sessions, most recently seen first. */
    async listSessions({ userId, now }: { userId: number; now: string }): Promise<StoredSessionRow[]> {
      return k
        .selectFrom('sessions')
        .select(['id', 'createdAt', 'lastSeenAt', 'userAgent'])
        .where('userId', '=', userId)
        .where('expiresAt', '>', now)
        .orderBy('lastSeenAt', 'desc')
        .orderBy('createdAt', 'desc')
        .execute();
    },

    async deleteSession({ userId, id }: { userId: number; id: string }): Promise<void> {
      await k.deleteFrom('sessions').where('userId', '=', userId).where('id', '=', id).execute();
    },

    /** Deletes every session of the user except `keepId` (all of them when null); returns how many. */
    async deleteSessionsExcept({ userId, keepId }: { userId: number; keepId: string | null }): Promise<number> {
      let query = k.deleteFrom('sessions').where('userId', '=', userId);
      if (keepId !== null) query = query.where('id', '!=', keepId);
      const result = await query.executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
