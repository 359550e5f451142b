import { afterAll, beforeAll, expect, it } from 'vitest';
import { parseSearchQuery, type SearchQueryNode } from '@sciscope/engine';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import {
  FINGERPRINT_CHECK_MS,
  getSearchConceptMatcher,
  invalidateSearchConceptMatcher,
  queryConceptIds,
} from './search-concept-matcher';

function parsed(q: string): SearchQueryNode {
  const result = parseSearchQuery(q);
  if (!result.ok) throw new Error(result.error.message);
  return result.query;
}

describeEachDatabase('search concept matcher', (dialect) => {
  let db: Db;
  let ids: { gnn: number; robot: number; folding: number };

  beforeAll(async () => {
    db = await createTestDb(dialect);
    const corpus = createCorpusFactories({ db });
    const gnn = await corpus.concept({ name: 'Graph neural network' });
    const robot = await corpus.concept({ name: 'Robot' });
    const folding = await corpus.concept({ name: 'Protein folding' });
    for (const c of [gnn, robot, folding]) await corpus.literal({ conceptId: c.id, name: c.name });
    ids = { gnn: gnn.id, robot: robot.id, folding: folding.id };
  });
  afterAll(async () => db.close());

  it("finds the concepts named by the query's positive words, not those under NOT or in author names", async () => {
    const matcher = await getSearchConceptMatcher(db);
    expect(queryConceptIds(matcher, parsed('graph neural networks for robots'))).toEqual(
      [ids.gnn, ids.robot].sort((a, b) => a - b),
    );
    expect(queryConceptIds(matcher, parsed('"protein folding" AND NOT robot'))).toEqual([ids.folding]);
    expect(queryConceptIds(matcher, parsed('author:robot AND folding'))).toEqual([]);
    expect(queryConceptIds(matcher, parsed('c:5 AND j:7'))).toEqual([]);
  });

  it('keeps one matcher per database until it is invalidated, then sees ontology changes', async () => {
    const first = await getSearchConceptMatcher(db);
    expect(await getSearchConceptMatcher(db)).toBe(first);
    const corpus = createCorpusFactories({ db });
    const drone = await corpus.concept({ name: 'Drone' });
    await corpus.literal({ conceptId: drone.id, name: 'Drone' });
    expect(queryConceptIds(first, parsed('drone'))).toEqual([]);
    invalidateSearchConceptMatcher(db);
    const rebuilt = await getSearchConceptMatcher(db);
    expect(rebuilt).not.toBe(first);
    expect(queryConceptIds(rebuilt, parsed('drone'))).toEqual([drone.id]);
  });

  it('notices a change made elsewhere through the ontology fingerprint, answering with the old matcher meanwhile', async () => {
    const start = Date.now();
    const before = await getSearchConceptMatcher(db, start);
    const corpus = createCorpusFactories({ db });
    const lidar = await corpus.concept({ name: 'Lidar' });
    await corpus.literal({ conceptId: lidar.id, name: 'Lidar' });
    // Within the check interval nothing is looked at; after it, the stale matcher still answers.
    expect(await getSearchConceptMatcher(db, start + 1)).toBe(before);
    expect(await getSearchConceptMatcher(db, start + FINGERPRINT_CHECK_MS)).toBe(before);
    let current = before;
    for (let i = 0; i < 100 && current === before; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      current = await getSearchConceptMatcher(db, start + FINGERPRINT_CHECK_MS + 1);
    }
    expect(current).not.toBe(before);
    expect(queryConceptIds(current, parsed('lidar'))).toEqual([lidar.id]);
  });
});
