import { afterEach, beforeEach, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestUser,
  loginCookie,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';

describeEachDatabase('profile: name, e-mail and linked author (/api/profile/)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieOf = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const put = (url: string, cookie: string, payload: object, headers = apiHeaders(cookie)) =>
    t.app.inject({ method: 'PUT', url, headers, payload });
  const getProfile = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/profile/', headers: { cookie } });
  const actions = async () =>
    (await createActionsLogRepository({ db: t.db }).listRecent({ limit: 20 })).map((e) => e.action);

  it('shows the account with its linked author, and no author when none is linked', async () => {
    const user = await createTestUser(t.db);
    const cookie = await cookieOf(user.id);
    const response = await getProfile(cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      email: user.email,
      name: null,
      linkedAuthor: null,
      authorId: null,
    });

    const author = await t.db.kysely
      .insertInto('authors')
      .values({ name: 'Ada Lovelace', nameKey: 'ada lovelace' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('users').set({ authorId: author.id }).where('id', '=', user.id).execute();
    expect((await getProfile(cookie)).json()).toMatchObject({
      linkedAuthor: { id: author.id, name: 'Ada Lovelace' },
      authorId: author.id,
    });
  });

  it('sets, trims and clears the display name, logging each change', async () => {
    const user = await createTestUser(t.db);
    const cookie = await cookieOf(user.id);
    const set = await put('/api/profile/name', cookie, { name: '  Grace Hopper ' });
    expect(set.statusCode).toBe(200);
    expect(set.json().name).toBe('Grace Hopper');
    expect((await getProfile(cookie)).json().name).toBe('Grace Hopper');
    expect((await put('/api/profile/name', cookie, { name: '' })).json().name).toBeNull();
    expect(await actions()).toEqual(['profile.name_changed', 'profile.name_changed']);

    const tooLong = await put('/api/profile/name', cookie, { name: 'x'.repeat(151) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.details.fields).toHaveProperty('name');
    expect((await getProfile(cookie)).json().name).toBeNull();
  });

  it('changes the e-mail with the current password; the new address logs in, the old one no longer', async () => {
    const user = await createTestUser(t.db, { email: 'old@example.org' });
    const cookie = await cookieOf(user.id);
    const wrong = await put('/api/profile/email', cookie, { email: 'new@example.org', currentPassword: 'not it' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details.fields).toHaveProperty('currentPassword');
    expect((await getProfile(cookie)).json().email).toBe('old@example.org');

    const changed = await put('/api/profile/email', cookie, {
      email: ' New@Example.org ',
      currentPassword: user.password,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().email).toBe('new@example.org');
    await expect(loginCookie({ app: t.app, email: 'new@example.org', password: user.password })).resolves.toBeTruthy();
    await expect(loginCookie({ app: t.app, email: 'old@example.org', password: user.password })).rejects.toThrow();
    const [entry] = await createActionsLogRepository({ db: t.db }).listRecent({ limit: 1 });
    expect(entry).toMatchObject({ userId: user.id, action: 'profile.email_changed' });
    expect(JSON.parse(entry!.payload!)).toEqual({ from: 'old@example.org', to: 'new@example.org' });
  });

  it("refuses another account's e-mail in any letter case with the spec's message", async () => {
    await createTestUser(t.db, { email: 'taken@example.org' });
    const user = await createTestUser(t.db, { email: 'mine@example.org' });
    // An address stored before lower-casing existed must still count as taken.
    await createTestUser(t.db, { email: 'legacy@example.org' });
    await t.db.kysely
      .updateTable('users')
      .set({ email: 'Legacy@Example.org' })
      .where('email', '=', 'legacy@example.org')
      .execute();
    const cookie = await cookieOf(user.id);
    for (const email of ['TAKEN@example.org', 'legacy@example.org']) {
      const response = await put('/api/profile/email', cookie, { email, currentPassword: user.password });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'auth.email_taken',
        message: MESSAGES.emailTaken,
        details: { fields: { email: MESSAGES.emailTaken } },
      });
    }
    expect((await getProfile(cookie)).json().email).toBe('mine@example.org');
    const invalid = await put('/api/profile/email', cookie, {
      email: 'not-an-address',
      currentPassword: user.password,
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.details.fields.email).toBe('Enter a valid e-mail address.');
  });

  it('answers guests 401, refuses cross-site changes and edits only the caller’s own account', async () => {
    const alice = await createTestUser(t.db);
    const bob = await createTestUser(t.db);
    expect((await t.app.inject({ method: 'GET', url: '/api/profile/' })).statusCode).toBe(401);
    const guest = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/name',
      headers: apiHeaders(),
      payload: { name: 'x' },
    });
    expect(guest.statusCode).toBe(401);
    const aliceCookie = await cookieOf(alice.id);
    const forged = await put(
      '/api/profile/name',
      aliceCookie,
      { name: 'Forged' },
      {
        cookie: aliceCookie,
        origin: 'https://evil.example',
      },
    );
    expect(forged.statusCode).toBe(403);
    await put('/api/profile/name', aliceCookie, { name: 'Alice' });
    expect((await getProfile(await cookieOf(bob.id))).json()).toMatchObject({ id: bob.id, name: null });
    expect(await actions()).toEqual(['profile.name_changed']);
  });

  it('throttles password checks per account', async () => {
    const user = await createTestUser(t.db);
    const cookie = await cookieOf(user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const response = await put('/api/profile/email', cookie, { email: 'x@example.org', currentPassword: 'wrong' });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
