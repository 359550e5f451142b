import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { PASSWORD_RESET_TEXTS } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import { readEml } from '../../test-support/eml';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  type TestApp,
} from '../../test-support/test-app';
import { passwordResetToken } from './password-reset.usecases';

describeEachDatabase('password reset', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers: apiHeaders(cookie) });
  const outbox = () => {
    const dir = t.config.mail.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((f) => readEml(readFileSync(join(dir, f), 'utf8'))) : [];
  };
  const login = (email: string, password: string) => post('/api/auth/login/', { email, password });

  it('mails a one-time link that sets the password, signs out every session and logs in', async () => {
    const user = await createTestUser(t.db, { email: 'forgetful@example.org', password: 'old password 1' });
    const before = sessionCookieFrom(await login(user.email, 'old password 1'))!;

    const asked = await post('/api/auth/password-reset/', { email: ' Forgetful@Example.org ' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_TEXTS.sent });
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: 'forgetful@example.org', subject: 'Choose a new sciscope password' });
    const token = /\/accounts\/password-reset\/(\S+)/.exec(mail!.text)![1]!;
    expect(mail!.text).toContain(`${t.config.publicUrl}/accounts/password-reset/${token}`);

    // Too short a password is refused and the link still works.
    const short = await post('/api/auth/password-reset/confirm/', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    const done = await post('/api/auth/password-reset/confirm/', { token, password: 'new password 2' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ email: 'forgetful@example.org', is_authenticated: true });
    expect(sessionCookieFrom(done)).not.toBeNull();

    // The old password and the old session are gone; the link does not work twice.
    expect((await login(user.email, 'old password 1')).statusCode).toBe(400);
    expect((await login(user.email, 'new password 2')).statusCode).toBe(200);
    const stale = await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: { cookie: before } });
    expect(stale.json().is_authenticated).toBe(false);
    const again = await post('/api/auth/password-reset/confirm/', { token, password: 'third password 3' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.message).toBe(PASSWORD_RESET_TEXTS.invalidLink);
  });

  it('answers the same for an address no account uses, and sends nothing', async () => {
    const asked = await post('/api/auth/password-reset/', { email: 'nobody@example.org' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_TEXTS.sent });
    expect(outbox()).toEqual([]);
  });

  it('refuses a forged, altered or expired link, changing nothing', async () => {
    const user = await createTestUser(t.db, { email: 'target@example.org', password: 'kept password 1' });
    const hash = (
      await t.db.kysely.selectFrom('users').select('passwordHash').where('id', '=', user.id).executeTakeFirstOrThrow()
    ).passwordHash;
    const expired = passwordResetToken({
      secret: t.config.secret,
      userId: user.id,
      passwordHash: hash,
      now: new Date(Date.now() - 2 * 3600_000),
    });
    const forged = passwordResetToken({ secret: 'not the secret', userId: user.id, passwordHash: hash });
    const valid = passwordResetToken({ secret: t.config.secret, userId: user.id, passwordHash: hash });
    const otherAccount = valid.replace(/^\d+/, String(user.id + 1000));
    for (const token of [expired, forged, otherAccount, 'garbage', `${valid}x`]) {
      const response = await post('/api/auth/password-reset/confirm/', { token, password: 'stolen password' });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error.message).toBe(PASSWORD_RESET_TEXTS.invalidLink);
    }
    expect((await login(user.email, 'kept password 1')).statusCode).toBe(200);
  });
});
