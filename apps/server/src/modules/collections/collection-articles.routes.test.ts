import { parse as parseBibtex } from '@retorquere/bibtex-parser';
import { parse as parseCsv } from 'csv-parse/sync';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { COLLECTION_LIMITS } from '@sciscope/contracts';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { describeEachDatabase } from '../../test-support/test-db';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { CSV_HEADER } from './collections-export.usecases';

describeEachDatabase('labels and collections: their articles', (dialect) => {
  let t: TestApp;
  let corpus: CorpusFactories;
  let cookie: string;
  let organizationId: number;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    corpus = createCorpusFactories({ db: t.db });
    organizationId = (await createTestOrganization(t.db, { name: 'Lab' })).id;
    const owner = await createTestUser(t.db, { canManageCollections: true, memberships: [{ organizationId }] });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: owner.id });
  });
  afterEach(async () => {
    await t.close();
  });

  type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
  const call = (as: string, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(as), ...(payload ? { payload } : {}) });
  const newLabel = async (name: string, as = cookie, extra: object = {}) => {
    const response = await call(as, 'POST', '/api/collections', { name, ...extra });
    expect(response.statusCode).toBe(201);
    return response.json().collection.id as number;
  };
  const articleIdsIn = async (labelId: number) =>
    (
      await t.db.kysely
        .selectFrom('labelArticles')
        .select('articleId')
        .where('labelId', '=', labelId)
        .orderBy('articleId')
        .execute()
    ).map((row) => row.articleId);
  const articles = async (count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i += 1) ids.push((await corpus.article({ title: `Paper ${i}` })).id);
    return ids;
  };

  it('adds and removes several articles at once, idempotently, and refuses unknown ids', async () => {
    const [a, b, c] = await articles(3);
    const labelId = await newLabel('Batch');
    const url = `/api/collections/${labelId}/articles`;

    const first = await call(cookie, 'POST', url, { articleIds: [a, b, a] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ changed: 2, collection: { id: labelId, articlesCount: 2 } });
    expect((await call(cookie, 'POST', url, { articleIds: [a, b, c] })).json()).toMatchObject({
      changed: 1,
      collection: { articlesCount: 3 },
    });
    expect((await call(cookie, 'POST', url, { articleIds: [a, b, c] })).json().changed).toBe(0);

    const unknown = await call(cookie, 'POST', url, { articleIds: [a, 999_999, 999_998] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.details.fields.articleIds).toBe('No article has the ids 999999, 999998.');
    for (const payload of [{ articleIds: [] }, { articleIds: [0] }, { articleIds: ['1'] }, {}]) {
      const response = await call(cookie, 'POST', url, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      // The list itself, or the item at fault (`articleIds.0`).
      expect(Object.keys(response.json().error.details.fields)).toEqual([expect.stringMatching(/^articleIds/)]);
    }
    const tooMany = Array.from({ length: COLLECTION_LIMITS.articlesPerRequest + 1 }, (_, i) => i + 1);
    expect((await call(cookie, 'POST', url, { articleIds: tooMany })).statusCode).toBe(400);
    expect(await articleIdsIn(labelId)).toEqual([a, b, c].sort((x, y) => x! - y!));

    const removed = await call(cookie, 'POST', `${url}/remove`, { articleIds: [a, 999_999] });
    expect(removed.json()).toMatchObject({ changed: 1, collection: { articlesCount: 2 } });
    expect((await call(cookie, 'POST', `${url}/remove`, { articleIds: [a] })).json().changed).toBe(0);
    expect(await articleIdsIn(labelId)).toEqual([b, c].sort((x, y) => x! - y!));
  });

  it('pages a collection 50 at a time, the latest added first', async () => {
    const ids = await articles(COLLECTION_LIMITS.pageSize + 3);
    const labelId = await newLabel('Long');
    // One add per article, so each gets its own time.
    for (const id of ids) await call(cookie, 'POST', `/api/collections/${labelId}/articles`, { articleIds: [id] });
    const first = await call(cookie, 'GET', `/api/collections/${labelId}/articles`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ total: ids.length, page: 1, pageSize: COLLECTION_LIMITS.pageSize });
    expect(body.items).toHaveLength(COLLECTION_LIMITS.pageSize);
    expect(body.items[0].article).toMatchObject({ id: ids.at(-1), title: `Paper ${ids.length - 1}` });
    const second = (await call(cookie, 'GET', `/api/collections/${labelId}/articles?page=2`)).json();
    expect(second.items.map((item: { article: { id: number } }) => item.article.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect((await call(cookie, 'GET', `/api/collections/${labelId}/articles?page=0`)).statusCode).toBe(400);
  });

  it("gives each article of a list the labels the caller reads it in, never another user's", async () => {
    const [a, b, c] = await articles(3);
    const member = await createTestUser(t.db, { canManageCollections: true, memberships: [{ organizationId }] });
    const memberCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: member.id });
    const stranger = await createTestUser(t.db, { canManageCollections: true });
    const strangerCookie = await sessionCookieFor({ app: t.app, db: t.db, userId: stranger.id });

    const toRead = await newLabel('To read', cookie, { color: '#fa5252' });
    const team = await newLabel('Team picks', cookie, { organization_id: organizationId, color: '#40c057' });
    const secret = await newLabel('Secret', strangerCookie);
    await call(cookie, 'POST', `/api/collections/${toRead}/articles`, { articleIds: [a, b] });
    await call(cookie, 'POST', `/api/collections/${team}/articles`, { articleIds: [a] });
    await call(strangerCookie, 'POST', `/api/collections/${secret}/articles`, { articleIds: [a, c] });
    // A member with the right adds to the shared label.
    expect(
      (await call(memberCookie, 'POST', `/api/collections/${team}/articles`, { articleIds: [c] })).json(),
    ).toMatchObject({
      changed: 1,
    });

    const asOwner = await call(cookie, 'GET', `/api/collections/article-labels?articleIds=${a},${b},${c},${a},999999`);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json().articles).toEqual([
      {
        articleId: a,
        labels: [
          { id: team, name: 'Team picks', color: '#40c057' },
          { id: toRead, name: 'To read', color: '#fa5252' },
        ],
      },
      { articleId: b, labels: [{ id: toRead, name: 'To read', color: '#fa5252' }] },
      { articleId: c, labels: [{ id: team, name: 'Team picks', color: '#40c057' }] },
      { articleId: 999999, labels: [] },
    ]);
    const asMember = (await call(memberCookie, 'GET', `/api/collections/article-labels?articleIds=${a},${b}`)).json();
    expect(asMember.articles).toEqual([
      { articleId: a, labels: [{ id: team, name: 'Team picks', color: '#40c057' }] },
      { articleId: b, labels: [] },
    ]);
    for (const query of ['', 'articleIds=', 'articleIds=1,x', 'articleIds=-1']) {
      expect((await call(cookie, 'GET', `/api/collections/article-labels?${query}`)).statusCode, query).toBe(400);
    }
  });

  it('exports a collection as BibTeX that a BibTeX parser reads back, entry types by venue', async () => {
    const ada = await corpus.author({ name: 'Ada Lovelace' });
    const jose = await corpus.author({ name: 'José Müller' });
    const cvpr = await corpus.journal({ name: 'CVPR', kind: 'conference' });
    const journal = await corpus.journal({ name: 'Journal of Graphs & Networks', kind: 'journal' });
    const arxiv = await corpus.journal({ name: 'arXiv', kind: 'repository', preprint: true });
    const talk = await corpus.article({
      title: 'Deep {learning} on ImageNet: 100% of $5 & #tags_x',
      year: 2021,
      journalId: cvpr.id,
      pages: '770-778',
      authors: [ada.id, jose.id],
      identifiers: { doi: '10.1109/cvpr.2021.00001' },
      origins: [{ code: 'openalex', url: 'https://example.org/talk' }],
    });
    const paper = await corpus.article({
      title: 'Graphs for everyone',
      year: 2021,
      journalId: journal.id,
      volume: '12',
      issue: '3',
      authors: [ada.id],
    });
    const preprint = await corpus.article({
      title: 'Graphs for everyone, again',
      year: 2021,
      journalId: arxiv.id,
      authors: [ada.id],
      identifiers: { arxiv: '2101.00001' },
    });
    const labelId = await newLabel('Graphs & things');
    for (const id of [talk.id, paper.id, preprint.id]) {
      await call(cookie, 'POST', `/api/collections/${labelId}/articles`, { articleIds: [id] });
    }

    const response = await call(cookie, 'GET', `/api/collections/${labelId}/export?format=bibtex`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/x-bibtex/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="graphs-things.bib"');
    const library = parseBibtex(response.body, { english: false });
    expect(library.errors).toEqual([]);
    const byTitle = new Map(library.entries.map((entry) => [entry.fields.title, entry]));
    // The latest added first; the second "graphs" key of Ada's 2021 gets an 'a'.
    expect(library.entries.map((entry) => [entry.key, entry.fields.title])).toEqual([
      ['lovelace2021graphs', 'Graphs for everyone, again'],
      ['lovelace2021graphsa', 'Graphs for everyone'],
      ['lovelace2021deep', 'Deep {learning} on ImageNet: 100% of $5 & #tags_x'],
    ]);
    const talkEntry = byTitle.get('Deep {learning} on ImageNet: 100% of $5 & #tags_x');
    expect(talkEntry).toMatchObject({
      type: 'inproceedings',
      fields: {
        booktitle: 'CVPR',
        year: '2021',
        pages: '770–778',
        doi: '10.1109/cvpr.2021.00001',
        url: 'https://example.org/talk',
        author: [
          { firstName: 'Ada', lastName: 'Lovelace' },
          { firstName: 'José', lastName: 'Müller' },
        ],
      },
    });
    expect(byTitle.get('Graphs for everyone')).toMatchObject({
      type: 'article',
      fields: { journal: 'Journal of Graphs & Networks', volume: '12', number: '3' },
    });
    expect(byTitle.get('Graphs for everyone, again')).toMatchObject({
      type: 'misc',
      fields: { howpublished: 'arXiv', eprint: '2101.00001', archiveprefix: 'arXiv' },
    });
  });

  it('exports a collection as CSV (RFC 4180) that a CSV parser reads back', async () => {
    const ada = await corpus.author({ name: 'Ada Lovelace' });
    const bob = await corpus.author({ name: 'Bob "The Builder", Jr.' });
    const journal = await corpus.journal({ name: 'Graphs, Letters', kind: 'journal' });
    const article = await corpus.article({
      title: 'Quotes "inside", commas, and\na line break',
      year: 2020,
      journalId: journal.id,
      citationsCount: 7,
      authors: [ada.id, bob.id],
      identifiers: { doi: '10.1/abc', pmid: '123' },
    });
    const labelId = await newLabel('Ünïcode — label');
    await call(cookie, 'POST', `/api/collections/${labelId}/articles`, { articleIds: [article.id] });

    const response = await call(cookie, 'GET', `/api/collections/${labelId}/export?format=csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="unicode-label.csv"');
    expect(response.body).toContain('\r\n');
    const rows: string[][] = parseCsv(response.body);
    expect(rows[0]).toEqual([...CSV_HEADER]);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(CSV_HEADER.map((name, i) => [name, rows[1]![i]]));
    expect(row).toMatchObject({
      Title: 'Quotes "inside", commas, and\na line break',
      Authors: 'Ada Lovelace; Bob "The Builder", Jr.',
      Year: '2020',
      Venue: 'Graphs, Letters',
      'Venue type': 'journal',
      DOI: '10.1/abc',
      PubMed: '123',
      URL: 'https://doi.org/10.1/abc',
      Citations: '7',
    });
    expect(Date.parse(row.Added!)).not.toBeNaN();
    expect((await call(cookie, 'GET', `/api/collections/${labelId}/export?format=xml`)).statusCode).toBe(400);
  });

  it('drops an article from every label when it leaves the corpus, and deleting a label keeps the articles', async () => {
    const [a, b] = await articles(2);
    const labelId = await newLabel('Temporary');
    await call(cookie, 'POST', `/api/collections/${labelId}/articles`, { articleIds: [a, b] });
    await t.db.kysely.deleteFrom('articles').where('id', '=', a!).execute();
    expect((await call(cookie, 'GET', `/api/collections/${labelId}`)).json().collection.articlesCount).toBe(1);
    expect((await call(cookie, 'DELETE', `/api/collections/${labelId}`)).statusCode).toBe(204);
    expect(await articleIdsIn(labelId)).toEqual([]);
    expect(await t.db.kysely.selectFrom('articles').select('id').where('id', '=', b!).executeTakeFirst()).toEqual({
      id: b,
    });
  });
});
