import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS, type RepresentationSettings } from '@sciscope/engine';
import type { ExplainExtractResponse, ProposalFullResponse } from '@sciscope/contracts';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { matchArticleConcepts } from '../corpus/article-concepts';
import { createConceptTypicalityRepository } from '../representations/concept-typicality.repository';
import { updateConceptTypicality } from '../representations/concept-typicality.usecases';
import { trainRepresentations } from '../representations/representations.usecases';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';

// "Graph neural networks" is named once, in the title; "Message passing" three times in the
// abstract, and "Design methodology" twice but very common (suggested basic). By occurrences
// alone (the old order) "Message passing" led; in badge order the title's phrase does.
const TEXT = {
  title: 'Graph neural networks for molecules',
  abstract:
    'Message passing between atoms is the core. We study message passing with a design methodology; ' +
    'message passing is cheap and the design methodology general.',
};

const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 };
const ROBOTS = 'Robot joints and actuators: torque control of manipulator joints for grasping with a robot arm.';
const LEARNING = 'Joint training of a neural network language model with attention on translation benchmarks.';

describeEachDatabase('proposal concepts in badge order', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  let corpus: CorpusFactories;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
    corpus = createCorpusFactories({ db: t.db });
  });
  afterEach(async () => {
    await t.close();
  });

  const save = async (fields: { title: string; abstract: string }) => {
    const created = await w.call('POST', `/api/folders/${w.folder.id}/proposals`, 'editor', { payload: fields });
    expect(created.statusCode).toBe(200);
    return created.json().id as number;
  };

  async function gnnOntology() {
    const passing = await corpus.concept({ name: 'Message passing', df: 4 });
    await corpus.literal({ conceptId: passing.id, name: 'message passing' });
    const design = await corpus.concept({ name: 'Design methodology', df: 40 });
    await corpus.literal({ conceptId: design.id, name: 'design methodology' });
    await t.db.kysely.updateTable('concepts').set({ basicSuggested: 1 }).where('id', '=', design.id).execute();
    await corpus.corpusSize(100);
    return { passing, design };
  }

  it('shows a title concept before one the abstract mentions more, with the relevance that says why', async () => {
    const { passing, design } = await gnnOntology();
    const id = await save(TEXT);
    const full = (await w.call('GET', `/api/proposals/${id}/full`, 'viewer')).json() as ProposalFullResponse;
    const concepts = full.groupedConcepts.flatMap((g) => g.concepts);
    // "Neural networks" is named inside the title's phrase: as strong, but more common (tf-idf).
    expect(concepts.map((c) => [c.name, c.tf, c.badge])).toEqual([
      ['Graph neural networks', 1, true],
      ['Neural networks', 1, true],
      ['Message passing', 3, true],
      ['Design methodology', 2, false],
    ]);
    // The first group holds the top badge; groups follow their first concept.
    expect(full.groupedConcepts.map((g) => g.group.name)).toEqual([
      'Neural networks',
      'Message passing',
      'Design methodology',
    ]);
    const [gnn, , message, basic] = concepts;
    expect(gnn?.relevance).toMatchObject({ title: 1, phrase: 1, neighbours: 0.5, occurrences: 0, typicality: 0 });
    expect(message?.relevance.occurrences).toBeCloseTo(Math.log(3), 6);
    expect(basic?.relevance).toMatchObject({ basic: -0.5, phrase: 1 });
    expect(basic?.basicSuggested).toBe(true);
    expect(basic?.df).toBe(40);
    const stored = await t.db.kysely
      .selectFrom('proposalConcepts')
      .select(['conceptId', 'titleTf', 'spanTokens', 'typicality'])
      .where('proposalId', '=', id)
      .orderBy('conceptId')
      .execute();
    expect(stored.map((r) => [r.conceptId, r.titleTf, r.spanTokens, r.typicality])).toEqual([
      [w.concepts.networks.id, 1, 2, null],
      [w.concepts.gnn.id, 1, 3, null],
      [passing.id, 0, 2, null],
      [design.id, 0, 2, null],
    ]);
  });

  it('orders a proposal’s concepts exactly as an article with the same text', async () => {
    await gnnOntology();
    // Keyphraseness comes from the concept tables for both.
    await t.db.kysely
      .updateTable('conceptLiterals')
      .set({ keyphraseness: 0.4 })
      .where('name', '=', 'message passing')
      .execute();
    const article = await corpus.article(TEXT);
    const { pairs } = matchArticleConcepts(await getSearchConceptMatcher(t.db), [{ ...TEXT, id: article.id }]);
    await t.db.kysely.insertInto('articleConcepts').values(pairs).execute();
    const id = await save(TEXT);

    const explain = async (url: string) =>
      ((await w.call('GET', url, 'viewer')).json() as ExplainExtractResponse).concepts.map((c) => ({
        conceptId: c.conceptId,
        relevance: c.relevance,
        badge: c.badge,
        tfidf: c.tfidf,
      }));
    const ofProposal = await explain(`/api/proposals/${id}/explain-extract`);
    const ofArticle = await explain(`/api/articles/${article.id}/explain-extract`);
    expect(ofProposal.length).toBe(4);
    expect(ofProposal).toEqual(ofArticle);
    // The keyphrase point lifts "Message passing" for both.
    expect(ofProposal.find((c) => c.relevance.keyphrase > 0)).toBeDefined();
  });

  it('stores a proposal’s typicality on save once a model and the concept centroids exist, and refreshes it with them', async () => {
    const joints = await corpus.concept({ name: 'Joints' });
    await corpus.literal({ conceptId: joints.id, name: 'joints' });
    const translation = await corpus.concept({ name: 'Machine translation' });
    await corpus.literal({ conceptId: translation.id, name: 'translation' });
    for (let i = 0; i < 12; i++)
      await corpus.article({
        title: `Manipulator joints study ${i}`,
        abstract: ROBOTS,
        concepts: [{ conceptId: joints.id }],
      });
    for (let i = 0; i < 13; i++)
      await corpus.article({
        title: `Neural translation ${i}`,
        abstract: LEARNING,
        concepts: [{ conceptId: translation.id }],
      });
    await corpus.corpusSize(25);
    const text = { title: 'Torque control of robot joints', abstract: ROBOTS };

    const typicality = async (proposalId: number) =>
      new Map(
        (
          await t.db.kysely
            .selectFrom('proposalConcepts')
            .select(['conceptId', 'typicality'])
            .where('proposalId', '=', proposalId)
            .execute()
        ).map((r) => [r.conceptId, r.typicality === null ? null : Number(r.typicality)]),
      );
    // Without a model nothing is known.
    const before = await save(text);
    expect((await typicality(before)).get(joints.id)).toBeNull();
    await trainRepresentations({ db: t.db, progress: silentProgress, settings: SETTINGS });
    // A model but no centroids yet: still nothing.
    const beforeCentroids = await save(text);
    expect((await typicality(beforeCentroids)).get(joints.id)).toBeNull();
    const report = await updateConceptTypicality({ db: t.db, progress: silentProgress });
    // The task computes the centroids and, with them, the proposals saved before.
    expect(report.proposals).toEqual({ proposals: 2, pairs: 2, updated: 2 });
    const centroids = await t.db.kysely.selectFrom('conceptCentroids').select(['conceptId', 'count']).execute();
    expect(centroids.map((c) => [c.conceptId, c.count]).sort((a, b) => (a[0] as number) - (b[0] as number))).toEqual(
      [
        [joints.id, 12],
        [translation.id, 13],
      ].sort((a, b) => (a[0] as number) - (b[0] as number)),
    );
    const after = await save(text);
    // A robot text that says "translation" in passing is far from the translation articles.
    const stray = await save({ title: 'Robot joints', abstract: `${ROBOTS} A translation of the arm.` });

    expect((await typicality(after)).get(joints.id)).toBeGreaterThan(0.9);
    // Refreshed by the task, the earlier two read as the one saved after it (same text, same centroids).
    expect((await typicality(before)).get(joints.id)).toBe((await typicality(after)).get(joints.id));
    expect((await typicality(beforeCentroids)).get(joints.id)).toBe((await typicality(after)).get(joints.id));
    // A second run finds nothing moved.
    expect((await updateConceptTypicality({ db: t.db, progress: silentProgress })).proposals).toMatchObject({
      proposals: 4,
      updated: 0,
    });
    // A value computed from a version of the proposal saved over since is not written.
    const repository = createConceptTypicalityRepository({ db: t.db });
    const version = async (id: number) =>
      (await t.db.kysely.selectFrom('proposals').select('updatedAt').where('id', '=', id).executeTakeFirstOrThrow())
        .updatedAt;
    const pair = { proposalId: after, conceptId: joints.id, typicality: -0.5 };
    await repository.saveProposalPairs([{ ...pair, updatedAt: '2000-01-01T00:00:00.000Z' }]);
    expect((await typicality(after)).get(joints.id)).toBeGreaterThan(0.9);
    await repository.saveProposalPairs([{ ...pair, updatedAt: await version(after) }]);
    expect((await typicality(after)).get(joints.id)).toBe(-0.5);
    const strayValues = await typicality(stray);
    expect(strayValues.get(translation.id)).toBeLessThan((strayValues.get(joints.id) as number) - 0.3);

    // The proposal page reads it as a part of the relevance.
    const full = (await w.call('GET', `/api/proposals/${stray}/full`, 'viewer')).json() as ProposalFullResponse;
    const shown = full.groupedConcepts.flatMap((g) => g.concepts);
    expect(shown.map((c) => c.name)).toEqual(['Joints', 'Machine translation']);
    expect(shown[0]?.relevance.typicality).toBeGreaterThan(0);
    expect(shown[1]?.relevance.typicality).toBeLessThan(shown[0]?.relevance.typicality as number);
  });
});
