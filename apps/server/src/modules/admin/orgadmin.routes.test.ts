import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createOrganizationsRepository } from './organizations.repository';

describeEachDatabase('organization admin API', (dialect) => {
  let t: TestApp;
  let org: { id: number; name: string };
  let otherOrg: { id: number; name: string };
  let admin: { id: number; email: string };
  let adminCookie: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    org = await createTestOrganization(t.db, { name: 'Acme' });
    otherOrg = await createTestOrganization(t.db, { name: 'Other' });
    admin = await createTestUser(t.db, {
      email: 'boss@acme.example',
      memberships: [{ organizationId: org.id, role: 'admin' }],
    });
    adminCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: admin.id });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    { cookie = adminCookie, payload }: { cookie?: string | null; payload?: object } = {},
  ) => t.app.inject({ method, url, headers: apiHeaders(cookie ?? undefined), ...(payload ? { payload } : {}) });
  const members = (organizationId = org.id) =>
    createOrganizationsRepository({ db: t.db }).listMembers({ organizationId });
  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });

  it('shows the organization and its members to its admin', async () => {
    const dev = await createTestUser(t.db, {
      email: 'dev@acme.example',
      memberships: [{ organizationId: org.id, role: 'developer' }],
    });
    const response = await call('GET', `/api/orgadmin/${org.id}/members`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      organization: { id: org.id, name: 'Acme' },
      members: [
        { userId: admin.id, email: 'boss@acme.example', role: 'admin' },
        { userId: dev.id, email: 'dev@acme.example', role: 'developer' },
      ],
    });
  });

  it('adds and removes members', async () => {
    const newcomer = await createTestUser(t.db, { email: 'new@acme.example' });
    expect(
      (
        await call('POST', `/api/orgadmin/${org.id}/members`, {
          payload: { email: 'NEW@acme.example', role: 'developer' },
        })
      ).statusCode,
    ).toBe(204);
    expect(await members()).toContainEqual({ userId: newcomer.id, email: 'new@acme.example', role: 'developer' });
    expect((await call('DELETE', `/api/orgadmin/${org.id}/members/${newcomer.id}`)).statusCode).toBe(204);
    expect((await members()).map((m) => m.userId)).toEqual([admin.id]);
    expect((await call('DELETE', `/api/orgadmin/${org.id}/members/${newcomer.id}`)).statusCode).toBe(404);
  });

  it('answers 404 to admins of another organization, to plain members and for unknown ids, changing nothing', async () => {
    const outsider = await createTestUser(t.db, { memberships: [{ organizationId: otherOrg.id, role: 'admin' }] });
    const member = await createTestUser(t.db, {
      email: 'member@acme.example',
      memberships: [{ organizationId: org.id, role: 'member' }],
    });
    const target = await createTestUser(t.db, { email: 'target@example.org' });
    for (const cookie of [await cookieOf(outsider.id), await cookieOf(member.id)]) {
      const list = await call('GET', `/api/orgadmin/${org.id}/members`, { cookie });
      expect(list.statusCode).toBe(404);
      expect(list.json().error).toEqual({ code: 'common.not_found', message: 'Organization not found.' });
      expect(list.body).not.toContain('Acme');
      expect(
        (
          await call('POST', `/api/orgadmin/${org.id}/members`, {
            cookie,
            payload: { email: 'target@example.org', role: 'admin' },
          })
        ).statusCode,
      ).toBe(404);
      expect((await call('DELETE', `/api/orgadmin/${org.id}/members/${admin.id}`, { cookie })).statusCode).toBe(404);
    }
    // The same answer as for an organization that does not exist.
    expect((await call('GET', '/api/orgadmin/424242/members')).json().error).toEqual({
      code: 'common.not_found',
      message: 'Organization not found.',
    });
    expect((await members()).map((m) => m.userId).sort()).toEqual([admin.id, member.id].sort());
    expect((await members()).some((m) => m.userId === target.id)).toBe(false);
  });

  it('lets a superuser manage any organization and refuses guests with 401', async () => {
    const root = await createTestUser(t.db, { superuser: true });
    const cookie = await cookieOf(root.id);
    expect((await call('GET', `/api/orgadmin/${otherOrg.id}/members`, { cookie })).json()).toEqual({
      organization: { id: otherOrg.id, name: 'Other' },
      members: [],
    });
    await createTestUser(t.db, { email: 'x@example.org' });
    expect(
      (await call('POST', `/api/orgadmin/${otherOrg.id}/members`, { cookie, payload: { email: 'x@example.org' } }))
        .statusCode,
    ).toBe(204);
    expect((await call('GET', `/api/orgadmin/${org.id}/members`, { cookie: null })).statusCode).toBe(401);
    expect((await call('GET', `/api/orgadmin/abc/members`, { cookie: null })).statusCode).toBe(401);
    expect((await call('DELETE', `/api/orgadmin/${org.id}/members/${admin.id}`, { cookie: null })).statusCode).toBe(
      401,
    );
  });

  it('keeps the last admin: they can neither remove nor demote themselves, until another admin exists', async () => {
    const removeSelf = await call('DELETE', `/api/orgadmin/${org.id}/members/${admin.id}`);
    expect(removeSelf.statusCode).toBe(400);
    expect(removeSelf.json().error).toEqual({
      code: 'admin.last_admin',
      message: 'An organization must keep at least one admin.',
    });
    const demote = await call('POST', `/api/orgadmin/${org.id}/members`, {
      payload: { email: admin.email, role: 'member' },
    });
    expect(demote.statusCode).toBe(400);
    expect(await members()).toEqual([{ userId: admin.id, email: admin.email, role: 'admin' }]);

    await createTestUser(t.db, {
      email: 'second@acme.example',
      memberships: [{ organizationId: org.id, role: 'admin' }],
    });
    expect((await call('DELETE', `/api/orgadmin/${org.id}/members/${admin.id}`)).statusCode).toBe(204);
    expect((await members()).map((m) => m.email)).toEqual(['second@acme.example']);
  });

  it('rejects bad input with a field message and changes nothing', async () => {
    const cases: Array<['GET' | 'POST' | 'DELETE', string, object | undefined, string]> = [
      ['GET', '/api/orgadmin/abc/members', undefined, 'id'],
      ['POST', '/api/orgadmin/-3/members', { email: 'a@example.org' }, 'id'],
      ['POST', `/api/orgadmin/${org.id}/members`, { email: '' }, 'email'],
      ['POST', `/api/orgadmin/${org.id}/members`, { email: 'a@example.org', role: 'king' }, 'role'],
      ['POST', `/api/orgadmin/${org.id}/members`, { email: 'ghost@example.org' }, 'email'],
      ['DELETE', `/api/orgadmin/${org.id}/members/me`, undefined, 'userId'],
    ];
    for (const [method, url, payload, field] of cases) {
      const response = await call(method, url, payload ? { payload } : {});
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json().error.details.fields, `${method} ${url}`).toHaveProperty([field]);
    }
    expect(await members()).toEqual([{ userId: admin.id, email: admin.email, role: 'admin' }]);
  });
});
