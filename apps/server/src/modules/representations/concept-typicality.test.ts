import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEFAULT_REPRESENTATION_SETTINGS, type RepresentationSettings } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories, type CorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { readArticleConcepts } from '../articles/articles.repository';
import { CENTROIDS_MODEL_KEY, typicalityIsStale, updateConceptTypicality } from './concept-typicality.usecases';
import { trainRepresentations } from './representations.usecases';

const SETTINGS: RepresentationSettings = { ...DEFAULT_REPRESENTATION_SETTINGS, dim: 6, maxProjectedTerms: 500 };

const ROBOTS = 'Robot joints and actuators: torque control of manipulator joints for grasping with a robot arm.';
const LEARNING = 'Joint training of a neural network language model with attention on translation benchmarks.';

describeEachDatabase('concept typicality', (dialect) => {
  let db: Db;
  let corpus: CorpusFactories;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    corpus = createCorpusFactories({ db });
  });
  afterEach(async () => {
    await db.close();
  });

  async function typicalities(): Promise<Map<string, number | null>> {
    const rows = await db.kysely
      .selectFrom('articleConcepts')
      .select(['articleId', 'conceptId', 'typicality'])
      .execute();
    return new Map(
      rows.map((r) => [`${r.articleId}/${r.conceptId}`, r.typicality === null ? null : Number(r.typicality)]),
    );
  }

  it('ranks a concept down on the article unlike its other articles, and only writes what changed', async () => {
    const joints = await corpus.concept({ name: 'Joints' });
    const robotics = await corpus.concept({ name: 'Robotics' });
    const robotIds: number[] = [];
    for (let i = 0; i < 12; i++) {
      const article = await corpus.article({
        title: `Manipulator joints study ${i}`,
        abstract: ROBOTS,
        concepts: [{ conceptId: joints.id }, { conceptId: robotics.id }],
      });
      robotIds.push(article.id);
    }
    const stray = await corpus.article({
      title: 'Joint learning of translation',
      abstract: LEARNING,
      concepts: [{ conceptId: joints.id }],
    });
    for (let i = 0; i < 12; i++) await corpus.article({ title: `Neural translation ${i}`, abstract: LEARNING });
    await corpus.corpusSize(25);

    // Before any model there is nothing to compare with.
    expect(await typicalityIsStale(db)).toBe(false);
    expect(await updateConceptTypicality({ db, progress: silentProgress })).toMatchObject({ pairs: 0, updated: 0 });
    const trained = await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(trained.embedded).toBe(25);
    // A model typicality was never computed from (an upgraded database): start-up queues the task.
    expect(await typicalityIsStale(db)).toBe(true);
    const report = await updateConceptTypicality({ db, progress: silentProgress });
    expect(report).toMatchObject({ articles: 25, pairs: 25, updated: 25 });
    expect(await typicalityIsStale(db)).toBe(false);
    // A database upgraded to migration 0020 has typicality but no stored centroids: stale again.
    await db.kysely.deleteFrom('appState').where('key', '=', CENTROIDS_MODEL_KEY).execute();
    expect(await typicalityIsStale(db)).toBe(true);
    expect((await updateConceptTypicality({ db, progress: silentProgress })).updated).toBe(0);
    expect(await typicalityIsStale(db)).toBe(false);

    const stored = await typicalities();
    const robot = stored.get(`${robotIds[0]}/${joints.id}`) as number;
    const strayValue = stored.get(`${stray.id}/${joints.id}`) as number;
    expect(robot).toBeGreaterThan(0.9);
    expect(strayValue).toBeLessThan(robot - 0.3);

    // Badge relevance reads it: the stray article's "Joints" is ranked down.
    const concepts = await readArticleConcepts(db, [robotIds[0] as number, stray.id]);
    const onRobot = concepts.get(robotIds[0] as number)?.find((c) => c.conceptId === joints.id);
    const onStray = concepts.get(stray.id)?.find((c) => c.conceptId === joints.id);
    expect(onRobot?.relevance.typicality).toBeGreaterThan(0);
    expect(onStray?.relevance.typicality).toBeLessThan(onRobot?.relevance.typicality as number);

    // Nothing moved: nothing is written again.
    expect((await updateConceptTypicality({ db, progress: silentProgress })).updated).toBe(0);
    // A pair written anew by a rescan (typicality unknown) is the only one written.
    await db.kysely
      .updateTable('articleConcepts')
      .set({ typicality: null })
      .where('articleId', '=', stray.id)
      .execute();
    expect((await updateConceptTypicality({ db, progress: silentProgress })).updated).toBe(1);
    expect((await typicalities()).get(`${stray.id}/${joints.id}`)).toBeCloseTo(strayValue, 4);
  });

  it('leaves a concept carried by a single article unknown', async () => {
    const lone = await corpus.concept({ name: 'Mirrors' });
    await corpus.article({ title: 'Mirror flipping', abstract: LEARNING, concepts: [{ conceptId: lone.id }] });
    for (let i = 0; i < 24; i++) await corpus.article({ title: `Robot ${i}`, abstract: ROBOTS });
    await corpus.corpusSize(25);
    await trainRepresentations({ db, progress: silentProgress, settings: SETTINGS });
    expect(await updateConceptTypicality({ db, progress: silentProgress })).toMatchObject({ pairs: 1, updated: 0 });
    expect([...(await typicalities()).values()]).toEqual([null]);
  });
});
