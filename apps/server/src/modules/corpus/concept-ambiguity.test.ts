import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { buildArticles } from '../articles/articles.repository';
import { createConceptAmbiguityRepository } from './concept-ambiguity.repository';
import { CONCEPT_RULES_VERSION } from '@sciscope/engine';
import { createAppStateRepository } from './app-state.repository';
import { CONCEPT_RULES_KEY } from './concept-rules.usecases';
import { refreshConceptAmbiguity } from './concept-ambiguity.usecases';
import { processRescanQueue, queueRescanOfAll } from './concept-scan.usecases';

const THRESHOLDS = { minDocs: 5, maxEvidenceShare: 0.2, minLift: 0, minContextDocs: 5, basicDocShare: 0.6 };

describeEachDatabase('corpus-driven concept ambiguity', (dialect) => {
  let db: Db;
  let make: ReturnType<typeof createCorpusFactories>;
  let ids: { windows: number; windowsLiteral: number; os: number; deep: number; os_article: number };

  beforeEach(async () => {
    db = await createTestDb(dialect);
    make = createCorpusFactories({ db });
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

  it('suggests a concept found in most articles as basic, which ranks it half a point lower', async () => {
    await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    const deep = await db.kysely
      .selectFrom('concepts')
      .select('basicSuggested')
      .where('id', '=', ids.deep)
      .executeTakeFirstOrThrow();
    expect(deep.basicSuggested).toBe(1);
    const [article] = await buildArticles({ db, articleIds: [ids.os_article] });
    // Deep learning: twice (ln 2), in the title, a phrase, basic; Operating systems: a phrase
    // beside its child Windows; Windows: in the title, confirmed by its parent.
    expect(article?.concepts.map((c) => [c.name, c.basicSuggested, c.relevance.score.toFixed(2), c.badge])).toEqual([
      ['Deep learning', true, (Math.log(2) + 1 + 1 - 0.5).toFixed(2), true],
      ['Operating systems', false, '1.50', true],
      ['Windows', false, '0.50', true],
    ]);
    const windows = article!.concepts.find((c) => c.name === 'Windows');
    expect(windows?.relevance).toMatchObject({ title: 1, neighbours: 0.5, confirmation: -1, basic: 0 });
    expect(windows?.provenance).toEqual({
      literal: 'Windows',
      surface: 'Windows',
      reason: 'confirmed',
      confirmedBy: { conceptId: ids.os, name: 'Operating systems' },
    });
  });

  it("stores each literal's keyphraseness from the authors' keywords, which earns its concepts half a point", async () => {
    for (const keywords of [['deep learning', 'vision'], ['robots'], ['Deep Learning']]) {
      await make.article({ title: 'Deep learning for robots', abstract: 'Nets.', keywords });
    }
    await queueRescanOfAll(db, 'test');
    await processRescanQueue({ db, progress: silentProgress });
    const report = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(report.keyphrasenessChanged).toBe(1);
    const literal = await db.kysely
      .selectFrom('conceptLiterals')
      .select('keyphraseness')
      .where('name', '=', 'Deep learning')
      .executeTakeFirstOrThrow();
    // 3 texts with keywords hold "deep learning", 2 of them list it: 2 / (3 + 1).
    expect(literal.keyphraseness).toBe(0.5);
    const [article] = await buildArticles({ db, articleIds: [ids.os_article] });
    expect(article?.concepts.find((c) => c.name === 'Deep learning')?.relevance.keyphrase).toBe(0.5);
    const again = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(again.keyphrasenessChanged).toBe(0);
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
    // After a change of the matching rules (articles scanned under version 1), every article
    // is rescanned all the same, and the version is recorded once that is done.
    await createAppStateRepository({ db }).set(CONCEPT_RULES_KEY, '1');
    const rules = await refreshConceptAmbiguity({ db, progress: silentProgress, thresholds: THRESHOLDS });
    expect(rules).toMatchObject({ flagsChanged: 0, contextsChanged: 0, rescan: { articles: 13 } });
    expect(await createAppStateRepository({ db }).get(CONCEPT_RULES_KEY)).toBe(String(CONCEPT_RULES_VERSION));
  });
});
