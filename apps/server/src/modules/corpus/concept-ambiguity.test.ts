import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { buildArticles } from '../articles/articles.repository';
import { createConceptAmbiguityRepository } from './concept-ambiguity.repository';
import { refreshConceptAmbiguity } from './concept-ambiguity.usecases';
import { processRescanQueue, queueRescanOfAll } from './concept-scan.usecases';

const THRESHOLDS = { minDocs: 5, maxEvidenceShare: 0.2, minLift: 0, minContextDocs: 5, basicDocShare: 0.6 };

describeEachDatabase('corpus-driven concept ambiguity', (dialect) => {
  let db: Db;
  let ids: { windows: number; windowsLiteral: number; os: number; deep: number; os_article: number };

  beforeEach(async () => {
    db = await createTestDb(dialect);
    const make = createCorpusFactories({ db });
    const os = await make.concept({ name: 'Operating systems' });
    await make.literal({ conceptId: os.id, name: 'Operating systems' });
    const windows = await make.concept({ name: 'Windows' });
    const windowsLiteral = await make.literal({ conceptId: windows.id, name: 'Windows' });
    await db.kysely.insertInto('conceptRelations').values({ parentId: os.id, childId: windows.id }).execute();
    const deep = await make.concept({ name: 'Deep learning' });
    await make.literal({ conceptId: deep.id, name: 'Deep learning' });
    // Windows mostly in "sliding windows" of deep learning papers, once as the operating system.
    for (let i = 0; i < 12; i++) {
      await make.article({
        title: i < 6 ? `Sliding windows for deep learning ${i}` : `Deep learning ${i}`,
        abstract: 'We slide over images.',
      });
    }
    const osArticle = await make.article({
      title: 'Scheduling deep learning in Windows',
      abstract: 'Operating systems schedule deep learning jobs.',
    });
    await make.corpusSize(13);
    ids = {
      windows: windows.id,
      windowsLiteral: windowsLiteral.id,
      os: os.id,
      deep: deep.id,
      os_article: osArticle.id,
    };
    await queueRescanOfAll(db, 'test');
    await processRescanQueue({ db, progress: silentProgress });
  });
  afterEach(async () => {
    await db.close();
  });

  async function windowsPairs() {
    return db.kysely
      .selectFrom('articleConcepts')
      .select(['articleId', 'literalId', 'reason', 'evidenceConceptId'])
      .where('conceptId', '=', ids.windows)
      .orderBy('articleId')
      .execute();
  }

  it('records a plain literal as the provenance of every pair before any flag is set', async () => {
    const pairs = await windowsPairs();
    expect(pairs).toHaveLength(7);
    expect(pairs.every((p) => p.reason === 'literal' && p.literalId === ids.windowsLiteral)).toBe(true);
  });

  it('marks a literal whose occurrences lack its neighbours ambiguous, as set by the machine, and rescans', async () => {
    const report = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(report.articles).toBe(13);
    expect(report.flagsChanged).toBe(1);
    const literal = await db.kysely
      .selectFrom('conceptLiterals')
      .select(['isAmbiguous', 'ambiguitySetBy', 'blockedContexts'])
      .where('id', '=', ids.windowsLiteral)
      .executeTakeFirstOrThrow();
    expect(literal).toMatchObject({ isAmbiguous: 1, ambiguitySetBy: 'machine' });
    expect(JSON.parse(literal.blockedContexts ?? '[]')).toContainEqual({ before: 'sliding', after: '' });
    expect(report.rescan?.articles).toBe(13);
    expect(report.basicSuggested).toBe(1);
    expect(await windowsPairs()).toEqual([
      { articleId: ids.os_article, literalId: ids.windowsLiteral, reason: 'confirmed', evidenceConceptId: ids.os },
    ]);
  });

  it('suggests a concept found in most articles as basic and lists it after the others', async () => {
    await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    const deep = await db.kysely
      .selectFrom('concepts')
      .select('basicSuggested')
      .where('id', '=', ids.deep)
      .executeTakeFirstOrThrow();
    expect(deep.basicSuggested).toBe(1);
    // Even with the highest tf-idf (a df of 1), a suggested basic concept comes last.
    await db.kysely.updateTable('concepts').set({ df: 1 }).where('id', '=', ids.deep).execute();
    const [article] = await buildArticles({ db, articleIds: [ids.os_article] });
    expect(article?.concepts.map((c) => [c.name, c.basicSuggested])).toEqual([
      ['Operating systems', false],
      ['Windows', false],
      ['Deep learning', true],
    ]);
    expect(article!.concepts[2]!.tfidf).toBeGreaterThan(article!.concepts[0]!.tfidf);
    const [windows] = (await buildArticles({ db, articleIds: [ids.os_article] }))[0]!.concepts.filter(
      (c) => c.name === 'Windows',
    );
    expect(windows?.provenance).toEqual({
      literal: 'Windows',
      reason: 'confirmed',
      confirmedBy: { conceptId: ids.os, name: 'Operating systems' },
    });
  });

  it('never overrides a flag a moderator set, in either direction', async () => {
    const repo = createConceptAmbiguityRepository({ db });
    await repo.setModeratorFlag(ids.windowsLiteral, false);
    const report = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(report.flagsChanged).toBe(0);
    const literal = await db.kysely
      .selectFrom('conceptLiterals')
      .select(['isAmbiguous', 'ambiguitySetBy'])
      .where('id', '=', ids.windowsLiteral)
      .executeTakeFirstOrThrow();
    expect(literal).toEqual({ isAmbiguous: 0, ambiguitySetBy: 'moderator' });
    // The blocked context still applies: "sliding windows" does not count, the rest does.
    expect((await windowsPairs()).map((p) => [p.articleId, p.reason])).toEqual([[ids.os_article, 'literal']]);

    const osLiteral = await db.kysely
      .selectFrom('conceptLiterals')
      .select('id')
      .where('name', '=', 'Operating systems')
      .executeTakeFirstOrThrow();
    await repo.setModeratorFlag(osLiteral.id, true);
    await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    const os = await db.kysely
      .selectFrom('conceptLiterals')
      .select(['isAmbiguous', 'ambiguitySetBy'])
      .where('id', '=', osLiteral.id)
      .executeTakeFirstOrThrow();
    expect(os).toEqual({ isAmbiguous: 1, ambiguitySetBy: 'moderator' });
  });

  it('changes nothing and rescans nothing when run again on the same corpus', async () => {
    await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    const again = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(again).toMatchObject({ flagsChanged: 0, contextsChanged: 0, rescan: null });
  });
});
