import { ORGANIZATION_BLOCKERS_LISTED, type OrganizationDeletion } from '@sciscope/contracts';
import type { Kysely } from 'kysely';
import type { Db } from '../../app/database/kysely';
import type { Database } from '../../app/database/schema';

/** What `delete` did: the organization was missing, it still holds shared work, or it is gone. */
export type OrganizationDeletionOutcome =
  | { kind: 'missing' }
  | { kind: 'blocked'; impact: OrganizationDeletion }
  | { kind: 'deleted'; impact: OrganizationDeletion };

async function countWhere(
  k: Kysely<Database>,
  table: 'memberships' | 'userQuotaOrganizations' | 'apiTokens' | 'panels' | 'monitorings' | 'labels' | 'authorsGroups',
  organizationId: number,
): Promise<number> {
  const row = await k
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('organizationId', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Everything that names the organization, counted: what goes with it, what is detached, and
 * what blocks its deletion. Null when it does not exist.
 */
async function impactOf(k: Kysely<Database>, organizationId: number): Promise<OrganizationDeletion | null> {
  const organization = await k
    .selectFrom('organizations')
    .select(['id', 'name'])
    .where('id', '=', organizationId)
    .executeTakeFirst();
  if (!organization) return null;
  const folders = await k
    .selectFrom('folders')
    .leftJoin('proposals', 'proposals.folderId', 'folders.id')
    .select((eb) => ['folders.id', eb.fn.count<number>('proposals.id').as('proposals')])
    .where('folders.organizationId', '=', organizationId)
    .groupBy('folders.id')
    .execute();
  const full = folders.filter((f) => Number(f.proposals) > 0);
  const count = (table: Parameters<typeof countWhere>[1]) => countWhere(k, table, organizationId);
  const panels = await k
    .selectFrom('panels')
    .leftJoin('users', 'users.id', 'panels.createdBy')
    .select(['panels.id', 'panels.name', 'users.email as createdByEmail'])
    .where('panels.organizationId', '=', organizationId)
    .orderBy('panels.id')
    .limit(ORGANIZATION_BLOCKERS_LISTED)
    .execute();
  const fullIds = full
    .map((f) => f.id)
    .sort((a, b) => a - b)
    .slice(0, ORGANIZATION_BLOCKERS_LISTED);
  const folderNames =
    fullIds.length === 0
      ? []
      : await k.selectFrom('folders').select(['id', 'name']).where('id', 'in', fullIds).orderBy('id').execute();
  const proposalsOf = new Map(full.map((f) => [f.id, Number(f.proposals)]));
  return {
    organization,
    removes: {
      memberships: await count('memberships'),
      quotaGrants: await count('userQuotaOrganizations'),
      apiTokens: await count('apiTokens'),
      emptyFolders: folders.length - full.length,
    },
    detaches: {
      monitorings: await count('monitorings'),
      labels: await count('labels'),
      authorsGroups: await count('authorsGroups'),
    },
    blockers: {
      panels: await count('panels'),
      foldersWithProposals: full.length,
      proposals: full.reduce((sum, f) => sum + Number(f.proposals), 0),
    },
    blocking: {
      panels: panels.map((p) => ({ id: p.id, name: p.name, createdByEmail: p.createdByEmail ?? null })),
      folders: folderNames.map((f) => ({ id: f.id, name: f.name, proposals: proposalsOf.get(f.id) ?? 0 })),
    },
  };
}

function isBlocked({ blockers }: OrganizationDeletion): boolean {
  return blockers.panels + blockers.foldersWithProposals + blockers.proposals > 0;
}

/**
 * Deleting an organization. Its memberships, the links of quota grants to it, its API tokens and
 * its empty folders go; monitorings, labels and authors groups shared with it stay with their
 * owners, private; panels and folders holding proposals (the organization's shared work) block
 * the deletion, so nothing of value is ever deleted by it.
 */
export function createOrganizationDeletionRepository({ db }: { db: Db }) {
  return {
    impact({ organizationId }: { organizationId: number }): Promise<OrganizationDeletion | null> {
      return impactOf(db.kysely, organizationId);
    },

    /**
     * Checks and deletes in one transaction. On PostgreSQL the organization and its folders are
     * locked first (FOR UPDATE conflicts with the key lock a new panel, folder or proposal takes
     * on its parent row), so a panel or proposal added meanwhile either blocks the deletion or
     * fails for want of its organization or folder; it is never deleted by a cascade. SQLite runs
     * one write transaction at a time.
     */
    async delete({ organizationId }: { organizationId: number }): Promise<OrganizationDeletionOutcome> {
      return db.kysely.transaction().execute(async (trx) => {
        if (db.dialect === 'postgres') {
          await trx.selectFrom('organizations').select('id').where('id', '=', organizationId).forUpdate().execute();
          await trx
            .selectFrom('folders')
            .select('id')
            .where('organizationId', '=', organizationId)
            .forUpdate()
            .execute();
        }
        const impact = await impactOf(trx, organizationId);
        if (!impact) return { kind: 'missing' };
        if (isBlocked(impact)) return { kind: 'blocked', impact };

        for (const table of ['monitorings', 'labels', 'authorsGroups'] as const) {
          await trx
            .updateTable(table)
            .set({ organizationId: null })
            .where('organizationId', '=', organizationId)
            .execute();
        }
        const folderIds = (
          await trx.selectFrom('folders').select('id').where('organizationId', '=', organizationId).execute()
        ).map((f) => f.id);
        // Default settings and hides name their scope by id, without a foreign key.
        await trx
          .deleteFrom('refereeDefaultSettings')
          .where((eb) =>
            eb.or([
              eb.and([eb('scope', '=', 'organization'), eb('scopeId', '=', organizationId)]),
              ...(folderIds.length > 0 ? [eb.and([eb('scope', '=', 'folder'), eb('scopeId', 'in', folderIds)])] : []),
            ]),
          )
          .execute();
        await trx
          .deleteFrom('refereeHiddenCandidates')
          .where((eb) =>
            eb.or([
              eb.and([eb('docKind', '=', 'organization'), eb('docId', '=', organizationId)]),
              ...(folderIds.length > 0 ? [eb.and([eb('docKind', '=', 'folder'), eb('docId', 'in', folderIds)])] : []),
            ]),
          )
          .execute();
        await trx.deleteFrom('folders').where('organizationId', '=', organizationId).execute();
        await trx.deleteFrom('userQuotaOrganizations').where('organizationId', '=', organizationId).execute();
        await trx.deleteFrom('apiTokens').where('organizationId', '=', organizationId).execute();
        await trx.deleteFrom('memberships').where('organizationId', '=', organizationId).execute();
        await trx.deleteFrom('organizations').where('id', '=', organizationId).execute();
        return { kind: 'deleted', impact };
      });
    },
  };
}

export type OrganizationDeletionRepository = ReturnType<typeof createOrganizationDeletionRepository>;
