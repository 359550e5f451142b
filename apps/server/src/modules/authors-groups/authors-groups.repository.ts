import type { MemberSource } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { membershipReads } from '../../app/memberships.repository';
import { inChunks } from '../../app/database/in-chunks';

/** A group row with what its summary shows. */
export interface GroupRow {
  id: number;
  ownerId: number;
  organizationId: number | null;
  organizationName: string | null;
  displayName: string;
  label: string;
  ownerLabel: string;
  membersCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface MemberRow {
  id: number;
  groupId: number;
  authorId: number;
  authorName: string;
  authorOrcid: string | null;
  articlesCount: number;
  hIndex: number;
  foundName: string;
  foundOrcid: string | null;
  source: MemberSource;
  addedAt: string;
}

export interface AuthorRef {
  id: number;
  name: string;
  orcid: string | null;
  articlesCount: number;
}

export interface NewMember {
  authorId: number;
  foundName: string;
  foundOrcid: string | null;
  source: MemberSource;
}

/** Authors groups and their members; corpus authors are only read. */
export function createAuthorsGroupsRepository({ db }: { db: Db }) {
  const k = db.kysely;

  const groups = () =>
    k
      .selectFrom('authorsGroups as g')
      .leftJoin('organizations as o', 'o.id', 'g.organizationId')
      .select((eb) => [
        'g.id',
        'g.ownerId',
        'g.organizationId',
        'o.name as organizationName',
        'g.displayName',
        'g.label',
        'g.ownerLabel',
        'g.createdAt',
        'g.updatedAt',
        eb
          .selectFrom('authorsGroupMembers as m')
          .whereRef('m.groupId', '=', 'g.id')
          .select((c) => c.fn.countAll<number>().as('n'))
          .as('membersCount'),
      ]);
  const toGroup = (row: Omit<GroupRow, 'membersCount'> & { membersCount: number | string | null }): GroupRow => ({
    ...row,
    membersCount: Number(row.membersCount ?? 0),
  });

  const members = () =>
    k
      .selectFrom('authorsGroupMembers as m')
      .innerJoin('authors as a', 'a.id', 'm.authorId')
      .select([
        'm.id',
        'm.groupId',
        'm.authorId',
        'a.name as authorName',
        'a.orcid as authorOrcid',
        'a.articlesCount',
        'a.hIndex',
        'm.foundName',
        'm.foundOrcid',
        'm.source',
        'm.addedAt',
      ]);
  const toMember = (row: Omit<MemberRow, 'source'> & { source: string }): MemberRow => ({
    ...row,
    source: row.source as MemberSource,
  });

  return {
    /** The user's groups and those shared with an organization they belong to, by name. */
    async listVisible({ userId }: { userId: number }): Promise<GroupRow[]> {
      const rows = await groups()
        .where((eb) =>
          eb.or([
            eb('g.ownerId', '=', userId),
            eb(
              'g.organizationId',
              'in',
              eb.selectFrom('memberships').select('organizationId').where('userId', '=', userId),
            ),
          ]),
        )
        .orderBy('g.displayName')
        .orderBy('g.id')
        .execute();
      return rows.map(toGroup);
    },

    /** Every group (the system actor). */
    async listAll(): Promise<GroupRow[]> {
      return (await groups().orderBy('g.displayName').orderBy('g.id').execute()).map(toGroup);
    },

    async findGroup({ groupId }: { groupId: number }): Promise<GroupRow | null> {
      const row = await groups().where('g.id', '=', groupId).executeTakeFirst();
      return row ? toGroup(row) : null;
    },

    ...membershipReads(k),

    async insertGroup(input: {
      ownerId: number;
      organizationId: number | null;
      displayName: string;
      label: string;
      ownerLabel: string;
      now: string;
    }): Promise<number> {
      const row = await k
        .insertInto('authorsGroups')
        .values({
          ownerId: input.ownerId,
          organizationId: input.organizationId,
          displayName: input.displayName,
          label: input.label,
          ownerLabel: input.ownerLabel,
          createdAt: input.now,
          updatedAt: input.now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async updateGroup({
      groupId,
      changes,
      now,
    }: {
      groupId: number;
      changes: Partial<{ displayName: string; label: string; ownerLabel: string; organizationId: number | null }>;
      now: string;
    }): Promise<void> {
      await k
        .updateTable('authorsGroups')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', groupId)
        .execute();
    },

    /** Marks the group changed (members added or removed). */
    async touchGroup({ groupId, now }: { groupId: number; now: string }): Promise<void> {
      await k.updateTable('authorsGroups').set({ updatedAt: now }).where('id', '=', groupId).execute();
    },

    async deleteGroup({ groupId }: { groupId: number }): Promise<void> {
      await k.transaction().execute(async (trx) => {
        await trx.deleteFrom('authorsGroupMembers').where('groupId', '=', groupId).execute();
        await trx.deleteFrom('authorsGroups').where('id', '=', groupId).execute();
      });
    },

    /** One page of members, by author name. */
    async listMembers({ groupId, offset, limit }: { groupId: number; offset: number; limit: number }) {
      const rows = await members()
        .where('m.groupId', '=', groupId)
        .orderBy('a.name')
        .orderBy('m.id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map(toMember);
    },

    async findMember({ memberId }: { memberId: number }): Promise<MemberRow | null> {
      const row = await members().where('m.id', '=', memberId).executeTakeFirst();
      return row ? toMember(row) : null;
    },

    /** Corpus authors by id (unknown ids are left out). */
    async findAuthorsByIds({ ids }: { ids: number[] }): Promise<AuthorRef[]> {
      const out: AuthorRef[] = [];
      for (const chunk of inChunks(ids)) {
        out.push(
          ...(await k
            .selectFrom('authors')
            .select(['id', 'name', 'orcid', 'articlesCount'])
            .where('id', 'in', chunk)
            .execute()),
        );
      }
      return out;
    },

    /** Corpus authors with one of `orcids` (stored upper-case, e.g. `0000-0002-1825-009X`). */
    async findAuthorsByOrcids({ orcids }: { orcids: string[] }): Promise<AuthorRef[]> {
      const out: AuthorRef[] = [];
      for (const chunk of inChunks(orcids)) {
        out.push(
          ...(await k
            .selectFrom('authors')
            .select(['id', 'name', 'orcid', 'articlesCount'])
            .where('orcid', 'in', chunk)
            .execute()),
        );
      }
      return out;
    },

    /** Corpus authors whose name key (surname and initial) is `nameKey`, most articles first. */
    async findAuthorsByNameKey({ nameKey, limit }: { nameKey: string; limit: number }): Promise<AuthorRef[]> {
      return k
        .selectFrom('authors')
        .select(['id', 'name', 'orcid', 'articlesCount'])
        .where('nameKey', '=', nameKey)
        .orderBy('articlesCount', 'desc')
        .orderBy('id')
        .limit(limit)
        .execute();
    },

    /** Author ids of the group's members, all of them or only among `authorIds`. */
    async memberAuthorIds({ groupId, authorIds }: { groupId: number; authorIds?: number[] }): Promise<Set<number>> {
      const found = new Set<number>();
      const chunks = authorIds ? inChunks(authorIds) : [null];
      for (const chunk of chunks) {
        let query = k.selectFrom('authorsGroupMembers').select('authorId').where('groupId', '=', groupId);
        if (chunk) query = query.where('authorId', 'in', chunk);
        for (const row of await query.execute()) found.add(row.authorId);
      }
      return found;
    },

    /** Member author ids of several groups at once. */
    async membersOfGroups({ groupIds }: { groupIds: number[] }): Promise<Array<{ groupId: number; authorId: number }>> {
      const out: Array<{ groupId: number; authorId: number }> = [];
      for (const chunk of inChunks(groupIds)) {
        out.push(
          ...(await k
            .selectFrom('authorsGroupMembers')
            .select(['groupId', 'authorId'])
            .where('groupId', 'in', chunk)
            .execute()),
        );
      }
      return out;
    },

    /** Adds members; an author already in the group is skipped (also under concurrent adds). */
    async insertMembers({ groupId, members: rows, now }: { groupId: number; members: NewMember[]; now: string }) {
      for (const chunk of inChunks(rows, 100)) {
        await k
          .insertInto('authorsGroupMembers')
          .values(chunk.map((m) => ({ groupId, ...m, addedAt: now })))
          .onConflict((oc) => oc.columns(['groupId', 'authorId']).doNothing())
          .execute();
      }
    },

    async deleteMember({ groupId, memberId }: { groupId: number; memberId: number }): Promise<boolean> {
      const result = await k
        .deleteFrom('authorsGroupMembers')
        .where('id', '=', memberId)
        .where('groupId', '=', groupId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    async setMemberAuthor({ memberId, authorId }: { memberId: number; authorId: number }): Promise<void> {
      await k.updateTable('authorsGroupMembers').set({ authorId }).where('id', '=', memberId).execute();
    },
  };
}

export type AuthorsGroupsRepository = ReturnType<typeof createAuthorsGroupsRepository>;
