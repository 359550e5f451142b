import { afterEach, beforeEach, expect, it } from 'vitest';
import { API_TOKEN_LIMITS } from '@sciscope/contracts';
import { hashApiToken } from '../../app/auth/api-token';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';

describeEachDatabase('organization API tokens (/api/orgdev/)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const createToken = (cookie: string, organizationId: number, name: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/orgdev/${organizationId}/tokens`,
      headers: apiHeaders(cookie),
      payload: { name },
    });
  const listTokens = (cookie: string, organizationId: number) =>
    t.app.inject({ method: 'GET', url: `/api/orgdev/${organizationId}/tokens`, headers: { cookie } });
  const revoke = (cookie: string, organizationId: number, tokenId: number) =>
    t.app.inject({
      method: 'DELETE',
      url: `/api/orgdev/${organizationId}/tokens/${tokenId}`,
      headers: apiHeaders(cookie),
    });
  const tokenRows = () => t.db.kysely.selectFrom('apiTokens').selectAll().orderBy('id').execute();

  it('creates a token shown once, stores only its hash, and lists it without the secret', async () => {
    const org = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const cookie = await cookieOf(dev.id);

    const created = await createToken(cookie, org.id, '  Nightly export  ');
    expect(created.statusCode).toBe(201);
    const { token, plainToken } = created.json();
    expect(plainToken).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({
      name: 'Nightly export',
      prefix: plainToken.slice(0, 12),
      createdBy: { id: dev.id, email: dev.email },
      lastUsedAt: null,
      revokedAt: null,
    });

    const [row] = await tokenRows();
    expect(row).toMatchObject({ organizationId: org.id, createdBy: dev.id, tokenHash: hashApiToken(plainToken) });
    expect(JSON.stringify(row)).not.toContain(plainToken.slice(12));

    const listed = await listTokens(cookie, org.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual({ organization: { id: org.id, name: org.name }, canCreate: true, tokens: [token] });
    expect(listed.body).not.toContain(plainToken.slice(12));

    const [entry] = await createActionsLogRepository({ db: t.db }).listRecent({ limit: 1 });
    expect(entry).toMatchObject({ userId: dev.id, action: 'integrations.token_created' });
    expect(entry!.payload).not.toContain(plainToken);
  });

  it('revokes a token, keeps it listed with its revocation time, and logs it', async () => {
    const org = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const other = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const cookie = await cookieOf(dev.id);
    const { token } = (await createToken(cookie, org.id, 'CI')).json();

    // Any developer of the organization may revoke it, not only its creator.
    expect((await revoke(await cookieOf(other.id), org.id, token.id)).statusCode).toBe(204);
    const [listed] = (await listTokens(cookie, org.id)).json().tokens;
    expect(Date.parse(listed.revokedAt)).toBeGreaterThan(Date.now() - 60_000);
    // Revoking again changes nothing.
    expect((await revoke(cookie, org.id, token.id)).statusCode).toBe(204);
    expect((await listTokens(cookie, org.id)).json().tokens[0].revokedAt).toBe(listed.revokedAt);
    const actions = (await createActionsLogRepository({ db: t.db }).listRecent({ limit: 5 })).map((e) => e.action);
    expect(actions.filter((a) => a === 'integrations.token_revoked')).toHaveLength(1);
  });

  it("keeps organizations apart: a developer of A gets 404 for B's tokens and B's token ids", async () => {
    const a = await createTestOrganization(t.db);
    const b = await createTestOrganization(t.db);
    const devA = await createTestUser(t.db, { memberships: [{ organizationId: a.id, role: 'developer' }] });
    const devB = await createTestUser(t.db, { memberships: [{ organizationId: b.id, role: 'developer' }] });
    const cookieA = await cookieOf(devA.id);
    const tokenB = (await createToken(await cookieOf(devB.id), b.id, 'B only')).json().token;

    expect((await listTokens(cookieA, b.id)).statusCode).toBe(404);
    expect((await createToken(cookieA, b.id, 'sneaky')).statusCode).toBe(404);
    expect((await revoke(cookieA, b.id, tokenB.id)).statusCode).toBe(404);
    // B's token id under A's own organization is just as missing.
    const crossed = await revoke(cookieA, a.id, tokenB.id);
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.code).toBe('common.not_found');
    expect((await tokenRows()).map((r) => r.revokedAt)).toEqual([null]);
    expect((await tokenRows()).map((r) => r.organizationId)).toEqual([b.id]);
  });

  it('refuses members and admins (404), guests (401) and cross-site calls (403)', async () => {
    const org = await createTestOrganization(t.db);
    const member = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'member' }] });
    const admin = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'admin' }] });
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    for (const user of [member, admin]) {
      const cookie = await cookieOf(user.id);
      expect((await listTokens(cookie, org.id)).statusCode).toBe(404);
      expect((await createToken(cookie, org.id, 'nope')).statusCode).toBe(404);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/orgdev/${org.id}/tokens` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/orgdev/organizations' })).statusCode).toBe(401);
    const cookie = await cookieOf(dev.id);
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/api/orgdev/${org.id}/tokens`,
      headers: { cookie, origin: 'https://evil.example' },
      payload: { name: 'forged' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect(await tokenRows()).toEqual([]);
  });

  it('lets a superuser see and revoke any organization’s tokens but create none where not a developer', async () => {
    const org = await createTestOrganization(t.db, { name: 'Zeta' });
    const other = await createTestOrganization(t.db, { name: 'Alpha' });
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const superuser = await createTestUser(t.db, { superuser: true });
    const { token } = (await createToken(await cookieOf(dev.id), org.id, 'Sync')).json();
    const cookie = await cookieOf(superuser.id);

    const organizations = await t.app.inject({ method: 'GET', url: '/api/orgdev/organizations', headers: { cookie } });
    expect(organizations.json()).toEqual({
      organizations: [
        { id: other.id, name: 'Alpha', isDeveloper: false },
        { id: org.id, name: 'Zeta', isDeveloper: false },
      ],
    });
    const listed = (await listTokens(cookie, org.id)).json();
    expect(listed.canCreate).toBe(false);
    expect(listed.tokens.map((x: { id: number }) => x.id)).toEqual([token.id]);
    expect((await createToken(cookie, org.id, 'mine')).statusCode).toBe(403);
    expect((await revoke(cookie, org.id, token.id)).statusCode).toBe(204);
    expect((await listTokens(cookie, 999_999)).statusCode).toBe(404);
  });

  it('lists only the organizations a user develops for', async () => {
    const a = await createTestOrganization(t.db, { name: 'Beta' });
    const b = await createTestOrganization(t.db, { name: 'Alpha' });
    const c = await createTestOrganization(t.db, { name: 'Gamma' });
    const user = await createTestUser(t.db, {
      memberships: [
        { organizationId: a.id, role: 'developer' },
        { organizationId: b.id, role: 'developer' },
        { organizationId: c.id, role: 'admin' },
      ],
    });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/orgdev/organizations',
      headers: { cookie: await cookieOf(user.id) },
    });
    expect(response.json().organizations).toEqual([
      { id: b.id, name: 'Alpha', isDeveloper: true },
      { id: a.id, name: 'Beta', isDeveloper: true },
    ]);
  });

  it('rejects a blank or overlong name and bad ids with 400, creating nothing', async () => {
    const org = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const cookie = await cookieOf(dev.id);
    for (const name of ['   ', 'x'.repeat(101)]) {
      const response = await createToken(cookie, org.id, name);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toHaveProperty('name');
    }
    expect((await revoke(cookie, org.id, 0)).statusCode).toBe(400);
    expect((await listTokens(cookie, -1)).statusCode).toBe(400);
    expect(await tokenRows()).toEqual([]);
  });

  it(`caps an organization at ${API_TOKEN_LIMITS.activePerOrganization} active tokens`, async () => {
    const org = await createTestOrganization(t.db);
    const dev = await createTestUser(t.db, { memberships: [{ organizationId: org.id, role: 'developer' }] });
    const now = new Date().toISOString();
    await t.db.kysely
      .insertInto('apiTokens')
      .values(
        Array.from({ length: API_TOKEN_LIMITS.activePerOrganization }, (_, i) => ({
          organizationId: org.id,
          createdBy: dev.id,
          name: `t${i}`,
          tokenHash: `hash-${i}`,
          prefix: 'sct_xxxxxxxx',
          createdAt: now,
        })),
      )
      .execute();
    const cookie = await cookieOf(dev.id);
    const refused = await createToken(cookie, org.id, 'one too many');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('integrations.too_many_tokens');
    const [first] = await tokenRows();
    expect((await revoke(cookie, org.id, first!.id)).statusCode).toBe(204);
    expect((await createToken(cookie, org.id, 'fits again')).statusCode).toBe(201);
  });
});
