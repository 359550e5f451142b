import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotaName } from '@sciscope/contracts';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describeEachDatabase('referee finder access and actions', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;

  async function cookieFor(options: Parameters<typeof createTestUser>[1] = {}): Promise<string> {
    const user = await createTestUser(t.db, options);
    return sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }
  const withQuotas = (quotas: QuotaName[]) => cookieFor({ quotas });
  async function post(url: string, cookie: string | undefined, payload: string | object = '') {
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: typeof payload === 'string' ? { ...apiHeaders(cookie), ...FORM } : apiHeaders(cookie),
      payload,
    });
    return { status: response.statusCode, body: response.json() };
  }
  async function get(url: string, cookie?: string) {
    const response = await t.app.inject({ method: 'GET', url, headers: apiHeaders(cookie) });
    return { status: response.statusCode, body: response.json() };
  }
  const ids = (body: { referees: Array<{ author: { id: number } }> }) => body.referees.map((r) => r.author.id);

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  describe('documents and quotas', () => {
    it('asks guests to log in', async () => {
      expect((await post(`/api/referees/article/${fx.documentId}/`, undefined)).status).toBe(401);
    });

    it('answers 404 for a missing article, an unknown kind and vacancies until the jobs module exists', async () => {
      const cookie = await withQuotas([]);
      expect((await post('/api/referees/article/99999/', cookie)).status).toBe(404);
      expect((await post(`/api/referees/vacancy/${fx.documentId}/`, cookie)).status).toBe(404);
      expect((await post(`/api/referees/panel/${fx.documentId}/`, cookie)).status).toBe(404);
    });

    it('needs author_report for an author document, which ranks the author’s field without the author', async () => {
      const url = `/api/referees/author/${fx.people.eve}/`;
      expect((await post(url, await withQuotas([]))).status).toBe(403);
      const { status, body } = await post(url, await withQuotas(['author_report']));
      expect(status).toBe(200);
      expect(body.settings.top_author_articles).toBeNull();
      expect(ids(body)).not.toContain(fx.people.eve);
      expect(body.referees[0].mostRelevantConcepts.map((c: { name: string }) => c.name)).toContain('graph theory');
    });

    it('refuses an already refereed article without referee_finder and tells the page so', async () => {
      const cookie = await withQuotas([]);
      const refused = await post(`/api/referees/article/${fx.refereedId}/`, cookie);
      expect(refused.status).toBe(403);
      expect(refused.body.error.code).toBe('referees.already_refereed');
      expect((await post(`/api/referees/article/${fx.refereedId}/`, await withQuotas(['referee_finder']))).status).toBe(
        200,
      );
      expect((await get(`/api/is-article-already-refereed/${fx.refereedId}/`)).body).toEqual({ alreadyRefereed: true });
      expect((await get(`/api/is-article-already-refereed/${fx.documentId}/`)).body).toEqual({
        alreadyRefereed: false,
      });
      expect((await get('/api/is-article-already-refereed/99999/')).status).toBe(404);
    });

    it('reads an article as the finder’s document (as-ref-doc), under the same rules as its ranking', async () => {
      const url = `/api/articles/${fx.documentId}/as-ref-doc`;
      expect((await get(url)).status).toBe(401);
      const { status, body } = await get(url, await withQuotas([]));
      expect(status).toBe(200);
      expect(body.document).toMatchObject({
        kind: 'article',
        id: fx.documentId,
        title: expect.stringMatching(/^On \w[\w ]+ and \w[\w ]+$/),
      });
      expect(body.document.abstract).toMatch(/^We study /);
      expect(body.document.authors).toEqual([
        { authorId: fx.people.alice, name: expect.any(String), affiliations: ['Alpha Institute'], orcid: null },
      ]);
      expect(body.document.concepts.map((c: { id: number }) => c.id).sort()).toEqual(
        [fx.concepts.graph, fx.concepts.coloring].sort(),
      );
      const refereed = `/api/articles/${fx.refereedId}/as-ref-doc`;
      expect((await get(refereed, await withQuotas([]))).body.error.code).toBe('referees.already_refereed');
      expect((await get(refereed, await withQuotas(['referee_finder']))).status).toBe(200);
      expect((await get('/api/articles/99999/as-ref-doc', await withQuotas([]))).status).toBe(404);
      expect((await get('/api/articles/abc/as-ref-doc', await withQuotas([]))).status).toBe(400);
    });
  });

  describe('hiding', () => {
    it('requires a comment for not_relevant and other, with the spec text', async () => {
      const cookie = await withQuotas([]);
      const url = `/api/referees/article/${fx.documentId}/hide-referees/`;
      for (const reason of ['not_relevant', 'other']) {
        const { status, body } = await post(url, cookie, { authorsIds: [fx.people.eve], reason, comment: ' ' });
        expect(status).toBe(400);
        expect(body.error.details.fields).toEqual({ comment: 'This field is required.' });
      }
      expect((await post(url, cookie, { authorsIds: [fx.people.eve], reason: 'tired' })).status).toBe(400);
      expect((await post(url, cookie, { authorsIds: [123456], reason: 'died_retired' })).status).toBe(400);
    });

    it('hides candidates for the user, lists them with their reasons among the excluded ones', async () => {
      const cookie = await withQuotas([]);
      const other = await withQuotas([]);
      const url = `/api/referees/article/${fx.documentId}/`;
      const hidden = await post(`${url}hide-referees/`, cookie, `authorsIds=${fx.people.eve}&reason=died_retired`);
      expect(hidden.status).toBe(200);
      expect(ids((await post(url, cookie)).body)).not.toContain(fx.people.eve);
      const excluded = (await post(url, cookie, 'excluded=1')).body;
      const eve = excluded.referees.find((r: { author: { id: number } }) => r.author.id === fx.people.eve);
      expect(eve.excludeReasons).toEqual(['hidden']);
      expect(eve.hideReasons).toEqual([expect.objectContaining({ reason: 'died_retired', comment: '' })]);
      expect(ids((await post(url, other)).body)).toContain(fx.people.eve);
    });
  });

  describe('saved and default settings', () => {
    it('saves settings under a title, lists them and ranks with them by settingsId', async () => {
      const cookie = await withQuotas([]);
      const base = `/api/referees/article/${fx.documentId}`;
      const saved = await post(`${base}/save-settings`, cookie, { title: 'Seniors', settings: 'min_h_index=5' });
      expect(saved.status).toBe(200);
      const list = await get(`${base}/saved-settings`, cookie);
      expect(list.body.savedSettings).toEqual([
        expect.objectContaining({ id: saved.body.savedSettings.id, title: 'Seniors' }),
      ]);
      expect(list.body.savedSettings[0].settings.min_h_index).toBe(5);
      const ranked = await post(`${base}/`, cookie, `settingsId=${saved.body.savedSettings.id}`);
      expect(ranked.body.settings.min_h_index).toBe(5);
      expect(ids(ranked.body)).not.toContain(fx.people.frank);
      expect(ranked.body.savedSettings.map((s: { title: string }) => s.title)).toEqual(['Seniors']);
      const stranger = await withQuotas([]);
      expect((await post(`${base}/`, stranger, `settingsId=${saved.body.savedSettings.id}`)).status).toBe(404);
      const invalid = await post(`${base}/save-settings`, cookie, { title: 'Bad', settings: 'min_h_index=-4' });
      expect(invalid.status).toBe(400);
      expect((await post(`${base}/save-settings`, cookie, { title: '', settings: '' })).status).toBe(400);
    });

    it('lets organization admins read and set the organization defaults, and hides them from others', async () => {
      const org = await createTestOrganization(t.db);
      const admin = await cookieFor({ memberships: [{ organizationId: org.id, role: 'admin' }] });
      const member = await cookieFor({ memberships: [{ organizationId: org.id, role: 'member' }] });
      const url = `/api/referees/organization/${org.id}/settings`;
      const read = await get(url, admin);
      expect(read.status).toBe(200);
      expect(read.body.organization).toMatchObject({ id: org.id, name: org.name });
      expect(read.body.organization.refereeFinderSettings.coauthorship_coi_years).toBe(3);
      expect((await post(url, admin, { min_h_index: 3, exclude_coi: true })).status).toBe(200);
      const again = await get(url, admin);
      expect(again.body.organization.refereeFinderSettings).toMatchObject({ min_h_index: 3, exclude_coi: true });
      expect((await post(url, admin, { coauthorship_coi_years: 40 })).status).toBe(400);
      expect((await get(url, member)).status).toBe(404);
      expect((await post(url, member, { min_h_index: 1 })).status).toBe(404);
      expect((await get('/api/referees/organization/99999/settings', admin)).status).toBe(404);
    });

    it('answers 404 for folder settings until the documents module provides folder access', async () => {
      expect((await get('/api/referees/folder/1/settings', await withQuotas([]))).status).toBe(404);
    });
  });

  describe('custom authors and coauthors', () => {
    it('scores named authors even outside the retrieved sample', async () => {
      const cookie = await withQuotas([]);
      const { status, body } = await post(
        `/api/referees/article/${fx.documentId}/custom`,
        cookie,
        `authorsIds=${fx.people.pat},${fx.people.eve}&articles_years_limit=2`,
      );
      expect(status).toBe(200);
      expect(ids(body)).toEqual([fx.people.pat, fx.people.eve]);
      expect(body.referees[1].scoredArticlesCount).toBe(2);
      expect((await post(`/api/referees/article/${fx.documentId}/custom`, cookie, 'authorsIds=')).status).toBe(400);
    });

    it('shows custom authors on the first page out of sample', async () => {
      const cookie = await withQuotas([]);
      const { body } = await post(
        `/api/referees/article/${fx.documentId}/`,
        cookie,
        `custom_authors_ids=${fx.people.frank}&min_h_index=5`,
      );
      expect(body.referees[0]).toMatchObject({ author: { id: fx.people.frank }, isOutOfSample: true, position: null });
      expect(body.referees[0].excludeReasons).toEqual(['small_h_index']);
    });

    it('lists a candidate’s co-authors with their shared papers', async () => {
      const { status, body } = await post(
        `/api/referees/article/${fx.documentId}/coauthors`,
        await withQuotas([]),
        `refereeAuthorId=${fx.people.carl}`,
      );
      expect(status).toBe(200);
      expect(body.author).toEqual({ id: fx.people.carl, name: 'Carl Coauthor' });
      expect(body.coauthors).toEqual([
        expect.objectContaining({
          author: expect.objectContaining({ id: fx.people.alice }),
          position: 1,
          commonCorpusArticlesCount: 1,
        }),
      ]);
    });
  });
});

describeEachDatabase('referee finder before the first model', (dialect) => {
  it('answers 503 "The ranking index is being built"', async () => {
    const t = await createTestApp({ dialect });
    try {
      const f = createCorpusFactories({ db: t.db });
      const article = await f.article({ title: 'A lone article', abstract: 'Nothing to rank with yet.' });
      const user = await createTestUser(t.db);
      const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/referees/article/${article.id}/`,
        headers: { ...apiHeaders(cookie), ...FORM },
        payload: '',
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toBe('The ranking index is being built');
    } finally {
      await t.close();
    }
  });
});
