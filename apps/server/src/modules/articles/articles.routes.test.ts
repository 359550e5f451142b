import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  ARTICLE_KEYS,
  expectedTfidf,
  seedAuthorPage,
  type AuthorPageWorld,
} from '../../test-support/author-page.fixtures';

describeEachDatabase('article popover', (dialect) => {
  let t: TestApp;
  let w: AuthorPageWorld;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await seedAuthorPage(t.db);
  });
  afterAll(async () => t.close());

  it('returns the full article to anonymous visitors', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/articles/${w.a3.id}/for-popover` });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body)).toEqual(['article']);
    expect(Object.keys(body.article).sort()).toEqual(ARTICLE_KEYS);
    expect(body.article).toMatchObject({
      id: w.a3.id,
      title: 'Networks of graphs',
      year: 2022,
      citationsCount: 5,
      journal: null,
      authorsCount: 3,
      authors: [
        { authorId: w.ada.id, name: 'Ada Lovelace', isLeading: true, isSenior: false, isCorresponding: false },
        { authorId: w.bob.id, name: 'Bob Babbage', isLeading: false, isSenior: false, isCorresponding: false },
        { authorId: w.cy.id, name: 'Cy Clarke', isLeading: false, isSenior: true, isCorresponding: false },
      ],
      concepts: [
        {
          conceptId: w.networks.id,
          name: 'neural networks',
          tf: 2,
          tfidf: expect.closeTo(expectedTfidf(2, 20), 9),
          df: 20,
        },
        { conceptId: w.graphs.id, name: 'graph theory', tf: 1, tfidf: expect.closeTo(expectedTfidf(1, 10), 9), df: 10 },
      ],
    });
  });

  it('answers 404 for an unknown article', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/articles/999999/for-popover' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({ code: 'articles.not_found', message: 'Article not found.' });
  });

  it('answers 400 naming the id for an invalid id', async () => {
    for (const id of ['abc', '0', '2147483648']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/articles/${id}/for-popover` });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation.failed',
        message: `"${id}" is not a valid id.`,
        details: { fields: { id: `"${id}" is not a valid id.` } },
      });
    }
  });
});
