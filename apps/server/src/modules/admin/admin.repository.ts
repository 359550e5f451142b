import type { AdminUser, OrgRole } from '@sciscope/contracts';
import { sql, type Db } from '../../app/database/kysely';

/** Escapes LIKE wildcards; paired with `escape '!'`, which both engines understand. */
function likeContains(text: string): string {
  return `%${text.replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** Users and their quotas, for the superadmin screens and the CLI. */
export function createAdminRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** One page of users (by id) whose e-mail contains `query`, with quotas and organizations. */
    async listUsers({
      offset,
      limit,
      query,
    }: {
      offset: number;
      limit: number;
      query: string | null;
    }): Promise<{ users: AdminUser[]; total: number }> {
      let base = k.selectFrom('users');
      if (query)
        base = base.where(sql<boolean>`${sql.ref('email')} like ${likeContains(query.toLowerCase())} escape '!'`);
      const totalRow = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
      const rows = await base
        .select(['id', 'email', 'isSuperuser', 'canManageCollections', 'showChangelogLink', 'dateJoined'])
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute();
      const ids = rows.map((r) => r.id);
      if (ids.length === 0) return { users: [], total: Number(totalRow.count) };
      const [quotas, links, memberships] = await Promise.all([
        k
          .selectFrom('userQuotas')
          .select(['id', 'userId', 'name', 'canBePrivate'])
          .where('userId', 'in', ids)
          .orderBy('name')
          .execute(),
        k
          .selectFrom('userQuotaOrganizations')
          .innerJoin('userQuotas', 'userQuotas.id', 'userQuotaOrganizations.quotaId')
          .select(['userQuotaOrganizations.quotaId', 'userQuotaOrganizations.organizationId'])
          .where('userQuotas.userId', 'in', ids)
          .orderBy('userQuotaOrganizations.organizationId')
          .execute(),
        k
          .selectFrom('memberships')
          .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
          .select(['memberships.userId', 'organizations.id', 'organizations.name', 'memberships.role'])
          .where('memberships.userId', 'in', ids)
          .orderBy('organizations.id')
          .execute(),
      ]);
      const users = rows.map((r) => ({
        id: r.id,
        email: r.email,
        is_superuser: r.isSuperuser === 1,
        can_manage_collections: r.canManageCollections === 1,
        show_changelog_link: r.showChangelogLink === 1,
        date_joined: r.dateJoined,
        quotas: quotas
          .filter((q) => q.userId === r.id)
          .map((q) => ({
            name: q.name,
            canBePrivate: q.canBePrivate === 1,
            organizations_ids: links.filter((l) => l.quotaId === q.id).map((l) => l.organizationId),
          })),
        organizations: memberships
          .filter((m) => m.userId === r.id)
          .map((m) => ({ id: m.id, name: m.name, role: m.role as OrgRole })),
      }));
      return { users, total: Number(totalRow.count) };
    },

    async userExists({ userId }: { userId: number }): Promise<boolean> {
      return (await k.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst()) !== undefined;
    },

    async findUser({ userId }: { userId: number }): Promise<{ id: number; email: string } | null> {
      return (await k.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirst()) ?? null;
    },

    /** Whether the user holds the quota `name`. */
    async holdsQuota({ userId, name }: { userId: number; name: string }): Promise<boolean> {
      const row = await k
        .selectFrom('userQuotas')
        .select('id')
        .where('userId', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return row !== undefined;
    },

    async findUserIdByEmail({ email }: { email: string }): Promise<number | null> {
      const row = await k.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
      return row?.id ?? null;
    },

    /** Creates or replaces the quota `name` of a user, organization links included, atomically. */
    async upsertQuota({
      userId,
      name,
      canBePrivate,
      organizationsIds,
      now,
    }: {
      userId: number;
      name: string;
      canBePrivate: boolean;
      organizationsIds: number[];
      now: string;
    }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('userQuotas')
          .values({ userId, name, canBePrivate: canBePrivate ? 1 : 0, createdAt: now })
          .onConflict((oc) => oc.columns(['userId', 'name']).doUpdateSet({ canBePrivate: canBePrivate ? 1 : 0 }))
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.deleteFrom('userQuotaOrganizations').where('quotaId', '=', id).execute();
        const unique = [...new Set(organizationsIds)];
        if (unique.length > 0) {
          await trx
            .insertInto('userQuotaOrganizations')
            .values(unique.map((organizationId) => ({ quotaId: id, organizationId })))
            .execute();
        }
      });
    },

    /** Removes a quota; returns whether the user held it. */
    async deleteQuota({ userId, name }: { userId: number; name: string }): Promise<boolean> {
      const result = await k
        .deleteFrom('userQuotas')
        .where('userId', '=', userId)
        .where('name', '=', name)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Sets one of a user's switches (`can_manage_collections`, `show_changelog_link`); returns
     * whether the user exists.
     */
    async setUserFlag({ userId, flag, value }: { userId: number; flag: UserFlag; value: boolean }): Promise<boolean> {
      const result = await k
        .updateTable('users')
        .set({ [flag]: value ? 1 : 0 })
        .where('id', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
  };
}

/** The users' switches a superuser sets. */
export type UserFlag = 'canManageCollections' | 'showChangelogLink';

export type AdminRepository = ReturnType<typeof createAdminRepository>;
