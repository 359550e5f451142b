import type { ApiToken } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';

/** Organization API tokens: listing, creation and revocation (the request hook only reads them). */
export function createIntegrationsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  const tokenColumns = [
    'apiTokens.id',
    'apiTokens.name',
    'apiTokens.prefix',
    'apiTokens.createdAt',
    'apiTokens.lastUsedAt',
    'apiTokens.revokedAt',
    'users.id as creatorId',
    'users.email as creatorEmail',
  ] as const;
  const toToken = (row: {
    id: number;
    name: string;
    prefix: string;
    createdAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
    creatorId: number;
    creatorEmail: string;
  }): ApiToken => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdBy: { id: row.creatorId, email: row.creatorEmail },
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  });

  return {
    /** Organizations with the user's role there (null when not a member), by name. */
    async listOrganizations({
      userId,
      all,
    }: {
      userId: number;
      /** Every organization (superusers), or only those where the user is a developer. */
      all: boolean;
    }): Promise<Array<{ id: number; name: string; role: string | null }>> {
      let query = k
        .selectFrom('organizations')
        .leftJoin('memberships', (join) =>
          join.onRef('memberships.organizationId', '=', 'organizations.id').on('memberships.userId', '=', userId),
        )
        .select(['organizations.id', 'organizations.name', 'memberships.role'])
        .orderBy('organizations.name')
        .orderBy('organizations.id');
      if (!all) query = query.where('memberships.role', '=', 'developer');
      return query.execute();
    },

    async findOrganization({ organizationId }: { organizationId: number }) {
      return (
        (await k
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('id', '=', organizationId)
          .executeTakeFirst()) ?? null
      );
    },

    /** The organization's tokens, revoked ones included, newest first. */
    async listTokens({ organizationId }: { organizationId: number }): Promise<ApiToken[]> {
      const rows = await k
        .selectFrom('apiTokens')
        .innerJoin('users', 'users.id', 'apiTokens.createdBy')
        .select(tokenColumns)
        .where('apiTokens.organizationId', '=', organizationId)
        .orderBy('apiTokens.createdAt', 'desc')
        .orderBy('apiTokens.id', 'desc')
        .execute();
      return rows.map(toToken);
    },

    /** One token of the organization; null when it does not exist or belongs to another one. */
    async findToken({
      organizationId,
      tokenId,
    }: {
      organizationId: number;
      tokenId: number;
    }): Promise<ApiToken | null> {
      const row = await k
        .selectFrom('apiTokens')
        .innerJoin('users', 'users.id', 'apiTokens.createdBy')
        .select(tokenColumns)
        .where('apiTokens.id', '=', tokenId)
        .where('apiTokens.organizationId', '=', organizationId)
        .executeTakeFirst();
      return row ? toToken(row) : null;
    },

    async countActive({ organizationId }: { organizationId: number }): Promise<number> {
      const row = await k
        .selectFrom('apiTokens')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('organizationId', '=', organizationId)
        .where('revokedAt', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insert(token: {
      organizationId: number;
      createdBy: number;
      name: string;
      tokenHash: string;
      prefix: string;
      createdAt: string;
    }): Promise<number> {
      const row = await k.insertInto('apiTokens').values(token).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** Marks the token revoked; a token revoked before keeps its first revocation time. */
    async revoke({ tokenId, now }: { tokenId: number; now: string }): Promise<void> {
      await k
        .updateTable('apiTokens')
        .set({ revokedAt: now })
        .where('id', '=', tokenId)
        .where('revokedAt', 'is', null)
        .execute();
    },
  };
}

export type IntegrationsRepository = ReturnType<typeof createIntegrationsRepository>;
