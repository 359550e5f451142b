import { afterEach, beforeEach, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { seedGroupAuthors } from '../../test-support/authors-groups.fixtures';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { authorsGroupsSource } from './authors-groups.source';

/** Their owners keep some groups private: the plan must allow it. */
const PRIVATE_GROUPS = { name: 'authors_group', canBePrivate: true } as const;

describeEachDatabase('authors groups as ranking filters (AuthorsGroupsSource)', (dialect) => {
  let t: TestApp;
  let authors: Awaited<ReturnType<typeof seedGroupAuthors>>;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    authors = await seedGroupAuthors(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const actorOf = (user: { id: number; email: string }) => ({ id: user.id, email: user.email, isSuperuser: false });
  async function groupOf(
    owner: { id: number },
    { name, authorIds, organizationId = null }: { name: string; authorIds: number[]; organizationId?: number | null },
  ) {
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: owner.id });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/authors-groups',
      headers: apiHeaders(cookie),
      payload: { display_name: name, label: `${name} label`, owner_label: 'Office', organization_id: organizationId },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().group.id as number;
    if (authorIds.length > 0) {
      await t.app.inject({
        method: 'POST',
        url: `/api/authors-groups/${id}/members`,
        headers: apiHeaders(cookie),
        payload: { authorIds },
      });
    }
    return id;
  }

  it("lists the actor's own and organization-shared groups, and nothing for an actor without the quota", async () => {
    const org = await createTestOrganization(t.db);
    const owner = await createTestUser(t.db, { quotas: [PRIVATE_GROUPS], memberships: [{ organizationId: org.id }] });
    const colleague = await createTestUser(t.db, {
      quotas: [PRIVATE_GROUPS],
      memberships: [{ organizationId: org.id }],
    });
    const noQuota = await createTestUser(t.db, { memberships: [{ organizationId: org.id }] });
    const mine = await groupOf(owner, { name: 'B private', authorIds: [] });
    const shared = await groupOf(owner, { name: 'A shared', authorIds: [], organizationId: org.id });
    await groupOf(colleague, { name: 'C colleague', authorIds: [] });

    expect(await authorsGroupsSource.listForFilters({ db: t.db, actor: actorOf(owner) })).toEqual([
      { id: shared, display_name: 'A shared', label: 'A shared label', owner_label: 'Office' },
      { id: mine, display_name: 'B private', label: 'B private label', owner_label: 'Office' },
    ]);
    const seenByColleague = await authorsGroupsSource.listForFilters({ db: t.db, actor: actorOf(colleague) });
    expect(seenByColleague.map((g) => g.display_name)).toEqual(['A shared', 'C colleague']);
    expect(await authorsGroupsSource.listForFilters({ db: t.db, actor: actorOf(noQuota) })).toEqual([]);
    expect(await authorsGroupsSource.listForFilters({ db: t.db, actor: null })).toEqual([]);
  });

  it('gives the member author ids of the groups the actor sees, leaving out hidden and unknown groups', async () => {
    const owner = await createTestUser(t.db, { quotas: [PRIVATE_GROUPS] });
    const stranger = await createTestUser(t.db, { quotas: [PRIVATE_GROUPS] });
    const first = await groupOf(owner, { name: 'First', authorIds: [authors.ada.id, authors.alan.id] });
    const empty = await groupOf(owner, { name: 'Empty', authorIds: [] });
    const foreign = await groupOf(stranger, { name: 'Foreign', authorIds: [authors.grace.id] });

    const members = await authorsGroupsSource.memberAuthorIds({
      db: t.db,
      actor: actorOf(owner),
      groupIds: [first, empty, foreign, 987654, first],
    });
    expect([...members.keys()].sort((a, b) => a - b)).toEqual([first, empty].sort((a, b) => a - b));
    expect([...members.get(first)!].sort((a, b) => a - b)).toEqual(
      [authors.ada.id, authors.alan.id].sort((a, b) => a - b),
    );
    expect(members.get(empty)!.size).toBe(0);

    const asSystem = await authorsGroupsSource.memberAuthorIds({
      db: t.db,
      actor: SYSTEM_ACTOR,
      groupIds: [foreign, 987654],
    });
    expect([...asSystem.entries()].map(([id, set]) => [id, [...set]])).toEqual([[foreign, [authors.grace.id]]]);
    const noQuota = await createTestUser(t.db);
    expect(
      (await authorsGroupsSource.memberAuthorIds({ db: t.db, actor: actorOf(noQuota), groupIds: [first] })).size,
    ).toBe(0);
  });
});
