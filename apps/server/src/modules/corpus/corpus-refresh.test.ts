import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { SYNTHETIC_THESAURUS_CSV, syntheticWorkLines } from '../../test-support/synthetic-works';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { importOntologyFile } from '../ontology/ontology-import.usecases';
import { createConceptScanRepository } from './concept-scan.repository';
import { processRescanQueue } from './concept-scan.usecases';
import { refreshCorpus } from './corpus-refresh.usecases';
import { createCorpusRefreshRepository } from './corpus-refresh.repository';
import { importWorks } from './works-import.usecases';

const NONE = { notable: 0, journals: 0, authors: 0, conceptDf: 0, literalDf: 0, articleCount: 0, authorNames: 0 };

describeEachDatabase('the corpus kept by increments', (dialect) => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-refresh-'));
    const thesaurus = join(dir, 'thesaurus.csv');
    writeFileSync(thesaurus, SYNTHETIC_THESAURUS_CSV);
    await importOntologyFile({ db, file: thesaurus, progress: silentProgress });
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /** Imports `count` works as a file of its own, in batches of 25. */
  async function importFile(name: string, count: number, seed: number) {
    const file = join(dir, `${name}.jsonl`);
    writeFileSync(file, syntheticWorkLines({ count, seed, idPrefix: name }).join('\n'));
    return importWorks({ db, files: [file], progress: silentProgress, gender: null, batchSize: 25 });
  }

  it('equals a whole-corpus recomputation after imports of several files in batches', async () => {
    await importFile('A', 120, 1);
    await importFile('B', 90, 2);
    await importFile('C', 60, 3);
    const report = await refreshCorpus({ db, progress: silentProgress });
    expect(report.articles).toBe(270);
    expect(report.corrected).toEqual(NONE);
  });

  it('corrects exactly the values that drifted and says how many', async () => {
    await importFile('A', 120, 4);
    const k = db.kysely;
    await k.updateTable('authors').set({ hIndex: 99 }).where('id', 'in', [1, 2, 3]).execute();
    await k.updateTable('concepts').set({ df: 12345 }).where('id', '=', 1).execute();
    await k.updateTable('conceptLiterals').set({ df: 777 }).where('id', 'in', [1, 2]).execute();
    await k.updateTable('journals').set({ articlesCount: 0 }).where('id', '=', 1).execute();
    await k.updateTable('corpusStats').set({ value: 5 }).where('key', '=', 'articles').execute();
    // An author stored by initials though every one of their lines spells the first name out.
    const spelt = await k.selectFrom('authors').select(['id', 'name']).where('id', '=', 4).executeTakeFirstOrThrow();
    const initialled = spelt.name.replace(/^(\p{L})\p{L}+/u, '$1.');
    expect(initialled).not.toBe(spelt.name);
    await k.updateTable('authors').set({ name: initialled }).where('id', '=', 4).execute();
    const report = await refreshCorpus({ db, progress: silentProgress });
    expect(await k.selectFrom('authors').select(['id', 'name']).where('id', '=', 4).executeTakeFirst()).toEqual(spelt);
    expect(report.corrected).toEqual({
      ...NONE,
      authorNames: 1,
      authors: 3,
      conceptDf: 1,
      literalDf: 2,
      journals: 1,
      articleCount: 115,
    });
    expect((await refreshCorpus({ db, progress: silentProgress })).corrected).toEqual(NONE);
  });

  it('moves concept DF by the difference when queued articles are rescanned', async () => {
    await importFile('A', 80, 5);
    const scan = createConceptScanRepository({ db });
    // The thesaurus gains a synonym: articles saying "motion planning" now also say "trajectory".
    const concept = await db.kysely
      .selectFrom('concepts')
      .select('id')
      .where('nameKey', '=', 'graph theory')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('conceptLiterals')
      .values({
        conceptId: concept.id,
        name: 'motion planning',
        nameKey: 'motion planning',
        composite: null,
        lang: '',
        isAmbiguous: 0,
      })
      .execute();
    const ids = (await db.kysely.selectFrom('articles').select('id').orderBy('id').limit(30).execute()).map(
      (r) => r.id,
    );
    await scan.queueArticles(ids, 'test');
    const report = await processRescanQueue({ db, progress: silentProgress, batchSize: 7 });
    expect(report?.articles).toBe(30);
    expect(await scan.queueSize()).toBe(0);
    expect(await createCorpusRefreshRepository({ db }).conceptDfDrift()).toEqual([]);
    const graph = await db.kysely
      .selectFrom('concepts')
      .select('df')
      .where('id', '=', concept.id)
      .executeTakeFirstOrThrow();
    expect(graph.df).toBeGreaterThan(0);
  });
});
