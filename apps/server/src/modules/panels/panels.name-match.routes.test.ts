import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PanelConflict, PanelPeopleResponse } from '@sciscope/contracts';
import { TASK_REGISTRY } from '../../task-registry';
import { insertProposal } from '../../test-support/folders.fixture';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';
import type { TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { executeTask } from '../tasks/task-execution';

/**
 * Walk 15: a proposal author linked to a corpus profile by the name alone (a namesake at
 * NVIDIA) made every NVIDIA candidate a conflict of interest, shown like any other. Such links
 * are no longer made against a declared affiliation (author-match.routes.test.ts), and a
 * conflict that stands only through a name-only link says so (`nameMatchOnly`).
 */
describeEachDatabase('panel conflicts through a name-only author link', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let byName: number;
  let declaring: number;
  let conflictsOf: (authorId: number) => PanelConflict[];

  beforeAll(async () => {
    let panelId: number;
    let baseId: number;
    ({ t, w, panelId, baseId } = await setUpPanelRoutes(dialect));
    // Alice's profile (Alpha Institute; Carl her co-author) linked by the name alone, as stored
    // before; the second proposal also declares her at the Alpha Institute.
    const alice = (affiliations: string[]) => ({
      name: 'Alice Doc',
      affiliations,
      authorId: w.corpus.people.alice,
      matchedBy: 'name',
      orcid: null,
      otherAuthorIds: [],
      possibleMatches: 0,
    });
    const abstract = 'We study graph coloring, chromatic number and planar graphs with vertex degree.';
    byName = await insertProposal(t.db, {
      folderId: w.folder.id,
      title: 'Graph coloring of planar graphs',
      abstract,
      authors: [alice([])],
    });
    declaring = await insertProposal(t.db, {
      folderId: w.folder.id,
      title: 'Chromatic number of planar graphs',
      abstract,
      authors: [alice(['Alpha Institute'])],
    });
    const added = await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
      code: 'PE9',
      name: 'More graphs',
      documents: [
        { docKind: 'proposal', docId: byName },
        { docKind: 'proposal', docId: declaring },
      ],
    });
    expect(added.statusCode, added.body).toBe(200);
    const { taskId } = (await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number };
    expect(await executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} })).toBe(
      'done',
    );
    const body = (
      await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/people?list=candidates`)
    ).json() as PanelPeopleResponse;
    conflictsOf = (authorId) => body.scoredPanelMembers.find((m) => m.author.id === authorId)?.conflicts ?? [];
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  const on = (conflicts: PanelConflict[], docId: number) => conflicts.find((c) => c.docId === docId);

  it('says which conflicts stand only through the name-only link, and names the author', () => {
    const irene = conflictsOf(w.corpus.people.irene);
    // Irene shares the Alpha Institute with the linked profile: only through it on the first
    // proposal, while the second declares the institution itself.
    expect(on(irene, byName)).toMatchObject({
      reasons: ['affiliation_coi'],
      commonInstitutions: ['Alpha Institute'],
      nameMatchOnly: ['Alice Doc'],
    });
    expect(on(irene, declaring)).toMatchObject({ reasons: ['affiliation_coi'], nameMatchOnly: [] });
    // Carl's papers with the linked profile are its evidence alone on both.
    const carl = conflictsOf(w.corpus.people.carl);
    expect(on(carl, byName)).toMatchObject({ reasons: ['coauthor_coi'], nameMatchOnly: ['Alice Doc'] });
    expect(on(carl, declaring)).toMatchObject({ reasons: ['coauthor_coi'], nameMatchOnly: ['Alice Doc'] });
  });

  it('adds no caveat where the author was linked otherwise (here by hand)', () => {
    const carl = conflictsOf(w.corpus.people.carl);
    expect(on(carl, w.proposals.coloring)).toMatchObject({ reasons: ['coauthor_coi'], nameMatchOnly: [] });
  });
});
