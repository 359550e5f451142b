import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test-support/test-db';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';

describeEachDatabase('saved searches (/api/saved-searches, /api/saved-search/{id})', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const call = (cookie: string | undefined, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(cookie), ...(payload ? { payload } : {}) });
  const person = async () => {
    const user = await createTestUser(t.db);
    return { ...user, cookie: await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }) };
  };
  const rows = () => t.db.kysely.selectFrom('savedSearches').select(['name', 'query', 'sort']).orderBy('id').execute();

  it('saves the query and order under a name, returns it with the search page query string, and lists it', async () => {
    const me = await person();
    const created = await call(me.cookie, 'POST', '/api/saved-searches', {
      name: ' GNN, newest ',
      q: ' "graph neural" AND c:12 ',
      sort: 'date',
    });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json().savedSearch;
    expect(saved).toMatchObject({
      name: 'GNN, newest',
      q: '"graph neural" AND c:12',
      sort: 'date',
      queryString: 'q=%22graph+neural%22+AND+c%3A12&sort=date',
    });
    const read = await call(me.cookie, 'GET', `/api/saved-search/${saved.id}`);
    expect(read.json()).toEqual({ savedSearch: saved });
    await call(me.cookie, 'POST', '/api/saved-searches', { name: 'Robots', q: 'robot' });
    const list = (await call(me.cookie, 'GET', '/api/saved-searches')).json().savedSearches;
    expect(list.map((s: { name: string; queryString: string }) => [s.name, s.queryString])).toEqual([
      ['Robots', 'q=robot'],
      ['GNN, newest', 'q=%22graph+neural%22+AND+c%3A12&sort=date'],
    ]);
  });

  it('refuses a malformed query, an empty name and an unknown order with a 400 that saves nothing', async () => {
    const me = await person();
    const unbalanced = await call(me.cookie, 'POST', '/api/saved-searches', { name: 'x', q: '"graph' });
    expect(unbalanced.statusCode).toBe(400);
    expect(unbalanced.json().error.code).toBe('search.invalid_query');
    expect(unbalanced.json().error.message).toBe('Closing quotation mark is missing.');
    expect((await call(me.cookie, 'POST', '/api/saved-searches', { name: '  ', q: 'graph' })).statusCode).toBe(400);
    expect(
      (await call(me.cookie, 'POST', '/api/saved-searches', { name: 'x', q: 'graph', sort: 'x' })).statusCode,
    ).toBe(400);
    expect(await rows()).toEqual([]);
  });

  it('renames and deletes a saved search', async () => {
    const me = await person();
    const { id } = (await call(me.cookie, 'POST', '/api/saved-searches', { name: 'Old', q: 'graph' })).json()
      .savedSearch;
    const renamed = await call(me.cookie, 'PUT', `/api/saved-search/${id}`, { name: 'New' });
    expect(renamed.json().savedSearch).toMatchObject({ id, name: 'New', q: 'graph' });
    expect((await call(me.cookie, 'PUT', `/api/saved-search/${id}`, { name: '' })).statusCode).toBe(400);
    expect(await rows()).toEqual([{ name: 'New', query: 'graph', sort: 'relevance' }]);
    expect((await call(me.cookie, 'DELETE', `/api/saved-search/${id}`)).statusCode).toBe(204);
    expect((await call(me.cookie, 'GET', `/api/saved-search/${id}`)).statusCode).toBe(404);
    expect(await rows()).toEqual([]);
  });

  it("answers 404 for another user's saved search (superusers included) and 401 for guests, changing nothing", async () => {
    const owner = await person();
    const stranger = await person();
    const superuser = await createTestUser(t.db, { superuser: true });
    const superCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: superuser.id });
    const { id } = (await call(owner.cookie, 'POST', '/api/saved-searches', { name: 'Mine', q: 'graph' })).json()
      .savedSearch;
    for (const cookie of [stranger.cookie, superCookie]) {
      expect((await call(cookie, 'GET', `/api/saved-search/${id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'PUT', `/api/saved-search/${id}`, { name: 'Taken' })).statusCode).toBe(404);
      expect((await call(cookie, 'DELETE', `/api/saved-search/${id}`)).statusCode).toBe(404);
      expect((await call(cookie, 'GET', '/api/saved-searches')).json().savedSearches).toEqual([]);
    }
    expect((await call(undefined, 'GET', `/api/saved-search/${id}`)).statusCode).toBe(401);
    expect((await call(undefined, 'POST', '/api/saved-searches', { name: 'x', q: 'graph' })).statusCode).toBe(401);
    expect((await call(stranger.cookie, 'GET', '/api/saved-search/999999')).statusCode).toBe(404);
    expect(await rows()).toEqual([{ name: 'Mine', query: 'graph', sort: 'relevance' }]);
  });
});
