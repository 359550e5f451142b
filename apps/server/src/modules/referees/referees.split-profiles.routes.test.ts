import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referee } from '@sciscope/contracts';
import { useImporterNameKeys } from '../../test-support/corpus-factories';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { EXPORT_COLUMNS } from './referees-export.usecases';

/**
 * Walk 13: the document author's own second corpus profile ("Börje F. Karlsson" beside the
 * linked "Börje Karlsson") was ranked as a candidate, flagged only as a colleague. Here Irene's
 * profile is renamed "Alice Doc": a split profile of the document's author (at Alpha Institute
 * like her), which is now a conflict of its own; Carl, renamed too, wrote a paper with Alice, so
 * he is someone else.
 */
describeEachDatabase("a document author's second corpus profile", (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let world: FolderWorld;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    world = await seedFolderWorld(t);
    for (const id of [fx.people.irene, fx.people.carl])
      await t.db.kysely.updateTable('authors').set({ name: 'Alice Doc' }).where('id', '=', id).execute();
    await useImporterNameKeys(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const rank = async (body: Record<string, unknown> = {}) => {
    const response = await world.call('POST', `/api/referees/article/${fx.documentId}/`, 'editor', { payload: body });
    expect(response.statusCode).toBe(200);
    return (response.json() as { referees: Referee[] }).referees;
  };
  const row = (rows: Referee[], id: number) => rows.find((r) => r.author.id === id);

  it('is flagged as possibly a document author at its place, and the export says so', async () => {
    const rows = await rank();
    const split = row(rows, fx.people.irene)!;
    expect(split.possibleDocumentAuthorOf).toEqual(['Alice Doc']);
    expect(split.labels).toContain('coi');
    expect(split.position).not.toBeNull();
    expect(split.excludeReasons).toEqual([]);
    const conflicts = EXPORT_COLUMNS.find((c) => c.header === 'Conflicts of interest')!;
    expect(conflicts.value(split)).toContain('possibly a document author (name matches Alice Doc)');
    // A co-author of the same name is another person: a co-author conflict only.
    expect(row(rows, fx.people.carl)?.possibleDocumentAuthorOf).toEqual([]);
    expect(row(rows, fx.people.carl)?.recentlyCoauthoredCount).toBeGreaterThan(0);
  });

  it('leaves the list under exclude_coi with its reason, like the other conflicts', async () => {
    const listed = await rank({ exclude_coi: 'true' });
    expect(listed.map((r) => r.author.id)).not.toContain(fx.people.irene);
    const excluded = await rank({ exclude_coi: 'true', excluded: 1 });
    expect(row(excluded, fx.people.irene)?.excludeReasons).toEqual(
      expect.arrayContaining(['possible_document_author', 'affiliation_coi']),
    );
  });
});
