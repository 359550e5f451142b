import type { Db } from './database/kysely';

/**
 * The two membership reads that modules sharing things with an organization need (labels,
 * authors groups): spread into their repositories so each keeps one dependency.
 */
export function membershipReads(k: Db['kysely']) {
  return {
    /** The organizations the user belongs to, by name. */
    async listUserOrganizations({ userId }: { userId: number }): Promise<Array<{ id: number; name: string }>> {
      return k
        .selectFrom('memberships')
        .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
        .select(['organizations.id', 'organizations.name'])
        .where('memberships.userId', '=', userId)
        .orderBy('organizations.name')
        .orderBy('organizations.id')
        .execute();
    },

    /** The ids of the organizations the user belongs to. */
    async memberOrganizationIds({ userId }: { userId: number }): Promise<Set<number>> {
      const rows = await k.selectFrom('memberships').select('organizationId').where('userId', '=', userId).execute();
      return new Set(rows.map((r) => r.organizationId));
    },
  };
}
