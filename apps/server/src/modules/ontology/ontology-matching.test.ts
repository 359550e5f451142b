import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import type { Db } from '../../app/database/kysely';
import { silentProgress } from '../../app/progress';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { ONTOLOGY_FIXTURE_CSV } from '../../test-support/ontology.fixture';
import { importOntologyFile } from './ontology-import.usecases';
import { loadMatchingOntology } from './ontology-matching.repository';

describeEachDatabase('the ontology as the matcher reads it', (dialect) => {
  let db: Db;
  let dir: string;
  beforeEach(async () => {
    db = await createTestDb(dialect);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-matching-'));
    const file = join(dir, 'thesaurus.csv');
    writeFileSync(file, ONTOLOGY_FIXTURE_CSV);
    await importOntologyFile({ db, file, progress: silentProgress });
  });
  afterEach(async () => {
    await db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads the same concepts, literals, parents and related concepts a page of literals at a time', async () => {
    const whole = await loadMatchingOntology(db);
    const byName = new Map(whole.map((c) => [c.name, c]));
    const names = (ids: readonly number[] | undefined) =>
      (ids ?? []).map((id) => whole.find((c) => c.id === id)?.name).sort();
    expect(
      byName
        .get('Support vector machine')
        ?.literals.map((l) => l.name)
        .sort(),
    ).toEqual(['SVM', 'Support vector machine']);
    expect(names(byName.get('Convolutional neural network')?.parentIds)).toEqual(['Neural network']);
    expect(names(byName.get('Graph theory')?.relatedIds)).toEqual(['Network science']);
    const literalCount = whole.reduce((sum, c) => sum + c.literals.length, 0);
    expect(literalCount).toBeGreaterThan(4);
    for (const literalsPerPage of [1, 2, 3, literalCount, literalCount + 1]) {
      expect(await loadMatchingOntology(db, { literalsPerPage })).toEqual(whole);
    }
  });
});
