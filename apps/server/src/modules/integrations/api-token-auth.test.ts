import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';

describeEachDatabase('API calls with Authorization: Bearer', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  /** A developer of a new organization (admin of a second one) and a token they created. */
  async function developerWithToken(options: { superuser?: boolean } = {}) {
    const org = await createTestOrganization(t.db);
    const otherOrg = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, {
      superuser: options.superuser ?? false,
      memberships: [
        { organizationId: org.id, role: 'developer' },
        { organizationId: otherOrg.id, role: 'admin' },
      ],
    });
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: dev.id });
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/orgdev/${org.id}/tokens`,
      headers: apiHeaders(cookie),
      payload: { name: 'script' },
    });
    const { token, plainToken } = created.json();
    return { org, otherOrg, dev, cookie, tokenId: token.id as number, bearer: `Bearer ${plainToken as string}` };
  }
  const currentUser = (authorization: string, cookie?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user/',
      headers: cookie ? { authorization, cookie } : { authorization },
    });
  const lastUsedAt = async (tokenId: number) =>
    (await t.db.kysely.selectFrom('apiTokens').select('lastUsedAt').where('id', '=', tokenId).executeTakeFirstOrThrow())
      .lastUsedAt;

  it('acts as its creator, limited to its organization and without superuser rights', async () => {
    const { org, dev, bearer } = await developerWithToken({ superuser: true });
    const response = await currentUser(bearer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: dev.id,
      email: dev.email,
      is_authenticated: true,
      is_superuser: false,
      organizations: [{ id: org.id }],
      orgadmin_organizations_ids: [],
      orgdev_organizations_ids: [org.id],
    });
    // The creator's superuser rights do not travel with the token.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users', headers: { authorization: bearer } })).statusCode,
    ).toBe(403);
  });

  it("answers 404 for another organization's calls, even one its creator administers", async () => {
    const { otherOrg, cookie, bearer } = await developerWithToken();
    const url = `/api/orgadmin/${otherOrg.id}/members`;
    expect((await t.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url, headers: { authorization: bearer } })).statusCode).toBe(404);
  });

  it('may not manage the account or tokens (403), so a leaked token cannot mint more', async () => {
    const { org, tokenId, bearer } = await developerWithToken();
    const calls = [
      { method: 'GET' as const, url: '/api/profile/' },
      { method: 'PUT' as const, url: '/api/profile/name', payload: { name: 'Mallory' } },
      { method: 'GET' as const, url: `/api/orgdev/${org.id}/tokens` },
      { method: 'POST' as const, url: `/api/orgdev/${org.id}/tokens`, payload: { name: 'more' } },
      { method: 'DELETE' as const, url: `/api/orgdev/${org.id}/tokens/${tokenId}` },
    ];
    for (const call of calls) {
      const response = await t.app.inject({ ...call, headers: { authorization: bearer } });
      expect(response.statusCode, call.url).toBe(403);
      expect(response.json().error.code).toBe('auth.session_required');
    }
    const rows = await t.db.kysely.selectFrom('apiTokens').select(['revokedAt']).execute();
    expect(rows).toEqual([{ revokedAt: null }]);
  });

  it('skips the cookie CSRF check for state-changing calls and logs them as the creator', async () => {
    const { dev, bearer } = await developerWithToken();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/actions-log',
      headers: { authorization: bearer },
      payload: { action: 'export.run' },
    });
    expect(response.statusCode).toBe(204);
    const row = await t.db.kysely
      .selectFrom('actionsLog')
      .select(['userId'])
      .where('action', '=', 'export.run')
      .executeTakeFirstOrThrow();
    expect(row.userId).toBe(dev.id);
    // Even a foreign Origin does not matter: a browser page cannot attach the header cross-site.
    const foreignOrigin = await t.app.inject({
      method: 'POST',
      url: '/api/actions-log',
      headers: { authorization: bearer, origin: 'https://elsewhere.example' },
      payload: { action: 'export.run' },
    });
    expect(foreignOrigin.statusCode).toBe(204);
  });

  it('answers 401 to revoked, unknown and malformed tokens, whatever cookie comes along', async () => {
    const { org, cookie, tokenId, bearer } = await developerWithToken();
    expect((await currentUser(bearer)).statusCode).toBe(200);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/orgdev/${org.id}/tokens/${tokenId}`,
      headers: apiHeaders(cookie),
    });
    for (const authorization of [bearer, `Bearer sct_${'A'.repeat(43)}`, 'Bearer nonsense', 'Bearer']) {
      // A valid session cookie alongside does not rescue a bad token.
      const response = await currentUser(authorization, cookie);
      expect(response.statusCode, authorization).toBe(401);
      expect(response.json().error.code).toBe('auth.invalid_token');
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/actions-log',
      headers: { authorization: bearer, cookie, origin: 'https://evil.example' },
      payload: { action: 'forged' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('stops working when its creator leaves the organization, stops developing for it, or is deactivated', async () => {
    const cases: Array<(dev: TestUser, organizationId: number) => Promise<unknown>> = [
      (dev, organizationId) =>
        t.db.kysely
          .deleteFrom('memberships')
          .where('userId', '=', dev.id)
          .where('organizationId', '=', organizationId)
          .execute(),
      (dev, organizationId) =>
        t.db.kysely
          .updateTable('memberships')
          .set({ role: 'member' })
          .where('userId', '=', dev.id)
          .where('organizationId', '=', organizationId)
          .execute(),
      (dev) => t.db.kysely.updateTable('users').set({ isActive: 0 }).where('id', '=', dev.id).execute(),
    ];
    for (const change of cases) {
      const { org, dev, bearer } = await developerWithToken();
      expect((await currentUser(bearer)).statusCode).toBe(200);
      await change(dev, org.id);
      expect((await currentUser(bearer)).statusCode).toBe(401);
    }
  });

  it('records the last use at most once a minute', async () => {
    const { tokenId, bearer } = await developerWithToken();
    expect(await lastUsedAt(tokenId)).toBeNull();
    await currentUser(bearer);
    const first = await lastUsedAt(tokenId);
    expect(Date.parse(first!)).toBeGreaterThan(Date.now() - 60_000);
    await currentUser(bearer);
    expect(await lastUsedAt(tokenId)).toBe(first);
    const old = new Date(Date.now() - 2 * 60_000).toISOString();
    await t.db.kysely.updateTable('apiTokens').set({ lastUsedAt: old }).execute();
    await currentUser(bearer);
    expect(Date.parse((await lastUsedAt(tokenId))!)).toBeGreaterThan(Date.parse(old));
  });

  it('ignores other Authorization schemes (a proxy’s Basic credentials): the cookie session still counts', async () => {
    const { dev, cookie } = await developerWithToken();
    const response = await currentUser('Basic dXNlcjpwYXNz', cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(dev.email);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/actions-log',
      headers: { authorization: 'Basic dXNlcjpwYXNz', cookie, origin: 'https://evil.example' },
      payload: { action: 'forged' },
    });
    expect(forged.statusCode).toBe(403);
  });
});
