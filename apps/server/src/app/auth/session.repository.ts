import type { Db } from '../database/kysely';
import type { SessionUser } from './auth.types';

export interface StoredSession {
  id: string;
  lastSeenAt: string;
  expiresAt: string;
  user: SessionUser;
}

/** Server-side sessions: rows keyed by the SHA-256 of the cookie token. */
export function createSessionRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    async insert({
      id,
      userId,
      now,
      expiresAt,
      userAgent,
    }: {
      id: string;
      userId: number;
      now: string;
      expiresAt: string;
      userAgent: string | null;
    }) {
      await k
        .insertInto('sessions')
        .values({ id, userId, createdAt: now, lastSeenAt: now, expiresAt, userAgent })
        .execute();
    },

    /** The session and its (active) user, or null when unknown, expired or the user is disabled. */
    async findActive({ id, now }: { id: string; now: string }): Promise<StoredSession | null> {
      const row = await k
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select([
          'sessions.id',
          'sessions.lastSeenAt',
          'sessions.expiresAt',
          'users.id as userId',
          'users.email',
          'users.isSuperuser',
        ])
        .where('sessions.id', '=', id)
        .where('sessions.expiresAt', '>', now)
        .where('users.isActive', '=', 1)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        lastSeenAt: row.lastSeenAt,
        expiresAt: row.expiresAt,
        user: { id: row.userId, email: row.email, isSuperuser: row.isSuperuser === 1 },
      };
    },

    async touch({ id, now, expiresAt }: { id: string; now: string; expiresAt: string }) {
      await k.updateTable('sessions').set({ lastSeenAt: now, expiresAt }).where('id', '=', id).execute();
    },

    async delete({ id }: { id: string }) {
      await k.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /** Housekeeping done at login: a user's expired sessions are dropped. */
    async deleteExpiredForUser({ userId, now }: { userId: number; now: string }) {
      await k.deleteFrom('sessions').where('userId', '=', userId).where('expiresAt', '<=', now).execute();
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
