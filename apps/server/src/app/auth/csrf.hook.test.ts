import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  createTestApp,
  createTestUser,
  sessionCookieFor,
  TEST_ORIGIN,
  type TestApp,
} from '../../test-support/test-app';

describeEachDatabase('CSRF protection', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const countRows = async (table: 'actionsLog' | 'users' | 'sessions') =>
    Number(
      (
        await t.db.kysely
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const logAction = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/actions-log', headers, payload: { action: 'click', payload: { x: 1 } } });

  it('rejects a logged-in POST without Origin or Referer with 403 auth.csrf and changes nothing', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const response = await logAction({ cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: { code: 'auth.csrf', message: 'Cross-site request rejected.' } });
    expect(await countRows('actionsLog')).toBe(0);
  });

  it('rejects a POST from a foreign Origin, a null Origin or a foreign Referer, with or without a session', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const foreign: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'http://localhost.evil.example' },
      { origin: 'http://localhost:8080' },
      { origin: 'null' },
      { origin: 'not a url' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example', referer: `${TEST_ORIGIN}/page` },
    ];
    for (const headers of foreign) {
      for (const withCookie of [true, false]) {
        const response = await logAction(withCookie ? { ...headers, cookie } : headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json().error.code).toBe('auth.csrf');
      }
    }
    expect(await countRows('actionsLog')).toBe(0);
  });

  it('rejects a cross-site registration and logout, leaving users and sessions unchanged', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: { origin: 'https://evil.example' },
      payload: { email: 'csrf@example.org', password: 'long enough' },
    });
    expect(register.statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout/',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(logout.statusCode).toBe(403);
    expect(await countRows('users')).toBe(1);
    expect(await countRows('sessions')).toBe(1);
  });

  it('accepts same-origin requests by Origin and by Referer', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    expect((await logAction({ cookie, origin: TEST_ORIGIN })).statusCode).toBe(204);
    expect((await logAction({ cookie, origin: 'http://localhost:80' })).statusCode).toBe(204);
    expect((await logAction({ cookie, referer: `${TEST_ORIGIN}/monitoring/` })).statusCode).toBe(204);
    expect(
      (await logAction({ cookie, host: 'sciscope.example:3000', origin: 'http://sciscope.example:3000' })).statusCode,
    ).toBe(204);
    expect(await countRows('actionsLog')).toBe(4);
  });

  it('trusts X-Forwarded-Host only when a reverse proxy is configured', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const proxied = {
      cookie,
      'x-forwarded-host': 'sciscope.example',
      'x-forwarded-proto': 'https',
      origin: 'https://sciscope.example',
    };
    expect((await logAction(proxied)).statusCode).toBe(403);
    const behindProxy = await createTestApp({ dialect, env: { SCISCOPE_TRUST_PROXY: '1' } });
    try {
      const proxiedUser = await createTestUser(behindProxy.db);
      const proxiedCookie = await sessionCookieFor({
        app: behindProxy.app,
        db: behindProxy.db,
        userId: proxiedUser.id,
      });
      const response = await behindProxy.app.inject({
        method: 'POST',
        url: '/api/actions-log',
        headers: { ...proxied, cookie: proxiedCookie },
        payload: { action: 'proxied' },
      });
      expect(response.statusCode).toBe(204);
    } finally {
      await behindProxy.close();
    }
  });

  it('lets a script without session cookie, Origin or Referer through (it acts as a guest)', async () => {
    const response = await logAction({});
    expect(response.statusCode).toBe(204);
    const [row] = await t.db.kysely.selectFrom('actionsLog').selectAll().execute();
    expect(row?.userId).toBeNull();
  });

  it('does not check safe methods: a GET without Origin still answers', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/current-user/',
      headers: { cookie, origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(user.email);
  });
});
