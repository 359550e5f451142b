import type { OrgRole, Organization } from '@sciscope/contracts';
import { sql, type Db } from '../../app/database/kysely';

export interface OrgMember {
  userId: number;
  email: string;
  role: OrgRole;
}

/** Organizations and memberships. */
export function createOrganizationsRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** All organizations by name, with their number of members. */
    async list(): Promise<Organization[]> {
      const rows = await k
        .selectFrom('organizations')
        .leftJoin('memberships', 'memberships.organizationId', 'organizations.id')
        .select((eb) => [
          'organizations.id',
          'organizations.name',
          eb.fn.count<number>('memberships.userId').as('membersCount'),
        ])
        .groupBy(['organizations.id', 'organizations.name'])
        .orderBy('organizations.name')
        .execute();
      return rows.map((r) => ({ id: r.id, name: r.name, membersCount: Number(r.membersCount) }));
    },

    async find({ organizationId }: { organizationId: number }): Promise<{ id: number; name: string } | null> {
      return (
        (await k
          .selectFrom('organizations')
          .select(['id', 'name'])
          .where('id', '=', organizationId)
          .executeTakeFirst()) ?? null
      );
    },

    /** Case-insensitive lookup by name. */
    async findByName({ name }: { name: string }): Promise<{ id: number; name: string } | null> {
      const row = await k
        .selectFrom('organizations')
        .select(['id', 'name'])
        .where(sql<string>`lower(${sql.ref('name')})`, '=', name.toLowerCase())
        .executeTakeFirst();
      return row ?? null;
    },

    /** Inserts an organization; null when the exact name already exists. */
    async insert({ name, now }: { name: string; now: string }): Promise<{ id: number; name: string } | null> {
      const row = await k
        .insertInto('organizations')
        .values({ name, createdAt: now })
        .onConflict((oc) => oc.column('name').doNothing())
        .returning(['id', 'name'])
        .executeTakeFirst();
      return row ?? null;
    },

    /** Gives the organization a new name; false when it does not exist. The unique index refuses an exact duplicate. */
    async rename({ organizationId, name }: { organizationId: number; name: string }): Promise<boolean> {
      const result = await k
        .updateTable('organizations')
        .set({ name })
        .where('id', '=', organizationId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The names of the organizations `ids`, by id. */
    async namesOf({ ids }: { ids: number[] }): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await k.selectFrom('organizations').select(['id', 'name']).where('id', 'in', ids).execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** The ids of the organizations the user is a member of (any role). */
    async idsOfMember({ userId }: { userId: number }): Promise<Set<number>> {
      const rows = await k.selectFrom('memberships').select('organizationId').where('userId', '=', userId).execute();
      return new Set(rows.map((r) => r.organizationId));
    },

    async listMembers({ organizationId }: { organizationId: number }): Promise<OrgMember[]> {
      const rows = await k
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.userId')
        .select(['memberships.userId', 'users.email', 'memberships.role'])
        .where('memberships.organizationId', '=', organizationId)
        .orderBy('users.email')
        .execute();
      return rows.map((r) => ({ userId: r.userId, email: r.email, role: r.role as OrgRole }));
    },

    async findRole({ organizationId, userId }: { organizationId: number; userId: number }): Promise<OrgRole | null> {
      const row = await k
        .selectFrom('memberships')
        .select('role')
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ? (row.role as OrgRole) : null;
    },

    async countAdmins({ organizationId }: { organizationId: number }): Promise<number> {
      const row = await k
        .selectFrom('memberships')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('organizationId', '=', organizationId)
        .where('role', '=', 'admin')
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Adds the member or changes their role. */
    async upsertMembership({
      organizationId,
      userId,
      role,
      now,
    }: {
      organizationId: number;
      userId: number;
      role: OrgRole;
      now: string;
    }): Promise<void> {
      await k
        .insertInto('memberships')
        .values({ organizationId, userId, role, createdAt: now })
        .onConflict((oc) => oc.columns(['userId', 'organizationId']).doUpdateSet({ role }))
        .execute();
    },

    async deleteMembership({ organizationId, userId }: { organizationId: number; userId: number }): Promise<void> {
      await k
        .deleteFrom('memberships')
        .where('organizationId', '=', organizationId)
        .where('userId', '=', userId)
        .execute();
    },
  };
}

export type OrganizationsRepository = ReturnType<typeof createOrganizationsRepository>;
