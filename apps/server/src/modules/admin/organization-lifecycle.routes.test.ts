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

describeEachDatabase('renaming and deleting an organisation', (dialect) => {
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

  it('lets the organisation’s admin and superusers rename it, trimmed, and logs the change', async () => {
    const renamed = await rename('  Acme Research ');
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: org.id, name: 'Acme Research' });
    const members = await call('GET', `/api/orgadmin/${org.id}/members`, adminCookie);
    expect(members.json().organization).toEqual({ id: org.id, name: 'Acme Research' });
    expect((await rename('Acme Labs', rootCookie)).statusCode).toBe(200);
    // A change of case alone is a rename of its own name, not a clash.
    expect((await rename('ACME LABS')).json()).toEqual({ id: org.id, name: 'ACME LABS' });
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
      details: { fields: { name: 'An organisation with this name already exists.' } },
    });
    expect(await nameOf(org.id)).toBe('Acme');
  });

  it('hides the rename from members, developers and admins of other organisations (404)', async () => {
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
    // Its proposal goes to the other organisation's folder: Acme's own folder stays empty.
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
    });
    expect((await call('GET', `/api/admin/organizations/${org.id}/deletion`, adminCookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/organizations/999999/deletion', rootCookie)).statusCode).toBe(404);
  });

  it('deletes the organisation: memberships, quota links, tokens and empty folders go; shared things stay private', async () => {
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
    // The member keeps their things (now private), their other organisation and the quota, tied to it alone.
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

  it('refuses while the organisation holds panels or proposals, naming them, and changes nothing', async () => {
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
    const panelId = await panels.insert({
      organizationId: org.id,
      name: 'Review',
      createdBy: null,
      memberAuthorIds: [],
    });
    const refused = await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'admin.organization_in_use',
      message: 'Acme still holds 1 panel and 2 proposals in 1 folder: delete them first, then the organisation.',
    });
    expect(await nameOf(org.id)).toBe('Acme');
    expect(await countRows(t.db, 'memberships', 'organizationId', org.id)).toBe(1);

    // With the panel deleted and the proposals left, the message names only those.
    await t.db.kysely.deleteFrom('panels').where('id', '=', panelId).execute();
    const proposalsOnly = await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie);
    expect(proposalsOnly.json().error.message).toBe(
      'Acme still holds 2 proposals in 1 folder: delete them first, then the organisation.',
    );
    await t.db.kysely.deleteFrom('proposals').where('folderId', '=', folder.id).execute();
    expect((await call('DELETE', `/api/admin/organizations/${org.id}`, rootCookie)).statusCode).toBe(200);
  });
});
