import type { FolderMember, FolderRole } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';

/** A folder as stored, with its organization's name. */
export interface FolderRecord {
  id: number;
  name: string;
  organizationId: number | null;
  organizationName: string | null;
  personalOwnerId: number | null;
  createdAt: string;
  proposalsCount: number;
}

/** Folders, folder roles and the memberships that decide who sees which folder. */
export function createFoldersRepository({ db }: { db: Db }) {
  const k = db.kysely;
  const base = () =>
    k
      .selectFrom('folders')
      .leftJoin('organizations', 'organizations.id', 'folders.organizationId')
      .select((eb) => [
        'folders.id',
        'folders.name',
        'folders.organizationId',
        'organizations.name as organizationName',
        'folders.personalOwnerId',
        'folders.createdAt',
        eb
          .selectFrom('proposals')
          .whereRef('proposals.folderId', '=', 'folders.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('proposalsCount'),
      ]);
  const toRecord = (r: Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>): FolderRecord => ({
    ...r,
    proposalsCount: Number(r.proposalsCount ?? 0),
  });

  return {
    async find({ folderId }: { folderId: number }): Promise<FolderRecord | null> {
      const row = await base().where('folders.id', '=', folderId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    async findPersonal({ userId }: { userId: number }): Promise<FolderRecord | null> {
      const row = await base().where('folders.personalOwnerId', '=', userId).executeTakeFirst();
      return row ? toRecord(row) : null;
    },

    /** Every folder (superusers' list), organization folders by organization and name. */
    async listAll(): Promise<FolderRecord[]> {
      const rows = await base().orderBy('organizations.name').orderBy('folders.name').orderBy('folders.id').execute();
      return rows.map(toRecord);
    },

    /**
     * The folders `userId` has a part in: their personal folder, every folder of an organization
     * they administer, and the folders of their organizations where they hold a role.
     */
    async listForUser({ userId }: { userId: number }): Promise<FolderRecord[]> {
      const rows = await base()
        .where((eb) =>
          eb.or([
            eb('folders.personalOwnerId', '=', userId),
            eb(
              'folders.organizationId',
              'in',
              eb
                .selectFrom('memberships')
                .select('memberships.organizationId')
                .where('memberships.userId', '=', userId)
                .where('memberships.role', '=', 'admin'),
            ),
            eb.and([
              eb(
                'folders.id',
                'in',
                eb.selectFrom('folderRoles').select('folderRoles.folderId').where('folderRoles.userId', '=', userId),
              ),
              eb(
                'folders.organizationId',
                'in',
                eb
                  .selectFrom('memberships')
                  .select('memberships.organizationId')
                  .where('memberships.userId', '=', userId),
              ),
            ]),
          ]),
        )
        .orderBy('folders.personalOwnerId')
        .orderBy('organizations.name')
        .orderBy('folders.name')
        .orderBy('folders.id')
        .execute();
      return rows.map(toRecord);
    },

    async insert(input: {
      name: string;
      organizationId: number | null;
      personalOwnerId: number | null;
      createdBy: number | null;
      now: string;
    }): Promise<number> {
      const row = await k
        .insertInto('folders')
        .values({
          name: input.name,
          organizationId: input.organizationId,
          personalOwnerId: input.personalOwnerId,
          createdBy: input.createdBy,
          createdAt: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** Creates the personal folder unless a concurrent first use already did. */
    async insertPersonal({ userId, name, now }: { userId: number; name: string; now: string }): Promise<void> {
      await k
        .insertInto('folders')
        .values({ name, organizationId: null, personalOwnerId: userId, createdBy: userId, createdAt: now })
        .onConflict((oc) => oc.column('personalOwnerId').doNothing())
        .execute();
    },

    /** Members of the folder's organization who hold a role in it, by e-mail. */
    async listRoles({ folderId }: { folderId: number }): Promise<FolderMember[]> {
      const rows = await k
        .selectFrom('folderRoles')
        .innerJoin('users', 'users.id', 'folderRoles.userId')
        .select(['folderRoles.userId', 'users.email', 'folderRoles.role'])
        .where('folderRoles.folderId', '=', folderId)
        .orderBy('users.email')
        .execute();
      return rows.map((r) => ({ userId: r.userId, email: r.email, role: r.role as FolderRole }));
    },

    async upsertRole(input: { folderId: number; userId: number; role: FolderRole; now: string }): Promise<void> {
      await k
        .insertInto('folderRoles')
        .values({ folderId: input.folderId, userId: input.userId, role: input.role, createdAt: input.now })
        .onConflict((oc) => oc.columns(['folderId', 'userId']).doUpdateSet({ role: input.role }))
        .execute();
    },

    /** True when a role was removed. */
    async deleteRole({ folderId, userId }: { folderId: number; userId: number }): Promise<boolean> {
      const result = await k
        .deleteFrom('folderRoles')
        .where('folderId', '=', folderId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The member of `organizationId` with this e-mail, or null. */
    async findMemberByEmail({
      organizationId,
      email,
    }: {
      organizationId: number;
      email: string;
    }): Promise<{ userId: number } | null> {
      const row = await k
        .selectFrom('memberships')
        .innerJoin('users', 'users.id', 'memberships.userId')
        .select('memberships.userId')
        .where('memberships.organizationId', '=', organizationId)
        .where('users.email', '=', email)
        .executeTakeFirst();
      return row ?? null;
    },

    /** The organizations the user administers, by name. */
    async adminOrganizations({ userId }: { userId: number }): Promise<Array<{ id: number; name: string }>> {
      return k
        .selectFrom('memberships')
        .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
        .select(['organizations.id', 'organizations.name'])
        .where('memberships.userId', '=', userId)
        .where('memberships.role', '=', 'admin')
        .orderBy('organizations.name')
        .execute();
    },

    async allOrganizations(): Promise<Array<{ id: number; name: string }>> {
      return k.selectFrom('organizations').select(['id', 'name']).orderBy('name').execute();
    },

    async hasMembership({ userId }: { userId: number }): Promise<boolean> {
      const row = await k.selectFrom('memberships').select('userId').where('userId', '=', userId).executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type FoldersRepository = ReturnType<typeof createFoldersRepository>;
