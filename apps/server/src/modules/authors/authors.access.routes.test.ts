import { afterAll, beforeAll, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { seedAuthorPage, type AuthorPageWorld } from './author-page.fixtures';

describeEachDatabase('author page permissions', (dialect) => {
  let t: TestApp;
  let w: AuthorPageWorld;
  /** Session cookies: a plain user, a `gender_info` holder, users with ended and running trials. */
  let plain: string;
  let genderViewer: string;
  let expired: string;
  let trialRunning: string;

  async function userCookie(options: Parameters<typeof createTestUser>[1], trialExpiresAt: string | null = null) {
    const user = await createTestUser(t.db, options);
    if (trialExpiresAt)
      await t.db.kysely.updateTable('users').set({ trialExpiresAt }).where('id', '=', user.id).execute();
    return sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await seedAuthorPage(t.db);
    plain = await userCookie({});
    genderViewer = await userCookie({ quotas: ['gender_info'] });
    expired = await userCookie({}, '2000-01-01T00:00:00.000Z');
    trialRunning = await userCookie({}, '2999-01-01T00:00:00.000Z');
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const setGender = (authorId: number, gender: string, cookie?: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/authors/${authorId}/set-gender/?gender=${gender}`,
      headers: apiHeaders(cookie),
    });

  it('refuses a concept filter to anonymous users with 401 but lets them read the page', async () => {
    for (const suffix of ['full', 'articles']) {
      const response = await get(`/api/authors/${w.ada.id}/${suffix}?concepts=${w.graphs.id}`);
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toEqual({ code: 'auth.unauthenticated', message: MESSAGES.pleaseLogin });
    }
    expect((await get(`/api/authors/${w.ada.id}/full`)).statusCode).toBe(200);
    expect((await get(`/api/authors/${w.ada.id}/full?concepts=`)).statusCode).toBe(200);
  });

  it('refuses a concept filter with 403 once the trial has expired, but still shows the page', async () => {
    const response = await get(`/api/authors/${w.ada.id}/articles?concepts=${w.graphs.id}`, expired);
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'authors.trial_expired', message: MESSAGES.trialExpired });
    expect((await get(`/api/authors/${w.ada.id}/full`, expired)).statusCode).toBe(200);
  });

  it('filters by the AND of the chosen concepts for logged-in users', async () => {
    const ids = async (concepts: number[], cookie = plain) =>
      (await get(`/api/authors/${w.ada.id}/articles?concepts=${concepts.join(',')}`, cookie)).json().authorArticles
        .articleIds;
    expect(await ids([w.graphs.id])).toEqual([w.a3.id, w.a2.id, w.a1.id]);
    expect(await ids([w.graphs.id, w.networks.id])).toEqual([w.a3.id, w.a1.id]);
    expect(await ids([w.graphs.id, w.folding.id])).toEqual([w.a2.id]);
    expect(await ids([w.networks.id, w.folding.id])).toEqual([]);
    expect(await ids([w.folding.id], trialRunning)).toEqual([w.a2.id, w.a4.id]);
    const full = (
      await get(`/api/authors/${w.ada.id}/full?sort=citations&concepts=${w.folding.id},${w.folding.id}`, plain)
    ).json();
    expect(full.authorArticles).toEqual({ articleIds: [w.a4.id, w.a2.id], hasMoreArticles: false });
    expect(full.articles.map((a: { id: number }) => a.id)).toEqual([w.a4.id, w.a2.id]);
  });

  it('hides gender from users without the gender_info quota and shows it to holders', async () => {
    expect((await get(`/api/authors/${w.ada.id}/full`)).json().author).toMatchObject({
      gender: null,
      manualGender: null,
    });
    expect((await get(`/api/authors/${w.ada.id}/full`, plain)).json().author).toMatchObject({
      gender: null,
      manualGender: null,
    });
    expect((await get(`/api/authors/${w.ada.id}/full`, genderViewer)).json().author).toMatchObject({
      gender: -90,
      manualGender: null,
    });
  });

  it('lets a gender_info holder set and clear the manual gender', async () => {
    const stored = async () =>
      (
        await t.db.kysely
          .selectFrom('authors')
          .select('manualGender')
          .where('id', '=', w.bob.id)
          .executeTakeFirstOrThrow()
      ).manualGender;
    const set = await setGender(w.bob.id, '100', genderViewer);
    expect(set.statusCode).toBe(204);
    expect(set.body).toBe('');
    expect(await stored()).toBe(100);
    expect((await get(`/api/authors/${w.bob.id}/full`, genderViewer)).json().author.manualGender).toBe(100);
    expect((await get(`/api/authors/${w.bob.id}/full`, plain)).json().author.manualGender).toBeNull();

    expect((await setGender(w.bob.id, '-100', genderViewer)).statusCode).toBe(204);
    expect(await stored()).toBe(-100);
    expect((await setGender(w.bob.id, 'null', genderViewer)).statusCode).toBe(204);
    expect(await stored()).toBeNull();
    await setGender(w.bob.id, '100', genderViewer);
    expect((await setGender(w.bob.id, '', genderViewer)).statusCode).toBe(204);
    expect(await stored()).toBeNull();
  });

  it('refuses setting gender to anonymous users (401) and users without the quota (403), changing nothing', async () => {
    const anonymous = await setGender(w.cy.id, '100');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe(MESSAGES.pleaseLogin);
    const withoutQuota = await setGender(w.cy.id, '100', plain);
    expect(withoutQuota.statusCode).toBe(403);
    expect(withoutQuota.json().error.message).toBe(MESSAGES.forbidden);
    const row = await t.db.kysely
      .selectFrom('authors')
      .select('manualGender')
      .where('id', '=', w.cy.id)
      .executeTakeFirstOrThrow();
    expect(row.manualGender).toBeNull();
  });

  it('rejects a gender other than -100, 100 or empty with 400, and an unknown author with 404', async () => {
    for (const gender of ['5', 'M', '-99']) {
      const response = await setGender(w.cy.id, gender, genderViewer);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.fields).toEqual({
        gender: 'Gender must be -100, 100, or empty to clear it.',
      });
    }
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/authors/${w.cy.id}/set-gender/`,
      headers: apiHeaders(genderViewer),
    });
    expect(missing.statusCode).toBe(400);
    const unknown = await setGender(999999, '100', genderViewer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('authors.not_found');
    expect((await setGender(0, '100', genderViewer)).statusCode).toBe(400);
  });
});
