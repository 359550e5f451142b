import { OneEditIndex } from '@sciscope/engine';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createBulkWriter } from './bulk-writer.repository';
import { STAT_VERSION } from './corpus.repository';
import { nameFormsMemo, noteNameFormsWritten } from './name-forms-memo';
import type { NameFormCount } from './name-population.repository';

const form = (last: string, given: string, mentions: number): NameFormCount => ({
  blockKey: `${last}_${given[0] ?? ''}`,
  givenForm: given,
  last,
  first: given.split(' ')[0]!,
  mentions,
});

describeEachDatabase('the memo of the stored name counts', (dialect) => {
  let db: Db;
  beforeEach(async () => {
    db = await createTestDb(dialect);
  });
  afterEach(async () => {
    await db.close();
  });

  /** Writes name forms as an import batch does: the counts and one more corpus version. */
  async function writeForms(forms: NameFormCount[]): Promise<void> {
    const writer = createBulkWriter(db);
    await writer.transaction(async () => {
      await writer.addNameForms(forms);
      await writer.addStats({ [STAT_VERSION]: 1 });
    });
  }

  it('gives the figures of name_forms: spreads, pair mentions, forms and block mentions', async () => {
    await writeForms([form('wang', 'yi', 3), form('wang', 'yi ming', 1), form('wang', 'y', 2), form('wang', 'ke', 1)]);
    await writeForms([form('ma', 'yi', 4)]);
    const memo = await nameFormsMemo(db);
    expect(memo.surnameSpread('wang')).toBe(2); // yi, ke: an initial names nobody
    expect(memo.firstNameSpread('yi')).toBe(2); // wang, ma
    expect(memo.pairMentions('yi', 'wang')).toBe(4);
    expect(memo.pairMentions('zoe', 'wang')).toBeUndefined();
    expect(memo.distinctFullNames).toBe(3);
    expect(Object.fromEntries(memo.formsOf('wang_y'))).toEqual({ yi: 3, 'yi ming': 1, y: 2 });
    expect(memo.mentionsOf('wang_y')).toBe(6);
    expect(memo.mentionsOf('nobody_x')).toBe(0);
  });

  it('takes a committed batch without reading again, and reads again after any other write', async () => {
    await writeForms([form('wang', 'yi', 3)]);
    const first = await nameFormsMemo(db);
    const before = first.version;

    // A batch committed by this process: the memo takes its counts and the new version.
    await writeForms([form('wang', 'yi', 2), form('wang', 'ke', 1)]);
    await noteNameFormsWritten(db, before, [form('wang', 'yi', 2), form('wang', 'ke', 1)]);
    const same = await nameFormsMemo(db);
    expect(same).toBe(first);
    expect(same.pairMentions('yi', 'wang')).toBe(5);
    expect(same.surnameSpread('wang')).toBe(2);

    // The authorship totals grow with the committed works' author counts: 3 + 2 authors.
    const authorships = { ...first.authorships };
    const version = same.version;
    await writeForms([]);
    await noteNameFormsWritten(db, version, [], [3, 2]);
    expect(await nameFormsMemo(db)).toBe(first);
    expect(same.authorships).toEqual({
      mentions: authorships.mentions + 5,
      coauthorLines: authorships.coauthorLines + 6 + 2,
    });

    // Another writer (another process): the version moved without the memo, so it is read again.
    await writeForms([form('wang', 'lu', 7)]);
    const fresh = await nameFormsMemo(db);
    expect(fresh).not.toBe(first);
    expect(fresh.pairMentions('lu', 'wang')).toBe(7);
    expect(fresh.pairMentions('yi', 'wang')).toBe(5);
    expect(fresh.surnameSpread('wang')).toBe(3);

    // A note for a version the memo does not hold changes nothing.
    await noteNameFormsWritten(db, before, [form('wang', 'zoe', 9)]);
    expect((await nameFormsMemo(db)).pairMentions('zoe', 'wang')).toBeUndefined();
  });

  it('indexes the stored surnames one edit apart, and grows the index with committed batches only', async () => {
    await writeForms([form('levine', 'sergey', 4), form('levy', 'ann', 1), form('li', 'yi', 9)]);
    const memo = await nameFormsMemo(db);
    const index = memo.surnameIndex(4);
    expect(index.neighbours('levinev')).toEqual(['levine']);
    expect(index.neighbours('levi')).toEqual(['levy']);
    expect(index.neighbours('lis')).toEqual([]); // shorter than 4 letters: never matched
    expect(memo.surnameIndex(4)).toBe(index);

    // A batch being prepared adds nothing; once committed, its surnames are found.
    expect(index.neighbours('kovalski')).toEqual([]);
    const before = memo.version;
    await writeForms([form('kowalski', 'jan', 1)]);
    await noteNameFormsWritten(db, before, [form('kowalski', 'jan', 1)]);
    expect((await nameFormsMemo(db)).surnameIndex(4)).toBe(index);
    expect(index.neighbours('kovalski')).toEqual(['kowalski']);

    // Another process's batch: the memo is read again, and so is its index.
    await writeForms([form('nowak', 'ewa', 2)]);
    const fresh = await nameFormsMemo(db);
    expect(fresh.surnameIndex(4).neighbours('novak')).toEqual(['nowak']);
    expect(fresh.surnameIndex(4).neighbours('kovalski')).toEqual(['kowalski']);
  });

  it('answers the first batch by passing the stored surnames through its words, as the index would, then keeps an index', async () => {
    await writeForms([
      form('levine', 'sergey', 4),
      form('levy', 'ann', 1),
      form('li', 'yi', 9),
      form('nowak', 'ewa', 2),
      form('novak', 'jan', 1),
    ]);
    const words = ['levinev', 'levi', 'novak', 'lis', 'zzzzzz', 'levi'];
    const memo = await nameFormsMemo(db);
    const first = memo.surnamesNear(words, 4);
    // The same answer as the index over every stored surname, for each word (repeats once).
    const index = new OneEditIndex(4);
    index.add(['levine', 'levy', 'li', 'nowak', 'novak']);
    expect([...first.keys()].sort()).toEqual(['levi', 'levinev', 'lis', 'novak', 'zzzzzz']);
    for (const [word, near] of first) expect([...near].sort()).toEqual(index.neighbours(word).sort());
    expect(first.get('novak')).toEqual(['nowak']); // never the word itself

    // Asked again, the memo builds its index and keeps it, grown by committed batches.
    const second = memo.surnamesNear(['kovalski'], 4);
    expect(second.get('kovalski')).toEqual([]);
    const kept = memo.surnameIndex(4);
    const before = memo.version;
    await writeForms([form('kowalski', 'jan', 1)]);
    await noteNameFormsWritten(db, before, [form('kowalski', 'jan', 1)]);
    expect((await nameFormsMemo(db)).surnamesNear(['kovalski'], 4).get('kovalski')).toEqual(['kowalski']);
    expect(memo.surnameIndex(4)).toBe(kept);
  });
});
