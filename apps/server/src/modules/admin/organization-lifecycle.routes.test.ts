import { afterEach, beforeEach, expect, it } from 'vitest';
import { countRows, seedAccountData } from '../../test-support/account-data.fixture';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { nowIso } from '../../app/database/kysely';
import { createPanelsRepository } from '../panels/panels.repository';

describeEachDatabase('renaming and deleting an organization', (dialect) => {
  let t: TestApp;
  let org: { id: number; name: string };
  let other: { id: number; name: string };
  let rootCookie: string;
  let adminCookie: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    org = await createTestOrganization(t.db, { name: 'Acme' });
    other = await createTestOrganization(t.db, { name: 'Other' });
    const root = await createTestUser(t.db, { superuser: true });
    const admin = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'admin' }] });
    rootCookie = await cookieOf(root.id);
    adminCookie = await cookieOf(admin.id);
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, cookie: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  const rename = (name: string, cookie = adminCookie, id = org.id) =>
    call('PUT', `/api/orgadmin/${id}`, cookie, { name });
  const nameOf = async (id: number) =>
    (await t.db.kysely.selectFrom('organizations').select('name').where('id', '=', id).executeTakeFirst())?.name;

  it('lets the organization’s admin and superusers rename it, trimmed, and logs the change', async () => {
    const renamed = await rename('  Acme Research ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: org.id, name: 'Acme Research', changed: true });
    const members = await call('GET', `/api/orgadmin/${org.id}/members`, adminCookie);
    expect(members.json().organization).toEqual({ id: org.id, name: 'Acme Research' });
    expect((await rename('Acme Labs', rootCookie)).statusCode).toBe(200);
    // A change of case alone is a rename of its own name, not a clash.
    expect((await rename('ACME LABS')).json()).toEqual({ id: org.id, name: 'ACME LABS', changed: true });
    // The name it has, spaces aside, changes nothing and says so (and is not logged below).
    const same = await rename(' ACME LABS  ');
    expect(same.statusCode).toBe(200);
    expect(same.json()).toEqual({ id: org.id, name: 'ACME LABS', changed: false });
    const log = await t.db.kysely
      .selectFrom('actionsLog')
      .select('payload')
      .where('action', '=', 'organization.renamed')
      .orderBy('id')
      .execute();
    expect(log.map((entry) => JSON.parse(entry.payload!))).toEqual([
      { organizationId: org.id, from: 'Acme', to: 'Acme Research' },
      { organizationId: org.id, from: 'Acme Research', to: 'Acme Labs' },
      { organizationId: org.id, from: 'Acme Labs', to: 'ACME LABS' },
    ]);
  });

  it('applies creation’s name rules: required, at most 200 characters, unique ignoring case', async () => {
    const empty = await rename('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.name).toBe('Name is required.');
    const long = await rename('x'.repeat(201));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields.name).toBe('Name is too long (at most 200 characters).');
    const taken = await rename('other');
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({
      code: 'admin.organization_exists',
      details: { fields: { name: 'An organization with this name already exists.' } },
    });
    expect(await nameOf(org.id)).toBe('Acme');
  });

  it('hides the rename from members, developers and admins of other organizations (404)', async () => {
    for (const role of ['member', 'developer'] as const) {
      const user = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role }] });
      expect((await rename('Taken over', await cookieOf(user.id))).statusCode).toBe(404);
    }
    const otherAdmin = await createTestUser(t.db, { memberships: [{ organizationId: other.id, role: 'admin' }] });
    expect((await rename('Taken over', await cookieOf(otherAdmin.id))).statusCode).toBe(404);
    expect((await rename('Nowhere', rootCookie, 999_999)).statusCode).toBe(404);
    expect(await nameOf(org.id)).toBe('Acme');
  });

  /** Members with their own things shared with Acme, an API token, quotas tied to Acme and Other, an empty folder. */
  async function populate() {
    const corpus = createCorpusFactories({ db: t.db });
    const author = await corpus.author({ name: 'Ada Corpus' });
    const article = await corpus.article({ title: 'Graphs', authors: [author.id] });
    const emptyFolder = await t.db.kysely
      .insertInto('folders')
      .values({ organizationId: org.id, personalOwnerId: null, name: 'Empty', createdBy: null, createdAt: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = await createTestUser(t.db, {
      memberships: [
        { organizationId: org.id, role: 'developer' },
        { organizationId: other.id, role: 'member' },
      ],
      quotas: [{ name: 'monitoring', organizationsIds: [org.id, other.id] }],
    });
    const context = { db: t.db, organizationId: org.id, authorId: author.id, articleId: article.id };
    // Its proposal goes to the other organization's folder: Acme's own folder stays empty.
    const otherFolder = await t.db.kysely
      .insertInto('folders')
      .values({ organizationId: other.id, personalOwnerId: null, name: 'Other', createdBy: null, createdAt: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const seeded = await seedAccountData({ ...context, folderId: otherFolder.id }, member);
    await t.db.kysely
      .insertInto('refereeDefaultSettings')
      .values({ scope: 'organization', scopeId: org.id, settings: 'min_h_index=2', updatedBy: null, updatedAt: '' })
      .execute();
    return { member, seeded, emptyFolderId: emptyFolder.id };
  }

  it('lists what a deletion removes and detaches, for superusers only', async () => {
    await populate();
    const impact = await call('GET', `/api/admin/organizations/${org.id}/deletion`, rootCookie);
    expect(impact.statusCode).toBe(200);
    expect(impact.json()).toEqual({
      organization: { id: org.id, name: 'Acme' },
      removes: { memberships: 2, quotaGrants: 1, apiTokens: 1, emptyFolders: 1 },
      detaches: { monitorings: 1, labels: 1, authorsGroups: 1 },
      blockers: { panels: 0, foldersWithProposals: 0, proposals: 0 },
      blocking: { panels: [], folders: [] },
    });
    expect((await call('GET', `/api/admin/organizations/${org.id}/deletion`, adminCookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/organizations/999999/deletion', rootCookie)).statusCode).toBe(404);
  });

  it('deletes the organization: memberships, quota links, tokens and empty folders go; shared things stay private', async () => {
    const { member, seeded, emptyFolderId } = await populate();
    expect((await call('DELETE', `/api/admin/organizations/${org.id}`, adminCookie)).statusCode).toBe(403);
    const deleted = await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().removes).toEqual({ memberships: 2, quotaGrants: 1, apiTokens: 1, emptyFolders: 1 });

    expect(await nameOf(org.id)).toBeUndefined();
    for (const [table, column] of [
      ['memberships', 'organizationId'],
      ['userQuotaOrganizations', 'organizationId'],
      ['apiTokens', 'organizationId'],
      ['folders', 'organizationId'],
      ['monitorings', 'organizationId'],
      ['labels', 'organizationId'],
      ['authorsGroups', 'organizationId'],
    ] as const) {
      expect(await countRows(t.db, table, column, org.id), table).toBe(0);
    }
    expect(await countRows(t.db, 'folders', 'id', emptyFolderId)).toBe(0);
    expect(await countRows(t.db, 'refereeDefaultSettings', 'scopeId', org.id)).toBe(0);
    // The member keeps their things (now private), their other organization and the quota, tied to it alone.
    const monitoring = await t.db.kysely
      .selectFrom('monitorings')
      .select(['ownerId', 'organizationId'])
      .where('id', '=', seeded.monitoringId)
      .executeTakeFirst();
    expect(monitoring).toEqual({ ownerId: member.id, organizationId: null });
    expect(await countRows(t.db, 'labels', 'id', seeded.labelId)).toBe(1);
    expect(await countRows(t.db, 'authorsGroups', 'ownerId', member.id)).toBe(1);
    const current = (await call('GET', '/api/auth/current-user/', await cookieOf(member.id))).json();
    expect(current.organizations.map((o: { id: number }) => o.id)).toEqual([other.id]);
    expect(current.active_quotas).toEqual([['monitoring', { canBePrivate: false, organizations_ids: [other.id] }]]);
    expect(await nameOf(other.id)).toBe('Other');
    expect(await countRows(t.db, 'proposals', 'id', seeded.sharedProposalId)).toBe(1);
    const log = await t.db.kysely
      .selectFrom('actionsLog')
      .select('payload')
      .where('action', '=', 'organization.deleted')
      .execute();
    expect(log.map((entry) => JSON.parse(entry.payload!).name)).toEqual(['Acme']);
    expect((await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie)).statusCode).toBe(404);
  });

  it('lets a member whose plan allows no private monitorings keep saving the one the deletion made private', async () => {
    const { member, seeded } = await populate();
    const graphs = await createCorpusFactories({ db: t.db }).concept({ name: 'kept graphs' });
    expect((await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie)).statusCode).toBe(200);
    const cookie = await cookieOf(member.id);
    const save = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/monitoring/edit',
        headers: apiHeaders(cookie),
        payload: {
          title: 'Graphs, kept',
          topics: [{ title: 'Graphs', color: '#1c7ed6', conceptIds: [graphs.id] }],
          organizationId: null,
          ...payload,
        },
      });
    const organizationOf = async (id: number) =>
      (await t.db.kysely.selectFrom('monitorings').select('organizationId').where('id', '=', id).executeTakeFirst())
        ?.organizationId;

    // Changed and renamed as it is: private, without being asked for an organization.
    const kept = await save({ id: seeded.monitoringId });
    expect(kept.statusCode, kept.body).toBe(200);
    const opened = await t.app.inject({ url: `/api/monitoring/${seeded.monitoringId}`, headers: { cookie } });
    expect(opened.json().monitoring).toMatchObject({ title: 'Graphs, kept', organization: null });
    // A new private monitoring is still refused: the plan wants an organization, and offers Other.
    const fresh = await save({});
    expect(fresh.statusCode).toBe(400);
    expect(fresh.json().error.code).toBe('monitoring.organization_required');
    // The kept one may be shared with an organization the plan offers; once shared, it cannot go private again.
    expect((await save({ id: seeded.monitoringId, organizationId: other.id })).statusCode).toBe(200);
    expect(await organizationOf(seeded.monitoringId)).toBe(other.id);
    const unshared = await save({ id: seeded.monitoringId, organizationId: null });
    expect(unshared.statusCode).toBe(400);
    expect(unshared.json().error.code).toBe('monitoring.organization_required');
    expect(await organizationOf(seeded.monitoringId)).toBe(other.id);
  });

  it('refuses while the organization holds panels or proposals, naming them, and changes nothing', async () => {
    const folder = await t.db.kysely
      .insertInto('folders')
      .values({ organizationId: org.id, personalOwnerId: null, name: 'Calls', createdBy: null, createdAt: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const title of ['First', 'Second']) {
      await t.db.kysely
        .insertInto('proposals')
        .values({
          folderId: folder.id,
          title,
          abstract: '',
          originId: null,
          attributes: '[]',
          authors: '[]',
          createdBy: null,
          createdAt: nowIso(),
          updatedAt: nowIso(),
        })
        .execute();
    }
    const panels = createPanelsRepository({ db: t.db });
    const creator = await createTestUser(t.db, {
      email: 'panel.creator@example.org',
      memberships: [{ organizationId: org.id }],
    });
    const panelId = await panels.insert({
      organizationId: org.id,
      name: 'Review',
      createdBy: creator.id,
      memberAuthorIds: [],
    });
    // Each blocker is named, with an id to open it: the panel with its creator, the folder with its proposals.
    const blocking = {
      panels: [{ id: panelId, name: 'Review', createdByEmail: 'panel.creator@example.org' }],
      folders: [{ id: folder.id, name: 'Calls', proposals: 2 }],
    };
    const impact = await call('GET', `/api/admin/organizations/${org.id}/deletion`, rootCookie);
    expect(impact.json().blocking).toEqual(blocking);
    const refused = await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'admin.organization_in_use',
      message: 'Acme still holds 1 panel and 2 proposals in 1 folder: delete them first, then the organization.',
      details: { blocking },
    });
    // The superuser can open the folder (an editor of every organization folder) to delete its proposals.
    const opened = await call('GET', `/api/folders/${folder.id}`, rootCookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(await nameOf(org.id)).toBe('Acme');
    expect(await countRows(t.db, 'memberships', 'organizationId', org.id)).toBe(2);

    // With the panel deleted and the proposals left, the message names only those.
    await t.db.kysely.deleteFrom('panels').where('id', '=', panelId).execute();
    const proposalsOnly = await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie);
    expect(proposalsOnly.json().error.message).toBe(
      'Acme still holds 2 proposals in 1 folder: delete them first, then the organization.',
    );
    await t.db.kysely.deleteFrom('proposals').where('folderId', '=', folder.id).execute();
    expect((await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie)).statusCode).toBe(200);
  });
});
