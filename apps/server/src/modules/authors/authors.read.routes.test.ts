import { afterAll, beforeAll, expect, it } from 'vitest';
import { AUTHOR_ARTICLES_PAGE_SIZE } from '@sciscope/contracts';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { CITATION_METRIC_KEYS, tfidfWeight } from '@sciscope/engine';
import {
  ARTICLE_ROW_KEYS,
  AUTHOR_KEYS,
  CORPUS_SIZE,
  expectedTfidf,
  seedAuthorPage,
  type AuthorPageWorld,
} from '../../test-support/author-page.fixtures';

// Ada's concept sums as the fixture's table works them out.
const GRAPHS_SUM = expectedTfidf(3, 10) + 2 * expectedTfidf(1, 10);
const FOLDING_SUM = expectedTfidf(2, 5) + expectedTfidf(1, 5);
const NETWORKS_SUM = expectedTfidf(1, 20) + expectedTfidf(2, 20);

describeEachDatabase('author page reads', (dialect) => {
  let t: TestApp;
  let w: AuthorPageWorld;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await seedAuthorPage(t.db);
  });
  afterAll(async () => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('returns the full author with metrics, top concepts, affiliations, countries and the first page of articles', async () => {
    const response = await get(`/api/authors/${w.ada.id}/full`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(['articles', 'author', 'authorArticles']);
    expect(Object.keys(body.author).sort()).toEqual(AUTHOR_KEYS);
    expect(body.author).toEqual({
      id: w.ada.id,
      name: 'Ada Lovelace',
      articlesCount: 4,
      hIndex: 4,
      hIndexNotInCollab: 3,
      citationsCount: 115,
      citationsCountNotInCollab: 65,
      notableArticlesCount: 2,
      notableArticlesCountNotInCollab: 1,
      articlesWithCitationsCount: 4,
      topConcepts: [
        { conceptId: w.graphs.id, name: 'graph theory', sumtfidf: expect.closeTo(GRAPHS_SUM, 9) },
        { conceptId: w.folding.id, name: 'protein folding', sumtfidf: expect.closeTo(FOLDING_SUM, 9) },
        { conceptId: w.networks.id, name: 'neural networks', sumtfidf: expect.closeTo(NETWORKS_SUM, 9) },
      ],
      gender: null,
      manualGender: null,
      academicAge: new Date().getUTCFullYear() - 2015 + 1,
      firstYear: 2015,
      lastYear: 2022,
      orcid: '0000-0001-2345-6789',
      countries: [
        { code: 'US', name: 'United States', count: 3 },
        { code: 'CH', name: 'Switzerland', count: 2 },
      ],
      datedAffiliations: [
        { value: 'MIT', city: null, country: 'United States', startYear: 2018, endYear: 2022, count: 3 },
        { value: 'ETH Zurich', city: null, country: 'Switzerland', startYear: 2015, endYear: 2018, count: 2 },
        { value: 'CERN', city: null, country: null, startYear: null, endYear: null, count: 1 },
      ],
    });
    expect(body.authorArticles).toEqual({ articleIds: [w.a3.id, w.a2.id, w.a1.id, w.a4.id], hasMoreArticles: false });
    expect(body.articles.map((a: { id: number }) => a.id)).toEqual(body.authorArticles.articleIds);
    for (const article of body.articles) expect(Object.keys(article).sort()).toEqual(ARTICLE_ROW_KEYS);
  });

  it('builds each listed article with its byline, journal, concepts in badge order, origins and identifiers', async () => {
    const body = (await get(`/api/authors/${w.ada.id}/articles?sort=citations`)).json();
    const a2 = body.articles.find((a: { id: number }) => a.id === w.a2.id);
    expect(a2).toEqual({
      id: w.a2.id,
      title: 'Folding graphs',
      year: 2018,
      notable: true,
      openAccess: true,
      origins: [{ code: 'openalex', url: 'https://openalex.org/W2', originId: 'W2' }],
      journal: {
        title: 'Journal of Graphs',
        shortTitle: 'J. Graphs',
        volume: '12',
        issue: '3',
        pages: '100-110',
        journalId: w.journal.id,
        impactFactor: 2.5,
        preprint: false,
      },
      authors: [
        { authorId: w.bob.id, name: 'Bob Babbage', isLeading: true, isSenior: false, isCorresponding: false },
        { authorId: w.ada.id, name: 'Ada Lovelace', isLeading: false, isSenior: true, isCorresponding: true },
      ],
      authorsCount: 2,
      citationsCount: 50,
      concepts: [
        {
          conceptId: w.folding.id,
          name: 'protein folding',
          tf: 2,
          tfidf: expect.closeTo(expectedTfidf(2, 5), 9),
          df: 5,
          basicSuggested: false,
          provenance: null,
          // Two mentions: ln 2 points, ahead of the single mention of graph theory.
          relevance: expect.objectContaining({ score: expect.closeTo(Math.log(2), 9) }),
          badge: true,
        },
        {
          conceptId: w.graphs.id,
          name: 'graph theory',
          tf: 1,
          tfidf: expect.closeTo(expectedTfidf(1, 10), 9),
          df: 10,
          basicSuggested: false,
          provenance: null,
          relevance: expect.objectContaining({ score: 0 }),
          badge: true,
        },
      ],
      manuscriptType: 'article',
      identifiers: { doi: '10.1000/folding', arxiv: null, pmid: '123456', pmcid: null },
    });
  });

  it('sorts articles newest first by default, unknown years last', async () => {
    const body = (await get(`/api/authors/${w.ada.id}/articles`)).json();
    expect(Object.keys(body).sort()).toEqual(['articles', 'authorArticles']);
    expect(body.authorArticles).toEqual({ articleIds: [w.a3.id, w.a2.id, w.a1.id, w.a4.id], hasMoreArticles: false });
  });

  it('sorts articles by citations with ties going to the higher id', async () => {
    const body = (await get(`/api/authors/${w.ada.id}/articles?sort=citations`)).json();
    expect(body.authorArticles.articleIds).toEqual([w.a4.id, w.a2.id, w.a1.id, w.a3.id]);
  });

  it('accepts inConsortium and notability without changing the answer', async () => {
    const body = (await get(`/api/authors/${w.ada.id}/full?inConsortium=0&notability=2`)).json();
    expect(body.authorArticles.articleIds).toEqual([w.a3.id, w.a2.id, w.a1.id, w.a4.id]);
  });

  it('lists every concept of the author with its tfidf sum and article count', async () => {
    const response = await get(`/api/authors/${w.ada.id}/concepts`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      concepts: [
        { conceptId: w.graphs.id, name: 'graph theory', sumtfidf: expect.closeTo(GRAPHS_SUM, 9), articlesCount: 3 },
        {
          conceptId: w.folding.id,
          name: 'protein folding',
          sumtfidf: expect.closeTo(FOLDING_SUM, 9),
          articlesCount: 2,
        },
        {
          conceptId: w.networks.id,
          name: 'neural networks',
          sumtfidf: expect.closeTo(NETWORKS_SUM, 9),
          articlesCount: 2,
        },
      ],
    });
  });

  it('returns the short author with the most recent affiliation', async () => {
    const response = await get(`/api/authors/${w.ada.id}/short`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      author: {
        id: w.ada.id,
        name: 'Ada Lovelace',
        articlesCount: 4,
        hIndex: 4,
        citationsCount: 115,
        topConcepts: [
          { conceptId: w.graphs.id, name: 'graph theory', sumtfidf: expect.closeTo(GRAPHS_SUM, 9) },
          { conceptId: w.folding.id, name: 'protein folding', sumtfidf: expect.closeTo(FOLDING_SUM, 9) },
          { conceptId: w.networks.id, name: 'neural networks', sumtfidf: expect.closeTo(NETWORKS_SUM, 9) },
        ],
        lastAffiliation: {
          value: 'MIT',
          city: null,
          country: 'United States',
          startYear: 2018,
          endYear: 2022,
          count: 3,
        },
      },
    });
  });

  it('gives an author without affiliations or concepts empty lists and a null last affiliation', async () => {
    const loner = await w.corpus.author({ name: 'Lone Writer' });
    const full = (await get(`/api/authors/${loner.id}/full`)).json();
    expect(full.author).toMatchObject({
      topConcepts: [],
      countries: [],
      datedAffiliations: [],
      academicAge: null,
      firstYear: null,
    });
    expect(full.authorArticles).toEqual({ articleIds: [], hasMoreArticles: false });
    expect(full.articles).toEqual([]);
    expect((await get(`/api/authors/${loner.id}/short`)).json().author.lastAffiliation).toBeNull();
  });

  it('pages articles by 20 and tells whether more follow', async () => {
    expect(AUTHOR_ARTICLES_PAGE_SIZE).toBe(20);
    const prolific = await w.corpus.author({ name: 'Prolific Author' });
    const ids: number[] = [];
    for (let i = 0; i < 45; i += 1) {
      ids.push((await w.corpus.article({ year: 1980 + i, authors: [prolific.id] })).id);
    }
    const newestFirst = [...ids].reverse();
    const page = async (offset: number) => (await get(`/api/authors/${prolific.id}/articles?offset=${offset}`)).json();

    const first = (await get(`/api/authors/${prolific.id}/full`)).json();
    expect(first.authorArticles).toEqual({ articleIds: newestFirst.slice(0, 20), hasMoreArticles: true });
    expect(first.articles).toHaveLength(20);
    expect((await page(20)).authorArticles).toEqual({ articleIds: newestFirst.slice(20, 40), hasMoreArticles: true });
    expect((await page(25)).authorArticles).toEqual({ articleIds: newestFirst.slice(25, 45), hasMoreArticles: false });
    expect((await page(40)).authorArticles).toEqual({ articleIds: newestFirst.slice(40), hasMoreArticles: false });
    expect((await page(45)).authorArticles).toEqual({ articleIds: [], hasMoreArticles: false });
  });

  it('weighs an author’s concepts by the articles where they are badges; the concepts list keeps every concept', async () => {
    const author = await w.corpus.author({ name: 'Broad Author' });
    const topic = [];
    for (let i = 1; i <= 7; i += 1) topic.push(await w.corpus.concept({ name: `topic ${i}` }));
    // The first article: topic i with tf i, so its badges are topics 7, 6 and 5 (the first three
    // always; topic 4, ln 4 < 1.5, is under the badge floor). The second: topics 1 and 2 only.
    await w.corpus.article({ authors: [author.id], concepts: topic.map((c, i) => ({ conceptId: c.id, tf: i + 1 })) });
    await w.corpus.article({
      authors: [author.id],
      concepts: [
        { conceptId: topic[0]!.id, tf: 7 },
        { conceptId: topic[1]!.id, tf: 1 },
      ],
    });
    await w.corpus.corpusSize(CORPUS_SIZE);
    const weight = (tf: number) => tfidfWeight({ tf, df: 0, documentCount: CORPUS_SIZE });
    const full = (await get(`/api/authors/${author.id}/full`)).json();
    // Topic 1 and topic 7 tie on their badge weight; topic 1 also weighs in the first article.
    expect(full.author.topConcepts.map((c: { name: string }) => c.name)).toEqual([
      'topic 1',
      'topic 7',
      'topic 6',
      'topic 5',
      'topic 2',
    ]);
    expect(full.author.topConcepts[0].sumtfidf).toBeCloseTo(weight(7), 9);
    expect(full.author.topConcepts[4].sumtfidf).toBeCloseTo(weight(1), 9);
    const all = (await get(`/api/authors/${author.id}/concepts`)).json();
    expect(all.concepts.map((c: { name: string }) => c.name)).toEqual([
      'topic 1',
      'topic 7',
      'topic 6',
      'topic 5',
      'topic 2',
      'topic 4',
      'topic 3',
    ]);
    expect(all.concepts[0]).toMatchObject({ articlesCount: 2 });
    expect(all.concepts[5]).toEqual({ conceptId: topic[3]!.id, name: 'topic 4', sumtfidf: 0, articlesCount: 1 });
  });

  it('gives null, not 0, for citation figures the corpus does not have, and says over how many articles the rest count', async () => {
    // Ada's a1 and a3 lose their counts, then all four: what the importer stores for a source
    // without cited_by_count (UNKNOWN_COUNT), with the author columns it then computes.
    const setCounts = async (ids: number[], value: number) =>
      t.db.kysely.updateTable('articles').set({ citationsCount: value }).where('id', 'in', ids).execute();
    const before = await t.db.kysely
      .selectFrom('articles')
      .select(['id', 'citationsCount'])
      .where('id', 'in', [w.a1.id, w.a2.id, w.a3.id, w.a4.id])
      .execute();
    const metricColumns = CITATION_METRIC_KEYS;
    const stored = await t.db.kysely
      .selectFrom('authors')
      .select(metricColumns)
      .where('id', '=', w.ada.id)
      .executeTakeFirstOrThrow();
    try {
      await setCounts([w.a1.id, w.a3.id], -1);
      const partly = (await get(`/api/authors/${w.ada.id}/full`)).json();
      expect(partly.author).toMatchObject({ articlesCount: 4, articlesWithCitationsCount: 2, hIndex: 4 });
      const cards = partly.articles as Array<{ id: number; citationsCount: number | null }>;
      expect(cards.find((a) => a.id === w.a1.id)!.citationsCount).toBeNull();
      expect(cards.find((a) => a.id === w.a2.id)!.citationsCount).toBe(50);

      await setCounts([w.a2.id, w.a4.id], -1);
      await t.db.kysely
        .updateTable('authors')
        .set(Object.fromEntries(metricColumns.map((c) => [c, -1])))
        .where('id', '=', w.ada.id)
        .execute();
      const none = (await get(`/api/authors/${w.ada.id}/full`)).json().author;
      expect(none).toMatchObject({
        articlesCount: 4,
        articlesWithCitationsCount: 0,
        hIndex: null,
        hIndexNotInCollab: null,
        citationsCount: null,
        citationsCountNotInCollab: null,
        notableArticlesCount: null,
        notableArticlesCountNotInCollab: null,
      });
      const short = (await get(`/api/authors/${w.ada.id}/short`)).json().author;
      expect(short).toMatchObject({ hIndex: null, citationsCount: null });
    } finally {
      for (const row of before) await setCounts([row.id], row.citationsCount);
      await t.db.kysely.updateTable('authors').set(stored).where('id', '=', w.ada.id).execute();
    }
  });

  it('answers 404 for an unknown author on every read', async () => {
    for (const suffix of ['full', 'articles', 'concepts', 'short']) {
      const response = await get(`/api/authors/999999/${suffix}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('authors.not_found');
    }
  });

  it('answers 400 naming the field for an invalid id or query', async () => {
    for (const id of ['abc', '0', '-3', '1.5', '99999999999']) {
      const response = await get(`/api/authors/${id}/full`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'validation.failed',
        message: `"${id}" is not a valid id.`,
        details: { fields: { id: `"${id}" is not a valid id.` } },
      });
    }
    const badSort = await get(`/api/authors/${w.ada.id}/articles?sort=name`);
    expect(badSort.statusCode).toBe(400);
    expect(badSort.json().error.details.fields).toEqual({ sort: "Sort must be 'date' or 'citations'." });
    const badOffset = await get(`/api/authors/${w.ada.id}/articles?offset=-1`);
    expect(badOffset.json().error.details.fields).toEqual({ offset: 'Offset must be 0 or more.' });
    const badConcepts = await get(`/api/authors/${w.ada.id}/articles?concepts=1,x`);
    expect(badConcepts.statusCode).toBe(400);
    expect(badConcepts.json().error.details.fields).toEqual({
      concepts: 'Concepts must be a comma-separated list of concept ids.',
    });
  });
});
