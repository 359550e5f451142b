import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AutocompleteConceptsResponse, AutocompleteSearchInputResponse } from '@sciscope/contracts';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { loadSearchFixture, type SearchFixture } from '../../test-support/search.fixture';
import { escapeLike, prefixUpperBound } from './autocomplete.repository';
import { articleSuggestion } from './autocomplete.usecases';

describe('article suggestions', () => {
  it('shows inline TeX of a suggested title as text, keeping the stored title as the value', () => {
    const title = 'Sparse recovery by $\\ell_1$ minimisation on hypergraphs';
    expect(articleSuggestion({ id: 5, title, citationsCount: 0, doi: null })).toMatchObject({
      value: title,
      label: 'Sparse recovery by ℓ₁ minimisation on hypergraphs',
      title: 'Sparse recovery by ℓ₁ minimisation on hypergraphs',
    });
  });
});

describe('autocomplete helpers', () => {
  it('makes LIKE patterns safe', () => {
    expect(escapeLike('50%_a\\b')).toBe('50\\%\\_a\\\\b');
    expect(prefixUpperBound('graph')).toBe('grapi');
  });
});

describeEachDatabase('autocomplete', (dialect) => {
  let t: TestApp;
  let f: SearchFixture;
  let ids: Record<string, number>;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    f = await loadSearchFixture(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    const make = async (name: string, df: number, extra: { deleted?: boolean } = {}) => {
      const concept = await corpus.concept({ name, df, ...extra });
      await corpus.literal({ conceptId: concept.id, name });
      return concept.id;
    };
    ids = {
      graph: await make('Graph', 5),
      graphTheory: await make('Graph theory', 50),
      knowledgeGraph: await make('Knowledge graph', 100),
      deletedGraph: await make('Graph grammar', 500, { deleted: true }),
      long: await make(`Robot ${'very '.repeat(20)}long concept name`, 1),
    };
    for (let i = 1; i <= 14; i++) await make(`Ontology term ${i}`, i);
    // A frequent concept with a longer literal that starts like a rarer concept's name.
    ids.vision = await make('Computer vision', 10);
    ids.tracking = await make('Tracking', 900);
    await corpus.literal({ conceptId: ids.tracking, name: 'computer vision tracking' });
  });
  afterAll(async () => t.close());

  const concepts = async (query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/autocomplete/concepts?query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AutocompleteConceptsResponse;
  };
  const searchInput = async (query: string, type = 'all') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/autocomplete/search-input?type=${type}&query=${encodeURIComponent(query)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as AutocompleteSearchInputResponse;
  };

  it('answers nothing, successfully, under two characters', async () => {
    for (const query of ['', 'g', '  g  ']) {
      expect(await concepts(query)).toEqual({ results: [], total: 0, success: true });
      expect(await searchInput(query)).toEqual({ results: [], total: 0, success: true });
    }
  });

  it('suggests concepts by name and literal: exact first, then prefixes by DF, then inner words; never deleted ones', async () => {
    const body = await concepts('graph');
    expect(body.results.map((r) => r.value)).toEqual([
      'Graph',
      'Graph theory',
      'Graph neural network',
      'Knowledge graph',
    ]);
    expect(body.total).toBe(4);
    expect(body.results[0]).toEqual({
      id: ids.graph,
      value: 'Graph',
      label: 'Graph',
      type: 'concept',
      url: `/search/?q=c:${ids.graph}`,
    });
    expect(body.results.some((r) => r.id === ids.deletedGraph)).toBe(false);
  });

  it('offers a concept matched by its name before a more frequent one matched by another literal', async () => {
    const body = await concepts('computer vi');
    expect(body.results.map((r) => r.label)).toEqual(['Computer vision', 'Tracking (computer vision tracking)']);
  });

  it('explains a match through a literal and finds substrings', async () => {
    const robotic = await concepts('robotic');
    expect(robotic.results[0]).toMatchObject({
      id: f.conceptId('Robot'),
      value: 'Robot',
      label: 'Robot (Robotic system)',
    });
    const inner = await concepts('earning');
    expect(inner.results.map((r) => r.value).sort()).toEqual(['Machine learning', 'Reinforcement learning']);
  });

  it('returns at most ten concepts and cuts labels at 70 characters', async () => {
    const many = await concepts('ontology term');
    expect(many.results).toHaveLength(10);
    expect(many.total).toBe(10);
    // Highest DF first among equal prefix matches.
    expect(many.results[0]?.value).toBe('Ontology term 14');
    const long = (await concepts('robot very')).results.find((r) => r.id === ids.long);
    expect(long?.label).toHaveLength(70);
    expect(long?.label.endsWith('…')).toBe(true);
    expect(long?.value.length).toBeGreaterThan(70);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await concepts('%%')).results).toEqual([]);
    expect((await concepts('__')).results).toEqual([]);
  });

  it('mixes a search entry, articles, concepts and authors for the search box', async () => {
    const body = await searchInput('robot');
    expect(body.results[0]).toEqual({
      id: 0,
      value: 'robot',
      label: 'Search for "robot"',
      type: 'ui',
      url: '/search/?q=robot',
      title: 'Search for "robot"',
    });
    const types = body.results.map((r) => r.type);
    expect(types.filter((type) => type === 'ui')).toHaveLength(1);
    const articles = body.results.filter((r) => r.type === 'article').map((r) => f.keyOf(r.id));
    expect(articles.sort()).toEqual(['W2', 'W7']);
    expect(body.results.filter((r) => r.type === 'concept').map((r) => r.id)).toEqual([f.conceptId('Robot'), ids.long]);
    expect(body.results.length).toBeLessThanOrEqual(10);
    expect(body.total).toBe(body.results.length);
    expect(body.results.every((r) => r.label.length <= 65)).toBe(true);
    expect(body.results.find((r) => r.id === ids.long)?.label).toHaveLength(65);
  });

  it('links articles to their DOI when they have one and to a title search otherwise', async () => {
    const gnn = (await searchInput('graph neural')).results.find((r) => r.type === 'article');
    expect(gnn).toMatchObject({
      id: f.id('W1'),
      value: 'Graph neural networks for molecule property prediction',
      url: `/search/?q=${encodeURIComponent('doi:10.1000/gnn.1')}`,
    });
    const survey = (await searchInput('survey of rob')).results.find((r) => r.type === 'article');
    expect(survey).toMatchObject({
      id: f.id('W7'),
      url: `/search/?q=${encodeURIComponent('title:"A survey of robot grasping"')}`,
    });
  });

  it('completes a half-typed last word, titles starting with the text first', async () => {
    const body = await searchInput('reinforcement learni');
    expect(body.results.filter((r) => r.type === 'article').map((r) => f.keyOf(r.id))).toEqual(['W2', 'W6']);
    const articlesFor = async (query: string) =>
      (await searchInput(query)).results.filter((r) => r.type === 'article').map((r) => f.keyOf(r.id));
    expect(await articlesFor('graspin')).toEqual(['W7']);
    // A finished word found in no title does not bring titles that merely share its start.
    expect(await articlesFor('grasper')).toEqual([]);
  });

  it('suggests authors by any name word, most prolific first, linking to their page', async () => {
    const body = await searchInput('martin', 'authors');
    expect(body.results).toHaveLength(1);
    const alice = body.results[0]!;
    expect(alice).toMatchObject({
      value: 'Alice Martin',
      label: 'Alice Martin',
      type: 'author',
      title: 'Alice Martin',
    });
    expect(alice.url).toBe(`/author/${alice.id}/Alice-Martin`);
    expect((await searchInput('alice mar', 'authors')).results.map((r) => r.value)).toEqual(['Alice Martin']);
    expect((await searchInput('eva nov', 'authors')).results.map((r) => r.value)).toEqual(['Eva Novak']);
    expect((await searchInput('nobody here', 'authors')).results).toEqual([]);
    // Only authors for type=authors, and authors among the mixed suggestions otherwise.
    expect((await searchInput('carla', 'authors')).results.every((r) => r.type === 'author')).toBe(true);
    expect((await searchInput('carla rossi')).results.map((r) => r.type)).toEqual(['ui', 'author']);
  });

  it('picks a person by author id, with or without a #, and nobody for an unknown id', async () => {
    const alice = (await searchInput('martin', 'authors')).results[0]!;
    // (Queries need 2 characters: the fixture's ids are small, so the bare one is written with a 0.)
    for (const query of [String(alice.id).padStart(2, '0'), `#${alice.id}`])
      expect((await searchInput(query, 'authors')).results.map((r) => [r.id, r.value])).toEqual([
        [alice.id, 'Alice Martin'],
      ]);
    expect((await searchInput('987654321', 'authors')).results).toEqual([]);
  });

  it('tells same-name authors apart, in the person search and the search box: latest affiliation, articles and active years', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const [old, young] = [
      await corpus.author({ name: 'Jan Kowalczyk', articlesCount: 12, firstYear: 2001, lastYear: 2012 }),
      await corpus.author({ name: 'Jan Kowalczyk', articlesCount: 3, firstYear: 2019, lastYear: 2024 }),
    ];
    const [warsaw, krakow, delft] = [
      await corpus.institution({ name: 'University of Warsaw' }),
      await corpus.institution({ name: 'AGH Kraków' }),
      await corpus.institution({ name: 'TU Delft' }),
    ];
    await corpus.article({ year: 2001, authors: [{ authorId: old.id, institutionIds: [warsaw.id] }] });
    await corpus.article({ year: 2012, authors: [{ authorId: old.id, institutionIds: [krakow.id] }] });
    await corpus.article({ year: 2024, authors: [{ authorId: young.id, institutionIds: [delft.id] }] });
    const expected = [
      [old.id, { affiliation: 'AGH Kraków', articlesCount: 12, firstYear: 2001, lastYear: 2012 }],
      [young.id, { affiliation: 'TU Delft', articlesCount: 3, firstYear: 2019, lastYear: 2024 }],
    ];
    const body = await searchInput('jan kowalczyk', 'authors');
    expect(body.results.map((r) => [r.id, r.details])).toEqual(expected);
    const mixed = (await searchInput('jan kowalczyk')).results.filter((r) => r.type === 'author');
    expect(mixed.map((r) => [r.id, r.details])).toEqual(expected);
  });

  it('rejects an unknown suggestion type', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/autocomplete/search-input?type=journals&query=robot',
    });
    expect(response.statusCode).toBe(400);
  });
});

describeEachDatabase('autocomplete limit setting', (dialect) => {
  let limited: TestApp;
  let unlimited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ dialect, env: { SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '3' } });
    unlimited = await createTestApp({ dialect, env: { SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE: '0' } });
  });
  afterAll(async () => {
    await limited.close();
    await unlimited.close();
  });

  const statuses = async (t: TestApp, url: string, count: number) => {
    const answers: number[] = [];
    for (let i = 0; i < count; i++) {
      answers.push((await t.app.inject({ method: 'GET', url, remoteAddress: '192.0.2.60' })).statusCode);
    }
    return answers;
  };

  it('answers 429 past SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE calls of one address to a call, and never when it is 0', async () => {
    for (const url of ['/api/autocomplete/concepts?query=gr', '/api/autocomplete/search-input?type=all&query=gr']) {
      expect(await statuses(limited, url, 4)).toEqual([200, 200, 200, 429]);
      const many = await statuses(unlimited, url, 650);
      expect(many).toEqual(many.map(() => 200));
    }
  });
});
