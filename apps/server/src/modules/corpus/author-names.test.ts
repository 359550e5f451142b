import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories, useImporterNameKeys } from '../../test-support/corpus-factories';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { mostFrequentSpelling, respellAuthors, respelling } from './author-names';
import { createCorpusRepository, STAT_VERSION } from './corpus.repository';
import type { GenderLookup } from './gender-lookup';

describe('the spelling an author goes by', () => {
  it('is the most frequent one, ties going to the longer form', () => {
    expect(
      mostFrequentSpelling(
        new Map([
          ['W. Burgard', 13],
          ['Wolfram Burgard', 224],
        ]),
      ),
    ).toBe('Wolfram Burgard');
    expect(
      mostFrequentSpelling(
        new Map([
          ['D. Rus', 2],
          ['Daniela Rus', 2],
        ]),
      ),
    ).toBe('Daniela Rus');
    expect(mostFrequentSpelling(new Map())).toBe('');
  });

  it('replaces a stored name only when fuller and of the same name key', () => {
    const burgard = { name: 'W. Burgard', nameKey: 'burgard_w' };
    expect(
      respelling(
        burgard,
        new Map([
          ['Wolfram Burgard', 3],
          ['W. Burgard', 1],
        ]),
      ),
    ).toBe('Wolfram Burgard');
    // The most frequent spelling still names it by initials: kept.
    expect(
      respelling(
        burgard,
        new Map([
          ['Wolfram Burgard', 1],
          ['W. Burgard', 3],
        ]),
      ),
    ).toBeNull();
    // Never shortened: "Roland Y. Siegwart" stays when "Roland Siegwart" is more frequent.
    expect(
      respelling({ name: 'Roland Y. Siegwart', nameKey: 'siegwart_r' }, new Map([['Roland Siegwart', 9]])),
    ).toBeNull();
    // Capitals and nicknames are fuller forms, not better names to show.
    expect(respelling({ name: 'Phuong Nguyen', nameKey: 'nguyen_p' }, new Map([['PHUONG HA NGUYEN', 3]]))).toBeNull();
    expect(
      respelling({ name: 'Chun-Fu Chen', nameKey: 'chen_c' }, new Map([['Chun-Fu (Richard) Chen', 3]])),
    ).toBeNull();
    expect(respelling({ name: 'W. Burgard', nameKey: 'burgard_w' }, new Map([['Burgard, Wolfram', 3]]))).toBeNull();
    // Another surname is another block: left to the merge of authors, never renamed here.
    expect(respelling({ name: 'A. Alonso', nameKey: 'alonso_a' }, new Map([['Adrian Alonzo', 4]]))).toBeNull();
  });
});

describeEachDatabase('respelling stored authors', (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => {
    await db.close();
  });

  const gender: GenderLookup = { predict: (name) => (name.startsWith('Wolfram') ? 1 : null) };

  async function authorWith(name: string, spellings: string[]): Promise<number> {
    const f = createCorpusFactories({ db });
    const author = await f.author({ name });
    for (const [i, rawName] of spellings.entries()) {
      const article = await f.article({ title: `${name}: article ${i + 1}`, sourceId: `W-${name}-${i}` });
      await f.authorship({ articleId: article.id, authorId: author.id, position: 0, rawName });
    }
    return author.id;
  }

  async function stored(id: number) {
    return db.kysely
      .selectFrom('authors')
      .select(['name', 'gender', 'manualGender'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  }

  it('gives the listed authors their fuller most frequent spelling and its predicted gender, moving the corpus version', async () => {
    const burgard = await authorWith('W. Burgard', ['W. Burgard', 'Wolfram Burgard', 'Wolfram Burgard']);
    const siegwart = await authorWith('Roland Y. Siegwart', ['Roland Siegwart', 'Roland Siegwart']);
    const rus = await authorWith('D. Rus', ['Daniela Rus', 'Daniela Rus']);
    await useImporterNameKeys(db);
    await db.kysely.updateTable('authors').set({ manualGender: 2 }).where('id', '=', burgard).execute();
    const corpus = createCorpusRepository({ db });
    const before = await corpus.stat(STAT_VERSION);

    // Only the listed authors are looked at.
    expect(await respellAuthors({ db, authorIds: [burgard, siegwart], gender })).toBe(1);
    // The predicted gender follows the new first name; a moderator's stays.
    expect(await stored(burgard)).toEqual({ name: 'Wolfram Burgard', gender: 1, manualGender: 2 });
    expect((await stored(siegwart)).name).toBe('Roland Y. Siegwart');
    expect((await stored(rus)).name).toBe('D. Rus');
    expect(await corpus.stat(STAT_VERSION)).toBe(before + 1);

    // Every author: the one left is renamed; without the first-name table the gender is kept.
    expect(await respellAuthors({ db, authorIds: 'all', gender: null })).toBe(1);
    expect(await stored(rus)).toEqual({ name: 'Daniela Rus', gender: null, manualGender: null });
    // Nothing left to change: nothing written, the version stays.
    const after = await corpus.stat(STAT_VERSION);
    expect(await respellAuthors({ db, authorIds: 'all', gender })).toBe(0);
    expect(await corpus.stat(STAT_VERSION)).toBe(after);
  });
});
