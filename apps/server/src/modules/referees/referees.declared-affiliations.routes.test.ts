import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referee } from '@sciscope/contracts';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { insertProposal, seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

/**
 * Walk 14: a proposal author linked to a corpus profile declared "Stanford University", and a
 * candidate at Stanford now was no conflict: declared affiliations counted only for authors
 * without a profile. On a proposal they count as held now for every author
 * (docs/referee-finder-settings.md, "Shared institution").
 */
describeEachDatabase('affiliations declared on a proposal', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let world: FolderWorld;
  let proposalId: number;
  let byNameId: number;

  const alice = (affiliations: string[]) => ({
    name: 'Alice Doc',
    affiliations,
    authorId: fx.people.alice,
    matchedBy: 'name_affiliation',
    orcid: null,
    otherAuthorIds: [],
    possibleMatches: 1,
  });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    world = await seedFolderWorld(t);
    // Two campuses make "Beta University" a system name of the corpus (no one has articles there).
    const f = createCorpusFactories({ db: t.db });
    for (const name of ['Beta University North', 'Beta University, South Campus']) await f.institution({ name });
    // Walk 13: declared names that are not the corpus's names word for word. Frank is at
    // "Gamma College" (2022-2025), Carl at "Delta Lab", Eve and Gina at "Beta University".
    byNameId = await insertProposal(t.db, {
      folderId: world.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs with vertex degree.',
      authors: [
        alice(['Gamma College Research Lab, Paris', 'Delta Lab for Proteins', 'Beta University North']),
        {
          name: 'Zed Nobody',
          affiliations: ['Gamma College, Paris'],
          authorId: null,
          matchedBy: null,
          orcid: null,
          otherAuthorIds: [],
          possibleMatches: 0,
        },
      ],
    });
    proposalId = await insertProposal(t.db, {
      folderId: world.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs with vertex degree.',
      // Alice's articles are all at Alpha Institute; she declares Beta University, where Eve is.
      authors: [alice(['Beta University'])],
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('count as held now for a linked author too, beside the institutions of their articles', async () => {
    const response = await world.call('POST', `/api/referees/proposal/${proposalId}/`, 'editor', { payload: {} });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { referees: Referee[] }).referees;
    const eve = rows.find((r) => r.author.id === fx.people.eve)!;
    expect(eve.isRecentlyCommonAffiliation).toBe(true);
    expect(eve.labels).toContain('coi');
    expect(eve.commonInstitutions).toEqual([
      expect.objectContaining({
        institutionId: fx.institutions.beta,
        name: 'Beta University',
        documentAuthors: ['Alice Doc'],
        declared: true,
        isRecent: true,
      }),
    ]);
    // Her articles' institution still counts, with its years.
    const irene = rows.find((r) => r.author.id === fx.people.irene)!;
    expect(irene.commonInstitutions).toEqual([
      expect.objectContaining({ name: 'Alpha Institute', declared: false, isRecent: true }),
    ]);
  });

  it('match a corpus institution whose name starts a part of the declared one, for every author declaring it (walk 13)', async () => {
    const response = await world.call('POST', `/api/referees/proposal/${byNameId}/`, 'editor', { payload: {} });
    expect(response.statusCode).toBe(200);
    const rows = (response.json() as { referees: Referee[] }).referees;
    const row = (id: number) => rows.find((r) => r.author.id === id)!;
    // "Gamma College" starts "Gamma College Research Lab, Paris" and "Gamma College, Paris".
    expect(row(fx.people.frank).isRecentlyCommonAffiliation).toBe(true);
    expect(row(fx.people.frank).labels).toContain('coi');
    expect(row(fx.people.frank).commonInstitutions).toEqual([
      expect.objectContaining({
        institutionId: fx.institutions.gamma,
        name: 'Gamma College',
        years: [2022, 2023, 2024, 2025],
        documentAuthors: ['Alice Doc', 'Zed Nobody'],
        declared: true,
        isRecent: true,
      }),
    ]);
    // "Delta Lab for Proteins" is a member of a family "Delta Lab" does not pick out; "Beta
    // University" is a system of the corpus (North, South), and the declared name goes on to a campus.
    for (const id of [fx.people.carl, fx.people.eve, fx.people.gina])
      expect(row(id).commonInstitutions, String(id)).toEqual([]);
    expect(row(fx.people.eve).isRecentlyCommonAffiliation).toBe(false);
  });
});
