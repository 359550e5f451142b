import { tfidfWeight } from '@sciscope/engine';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { ARTICLE_IN_BATCH, buildArticleRows, buildArticles } from './articles.repository';
import { conceptRelevance } from '@sciscope/contracts/testing';

describeEachDatabase('buildArticles', (dialect) => {
  let db: Db;
  let corpus: CorpusFactories;

  beforeAll(async () => {
    db = await createTestDb(dialect);
    corpus = createCorpusFactories({ db });
  });
  afterAll(async () => db.close());

  it('returns articles in the order asked, once each, skipping unknown ids', async () => {
    const [a, b, c] = [await corpus.article(), await corpus.article(), await corpus.article()];
    const articles = await buildArticles({ db, articleIds: [c.id, 999999, a.id, c.id, b.id] });
    expect(articles.map((x) => x.id)).toEqual([c.id, a.id, b.id]);
    expect(await buildArticles({ db, articleIds: [] })).toEqual([]);
  });

  it('builds an article without venue, byline, concepts or identifiers with null and empty fields', async () => {
    const bare = await corpus.article({ title: 'Bare', year: null, authorsCount: 0 });
    expect(await buildArticles({ db, articleIds: [bare.id] })).toEqual([
      {
        id: bare.id,
        title: 'Bare',
        abstract: null,
        year: null,
        notable: false,
        openAccess: false,
        origins: [],
        journal: null,
        authors: [],
        authorsCount: 0,
        citationsCount: 0,
        concepts: [],
        manuscriptType: null,
        identifiers: { doi: null, arxiv: null, pmid: null, pmcid: null },
      },
    ]);
  });

  it('orders concepts by badge relevance, then tfidf and id, marks the badges, leaves out deleted ones and keeps basic ones', async () => {
    const [x, y, z, t] = [
      await corpus.concept({ df: 2 }),
      await corpus.concept({ df: 2, basic: true }),
      await corpus.concept({ df: 3 }),
      await corpus.concept({ df: 50 }),
    ];
    const gone = await corpus.concept({ deleted: true });
    const article = await corpus.article({
      concepts: [
        { conceptId: x.id },
        { conceptId: z.id, tf: 4 },
        { conceptId: y.id },
        { conceptId: gone.id, tf: 9 },
        // In the title, as a phrase: first, though its tf-idf is the lowest.
        { conceptId: t.id, titleTf: 1, spanTokens: 2 },
      ],
    });
    await corpus.corpusSize(100);
    const weight = (tf: number, df: number) => expect.closeTo(tfidfWeight({ tf, df, documentCount: 100 }), 9);
    const relevance = (parts: Partial<Record<'occurrences' | 'title' | 'phrase', number>>) => {
      const all = conceptRelevance(parts);
      return { ...all, score: expect.closeTo(all.score, 9), occurrences: expect.closeTo(all.occurrences, 9) };
    };
    const [built] = await buildArticles({ db, articleIds: [article.id] });
    // x and y weigh the same (same relevance, tf and df): the lower id comes first.
    expect(built!.concepts).toEqual([
      {
        conceptId: t.id,
        name: t.name,
        tf: 1,
        tfidf: weight(1, 50),
        df: 50,
        basicSuggested: false,
        provenance: null,
        relevance: relevance({ title: 1, phrase: 1 }),
        badge: true,
      },
      {
        conceptId: z.id,
        name: z.name,
        tf: 4,
        tfidf: weight(4, 3),
        df: 3,
        basicSuggested: false,
        provenance: null,
        relevance: relevance({ occurrences: Math.log(4) }),
        badge: true,
      },
      {
        conceptId: x.id,
        name: x.name,
        tf: 1,
        tfidf: weight(1, 2),
        df: 2,
        basicSuggested: false,
        provenance: null,
        relevance: relevance({}),
        badge: true,
      },
      {
        conceptId: y.id,
        name: y.name,
        tf: 1,
        tfidf: weight(1, 2),
        df: 2,
        basicSuggested: false,
        provenance: null,
        relevance: relevance({}),
        badge: false,
      },
    ]);
  });

  it('does not show a second badge for one name spelt two ways (two ontologies), but keeps the concept', async () => {
    const wire = await corpus.concept({ name: 'Wire', df: 5 });
    const wires = await corpus.concept({ name: 'Wires', df: 6 });
    const copper = await corpus.concept({ name: 'Copper', df: 7 });
    const cables = await corpus.concept({ name: 'Cables', df: 8 });
    const article = await corpus.article({
      concepts: [
        { conceptId: wire.id, tf: 3, titleTf: 1 },
        { conceptId: wires.id, tf: 3 },
        { conceptId: copper.id, tf: 2 },
        { conceptId: cables.id, tf: 1 },
      ],
    });
    const [built] = await buildArticles({ db, articleIds: [article.id] });
    const shown = built!.concepts.filter((c) => c.badge).map((c) => c.name);
    expect(shown).toEqual(['Wire', 'Copper', 'Cables']);
    expect(built!.concepts.map((c) => c.name)).toEqual(['Wire', 'Copper', 'Cables', 'Wires']);
  });

  it('lists the byline in position order with the role flags and a preprint venue', async () => {
    const [first, middle, last] = [
      await corpus.author({ name: 'First' }),
      await corpus.author({ name: 'Middle' }),
      await corpus.author({ name: 'Last' }),
    ];
    const server = await corpus.journal({ name: 'arXiv', preprint: true });
    const article = await corpus.article({
      journalId: server.id,
      authors: [first.id, { authorId: middle.id, isCorresponding: true }, last.id],
      identifiers: { arxiv: '2401.00001', pmcid: 'PMC5502336' },
    });
    const [built] = await buildArticles({ db, articleIds: [article.id] });
    expect(built!.authors).toEqual([
      { authorId: first.id, name: 'First', isLeading: true, isSenior: false, isCorresponding: false },
      { authorId: middle.id, name: 'Middle', isLeading: false, isSenior: false, isCorresponding: true },
      { authorId: last.id, name: 'Last', isLeading: false, isSenior: true, isCorresponding: false },
    ]);
    expect(built!.authorsCount).toBe(3);
    expect(built!.journal).toEqual({
      title: 'arXiv',
      shortTitle: null,
      volume: null,
      issue: null,
      pages: null,
      journalId: server.id,
      impactFactor: null,
      preprint: true,
    });
    expect(built!.identifiers).toEqual({ doi: null, arxiv: '2401.00001', pmid: null, pmcid: 'PMC5502336' });
  });

  it('keeps the asked order across IN batches', async () => {
    const ids: number[] = [];
    for (let i = 0; i < ARTICLE_IN_BATCH + 3; i += 1) ids.push((await corpus.article()).id);
    const shuffled = [...ids.slice(ARTICLE_IN_BATCH), ...ids.slice(0, ARTICLE_IN_BATCH)].reverse();
    const articles = await buildArticles({ db, articleIds: shuffled });
    expect(articles.map((a) => a.id)).toEqual(shuffled);
  });
  it("quotes the article's own words for the literal that made a concept count (the title in lists)", async () => {
    const concept = await corpus.concept({ name: 'Neural network' });
    const net = await corpus.literal({ conceptId: concept.id, name: 'Neural net' });
    const inTitle = await corpus.article({
      title: 'Image classification with a convolutional neural net',
      abstract: 'Neural nets classify images.',
      concepts: [{ conceptId: concept.id }],
    });
    const inAbstract = await corpus.article({
      title: 'Deep vision',
      abstract: 'Stacked Neural Nets see in the dark.',
      concepts: [{ conceptId: concept.id }],
    });
    await db.kysely
      .updateTable('articleConcepts')
      .set({ literalId: net.id, reason: 'literal' })
      .where('conceptId', '=', concept.id)
      .execute();
    const [first, second] = await buildArticles({ db, articleIds: [inTitle.id, inAbstract.id] });
    expect(first!.concepts[0]!.provenance).toEqual({
      literal: 'Neural net',
      surface: 'neural net',
      reason: 'literal',
      confirmedBy: null,
    });
    expect(second!.concepts[0]!.provenance?.surface).toBe('Neural Nets');
    // A result row has no abstract: a concept found there is named by the ontology's term only.
    const rows = await buildArticleRows({ db, articleIds: [inTitle.id, inAbstract.id] });
    expect(rows.map((row) => row.concepts[0]!.provenance?.surface)).toEqual(['neural net', null]);
  });
});
