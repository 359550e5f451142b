import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_QUERY_MAX_LENGTH, type SearchResponse } from '@sciscope/contracts';
import { SEARCH_QUERY_LIMITS } from '@sciscope/engine';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { constructCases, loadSearchFixture, type SearchFixture } from '../../test-support/search.fixture';

describe('search contract', () => {
  it('accepts queries exactly as long as the parser does', () => {
    expect(SEARCH_QUERY_MAX_LENGTH).toBe(SEARCH_QUERY_LIMITS.maxLength);
  });
});

describeEachDatabase('GET /api/search', (dialect) => {
  let t: TestApp;
  let f: SearchFixture;

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SCISCOPE_GUEST_SEARCH_LIMIT: '100000' } });
    f = await loadSearchFixture(t.db);
  });
  afterAll(async () => t.close());

  async function search(params: Record<string, string | number>) {
    const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
    return t.app.inject({ method: 'GET', url: `/api/search?${query}` });
  }

  async function keys(params: Record<string, string | number>): Promise<string[]> {
    const response = await search(params);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as SearchResponse).articles.map((a) => f.keyOf(a.id));
  }

  it('finds exactly the expected articles for every construct of the query language', async () => {
    for (const { q, expected } of constructCases(f)) {
      const found = await keys({ q });
      expect([...found].sort(), q).toEqual(expected);
    }
  });

  it('ranks title matches above abstract-only matches', async () => {
    // W2 has "robot" in title and abstract, W7 in the title only, W10 in the abstract only.
    expect(await keys({ q: 'robot' })).toEqual(['W2', 'W7', 'W10']);
  });

  it('ranks an article of unknown citations by its text, as an uncited one, and last by citations (walk 8)', async () => {
    // W2 ("robot" in title and abstract) without a citation count, as SIGGRAPH's records are.
    const w2 = f.id('W2');
    const before = await t.db.kysely
      .selectFrom('articles')
      .select('citationsCount')
      .where('id', '=', w2)
      .executeTakeFirstOrThrow();
    await t.db.kysely.updateTable('articles').set({ citationsCount: -1 }).where('id', '=', w2).execute();
    try {
      const unknown = await keys({ q: 'robot' });
      // Above W10 (an abstract-only match), where an uncited W2 ranks: not last.
      expect(unknown.indexOf('W2')).toBeLessThan(unknown.indexOf('W10'));
      await t.db.kysely.updateTable('articles').set({ citationsCount: 0 }).where('id', '=', w2).execute();
      expect(await keys({ q: 'robot' })).toEqual(unknown);
      await t.db.kysely.updateTable('articles').set({ citationsCount: -1 }).where('id', '=', w2).execute();
      expect(await keys({ q: 'robot', sort: 'citations' })).toEqual(['W7', 'W10', 'W2']);
      const { articles } = (await search({ q: 'robot' })).json() as SearchResponse;
      expect(articles.find((a) => a.id === w2)!.citationsCount).toBeNull();
    } finally {
      await t.db.kysely
        .updateTable('articles')
        .set({ citationsCount: before.citationsCount })
        .where('id', '=', w2)
        .execute();
    }
  });

  it('orders a query without words by citations', async () => {
    expect(await keys({ q: `c:${f.conceptId('Robot')}` })).toEqual(['W7', 'W2', 'W10']);
  });

  it('sorts by citations, most cited first', async () => {
    expect(await keys({ q: 'neural', sort: 'citations' })).toEqual(['W8', 'W4', 'W1', 'W5']);
  });

  it('sorts by date, newest year first and unknown years last', async () => {
    expect(await keys({ q: 'robot', sort: 'date' })).toEqual(['W2', 'W7', 'W10']);
    expect(await keys({ q: 'network', sort: 'date' })).toEqual(['W5', 'W3', 'W1', 'W4']);
  });

  it('answers full articles with the total, paging offsets and the understood query', async () => {
    const response = await search({ q: 'title:robot OR "machine translation"' });
    const body = response.json() as SearchResponse;
    expect(body.total).toBe(3);
    expect(body.offset).toBe(0);
    expect(body.nextOffset).toBeNull();
    expect(body.directArticleId).toBeNull();
    expect(body.query).toEqual({
      canonical: 'title:robot OR "machine translation"',
      terms: [
        { field: 'title', words: ['robot'], phrase: false },
        { field: 'any', words: ['machine', 'translation'], phrase: true },
      ],
    });
    const w8 = body.articles.find((a) => a.id === f.id('W8'));
    expect(w8).toMatchObject({
      title: 'Attention is what you need for translation',
      year: 2021,
      citationsCount: 1500,
      journal: { title: 'ACL' },
      authors: [{ name: 'Ian Wright' }, { name: 'Eva Novak' }],
    });
  });

  it('pages with offset and reports the next offset until the last page', async () => {
    const first = (await search({ q: 'robot', offset: 1 })).json() as SearchResponse;
    expect(first.articles.map((a) => f.keyOf(a.id))).toEqual(['W7', 'W10']);
    expect(first).toMatchObject({ total: 3, offset: 1, nextOffset: null });
    const past = (await search({ q: 'robot', offset: 3 })).json() as SearchResponse;
    expect(past).toMatchObject({ articles: [], total: 3, nextOffset: null });
  });

  it('goes straight to the article when the whole query is one identifier', async () => {
    const cases: Array<[string, string]> = [
      ['PMC5502336', 'W3'],
      ['pubmed:31234567', 'W3'],
      ['arXiv:2001.01234', 'W2'],
      ['10.1000/GNN.1', 'W1'],
      ['https://doi.org/10.1000/gnn.1', 'W1'],
    ];
    for (const [q, key] of cases) {
      const body = (await search({ q })).json() as SearchResponse;
      expect(body.directArticleId, q).toBe(f.id(key));
      expect(
        body.articles.map((a) => a.id),
        q,
      ).toEqual([f.id(key)]);
      expect(body.total, q).toBe(1);
    }
  });

  it('finds nothing, without failing, for concept and journal ids beyond any stored id', async () => {
    for (const q of ['c:999999999999999', 'j:99999999999 OR graph', 'graph AND NOT c:88888888888']) {
      const response = await search({ q });
      expect(response.statusCode, q).toBe(200);
    }
    expect(await keys({ q: 'c:999999999999999' })).toEqual([]);
    expect((await keys({ q: 'j:99999999999 OR graph' })).sort()).toEqual(['W1', 'W5']);
    expect((await keys({ q: 'graph AND NOT c:88888888888' })).sort()).toEqual(['W1', 'W5']);
  });

  it('answers no article for an identifier nobody holds', async () => {
    const body = (await search({ q: 'doi:10.9999/nothing' })).json() as SearchResponse;
    expect(body).toMatchObject({ articles: [], total: 0, directArticleId: null });
  });

  it('rejects a malformed query with the parser message, code and position', async () => {
    const response = await search({ q: 'graph AND "neural network' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'search.invalid_query',
        message: 'Closing quotation mark is missing.',
        details: { code: 'unbalanced_quote', position: 10 },
      },
    });
    const dangling = await search({ q: 'graph AND' });
    expect(dangling.statusCode).toBe(400);
    expect(dangling.json().error).toMatchObject({
      message: 'AND/OR should have two operands.',
      details: { code: 'missing_operand' },
    });
    const onlyNot = await search({ q: 'NOT graph' });
    expect(onlyNot.statusCode).toBe(400);
    expect(onlyNot.json().error.code).toBe('search.invalid_query');
  });

  it('rejects a field prefix with nothing after it instead of searching the word "title"', async () => {
    const response = await search({ q: 'title:' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'search.invalid_query',
        message: '"title:" needs a word, a phrase or a group after it.',
        details: { code: 'empty_field', position: 0 },
      },
    });
  });

  it('rejects bad parameters at the edge with a 400', async () => {
    const long = await search({ q: 'a'.repeat(SEARCH_QUERY_MAX_LENGTH + 1) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('The query is too long');
    expect((await search({ q: 'graph', offset: -1 })).statusCode).toBe(400);
    expect((await search({ q: 'graph', sort: 'popularity' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/search' })).statusCode).toBe(400);
  });

  it('treats hostile text as words, never as SQL or full-text syntax', async () => {
    for (const q of [
      `graph'); DROP TABLE articles; --`,
      'NEAR(graph neural)',
      'graph*',
      "o'brien",
      '\\"graph\\"',
      'x:1:2',
    ]) {
      const response = await search({ q });
      expect([200, 400], q).toContain(response.statusCode);
    }
    expect(await keys({ q: 'graph' })).toHaveLength(2);
  });
});
