import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { insertProposal, seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

describeEachDatabase('hidden referee candidates', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let world: FolderWorld;
  let proposalId: number;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    world = await seedFolderWorld(t);
    proposalId = await insertProposal(t.db, {
      folderId: world.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract: 'We study graph coloring.',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  async function newCookie(): Promise<string> {
    const user = await createTestUser(t.db);
    return sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }
  async function call(method: 'GET' | 'POST', url: string, cookie: string | undefined, payload?: object | string) {
    const response = await t.app.inject({
      method,
      url,
      headers: {
        ...apiHeaders(cookie),
        ...(typeof payload === 'string' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      ...(payload !== undefined ? { payload } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }
  const hiddenIds = (body: { hiddenCandidates: Array<{ author: { id: number } }> }) =>
    body.hiddenCandidates.map((h) => h.author.id);
  const rankedIds = (body: { referees: Array<{ author: { id: number } }> }) => body.referees.map((r) => r.author.id);

  describe('on an article (hides hold for the user who hid)', () => {
    const doc = () => `/api/referees/article/${fx.documentId}`;

    it('lists a hidden candidate with its reason, and unhiding puts them back in the ranking', async () => {
      const cookie = await newCookie();
      expect((await call('POST', `${doc()}/`, cookie)).body.referees.length).toBeGreaterThan(0);
      const hide = await call('POST', `${doc()}/hide-referees/`, cookie, {
        authorsIds: [fx.people.eve],
        reason: 'other',
        comment: 'On leave',
      });
      expect(hide.status).toBe(200);
      const listed = await call('GET', `${doc()}/hidden-referees/`, cookie);
      expect(listed.status).toBe(200);
      expect(listed.body.hiddenCandidates).toEqual([
        {
          author: { id: fx.people.eve, name: expect.any(String) },
          reason: 'other',
          comment: 'On leave',
          hiddenAt: expect.any(String),
        },
      ]);
      expect(rankedIds((await call('POST', `${doc()}/`, cookie)).body)).not.toContain(fx.people.eve);

      const unhide = await call('POST', `${doc()}/unhide-referees/`, cookie, `authorsIds=${fx.people.eve}`);
      expect(unhide).toEqual({ status: 200, body: { unhidden: 1 } });
      expect(hiddenIds((await call('GET', `${doc()}/hidden-referees/`, cookie)).body)).toEqual([]);
      expect(rankedIds((await call('POST', `${doc()}/`, cookie)).body)).toContain(fx.people.eve);
      // Unhiding again changes nothing and says so.
      expect((await call('POST', `${doc()}/unhide-referees/`, cookie, { authorsIds: [fx.people.eve] })).body).toEqual({
        unhidden: 0,
      });
    });

    it("neither lists nor takes back another user's hides", async () => {
      const owner = await newCookie();
      const other = await newCookie();
      await call('POST', `${doc()}/hide-referees/`, owner, { authorsIds: [fx.people.frank], reason: 'died_retired' });
      expect(hiddenIds((await call('GET', `${doc()}/hidden-referees/`, other)).body)).toEqual([]);
      const unhide = await call('POST', `${doc()}/unhide-referees/`, other, { authorsIds: [fx.people.frank] });
      expect(unhide.body).toEqual({ unhidden: 0 });
      expect(hiddenIds((await call('GET', `${doc()}/hidden-referees/`, owner)).body)).toEqual([fx.people.frank]);
    });

    it('refuses bad input with a 400 naming authorsIds and changes nothing', async () => {
      const cookie = await newCookie();
      await call('POST', `${doc()}/hide-referees/`, cookie, { authorsIds: [fx.people.carl], reason: 'died_retired' });
      for (const payload of [
        { authorsIds: [fx.people.carl, 987654] },
        { authorsIds: [] },
        { authorsIds: 'abc' },
        { authorsIds: [fx.people.carl, 99999999999] },
        {},
      ]) {
        const refused = await call('POST', `${doc()}/unhide-referees/`, cookie, payload);
        expect(refused.status, JSON.stringify(payload)).toBe(400);
        expect(Object.keys(refused.body.error.details.fields)).toEqual(['authorsIds']);
      }
      expect(hiddenIds((await call('GET', `${doc()}/hidden-referees/`, cookie)).body)).toEqual([fx.people.carl]);
    });

    it('asks guests to log in and answers 404 for a document that does not exist', async () => {
      expect((await call('GET', `${doc()}/hidden-referees/`, undefined)).status).toBe(401);
      expect((await call('POST', `${doc()}/unhide-referees/`, undefined, { authorsIds: [fx.people.eve] })).status).toBe(
        401,
      );
      const cookie = await newCookie();
      expect((await call('GET', '/api/referees/article/99999/hidden-referees/', cookie)).status).toBe(404);
      expect(
        (await call('POST', '/api/referees/article/99999/unhide-referees/', cookie, { authorsIds: [fx.people.eve] }))
          .status,
      ).toBe(404);
    });
  });

  describe('on a proposal (hides hold for the whole folder)', () => {
    const doc = () => `/api/referees/proposal/${proposalId}`;
    const as = (
      who: 'editor' | 'viewer' | 'outsider' | 'loner' | 'bystander',
      method: 'GET' | 'POST',
      url: string,
      payload?: object,
    ) =>
      world.call(method, url, who, payload ? { payload } : {}).then((r) => ({ status: r.statusCode, body: r.json() }));

    it('lets the folder read the hides, only its editors take them back, and hides them from outsiders', async () => {
      expect(
        (
          await as('editor', 'POST', `${doc()}/hide-referees/`, {
            authorsIds: [fx.people.gina],
            reason: 'died_retired',
          })
        ).status,
      ).toBe(200);
      expect(hiddenIds((await as('viewer', 'GET', `${doc()}/hidden-referees/`)).body)).toEqual([fx.people.gina]);

      expect((await as('viewer', 'POST', `${doc()}/unhide-referees/`, { authorsIds: [fx.people.gina] })).status).toBe(
        403,
      );
      for (const who of ['outsider', 'loner', 'bystander'] as const) {
        expect((await as(who, 'GET', `${doc()}/hidden-referees/`)).status, who).toBe(404);
        expect((await as(who, 'POST', `${doc()}/unhide-referees/`, { authorsIds: [fx.people.gina] })).status, who).toBe(
          404,
        );
      }
      expect(hiddenIds((await as('editor', 'GET', `${doc()}/hidden-referees/`)).body)).toEqual([fx.people.gina]);

      expect((await as('editor', 'POST', `${doc()}/unhide-referees/`, { authorsIds: [fx.people.gina] })).body).toEqual({
        unhidden: 1,
      });
      expect(hiddenIds((await as('viewer', 'GET', `${doc()}/hidden-referees/`)).body)).toEqual([]);
    });
  });
});
