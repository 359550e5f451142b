import type { OrgRole, UserFlag } from '@sciscope/contracts';
import type { Db } from './database/kysely';

/** A quota a user holds, in the server's camelCase form. */
export interface ActiveQuota {
  name: string;
  canBePrivate: boolean;
  /** Organizations the quota's work may be shared with (e.g. monitorings saved for an org). */
  organizationsIds: number[];
}

/** Reads quotas and memberships: the facts every permission check is built from. */
export function createAccessRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** The user's quotas ordered by name, each with its organization ids in ascending order. */
    async listQuotas({ userId }: { userId: number }): Promise<ActiveQuota[]> {
      const quotas = await k
        .selectFrom('userQuotas')
        .select(['id', 'name', 'canBePrivate'])
        .where('userId', '=', userId)
        .orderBy('name')
        .execute();
      if (quotas.length === 0) return [];
      const links = await k
        .selectFrom('userQuotaOrganizations')
        .select(['quotaId', 'organizationId'])
        .where(
          'quotaId',
          'in',
          quotas.map((q) => q.id),
        )
        .orderBy('organizationId')
        .execute();
      return quotas.map((q) => ({
        name: q.name,
        canBePrivate: q.canBePrivate === 1,
        organizationsIds: links.filter((l) => l.quotaId === q.id).map((l) => l.organizationId),
      }));
    },

    async findMembershipRole({
      userId,
      organizationId,
    }: {
      userId: number;
      organizationId: number;
    }): Promise<OrgRole | null> {
      const row = await k
        .selectFrom('memberships')
        .select('role')
        .where('userId', '=', userId)
        .where('organizationId', '=', organizationId)
        .executeTakeFirst();
      return row ? (row.role as OrgRole) : null;
    },

    /** The role an organization admin gave the user in a folder (migration 0008), or null. */
    async findFolderRole({
      userId,
      folderId,
    }: {
      userId: number;
      folderId: number;
    }): Promise<'viewer' | 'editor' | null> {
      const row = await k
        .selectFrom('folderRoles')
        .select('role')
        .where('userId', '=', userId)
        .where('folderId', '=', folderId)
        .executeTakeFirst();
      return row ? (row.role as 'viewer' | 'editor') : null;
    },

    async organizationExists({ organizationId }: { organizationId: number }): Promise<boolean> {
      const row = await k.selectFrom('organizations').select('id').where('id', '=', organizationId).executeTakeFirst();
      return row !== undefined;
    },

    /** When the user's trial ends (ISO timestamp), or null for users without a trial. */
    async findTrialExpiresAt({ userId }: { userId: number }): Promise<string | null> {
      const row = await k.selectFrom('users').select('trialExpiresAt').where('id', '=', userId).executeTakeFirst();
      return row?.trialExpiresAt ?? null;
    },

    /** Whether the account holds a right superusers set on it (`user_flag` rules). */
    async hasUserFlag({ userId, flag }: { userId: number; flag: UserFlag }): Promise<boolean> {
      const column = USER_FLAG_COLUMNS[flag];
      const row = await k.selectFrom('users').select(column).where('id', '=', userId).executeTakeFirst();
      return row?.[column] === 1;
    },
  };
}

/** The `users` column behind each per-account right. */
const USER_FLAG_COLUMNS = { can_manage_collections: 'canManageCollections' } as const satisfies Record<
  UserFlag,
  string
>;

export type AccessRepository = ReturnType<typeof createAccessRepository>;
