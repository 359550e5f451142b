import { afterEach, beforeEach, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { AppError } from '../../app/errors';
import { loadSearchFixture, type SearchFixture } from '../../test-support/search.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { savedSearchRefDocSource } from './saved-search.ref-doc';

describeEachDatabase('a saved search as a referee-finder document', (dialect) => {
  let t: TestApp;
  let f: SearchFixture;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    f = await loadSearchFixture(t.db);
  });
  afterEach(async () => {
    await t.close();
  });

  const save = async (cookie: string, q: string, sort = 'relevance') => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/saved-searches',
      headers: apiHeaders(cookie),
      payload: { name: 'Fixture query', q, sort },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().savedSearch.id as number;
  };

  it('stands for the results the search page shows for its query, with the concepts the query names', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const gnn = f.conceptId('Graph neural network');
    const q = `c:${gnn} OR robot OR "machine translation"`;
    const id = await save(cookie, q, 'citations');

    const { doc, rights } = await savedSearchRefDocSource.load({
      db: t.db,
      actor: { id: user.id, email: user.email, isSuperuser: false },
      id,
    });
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/search?q=${encodeURIComponent(q)}&sort=citations`,
      headers: apiHeaders(cookie),
    });
    const shown = page.json().articles.map((a: { id: number }) => a.id);
    expect(shown.length).toBeGreaterThan(2);
    expect(doc).toMatchObject({ kind: 'saved-search', id, title: 'Fixture query', abstract: q, authors: [] });
    expect(doc.corpusArticleIds).toEqual(shown);
    expect(doc.conceptIds[0]).toBe(gnn);
    expect(doc.conceptIds).toEqual(expect.arrayContaining([f.conceptId('Robot'), f.conceptId('Machine translation')]));
    expect(rights).toEqual({ canMarkAsReferees: false, canHideCandidates: true, organizationId: null, folderId: null });
  });

  it('leaves out concepts under NOT and reads a single identifier as its one article', async () => {
    const user = await createTestUser(t.db);
    const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    const actor = { id: user.id, email: user.email, isSuperuser: false };
    const negated = await save(cookie, `diffusion AND NOT c:${f.conceptId('Graph neural network')}`);
    const { doc } = await savedSearchRefDocSource.load({ db: t.db, actor, id: negated });
    expect(doc.conceptIds).not.toContain(f.conceptId('Graph neural network'));
    expect(doc.corpusArticleIds.map(f.keyOf)).toEqual(['W9']);

    const byDoi = await save(cookie, 'doi:10.1000/gnn.1');
    expect((await savedSearchRefDocSource.load({ db: t.db, actor, id: byDoi })).doc.corpusArticleIds).toEqual([
      f.id('W1'),
    ]);
  });

  it("refuses another user's saved search with the same 404 as a missing one; the system actor reads any", async () => {
    const owner = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const id = await save(await sessionCookieFor({ app: t.app, db: t.db, userId: owner.id }), 'graph');
    const refusal = (actorId: number, docId: number) =>
      savedSearchRefDocSource
        .load({ db: t.db, actor: { id: actorId, email: 'x@example.org', isSuperuser: false }, id: docId })
        .then(
          () => null,
          (error: unknown) => error,
        );
    const foreign = await refusal(other.id, id);
    const missing = await refusal(other.id, id + 1000);
    expect(foreign).toBeInstanceOf(AppError);
    expect(foreign).toMatchObject({ status: 404, message: 'Saved search not found.' });
    expect(missing).toMatchObject({ status: 404, message: 'Saved search not found.' });
    const { doc } = await savedSearchRefDocSource.load({ db: t.db, actor: SYSTEM_ACTOR, id });
    expect(doc.corpusArticleIds.map(f.keyOf).sort()).toEqual(['W1', 'W5']);
  });
});
