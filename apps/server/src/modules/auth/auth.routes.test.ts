import { afterEach, beforeEach, expect, it } from 'vitest';
import { ANONYMOUS_USER, MESSAGES } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  type TestApp,
} from '../../test-support/test-app';
import { SESSION_COOKIE } from '../../app/auth/session';
import { createAuthRepository } from './auth.repository';

describeEachDatabase('auth routes', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, cookie?: string, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: apiHeaders(cookie), remoteAddress });
  const currentUser = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: cookie ? { cookie } : {} });

  it('answers the anonymous default user without a session', async () => {
    const response = await currentUser();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(ANONYMOUS_USER);
  });

  it('registers a user with a lower-cased e-mail, logs them in and answers the current user', async () => {
    const response = await post('/api/auth/register/', { email: '  New.User@Example.ORG ', password: 'long enough' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      email: 'new.user@example.org',
      is_authenticated: true,
      is_superuser: false,
    });
    const cookie = sessionCookieFrom(response);
    expect(cookie).not.toBeNull();
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).not.toContain('Secure');
    expect((await currentUser(cookie!)).json()).toMatchObject({
      email: 'new.user@example.org',
      is_authenticated: true,
    });
    const stored = await createAuthRepository({ db: t.db }).findCredentials({ email: 'new.user@example.org' });
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('refuses to register an e-mail twice, whatever its case', async () => {
    await createTestUser(t.db, { email: 'taken@example.org' });
    const response = await post('/api/auth/register/', { email: 'TAKEN@example.org', password: 'long enough' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'auth.email_taken',
        message: MESSAGES.emailTaken,
        details: { fields: { email: MESSAGES.emailTaken } },
      },
    });
    expect(sessionCookieFrom(response)).toBeNull();
    expect(await createAuthRepository({ db: t.db }).countUsers()).toBe(1);
  });

  it('rejects bad registration input with a field message and creates nobody', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'not-an-email', password: 'long enough' }, 'email'],
      [{ email: 'a@example.org', password: 'short' }, 'password'],
      [{ email: 'a@example.org' }, 'password'],
      [{ password: 'long enough' }, 'email'],
      [{ email: 'a@example.org', password: 'x'.repeat(300) }, 'password'],
    ];
    for (const [payload, field] of cases) {
      const response = await post(
        '/api/auth/register/',
        payload,
        undefined,
        `10.0.1.${cases.findIndex((c) => c[0] === payload)}`,
      );
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error.code).toBe('validation.failed');
      expect(Object.keys(body.error.details.fields)).toContain(field);
    }
    const short = await post(
      '/api/auth/register/',
      { email: 'a@example.org', password: 'short' },
      undefined,
      '10.0.2.1',
    );
    expect(short.json().error.details.fields.password).toBe('Password must have at least 8 characters.');
    expect(await createAuthRepository({ db: t.db }).countUsers()).toBe(0);
  });

  it('logs in with the right password, case-insensitively on the e-mail, and records the login', async () => {
    const user = await createTestUser(t.db, { email: 'login@example.org', password: 'the password' });
    const response = await post('/api/auth/login/', { email: 'Login@Example.org', password: 'the password' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.id, email: 'login@example.org', is_authenticated: true });
    expect(sessionCookieFrom(response)).not.toBeNull();
    const row = await t.db.kysely
      .selectFrom('users')
      .select('lastLoginAt')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.lastLoginAt).not.toBeNull();
  });

  it('answers the same generic error for a wrong password and for an unknown e-mail', async () => {
    await createTestUser(t.db, { email: 'known@example.org', password: 'the password' });
    const wrong = await post('/api/auth/login/', { email: 'known@example.org', password: 'not the password' });
    const unknown = await post('/api/auth/login/', { email: 'nobody@example.org', password: 'the password' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: 'auth.invalid_credentials', message: MESSAGES.invalidCredentials },
      });
      expect(sessionCookieFrom(response)).toBeNull();
    }
  });

  it('refuses to log in a disabled account with the generic error', async () => {
    const user = await createTestUser(t.db, { email: 'off@example.org', password: 'the password' });
    await t.db.kysely.updateTable('users').set({ isActive: 0 }).where('id', '=', user.id).execute();
    const response = await post('/api/auth/login/', { email: 'off@example.org', password: 'the password' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe(MESSAGES.invalidCredentials);
  });

  it('rejects a login without e-mail or password with a field message', async () => {
    const missing = await post('/api/auth/login/', { email: 'a@example.org' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields).toHaveProperty('password');
    const empty = await post('/api/auth/login/', { email: '  ', password: 'x' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.email).toBe('E-mail is required.');
    // Login checks no address shape (admin@localhost must work); a malformed one matches nobody.
    const malformed = await post('/api/auth/login/', { email: 'nope', password: 'x' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('auth.invalid_credentials');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: { ...apiHeaders(), 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('logs out: deletes the session, clears the cookie and answers 204', async () => {
    await createTestUser(t.db, { email: 'bye@example.org', password: 'the password' });
    const cookie = sessionCookieFrom(
      await post('/api/auth/login/', { email: 'bye@example.org', password: 'the password' }),
    )!;
    const response = await post('/api/auth/logout/', undefined, cookie);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cleared?.value).toBe('');
    expect((await currentUser(cookie)).json()).toEqual(ANONYMOUS_USER);
    const sessions = await t.db.kysely.selectFrom('sessions').selectAll().execute();
    expect(sessions).toHaveLength(0);
  });

  it('answers 204 to a logout without a session', async () => {
    const response = await post('/api/auth/logout/', undefined);
    expect(response.statusCode).toBe(204);
  });

  it('limits login attempts per client address to 10 a minute with 429', async () => {
    await createTestUser(t.db, { email: 'target@example.org', password: 'the password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await post('/api/auth/login/', { email: `guess${i}@example.org`, password: 'guess' }, undefined, '192.0.2.7'))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const blocked = await post(
      '/api/auth/login/',
      { email: 'target@example.org', password: 'the password' },
      undefined,
      '192.0.2.7',
    );
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('common.rate_limited');
    expect(sessionCookieFrom(blocked)).toBeNull();
    const elsewhere = await post(
      '/api/auth/login/',
      { email: 'target@example.org', password: 'the password' },
      undefined,
      '192.0.2.8',
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits login attempts per e-mail to 10 a minute, even from many addresses', async () => {
    await createTestUser(t.db, { email: 'victim@example.org', password: 'the password' });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (
          await post(
            '/api/auth/login/',
            { email: 'victim@example.org', password: `guess ${i}` },
            undefined,
            `198.51.100.${i}`,
          )
        ).statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
    const right = await post(
      '/api/auth/login/',
      { email: 'victim@example.org', password: 'the password' },
      undefined,
      '198.51.100.200',
    );
    expect(right.statusCode).toBe(429);
  });
});
