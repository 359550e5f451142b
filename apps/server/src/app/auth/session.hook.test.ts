import { afterEach, beforeEach, expect, it } from 'vitest';
import { ANONYMOUS_USER } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  loginCookie,
  sessionCookieFor,
  sessionCookieFrom,
  type TestApp,
} from '../../test-support/test-app';
import { SESSION_COOKIE, SESSION_TTL_MS, sessionIdFromToken } from './session';

describeEachDatabase('sessions', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const whoAmI = async (cookie?: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: cookie ? { cookie } : {} })).json();
  const sessionRows = () => t.db.kysely.selectFrom('sessions').selectAll().orderBy('createdAt').execute();

  it('stores only the SHA-256 of the cookie token, with a 30-day expiry', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie({ app: t.app, ...user });
    const signed = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
    const token = t.app.unsignCookie(signed).value!;
    const [row] = await sessionRows();
    expect(row?.id).toBe(sessionIdFromToken(token));
    expect(row?.id).not.toContain(token);
    expect(row?.userId).toBe(user.id);
    const ttl = Date.parse(row!.expiresAt) - Date.parse(row!.createdAt);
    expect(ttl).toBe(SESSION_TTL_MS);
  });

  it('keeps two users apart: each session cookie answers its own user only', async () => {
    const alice = await createTestUser(t.db, { email: 'alice@example.org' });
    const bob = await createTestUser(t.db, { email: 'bob@example.org' });
    const aliceCookie = await loginCookie({ app: t.app, ...alice });
    const bobCookie = await loginCookie({ app: t.app, ...bob });
    expect((await whoAmI(aliceCookie)).email).toBe('alice@example.org');
    expect((await whoAmI(bobCookie)).email).toBe('bob@example.org');
    // Bob logging out ends his session only.
    await t.app.inject({ method: 'POST', url: '/api/auth/logout/', headers: apiHeaders(bobCookie) });
    expect(await whoAmI(bobCookie)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(aliceCookie)).email).toBe('alice@example.org');
  });

  it('treats a forged, unsigned or re-signed cookie as anonymous', async () => {
    const user = await createTestUser(t.db);
    const cookie = await loginCookie({ app: t.app, ...user });
    const signed = decodeURIComponent(cookie.slice(`${SESSION_COOKIE}=`.length));
    const token = t.app.unsignCookie(signed).value!;
    const tampered = `${signed.slice(0, -2)}${signed.endsWith('AA') ? 'BB' : 'AA'}`;
    const forgedCookies = [
      `${SESSION_COOKIE}=${encodeURIComponent(token)}`, // the right token without signature
      `${SESSION_COOKIE}=${encodeURIComponent(tampered)}`, // a broken signature
      `${SESSION_COOKIE}=${encodeURIComponent(`${token}.${'x'.repeat(43)}`)}`, // a made-up signature
      `${SESSION_COOKIE}=${encodeURIComponent(sessionIdFromToken(token))}`, // the stored id as token
    ];
    for (const forged of forgedCookies) expect(await whoAmI(forged)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(cookie)).email).toBe(user.email);
  });

  it('rotates the session at login: the session presented before login is deleted', async () => {
    const user = await createTestUser(t.db);
    const first = await loginCookie({ app: t.app, ...user });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: apiHeaders(first),
      payload: { email: user.email, password: user.password },
    });
    const second = sessionCookieFrom(response);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect(await whoAmI(first)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(second!)).email).toBe(user.email);
    expect(await sessionRows()).toHaveLength(1);
  });

  it('ignores a session after its expiry and a session of a disabled user', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    expect((await whoAmI(cookie)).email).toBe(user.email);
    await t.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await whoAmI(cookie)).toEqual(ANONYMOUS_USER);

    const other = await createTestUser(t.db);
    const otherCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: other.id });
    await t.db.kysely.updateTable('users').set({ isActive: 0 }).where('id', '=', other.id).execute();
    expect(await whoAmI(otherCookie)).toEqual(ANONYMOUS_USER);
  });

  it('slides the expiry with activity, at most once a minute, and renews the cookie then', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const current = () => t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: { cookie } });

    const fresh = await current();
    expect(sessionCookieFrom(fresh)).toBeNull();
    const [before] = await sessionRows();

    const old = new Date(Date.now() - 5 * 60 * 1000).toISOString();
    const soon = new Date(Date.now() + 60 * 1000).toISOString();
    await t.db.kysely.updateTable('sessions').set({ lastSeenAt: old, expiresAt: soon }).execute();
    const renewed = await current();
    expect(sessionCookieFrom(renewed)).not.toBeNull();
    const [after] = await sessionRows();
    expect(Date.parse(after!.lastSeenAt)).toBeGreaterThan(Date.parse(old));
    expect(Date.parse(after!.expiresAt) - Date.parse(after!.lastSeenAt)).toBe(SESSION_TTL_MS);
    expect(after!.id).toBe(before!.id);
  });

  it('marks the session cookie Secure when the configuration asks for it', async () => {
    const secure = await createTestApp({ dialect, env: { SCISCOPE_SECURE_COOKIES: '1' } });
    try {
      const user = await createTestUser(secure.db);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        headers: apiHeaders(),
        payload: { email: user.email, password: user.password },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await secure.close();
    }
  });
});
