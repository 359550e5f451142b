import { afterEach, beforeEach, expect, it } from 'vitest';
import { AUTHORS_GROUP_LIMITS } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { seedGroupAuthors } from '../../test-support/authors-groups.fixtures';

describeEachDatabase('authors groups (/api/authors-groups)', (dialect) => {
  let t: TestApp;
  let authors: Awaited<ReturnType<typeof seedGroupAuthors>>;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    authors = await seedGroupAuthors(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  const holder = async (options: Parameters<typeof createTestUser>[1] = {}) => {
    const user = await createTestUser(t.db, { quotas: [{ name: 'authors_group', canBePrivate: true }], ...options });
    return { ...user, cookie: await cookieOf(user.id) };
  };
  const createGroup = async (cookie: string, payload: object = { display_name: 'Graph people' }) => {
    const response = await call(cookie, 'POST', '/api/authors-groups', payload);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().group as { id: number };
  };
  const memberRows = () =>
    t.db.kysely.selectFrom('authorsGroupMembers').select(['authorId', 'source']).orderBy('id').execute();

  it('refuses guests with 401 and users without the authors_group quota with 403, creating nothing', async () => {
    expect((await call(undefined, 'GET', '/api/authors-groups')).statusCode).toBe(401);
    const plain = await createTestUser(t.db, { quotas: ['monitoring'] });
    const cookie = await cookieOf(plain.id);
    expect((await call(cookie, 'GET', '/api/authors-groups')).statusCode).toBe(403);
    expect((await call(cookie, 'POST', '/api/authors-groups', { display_name: 'x' })).statusCode).toBe(403);
    expect(await t.db.kysely.selectFrom('authorsGroups').selectAll().execute()).toEqual([]);
  });

  it('creates, lists, renames and relabels a group, and refuses an empty name with a 400 that changes nothing', async () => {
    const owner = await holder();
    const created = await createGroup(owner.cookie, {
      display_name: '  Graph people ',
      label: 'GNN',
      owner_label: 'Editorial office',
    });
    const list = await call(owner.cookie, 'GET', '/api/authors-groups');
    expect(list.json().groups).toEqual([
      expect.objectContaining({
        id: created.id,
        display_name: 'Graph people',
        label: 'GNN',
        owner_label: 'Editorial office',
        organization: null,
        membersCount: 0,
        isOwner: true,
      }),
    ]);

    const renamed = await call(owner.cookie, 'PUT', `/api/authors-groups/${created.id}`, {
      display_name: 'Graph learning',
      label: '',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().group).toMatchObject({
      display_name: 'Graph learning',
      label: '',
      owner_label: 'Editorial office',
    });

    const bad = await call(owner.cookie, 'PUT', `/api/authors-groups/${created.id}`, { display_name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.display_name).toBe('Name is required.');
    // A misspelt field changes nothing and says so; a number for the name is not text.
    const misspelt = await call(owner.cookie, 'PUT', `/api/authors-groups/${created.id}`, { name: 'Renamed' });
    expect(misspelt.statusCode).toBe(400);
    expect(misspelt.json().error.message).toBe(
      'Nothing to change: give display_name, label, owner_label or organization_id.',
    );
    const number = await call(owner.cookie, 'PUT', `/api/authors-groups/${created.id}`, { display_name: 5 });
    expect(number.statusCode).toBe(400);
    expect(number.json().error.details.fields.display_name).toBe('Name must be text.');
    const long = await call(owner.cookie, 'POST', '/api/authors-groups', {
      display_name: 'x'.repeat(AUTHORS_GROUP_LIMITS.nameMaxLength + 1),
    });
    expect(long.statusCode).toBe(400);
    const shown = await call(owner.cookie, 'GET', `/api/authors-groups/${created.id}`);
    expect(shown.json().group.display_name).toBe('Graph learning');
    expect(await t.db.kysely.selectFrom('authorsGroups').select('id').execute()).toHaveLength(1);
  });

  it("answers 404 for another user's group on every call, as for a missing id, and leaves it unchanged", async () => {
    const owner = await holder();
    const stranger = await holder();
    const group = await createGroup(owner.cookie);
    await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [authors.ada.id] });
    const [member] = await t.db.kysely.selectFrom('authorsGroupMembers').select('id').execute();

    const attempts = [
      call(stranger.cookie, 'GET', `/api/authors-groups/${group.id}`),
      call(stranger.cookie, 'PUT', `/api/authors-groups/${group.id}`, { display_name: 'Mine now' }),
      call(stranger.cookie, 'GET', `/api/authors-groups/${group.id}/members`),
      call(stranger.cookie, 'GET', `/api/authors-groups/${group.id}/member-authors`),
      call(stranger.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [authors.alan.id] }),
      call(stranger.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, {
        text: String(authors.alan.id),
      }),
      call(stranger.cookie, 'DELETE', `/api/authors-groups/${group.id}/members/${member!.id}`),
      call(stranger.cookie, 'GET', `/api/authors-groups/members/${member!.id}`),
      call(stranger.cookie, 'PUT', `/api/authors-groups/members/${member!.id}`, { authorId: authors.adam.id }),
      call(stranger.cookie, 'DELETE', `/api/authors-groups/${group.id}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode, response.body).toBe(404);
    expect((await call(stranger.cookie, 'GET', '/api/authors-groups/999999')).statusCode).toBe(404);
    expect((await call(stranger.cookie, 'GET', '/api/authors-groups')).json().groups).toEqual([]);
    expect((await memberRows()).map((m) => m.authorId)).toEqual([authors.ada.id]);
    expect((await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}`)).json().group.display_name).toBe(
      'Graph people',
    );
  });

  it("shares a group with the owner's organization: its members with the quota see it and get 403 for changes", async () => {
    const org = await createTestOrganization(t.db);
    const otherOrg = await createTestOrganization(t.db);
    const owner = await holder({ memberships: [{ organizationId: org.id }] });
    const colleague = await holder({ memberships: [{ organizationId: org.id }] });
    const colleagueWithoutQuota = await createTestUser(t.db, { memberships: [{ organizationId: org.id }] });
    const outsider = await holder({ memberships: [{ organizationId: otherOrg.id }] });
    const group = await createGroup(owner.cookie);

    const foreign = await call(owner.cookie, 'PUT', `/api/authors-groups/${group.id}`, {
      organization_id: otherOrg.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.details.fields.organization_id).toBe(
      'You can only share a group with your own organizations.',
    );
    expect((await call(colleague.cookie, 'GET', `/api/authors-groups/${group.id}`)).statusCode).toBe(404);

    const shared = await call(owner.cookie, 'PUT', `/api/authors-groups/${group.id}`, { organization_id: org.id });
    expect(shared.json().group.organization).toEqual({ id: org.id, name: org.name });
    const seen = await call(colleague.cookie, 'GET', `/api/authors-groups/${group.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().group.isOwner).toBe(false);
    expect(
      (await call(colleague.cookie, 'GET', '/api/authors-groups')).json().groups.map((g: { id: number }) => g.id),
    ).toEqual([group.id]);
    expect((await call(colleague.cookie, 'GET', `/api/authors-groups/${group.id}/members`)).statusCode).toBe(200);
    expect((await call(colleague.cookie, 'GET', `/api/authors-groups/${group.id}/member-authors`)).json()).toEqual({
      authorIds: [],
    });
    expect(
      (await call(colleague.cookie, 'PUT', `/api/authors-groups/${group.id}`, { display_name: 'Taken' })).statusCode,
    ).toBe(403);
    expect(
      (await call(colleague.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [authors.ada.id] }))
        .statusCode,
    ).toBe(403);
    expect((await call(colleague.cookie, 'DELETE', `/api/authors-groups/${group.id}`)).statusCode).toBe(403);
    const noQuota = await cookieOf(colleagueWithoutQuota.id);
    expect((await call(noQuota, 'GET', `/api/authors-groups/${group.id}`)).statusCode).toBe(403);
    expect((await call(outsider.cookie, 'GET', `/api/authors-groups/${group.id}`)).statusCode).toBe(404);
    expect(await memberRows()).toEqual([]);
  });

  it('adds authors picked in the search with a result per author: added, already a member, not found', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    const first = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, {
      authorIds: [authors.ada.id],
    });
    expect(first.json()).toEqual({
      addedCount: 1,
      results: [
        {
          input: String(authors.ada.id),
          kind: 'author_id',
          status: 'added',
          author: { id: authors.ada.id, name: 'Ada Lovelace' },
        },
      ],
    });
    const second = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, {
      authorIds: [authors.ada.id, authors.alan.id, 987654, authors.alan.id],
    });
    expect(second.json().results.map((r: { status: string }) => r.status)).toEqual([
      'already_member',
      'added',
      'not_found',
      'already_member',
    ]);
    expect(second.json().addedCount).toBe(1);
    expect(await memberRows()).toEqual([
      { authorId: authors.ada.id, source: 'search' },
      { authorId: authors.alan.id, source: 'search' },
    ]);
    // The author search marks these as in the group (walk: it offered "Add" for a member).
    const memberAuthors = await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}/member-authors`);
    expect(memberAuthors.json()).toEqual({ authorIds: [authors.ada.id, authors.alan.id].sort((a, b) => a - b) });
    const invalid = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: ['x'] });
    expect(invalid.statusCode).toBe(400);
    expect(
      (await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [] })).statusCode,
    ).toBe(400);
  });

  it('adds a pasted list of ORCIDs and author ids with a result per entry, in the order pasted', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [authors.grace.id] });
    const text = [
      'https://orcid.org/0000-0002-1825-0097',
      `${authors.alan.id}`,
      `${authors.grace.id}`,
      '0000-0002-1694-233x',
      '0000-0001-5109-3700',
      '0000-0002-1825-0098',
      'Hopper',
      '424242',
    ].join(',\n');
    const response = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, { text });
    expect(response.statusCode, response.body).toBe(200);
    expect(
      response.json().results.map((r: { input: string; kind: string; status: string }) => [r.kind, r.status]),
    ).toEqual([
      ['orcid', 'added'],
      ['author_id', 'added'],
      ['author_id', 'already_member'],
      ['orcid', 'already_member'],
      ['orcid', 'not_found'],
      ['unknown', 'invalid'],
      ['unknown', 'invalid'],
      ['author_id', 'not_found'],
    ]);
    expect(response.json().results[0].author).toEqual({ id: authors.ada.id, name: 'Ada Lovelace' });
    expect(response.json().addedCount).toBe(2);
    const rows = await t.db.kysely
      .selectFrom('authorsGroupMembers')
      .select(['authorId', 'source', 'foundName', 'foundOrcid'])
      .orderBy('id')
      .execute();
    expect(rows.slice(1)).toEqual([
      { authorId: authors.ada.id, source: 'orcid', foundName: 'Ada Lovelace', foundOrcid: '0000-0002-1825-0097' },
      { authorId: authors.alan.id, source: 'author_id', foundName: 'Alan Turing', foundOrcid: '0000-0002-1694-233X' },
    ]);

    const tooMany = Array.from({ length: AUTHORS_GROUP_LIMITS.maxItemsPerRequest + 1 }, (_, i) => String(i + 1)).join(
      ' ',
    );
    const refused = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, {
      text: tooMany,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('Paste at most 500 ORCIDs or author ids at once.');
    const empty = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, { text: ' ,; ' });
    expect(empty.statusCode).toBe(400);
    expect(await memberRows()).toHaveLength(3);
  });

  it('pages the members by name, 50 a page, and removes one', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    const extra = await t.db.kysely
      .insertInto('authors')
      .values(
        Array.from({ length: 56 }, (_, i) => ({
          name: `Member ${String(i).padStart(2, '0')}`,
          nameKey: `member_${i}`,
          orcid: null,
          gender: null,
          manualGender: null,
          externalId: null,
          firstYear: null,
          lastYear: null,
        })),
      )
      .returning('id')
      .execute();
    const ids = [authors.ada.id, authors.alan.id, authors.grace.id, authors.adam.id, ...extra.map((a) => a.id)];
    await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: ids });
    const page1 = (await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}/members`)).json();
    expect(page1).toMatchObject({ total: 60, offset: 0, pageSize: 50 });
    expect(page1.members).toHaveLength(50);
    expect(page1.members.slice(0, 3).map((m: { author: { name: string } }) => m.author.name)).toEqual([
      'Ada Lovelace',
      'Adam Lovelace',
      'Alan Turing',
    ]);
    const page2 = (await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}/members?offset=50`)).json();
    expect(page2.members).toHaveLength(10);
    expect(page2.members.at(-1).author.name).toBe('Member 55');
    expect((await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}/members?offset=-1`)).statusCode).toBe(400);

    const ada = page1.members[0];
    expect((await call(owner.cookie, 'DELETE', `/api/authors-groups/${group.id}/members/${ada.id}`)).statusCode).toBe(
      204,
    );
    expect((await call(owner.cookie, 'DELETE', `/api/authors-groups/${group.id}/members/${ada.id}`)).statusCode).toBe(
      404,
    );
    const after = (await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}`)).json();
    expect(after.group.membersCount).toBe(59);
  });

  it('re-matches a found author among the authors of its name, and refuses other authors and existing members', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, {
      text: `0000-0002-1825-0097 ${authors.alan.id}`,
    });
    const [adaMember] = await t.db.kysely
      .selectFrom('authorsGroupMembers')
      .select('id')
      .where('authorId', '=', authors.ada.id)
      .execute();
    const found = await call(owner.cookie, 'GET', `/api/authors-groups/members/${adaMember!.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json().member).toMatchObject({
      foundName: 'Ada Lovelace',
      foundOrcid: '0000-0002-1825-0097',
      source: 'orcid',
    });
    expect(found.json().candidates.map((c: { name: string }) => c.name)).toEqual(['Ada Lovelace', 'Adam Lovelace']);

    const wrong = await call(owner.cookie, 'PUT', `/api/authors-groups/members/${adaMember!.id}`, {
      authorId: authors.grace.id,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe('Pick one of the authors listed.');

    const repicked = await call(owner.cookie, 'PUT', `/api/authors-groups/members/${adaMember!.id}`, {
      authorId: authors.adam.id,
    });
    expect(repicked.statusCode).toBe(200);
    expect(repicked.json().member).toMatchObject({
      author: { id: authors.adam.id, name: 'Adam Lovelace' },
      foundName: 'Ada Lovelace',
    });
    expect((await memberRows()).map((m) => m.authorId)).toEqual([authors.adam.id, authors.alan.id]);

    // Alan is found under his own name; a second entry for Adam would duplicate a member.
    const [alanMember] = await t.db.kysely
      .selectFrom('authorsGroupMembers')
      .select('id')
      .where('authorId', '=', authors.alan.id)
      .execute();
    await t.db.kysely
      .updateTable('authorsGroupMembers')
      .set({ foundName: 'A. Lovelace' })
      .where('id', '=', alanMember!.id)
      .execute();
    const duplicate = await call(owner.cookie, 'PUT', `/api/authors-groups/members/${alanMember!.id}`, {
      authorId: authors.adam.id,
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error.message).toBe('This author already is a member of the group.');
    expect((await memberRows()).map((m) => m.authorId)).toEqual([authors.adam.id, authors.alan.id]);
  });

  it('refuses, whole, an addition that would take the group past its member limit', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    const filler = AUTHORS_GROUP_LIMITS.maxMembers - 1;
    const names = Array.from({ length: filler }, (_, i) => `Filler ${i}`);
    const ids: number[] = [];
    for (let start = 0; start < names.length; start += 500) {
      const rows = await t.db.kysely
        .insertInto('authors')
        .values(names.slice(start, start + 500).map((name) => ({ name, nameKey: name.toLowerCase() })))
        .returning('id')
        .execute();
      ids.push(...rows.map((r) => r.id));
    }
    for (let start = 0; start < ids.length; start += 500) {
      const added = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, {
        authorIds: ids.slice(start, start + 500),
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const refused = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members/import`, {
      text: `${authors.ada.id} ${authors.alan.id}`,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe('A group holds at most 5,000 members.');
    expect(await memberRows()).toHaveLength(filler);
    const last = await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, {
      authorIds: [authors.ada.id],
    });
    expect(last.json().addedCount).toBe(1);
  }, 60_000);

  it('deletes a group with its members', async () => {
    const owner = await holder();
    const group = await createGroup(owner.cookie);
    await call(owner.cookie, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [authors.ada.id] });
    expect((await call(owner.cookie, 'DELETE', `/api/authors-groups/${group.id}`)).statusCode).toBe(204);
    expect((await call(owner.cookie, 'GET', `/api/authors-groups/${group.id}`)).statusCode).toBe(404);
    expect(await memberRows()).toEqual([]);
  });
});
