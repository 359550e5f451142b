import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { EMAIL_CONFIRMATION_DAYS, EMAIL_CONFIRMATION_TEXTS } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import { readEml } from '../../test-support/eml';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  sessionCookieFrom,
  type TestApp,
} from '../../test-support/test-app';
import { SYSTEM_ACTOR } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import { createAuthRepository } from './auth.repository';
import { createAccount } from './auth.usecases';
import { emailConfirmationToken } from './email-confirmation.usecases';

describeEachDatabase('e-mail confirmation', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const post = (url: string, payload?: unknown, cookie?: string) =>
    t.app.inject({ method: 'POST', url, payload: payload as object | undefined, headers: apiHeaders(cookie) });
  const currentUser = async (cookie?: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/auth/current-user/', headers: apiHeaders(cookie) })).json();
  const outbox = () => {
    const dir = t.config.mail.outboxDir;
    return existsSync(dir) ? readdirSync(dir).map((f) => readEml(readFileSync(join(dir, f), 'utf8'))) : [];
  };
  const linkToken = (text: string) => /\/accounts\/confirm-email\/(\S+)/.exec(text)![1]!;

  it('mails a link on registration that confirms the address, signed in or not', async () => {
    const registered = await post('/api/auth/register/', { email: 'new@example.org', password: 'a long password' });
    expect(registered.statusCode).toBe(200);
    expect(registered.json()).toMatchObject({ email: 'new@example.org', email_confirmed: false });
    const cookie = sessionCookieFrom(registered)!;
    const [mail] = outbox();
    expect(mail).toMatchObject({ to: 'new@example.org', subject: 'Confirm your e-mail address for sciscope' });
    const token = linkToken(mail!.text);
    expect(mail!.text).toContain(`${t.config.publicUrl}/accounts/confirm-email/${token}`);

    // A tampered token changes nothing.
    const tampered = await post('/api/auth/confirm-email/', {
      token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
    });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().error.message).toBe(EMAIL_CONFIRMATION_TEXTS.invalidLink);
    expect((await post('/api/auth/confirm-email/', { token: 'not a token' })).statusCode).toBe(400);
    expect((await currentUser(cookie)).email_confirmed).toBe(false);

    // Signed in as the account: the answer carries the refreshed current user.
    const done = await post('/api/auth/confirm-email/', { token }, cookie);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({
      message: EMAIL_CONFIRMATION_TEXTS.confirmed,
      currentUser: { email: 'new@example.org', email_confirmed: true },
    });
    expect((await currentUser(cookie)).email_confirmed).toBe(true);
    // Opened again, or by a guest: the same answer, no current user.
    expect((await post('/api/auth/confirm-email/', { token })).json()).toEqual({
      message: EMAIL_CONFIRMATION_TEXTS.confirmed,
      currentUser: null,
    });
    // Nothing more to send.
    const resend = await post('/api/auth/confirm-email/resend/', undefined, cookie);
    expect(resend.json()).toEqual({ message: EMAIL_CONFIRMATION_TEXTS.already });
    expect(outbox()).toHaveLength(1);
  });

  it('needs a new link for a changed address, refuses expired ones, and sends links only to the signed-in account', async () => {
    const user = await createTestUser(t.db, {
      email: 'mover@example.org',
      password: 'a long password',
      emailConfirmed: false,
    });
    const login = await post('/api/auth/login/', { email: user.email, password: 'a long password' });
    const cookie = sessionCookieFrom(login)!;
    expect(login.json().email_confirmed).toBe(false);

    expect((await post('/api/auth/confirm-email/resend/')).statusCode).toBe(401);
    const resend = await post('/api/auth/confirm-email/resend/', undefined, cookie);
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ message: EMAIL_CONFIRMATION_TEXTS.sent('mover@example.org') });
    const [mail] = outbox();
    expect(mail!.to).toBe('mover@example.org');
    const oldToken = linkToken(mail!.text);

    const expired = emailConfirmationToken({
      secret: t.config.secret,
      userId: user.id,
      email: user.email,
      now: new Date(Date.now() - (EMAIL_CONFIRMATION_DAYS * 86_400 + 60) * 1000),
    });
    expect((await post('/api/auth/confirm-email/', { token: expired })).statusCode).toBe(400);

    // The address changes before the link is used: the link confirms nothing.
    const moved = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/email',
      headers: apiHeaders(cookie),
      payload: { email: 'moved@example.org', currentPassword: 'a long password' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const stale = await post('/api/auth/confirm-email/', { token: oldToken }, cookie);
    expect(stale.statusCode).toBe(400);
    expect((await currentUser(cookie)).email_confirmed).toBe(false);
    const fresh = emailConfirmationToken({ secret: t.config.secret, userId: user.id, email: 'moved@example.org' });
    expect((await post('/api/auth/confirm-email/', { token: fresh }, cookie)).json().currentUser.email_confirmed).toBe(
      true,
    );
  });

  it('counts superusers as confirmed, other accounts made by a superuser not', async () => {
    const deps = { accounts: createAuthRepository({ db: t.db }), access: createAccessRepository({ db: t.db }) };
    const make = (email: string, isSuperuser: boolean) =>
      createAccount({ ...deps, user: SYSTEM_ACTOR, email, password: 'a long password', isSuperuser });
    await make('root@example.org', true);
    await make('plain@example.org', false);
    for (const [email, confirmed] of [
      ['root@example.org', true],
      ['plain@example.org', false],
    ] as const) {
      const login = await post('/api/auth/login/', { email, password: 'a long password' });
      expect(login.json().email_confirmed).toBe(confirmed);
    }
  });
});
