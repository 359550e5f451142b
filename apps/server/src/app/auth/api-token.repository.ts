import type { Db } from '../database/kysely';
import type { SessionUser } from './auth.types';

export interface ActiveApiToken {
  lastUsedAt: string | null;
  principal: SessionUser;
}

/** Looks up API tokens for the request hook; managing them lives in the integrations module. */
export function createApiTokenAuthRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /**
     * The token with this hash as a request principal, or null when it is unknown, revoked,
     * its creator is deactivated or no longer a developer of the token's organization.
     */
    async findActive({ tokenHash }: { tokenHash: string }): Promise<ActiveApiToken | null> {
      const row = await k
        .selectFrom('apiTokens')
        .innerJoin('users', 'users.id', 'apiTokens.createdBy')
        .innerJoin('memberships', (join) =>
          join
            .onRef('memberships.userId', '=', 'apiTokens.createdBy')
            .onRef('memberships.organizationId', '=', 'apiTokens.organizationId'),
        )
        .select([
          'apiTokens.id',
          'apiTokens.organizationId',
          'apiTokens.lastUsedAt',
          'users.id as userId',
          'users.email',
        ])
        .where('apiTokens.tokenHash', '=', tokenHash)
        .where('apiTokens.revokedAt', 'is', null)
        .where('users.isActive', '=', 1)
        .where('memberships.role', '=', 'developer')
        .executeTakeFirst();
      if (!row) return null;
      return {
        lastUsedAt: row.lastUsedAt,
        principal: {
          id: row.userId,
          email: row.email,
          isSuperuser: false,
          apiToken: { id: row.id, organizationId: row.organizationId },
        },
      };
    },

    async touch({ id, now }: { id: number; now: string }): Promise<void> {
      await k.updateTable('apiTokens').set({ lastUsedAt: now }).where('id', '=', id).execute();
    },
  };
}
