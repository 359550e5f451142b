import { mkdtempSync, mkdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createCorpusFactories, useImporterNameKeys } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { respellAuthors } from './author-names';
import { loadConceptMatcher, processRescanQueue, queueRescanOfAll } from './concept-scan.usecases';
import { createCorpusRepository, STAT_VERSION } from './corpus.repository';
import { loadGenderLookup } from './gender-lookup';
import { nameFormsMemo } from './name-forms-memo';

// What a server's task worker keeps from one import to the next, and when it must not.
describeEachDatabase('what an import reuses from the one before', (dialect) => {
  let db: Db;
  let make: ReturnType<typeof createCorpusFactories>;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    make = createCorpusFactories({ db });
  });
  afterEach(async () => {
    await db.close();
  });

  const conceptsOf = async (text: string) => (await loadConceptMatcher(db)).match(text).conceptIds;

  it('hands out the same concept matcher while the ontology is unchanged, and a new one after any change', async () => {
    const clouds = await make.concept({ name: 'Point clouds' });
    await make.literal({ conceptId: clouds.id, name: 'point clouds' });
    const first = await loadConceptMatcher(db);
    expect(await loadConceptMatcher(db)).toBe(first);
    expect(Array.from(first.match('Registration of point clouds').conceptIds)).toEqual([clouds.id]);

    // A new literal: a new matcher, which finds it.
    const lidar = await make.concept({ name: 'Lidar' });
    const literal = await make.literal({ conceptId: lidar.id, name: 'lidar' });
    const second = await loadConceptMatcher(db);
    expect(second).not.toBe(first);
    expect(Array.from(await conceptsOf('Lidar point clouds')).sort()).toEqual([clouds.id, lidar.id].sort());

    // A literal flagged ambiguous (no row added, no id moved): a new matcher, which needs a neighbour for it.
    await db.kysely.updateTable('conceptLiterals').set({ isAmbiguous: 1 }).where('id', '=', literal.id).execute();
    const third = await loadConceptMatcher(db);
    expect(third).not.toBe(second);
    expect(Array.from(third.match('Lidar odometry').conceptIds)).toEqual([]);

    // A concept deleted: gone from the next matcher.
    await db.kysely.updateTable('concepts').set({ deleted: 1 }).where('id', '=', clouds.id).execute();
    expect(Array.from(await conceptsOf('Registration of point clouds'))).toEqual([]);
  });

  it('keeps the name counts read for imports through a concept rescan and a respelling, which change no name count', async () => {
    const deep = await make.concept({ name: 'Deep learning' });
    await make.literal({ conceptId: deep.id, name: 'deep learning' });
    const author = await make.author({ name: 'W. Burgard' });
    for (const [i, rawName] of ['Wolfram Burgard', 'Wolfram Burgard', 'W. Burgard'].entries()) {
      const article = await make.article({ title: `Deep learning for robots ${i}`, sourceId: `W-${i}` });
      await make.authorship({ articleId: article.id, authorId: author.id, position: 0, rawName });
    }
    await useImporterNameKeys(db);
    const corpus = createCorpusRepository({ db });
    const memo = await nameFormsMemo(db);

    await queueRescanOfAll(db, 'test');
    expect((await processRescanQueue({ db, progress: silentProgress }))?.articles).toBe(3);
    expect(await respellAuthors({ db, authorIds: [author.id], gender: null })).toBe(1);
    // Both moved the corpus version (caches of concepts and author names reload) ...
    const version = await corpus.stat(STAT_VERSION);
    expect(version).toBe(memo.version);
    // ... and the memo followed them instead of being read again.
    expect(await nameFormsMemo(db)).toBe(memo);

    // A write it was not told about still makes it read again.
    await db.kysely
      .updateTable('corpusStats')
      .set({ value: version + 1 })
      .where('key', '=', STAT_VERSION)
      .execute();
    expect(await nameFormsMemo(db)).not.toBe(memo);
  });
});

describe('the first-name table of imports', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sciscope-gender-'));
    mkdirSync(join(dir, 'names'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
  });
  const write = (pFemale: number, at: Date) => {
    const file = join(dir, 'names', 'first-names-gender.csv');
    writeFileSync(file, `name,count,p_female\nandrea,100,${pFemale}\n`);
    utimesSync(file, at, at);
  };

  it('is read once while its file is unchanged, and again when the file changes', async () => {
    write(0.99, new Date('2026-01-01T00:00:00Z'));
    const first = await loadGenderLookup(dir);
    expect(await loadGenderLookup(dir)).toBe(first);
    expect(first!.predict('Andrea Rossi')).toBeLessThan(-80);

    write(0.01, new Date('2026-01-02T00:00:00Z'));
    const second = await loadGenderLookup(dir);
    expect(second).not.toBe(first);
    expect(second!.predict('Andrea Rossi')).toBeGreaterThan(80);

    rmSync(join(dir, 'names', 'first-names-gender.csv'));
    expect(await loadGenderLookup(dir)).toBeNull();
  });
});
