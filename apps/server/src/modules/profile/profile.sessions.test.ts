import { afterEach, beforeEach, expect, it } from 'vitest';
import { ANONYMOUS_USER } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  type TestApp,
} from '../../test-support/test-app';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describeEachDatabase('profile: password and sessions', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  let address = 0;
  /** Logs in through the API from a given browser; returns the session cookie. */
  async function loginFrom(user: { email: string; password: string }, userAgent: string): Promise<string> {
    address += 1;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { ...apiHeaders(), 'user-agent': userAgent },
      payload: { email: user.email, password: user.password },
      remoteAddress: `10.1.0.${address}`,
    });
    const cookie = sessionCookieFrom(response);
    if (!cookie) throw new Error(`login failed: ${response.body}`);
    return cookie;
  }
  const whoAmI = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: { cookie } })).json();
  const listSessions = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/profile/sessions', headers: { cookie } })).json()
      .sessions as Array<{
      id: string;
      browser: string;
      current: boolean;
      createdAt: string;
      lastSeenAt: string;
    }>;

  it('lists the active sessions with their browser, marking the current one', async () => {
    const user = await createTestUser(t.db);
    const laptop = await loginFrom(user, FIREFOX);
    await loginFrom(user, SAFARI);
    const sessions = await listSessions(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions.map((s) => [s.browser, s.current]).sort()).toEqual([
      ['Firefox 128 on Linux', true],
      ['Safari 17 on iOS', false],
    ]);
    for (const session of sessions) {
      expect(session.id).toMatch(/^[0-9a-f]{16}$/);
      expect(Date.parse(session.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    // Expired sessions are not listed.
    await t.db.kysely
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where('userAgent', '=', SAFARI)
      .execute();
    expect((await listSessions(laptop)).map((s) => s.browser)).toEqual(['Firefox 128 on Linux']);
  });

  it('signs out one other session; the current one and other users’ sessions are refused', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const laptop = await loginFrom(user, FIREFOX);
    const phone = await loginFrom(user, SAFARI);
    const othersCookie = await loginFrom(other, FIREFOX);
    const sessions = await listSessions(laptop);
    const phoneSession = sessions.find((s) => !s.current)!;
    const thisSession = sessions.find((s) => s.current)!;
    const otherUsersSession = (await listSessions(othersCookie))[0]!;
    const remove = (cookie: string, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/profile/sessions/${id}`, headers: apiHeaders(cookie) });

    expect((await remove(laptop, otherUsersSession.id)).statusCode).toBe(404);
    expect((await whoAmI(othersCookie)).email).toBe(other.email);
    expect((await remove(laptop, thisSession.id)).statusCode).toBe(400);
    expect((await remove(laptop, 'not-a-session')).statusCode).toBe(400);

    expect((await remove(laptop, phoneSession.id)).statusCode).toBe(204);
    expect(await whoAmI(phone)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(laptop)).email).toBe(user.email);
    expect((await remove(laptop, phoneSession.id)).statusCode).toBe(404);
  });

  it('signs out all other sessions at once, keeping the current one', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const laptop = await loginFrom(user, FIREFOX);
    const phones = [await loginFrom(user, SAFARI), await loginFrom(user, SAFARI)];
    const othersCookie = await loginFrom(other, FIREFOX);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/sessions/sign-out-others',
      headers: apiHeaders(laptop),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ signedOut: 2 });
    for (const phone of phones) expect(await whoAmI(phone)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(laptop)).email).toBe(user.email);
    expect((await whoAmI(othersCookie)).email).toBe(other.email);
    const [entry] = await createActionsLogRepository({ db: t.db }).listRecent({ limit: 1 });
    expect(entry).toMatchObject({ userId: user.id, action: 'profile.session_signed_out', payload: '{"count":2}' });
  });

  it('changes the password after re-authentication, signs out other sessions and rotates this one', async () => {
    const user = await createTestUser(t.db);
    const laptop = await loginFrom(user, FIREFOX);
    const phone = await loginFrom(user, SAFARI);
    const change = (payload: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/password',
        headers: { ...apiHeaders(laptop), 'user-agent': FIREFOX },
        payload,
      });

    const wrong = await change({ currentPassword: 'wrong password', newPassword: 'a brand new secret' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields).toHaveProperty('currentPassword');
    const short = await change({ currentPassword: user.password, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.details.fields.newPassword).toBe('Password must have at least 8 characters.');
    const same = await change({ currentPassword: user.password, newPassword: user.password });
    expect(same.statusCode).toBe(400);
    expect((await whoAmI(phone)).email).toBe(user.email);

    const changed = await change({ currentPassword: user.password, newPassword: 'a brand new secret' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ signedOut: 1 });
    const rotated = sessionCookieFrom(changed);
    expect(rotated).not.toBeNull();
    expect(rotated).not.toBe(laptop);
    expect(await whoAmI(laptop)).toEqual(ANONYMOUS_USER);
    expect(await whoAmI(phone)).toEqual(ANONYMOUS_USER);
    expect((await whoAmI(rotated!)).email).toBe(user.email);
    const [only] = await listSessions(rotated!);
    expect(only).toMatchObject({ current: true, browser: 'Firefox 128 on Linux' });

    await expect(loginFrom(user, FIREFOX)).rejects.toThrow();
    await expect(loginFrom({ email: user.email, password: 'a brand new secret' }, FIREFOX)).resolves.toBeTruthy();
    const logged = (await createActionsLogRepository({ db: t.db }).listRecent({ limit: 10 })).map((e) => e.action);
    expect(logged).toContain('profile.password_changed');
    expect(JSON.stringify(await createActionsLogRepository({ db: t.db }).listRecent({ limit: 10 }))).not.toContain(
      'a brand new secret',
    );
  });
});
