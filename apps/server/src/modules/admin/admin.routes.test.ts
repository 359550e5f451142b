import { afterEach, beforeEach, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE, MESSAGES } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createAccessRepository } from '../../app/access.repository';
import { createOrganizationsRepository } from './organizations.repository';

describeEachDatabase('superadmin API', (dialect) => {
  let t: TestApp;
  let adminCookie: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    const admin = await createTestUser(t.db, { email: 'root@example.org', superuser: true });
    adminCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: admin.id });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    { cookie = adminCookie, payload }: { cookie?: string | null; payload?: object } = {},
  ) => t.app.inject({ method, url, headers: apiHeaders(cookie ?? undefined), ...(payload ? { payload } : {}) });
  const organizations = () => createOrganizationsRepository({ db: t.db }).list();

  it('refuses every superadmin call to guests (401) and to other users (403), changing nothing', async () => {
    const user = await createTestUser(t.db, { email: 'plain@example.org' });
    const org = await createTestOrganization(t.db);
    const userCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const calls: Array<['GET' | 'POST' | 'DELETE', string, object?]> = [
      ['GET', '/api/admin/users'],
      ['POST', `/api/admin/users/${user.id}/quotas`, { name: 'monitoring' }],
      ['DELETE', `/api/admin/users/${user.id}/quotas/monitoring`],
      ['GET', '/api/admin/organizations'],
      ['POST', '/api/admin/organizations', { name: 'Sneaky' }],
      ['POST', `/api/admin/organizations/${org.id}/members`, { email: 'plain@example.org', role: 'admin' }],
      ['POST', '/api/admin/users/abc/quotas', { name: 'nope' }],
    ];
    for (const [method, url, payload] of calls) {
      const guest = await call(method, url, { cookie: null, ...(payload ? { payload } : {}) });
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.json().error.message).toBe(MESSAGES.pleaseLogin);
      const denied = await call(method, url, { cookie: userCookie, ...(payload ? { payload } : {}) });
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
      expect(denied.json().error.message).toBe(MESSAGES.forbidden);
    }
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([]);
    expect((await organizations()).map((o) => o.name)).toEqual([org.name]);
    expect(await createOrganizationsRepository({ db: t.db }).listMembers({ organizationId: org.id })).toEqual([]);
  });

  it('lists users by page with quotas and organizations, filtered by an e-mail substring', async () => {
    const org = await createTestOrganization(t.db, { name: 'Acme' });
    const alice = await createTestUser(t.db, {
      email: 'alice@acme.example',
      quotas: [{ name: 'monitoring', canBePrivate: true, organizationsIds: [org.id] }],
      memberships: [{ organizationId: org.id, role: 'admin' }],
    });
    for (let i = 0; i < ADMIN_PAGE_SIZE; i += 1) {
      await t.db.kysely
        .insertInto('users')
        .values({
          email: `bulk${i}@example.org`,
          passwordHash: 'x',
          isSuperuser: 0,
          isActive: 1,
          canManageCollections: 0,
          showChangelogLink: 0,
          dateJoined: new Date().toISOString(),
        })
        .execute();
    }
    const first = await call('GET', '/api/admin/users');
    expect(first.statusCode).toBe(200);
    expect(first.json().total).toBe(ADMIN_PAGE_SIZE + 2);
    expect(first.json().users).toHaveLength(ADMIN_PAGE_SIZE);
    const second = await call('GET', `/api/admin/users?offset=${ADMIN_PAGE_SIZE}`);
    expect(second.json().users).toHaveLength(2);

    const filtered = await call('GET', '/api/admin/users?query=ACME');
    expect(filtered.json()).toEqual({
      total: 1,
      users: [
        {
          id: alice.id,
          email: 'alice@acme.example',
          is_superuser: false,
          can_manage_collections: false,
          show_changelog_link: false,
          date_joined: expect.any(String),
          quotas: [{ name: 'monitoring', canBePrivate: true, organizations_ids: [org.id] }],
          organizations: [{ id: org.id, name: 'Acme', role: 'admin' }],
        },
      ],
    });
    // LIKE wildcards in the query are matched literally.
    expect((await call('GET', '/api/admin/users?query=%25')).json()).toEqual({ users: [], total: 0 });
    expect((await call('GET', '/api/admin/users?query=_')).json().total).toBe(0);
  });

  it('rejects bad paging input with a field message', async () => {
    for (const [url, field] of [
      ['/api/admin/users?offset=-1', 'offset'],
      ['/api/admin/users?offset=abc', 'offset'],
      [`/api/admin/users?query=${'x'.repeat(201)}`, 'query'],
    ] as const) {
      const response = await call('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details.fields).toHaveProperty(field);
    }
  });

  it('grants a quota, replaces it only when asked to, and revokes it', async () => {
    const a = await createTestOrganization(t.db);
    const b = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, { memberships: [{ organizationId: a.id }, { organizationId: b.id }] });
    const url = `/api/admin/users/${user.id}/quotas`;
    expect(
      (await call('POST', url, { payload: { name: 'monitoring', canBePrivate: true, organizationsIds: [a.id, b.id] } }))
        .statusCode,
    ).toBe(204);
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([
      { name: 'monitoring', canBePrivate: true, organizationsIds: [a.id, b.id] },
    ]);
    expect(
      (await call('POST', url, { payload: { name: 'monitoring', organizationsIds: [b.id], replace: true } }))
        .statusCode,
    ).toBe(204);
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([
      { name: 'monitoring', canBePrivate: false, organizationsIds: [b.id] },
    ]);

    expect((await call('DELETE', `${url}/monitoring`)).statusCode).toBe(204);
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([]);
    const again = await call('DELETE', `${url}/monitoring`);
    expect(again.statusCode).toBe(404);
  });

  it('refuses to grant a quota the user already holds without replace, keeping its settings', async () => {
    const org = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, { email: 'holder@example.org', memberships: [{ organizationId: org.id }] });
    const url = `/api/admin/users/${user.id}/quotas`;
    expect((await call('POST', url, { payload: { name: 'monitoring', organizationsIds: [org.id] } })).statusCode).toBe(
      204,
    );
    const again = await call('POST', url, { payload: { name: 'monitoring' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details.fields.name).toBe(
      'holder@example.org already holds monitoring: revoke it first, or replace its settings (replace: true).',
    );
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([
      { name: 'monitoring', canBePrivate: false, organizationsIds: [org.id] },
    ]);
  });

  it('refuses a quota tied to organizations the user is not a member of, naming them, changing nothing', async () => {
    const mine = await createTestOrganization(t.db, { name: 'Home Lab' });
    const other = await createTestOrganization(t.db, { name: 'Acme' });
    const third = await createTestOrganization(t.db, { name: 'Beta' });
    const user = await createTestUser(t.db, {
      email: 'outsider@example.org',
      memberships: [{ organizationId: mine.id }],
    });
    const url = `/api/admin/users/${user.id}/quotas`;
    const one = await call('POST', url, { payload: { name: 'monitoring', organizationsIds: [mine.id, other.id] } });
    expect(one.statusCode).toBe(400);
    expect(one.json().error.details.fields.organizationsIds).toBe(
      'outsider@example.org is not a member of Acme: add them to it first, or leave it out.',
    );
    const two = await call('POST', url, { payload: { name: 'monitoring', organizationsIds: [other.id, third.id] } });
    expect(two.json().error.message).toBe(
      'outsider@example.org is not a member of Acme and Beta: add them to these organizations first, or leave them out.',
    );
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([]);
    expect((await call('POST', url, { payload: { name: 'monitoring', organizationsIds: [mine.id] } })).statusCode).toBe(
      204,
    );
  });

  it('refuses unknown body fields such as organizations_ids instead of granting without organizations', async () => {
    const org = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, { memberships: [{ organizationId: org.id }] });
    const response = await call('POST', `/api/admin/users/${user.id}/quotas`, {
      payload: { name: 'monitoring', organizations_ids: [org.id] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(
      'Unknown field: organizations_ids. The organizations go in organizationsIds.',
    );
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([]);
  });

  it('rejects bad quota input with a field message and changes nothing', async () => {
    const user = await createTestUser(t.db, { quotas: ['referee_finder'] });
    const url = `/api/admin/users/${user.id}/quotas`;
    const cases: Array<[string, object, string]> = [
      ['/api/admin/users/abc/quotas', { name: 'monitoring' }, 'id'],
      ['/api/admin/users/0/quotas', { name: 'monitoring' }, 'id'],
      ['/api/admin/users/99999999999/quotas', { name: 'monitoring' }, 'id'],
      [url, { name: 'superpowers' }, 'name'],
      [url, {}, 'name'],
      [url, { name: 'monitoring', canBePrivate: 'yes' }, 'canBePrivate'],
      [url, { name: 'monitoring', organizationsIds: ['x'] }, 'organizationsIds.0'],
      [url, { name: 'monitoring', organizationsIds: [424242] }, 'organizationsIds'],
    ];
    for (const [target, payload, field] of cases) {
      const response = await call('POST', target, { payload });
      expect(response.statusCode, `${target} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json().error.details.fields, JSON.stringify(payload)).toHaveProperty([field]);
    }
    expect(
      (await call('POST', `/api/admin/users/abc/quotas`, { payload: { name: 'monitoring' } })).json().error.details
        .fields.id,
    ).toBe('"abc" is not a valid id.');
    const badName = await call('DELETE', `${url}/superpowers`);
    expect(badName.statusCode).toBe(400);
    expect(badName.json().error.details.fields.name).toBe('Unknown quota name.');
    expect(await createAccessRepository({ db: t.db }).listQuotas({ userId: user.id })).toEqual([
      { name: 'referee_finder', canBePrivate: false, organizationsIds: [] },
    ]);
  });

  it("sets a user's Changelog link: listed, shown by current-user, superusers only, validated", async () => {
    const user = await createTestUser(t.db, { email: 'reader@example.org' });
    const userCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const url = `/api/admin/users/${user.id}/show-changelog-link`;
    const flag = async () =>
      (await call('GET', '/api/auth/current-user/', { cookie: userCookie })).json().show_changelog_link;
    const listed = async () => (await call('GET', '/api/admin/users?query=reader')).json().users[0].show_changelog_link;
    expect(await flag()).toBe(false);

    expect((await call('PUT', url, { cookie: null, payload: { show_changelog_link: true } })).statusCode).toBe(401);
    expect((await call('PUT', url, { cookie: userCookie, payload: { show_changelog_link: true } })).statusCode).toBe(
      403,
    );
    const bad = await call('PUT', url, { payload: { show_changelog_link: 'yes' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details.fields.show_changelog_link).toBe('show_changelog_link must be true or false.');
    expect(await flag()).toBe(false);

    expect((await call('PUT', url, { payload: { show_changelog_link: true } })).statusCode).toBe(204);
    expect(await flag()).toBe(true);
    expect(await listed()).toBe(true);
    expect((await call('PUT', url, { payload: { show_changelog_link: false } })).statusCode).toBe(204);
    expect(await flag()).toBe(false);
    expect(await listed()).toBe(false);
    const unknown = await call('PUT', '/api/admin/users/424242/show-changelog-link', {
      payload: { show_changelog_link: true },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('answers 404 for quotas of an unknown user', async () => {
    expect((await call('POST', '/api/admin/users/424242/quotas', { payload: { name: 'monitoring' } })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', '/api/admin/users/424242/quotas/monitoring')).statusCode).toBe(404);
  });

  it('creates and lists organizations, refusing duplicate names whatever their case', async () => {
    const created = await call('POST', '/api/admin/organizations', { payload: { name: '  Beta Lab ' } });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({ id: expect.any(Number), name: 'Beta Lab', membersCount: 0 });
    const org = created.json() as { id: number };
    await createTestUser(t.db, { email: 'm@example.org', memberships: [{ organizationId: org.id }] });
    await call('POST', '/api/admin/organizations', { payload: { name: 'Alpha' } });

    const duplicate = await call('POST', '/api/admin/organizations', { payload: { name: 'beta lab' } });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().error).toMatchObject({
      code: 'admin.organization_exists',
      details: { fields: { name: expect.any(String) } },
    });
    const empty = await call('POST', '/api/admin/organizations', { payload: { name: '   ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.name).toBe('Name is required.');
    const long = await call('POST', '/api/admin/organizations', { payload: { name: 'x'.repeat(201) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields.name).toBe('Name is too long (at most 200 characters).');
    expect((await call('POST', '/api/admin/organizations', { payload: { name: 'y'.repeat(200) } })).statusCode).toBe(
      200,
    );

    const list = await call('GET', '/api/admin/organizations');
    expect(list.json()).toEqual([
      { id: expect.any(Number), name: 'Alpha', membersCount: 0 },
      { id: org.id, name: 'Beta Lab', membersCount: 1 },
      { id: expect.any(Number), name: 'y'.repeat(200), membersCount: 0 },
    ]);
  });

  it('adds members to an organization by e-mail and changes their role, saying which it did', async () => {
    const org = await createTestOrganization(t.db);
    const user = await createTestUser(t.db, { email: 'member@example.org' });
    const url = `/api/admin/organizations/${org.id}/members`;
    const added = await call('POST', url, { payload: { email: ' Member@Example.org ' } });
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ result: 'added', email: 'member@example.org', role: 'member', previousRole: null });
    expect(await createOrganizationsRepository({ db: t.db }).listMembers({ organizationId: org.id })).toEqual([
      { userId: user.id, email: 'member@example.org', role: 'member' },
    ]);
    const changed = await call('POST', url, { payload: { email: 'member@example.org', role: 'developer' } });
    expect(changed.json()).toEqual({
      result: 'role_changed',
      email: 'member@example.org',
      role: 'developer',
      previousRole: 'member',
    });
    expect((await createOrganizationsRepository({ db: t.db }).listMembers({ organizationId: org.id }))[0]?.role).toBe(
      'developer',
    );
    const same = await call('POST', url, { payload: { email: 'member@example.org', role: 'developer' } });
    expect(same.json()).toMatchObject({ result: 'unchanged', role: 'developer', previousRole: 'developer' });
  });

  it('refuses a text that is no e-mail address with a format error, not "No account uses this e-mail."', async () => {
    const org = await createTestOrganization(t.db);
    const response = await call('POST', `/api/admin/organizations/${org.id}/members`, {
      payload: { email: 'not an email' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields.email).toBe('Enter a valid e-mail address.');
    // Accounts on a local domain, like the initial superuser, can still be added.
    await createTestUser(t.db, { email: 'admin@localhost' });
    const local = await call('POST', `/api/admin/organizations/${org.id}/members`, {
      payload: { email: 'admin@localhost' },
    });
    expect(local.statusCode).toBe(200);
  });

  it('rejects unknown e-mails, roles and organizations when adding members, changing nothing', async () => {
    const org = await createTestOrganization(t.db);
    await createTestUser(t.db, { email: 'member@example.org' });
    const url = `/api/admin/organizations/${org.id}/members`;
    const unknown = await call('POST', url, { payload: { email: 'ghost@example.org' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      code: 'admin.unknown_email',
      details: { fields: { email: 'No account uses this e-mail.' } },
    });
    const badRole = await call('POST', url, { payload: { email: 'member@example.org', role: 'owner' } });
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.details.fields.role).toBe('Unknown role.');
    const noEmail = await call('POST', url, { payload: { role: 'member' } });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json().error.details.fields).toHaveProperty('email');
    expect(
      (await call('POST', '/api/admin/organizations/x/members', { payload: { email: 'member@example.org' } }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/admin/organizations/424242/members', { payload: { email: 'member@example.org' } }))
        .statusCode,
    ).toBe(404);
    expect(await createOrganizationsRepository({ db: t.db }).listMembers({ organizationId: org.id })).toEqual([]);
  });
});
