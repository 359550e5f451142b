import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRefereeSettings } from '@sciscope/contracts';
import { DocumentInstitutions } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { buildRefereesFixture } from '../../test-support/referees.fixture';
import { createTestDb } from '../../test-support/test-db';
import { queryVector, scoreOwnArticles, type DocumentQuery } from '../referees/query-vector';
import { createRankingIndexHolder, type RankingIndex } from '../referees/ranking-index';
import { createRefereeCorpusHolder } from '../referees/referee-corpus.repository';
import type { RefDoc } from '../referees/ref-doc.port';
import { createRefDocRegistry } from '../referees/ref-doc.registry';
import { decodePanelQueries, documentQueries, encodePanelQueries, type PanelQuery } from './panel-queries';
import { findPool, scorePeople, type LoadedDocument, type PanelScoringContext } from './panel-scoring';

const proposal = (id: number, title: string, abstract: string): RefDoc => ({
  kind: 'proposal',
  id,
  title,
  abstract,
  conceptIds: [],
  authors: [],
  corpusArticleIds: [],
  header: {},
});

describe('panel scoring', () => {
  let db: Db;
  let runtimeDir: string;
  let index: RankingIndex;
  let ctx: PanelScoringContext;
  let people: number[];
  const docs: LoadedDocument[] = [
    proposal(1, 'Planar graph coloring', 'We bound the chromatic number of planar graphs by vertex degree.'),
    proposal(2, 'Protein folding', 'Molecular dynamics of protein structure and folding pathways.'),
  ].map((doc) => ({ ref: { subpanelId: 1, docKind: 'proposal', docId: doc.id }, doc }));

  beforeAll(async () => {
    db = await createTestDb();
    runtimeDir = mkdtempSync(join(tmpdir(), 'panel-scoring-'));
    const fx = await buildRefereesFixture(db);
    people = Object.values(fx.people);
    index = (await createRankingIndexHolder({ db, runtimeDir, kind: 'exact' }).get())!;
    // A pool of 3 articles, so the pool fills and its edge is above 0 on this small corpus.
    const settings = { ...defaultRefereeSettings(), nearest_articles_limit: 3 };
    ctx = {
      db,
      index,
      corpus: await createRefereeCorpusHolder({ db }).get(),
      registry: createRefDocRegistry([]),
      referenceYear: 2026,
      settings,
    };
  }, 60_000);
  afterAll(async () => {
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });

  it("scores each person on each document as the referee finder scores a custom author: by words, above the pool's edge", async () => {
    const words = await documentQueries(ctx, docs);
    expect(words.every((q) => q.lexical && !q.dense)).toBe(true);
    const { order, queries } = await findPool({
      ctx,
      docs,
      queries: words,
      subpanelOf: Int32Array.of(0, 0),
      subpanels: 1,
    });
    expect(order.length).toBeGreaterThan(0);
    expect(queries.every((q) => q.edge > 0)).toBe(true);
    const rows = await scorePeople({
      ctx,
      authorIds: people,
      documents: docs.map((d) => d.ref),
      queries,
      sides: docs.map(() => ({ authorIds: new Set(), coauthors: new Map(), institutions: new DocumentInstitutions() })),
      subpanelIds: [1],
    });
    const sinceYear = ctx.referenceYear - ctx.settings.articles_years_limit! + 1;
    let positive = 0;
    for (let d = 0; d < docs.length; d++) {
      const finder = await scoreOwnArticles({
        db,
        index,
        query: queries[d]!.query,
        authorIds: people,
        sinceYear,
        settings: ctx.settings,
        leaveOut: new Set(),
        edge: queries[d]!.edge,
      });
      rows.forEach((row, p) => {
        expect(row.documentScores[d], `person ${row.authorId}, document ${d}`).toBeCloseTo(finder[p]!.score, 5);
        if (finder[p]!.score > 0) positive++;
      });
    }
    // Some people are above the edge and some are not: the comparison is not between zeros.
    expect(positive).toBeGreaterThan(0);
    expect(positive).toBeLessThan(people.length * docs.length);
  });

  it('scores dense queries (a computation stored before words) as the referee finder scores them densely', async () => {
    const dense = await Promise.all(
      docs.map(async ({ doc }) => (await queryVector({ db, index, doc, articleIds: [] }))!),
    );
    const queries: PanelQuery[] = dense.map((v) => ({ query: { lexical: null, dense: v }, edge: 0 }));
    const rows = await scorePeople({
      ctx,
      authorIds: people,
      documents: docs.map((d) => d.ref),
      queries,
      sides: docs.map(() => ({ authorIds: new Set(), coauthors: new Map(), institutions: new DocumentInstitutions() })),
      subpanelIds: [1],
    });
    const sinceYear = ctx.referenceYear - ctx.settings.articles_years_limit! + 1;
    for (let d = 0; d < docs.length; d++) {
      const finder = await scoreOwnArticles({
        db,
        index,
        query: queries[d]!.query,
        authorIds: people,
        sinceYear,
        settings: ctx.settings,
        leaveOut: new Set(),
      });
      rows.forEach((row, p) =>
        expect(row.documentScores[d], `person ${row.authorId}`).toBeCloseTo(finder[p]!.score, 5),
      );
    }
  });

  it('stores the queries with their edges, and reads a computation stored as dense vectors before', () => {
    const dense = Float32Array.from({ length: index.model.dim }, (_, i) => (i === 2 ? 1 : 0));
    const queries: PanelQuery[] = [
      {
        query: { lexical: { ids: Int32Array.of(3, 17, 40), weights: Float32Array.of(0.6, 0.7, 0.38) }, dense: null },
        edge: 0.04,
      },
      { query: { lexical: null, dense }, edge: 0.1 },
      { query: { lexical: null, dense: null }, edge: 0 },
    ];
    const back = decodePanelQueries(encodePanelQueries(queries), index.model.dim);
    expect(back).toHaveLength(3);
    expect(Array.from(back[0]!.query.lexical!.ids)).toEqual([3, 17, 40]);
    expect(Array.from(back[0]!.query.lexical!.weights)).toEqual(Array.from(Float32Array.of(0.6, 0.7, 0.38)));
    expect(back[0]!.edge).toBeCloseTo(0.04, 6);
    expect(Array.from(back[1]!.query.dense!)).toEqual(Array.from(dense));
    expect(back[1]!.edge).toBeCloseTo(0.1, 6);
    expect(back[2]).toEqual({ query: { lexical: null, dense: null }, edge: 0 });
    // The layout before: documents × dim floats (a zero row for a document without a direction).
    const legacy = new Float32Array(2 * index.model.dim);
    legacy.set(dense, 0);
    const old = decodePanelQueries(new Uint8Array(legacy.buffer), index.model.dim);
    expect(old.map((q) => q.edge)).toEqual([0, 0]);
    expect(Array.from(old[0]!.query.dense!)).toEqual(Array.from(dense));
    expect(old[1]!.query).toEqual<DocumentQuery>({ lexical: null, dense: null });
    // A cut-off record is refused rather than read as other numbers.
    expect(() => decodePanelQueries(encodePanelQueries(queries).slice(0, 20), index.model.dim)).toThrow(/truncated/);
  });
});
