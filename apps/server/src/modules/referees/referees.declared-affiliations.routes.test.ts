import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referee } from '@sciscope/contracts';
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

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    world = await seedFolderWorld(t);
    proposalId = await insertProposal(t.db, {
      folderId: world.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs with vertex degree.',
      // Alice's articles are all at Alpha Institute; she declares Beta University, where Eve is.
      authors: [
        {
          name: 'Alice Doc',
          affiliations: ['Beta University'],
          authorId: fx.people.alice,
          matchedBy: 'name_affiliation',
          orcid: null,
          otherAuthorIds: [],
          possibleMatches: 1,
        },
      ],
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
});
