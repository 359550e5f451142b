import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { buildRefereeCorpus } from './referee-corpus.repository';

describeEachDatabase("the referee finder's corpus copy", (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => db.close());

  it('counts the articles of each author that have a citation count, an author listed twice once (walk 8)', async () => {
    const corpus = createCorpusFactories({ db });
    const [ann, bo] = [await corpus.author({ name: 'Ann' }), await corpus.author({ name: 'Bo' })];
    await corpus.article({ authors: [ann.id, bo.id], citationsCount: 5 });
    await corpus.article({ authors: [ann.id], citationsCount: 0 });
    // Unknown counts (as SIGGRAPH's records): not counted.
    await corpus.article({ authors: [ann.id, bo.id], citationsCount: -1 });
    await corpus.article({ authors: [bo.id], citationsCount: -1 });
    // Ann twice in one byline (IEEE records list authors twice): one article.
    await corpus.article({ authors: [ann.id, ann.id], citationsCount: 2 });
    const built = await buildRefereeCorpus(db);
    expect(built.author.citedArticles[ann.id]).toBe(3);
    expect(built.author.citedArticles[bo.id]).toBe(1);
  });
});
