import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referee } from '@sciscope/contracts';
import { createCorpusFactories, useImporterNameKeys } from '../../test-support/corpus-factories';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { insertProposal, seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { EXPORT_COLUMNS } from './referees-export.usecases';

/**
 * Walk 11 defect 5: proposal authors the system could not link to a corpus profile ("F. Plumet",
 * initials only) were invisible on the ranking, and ranked #1 and #2 for their own paper. The
 * ranking now names them, and a candidate who may be one of them (compatible name, and a
 * matching affiliation or a rare surname) is a conflict of interest.
 */
describeEachDatabase('document authors without a corpus profile', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let world: FolderWorld;
  let proposalId: number;

  const unlinked = (name: string, affiliations: string[] = []) => ({
    name,
    affiliations,
    authorId: null,
    matchedBy: null,
    orcid: null,
    otherAuthorIds: [],
    possibleMatches: 1,
  });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    world = await seedFolderWorld(t);
    // "Beta" is a common surname here (four profiles): a name alone does not point at Gina Beta.
    const f = createCorpusFactories({ db: t.db });
    for (const name of ['Gerda Beta', 'Hans Beta', 'G. Beta']) await f.author({ name });
    // The importer's name keys (surname + first initial), which the factories do not write.
    await useImporterNameKeys(t.db);
    proposalId = await insertProposal(t.db, {
      folderId: world.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs with vertex degree and edge cover.',
      authors: [
        // Rare surname, no affiliation declared: Eve Senior may be this author.
        unlinked('E. Senior'),
        // Affiliation declared and held by Carl Coauthor (Delta Lab).
        unlinked('C. Coauthor', ['Delta Lab, London']),
        // Affiliation declared that Frank Junior never had: not him, however rare the surname.
        unlinked('F. Junior', ['Nowhere College']),
        // A common surname without affiliation: not enough.
        unlinked('G. Beta'),
        // A given name that is not Irene's.
        unlinked('Irma Colleague'),
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const rank = async (body: Record<string, unknown> = {}) => {
    const response = await world.call('POST', `/api/referees/proposal/${proposalId}/`, 'editor', { payload: body });
    expect(response.statusCode).toBe(200);
    return response.json() as { referees: Referee[]; document: Record<string, unknown>; excludedCount: number };
  };
  const row = (rows: Referee[], id: number) => rows.find((r) => r.author.id === id);

  it('names the unlinked authors in the response, with the proposal page to pick their profiles', async () => {
    const body = await rank();
    expect(body.document.unlinkedAuthors).toEqual({
      names: ['E. Senior', 'C. Coauthor', 'F. Junior', 'G. Beta', 'Irma Colleague'],
      message: expect.stringContaining(
        'No corpus profile is linked to E. Senior, C. Coauthor, F. Junior, G. Beta and Irma Colleague: conflicts ' +
          'of interest through their co-authors and institutions are not checked',
      ),
      pickProfilesPath: `/proposal/${proposalId}`,
    });
  });

  it('leaves out candidates who may be them under exclude_coi, with the reason and the names', async () => {
    const coi = { exclude_coi: 'true' };
    const listed = await rank(coi);
    const ids = listed.referees.map((r) => r.author.id);
    expect(ids).not.toContain(fx.people.eve);
    expect(ids).not.toContain(fx.people.carl);
    for (const other of [fx.people.frank, fx.people.gina, fx.people.irene]) expect(ids).toContain(other);
    expect(listed.referees.map((r) => r.position)).toEqual(listed.referees.map((_, i) => i + 1));
    const excluded = (await rank({ ...coi, excluded: 1 })).referees;
    expect(row(excluded, fx.people.eve)).toMatchObject({
      excludeReasons: ['possible_document_author'],
      possibleDocumentAuthorOf: ['E. Senior'],
      labels: ['coi'],
      position: null,
    });
    expect(row(excluded, fx.people.carl)?.possibleDocumentAuthorOf).toEqual(['C. Coauthor']);
    expect(excluded.map((r) => r.author.id).sort()).toEqual([fx.people.eve, fx.people.carl].sort());
  });

  it('only flags them without exclude_coi (the default), at their place, and the export says why', async () => {
    const flagged = (await rank()).referees;
    const eve = row(flagged, fx.people.eve)!;
    expect(eve.position).not.toBeNull();
    expect(eve.excludeReasons).toEqual([]);
    expect(eve.labels).toContain('coi');
    const conflicts = EXPORT_COLUMNS.find((c) => c.header === 'Conflicts of interest')!;
    expect(conflicts.value(eve)).toBe('possibly a document author (name matches E. Senior)');
    expect(row(flagged, fx.people.carl)?.possibleDocumentAuthorOf).toEqual(['C. Coauthor']);
    for (const other of [fx.people.frank, fx.people.gina, fx.people.irene])
      expect(row(flagged, other)?.possibleDocumentAuthorOf, String(other)).toEqual([]);
  });

  it('says nothing of a document whose authors are all linked', async () => {
    const response = await world.call('POST', `/api/referees/article/${fx.documentId}/`, 'editor');
    expect(response.json().document.unlinkedAuthors).toBeNull();
  });
});
