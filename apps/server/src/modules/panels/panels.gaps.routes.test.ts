import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelAssignmentResponse, PanelCoverageResponse, PanelPeopleResponse } from '@sciscope/contracts';
import { TASK_REGISTRY } from '../../task-registry';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';
import type { TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { insertProposal } from '../../test-support/folders.fixture';
import { executeTask } from '../tasks/task-execution';
import { createTasksRepository } from '../tasks/tasks.repository';

/**
 * Walk 20 (docs/panel-composer.md "Candidate settings", "Coverage", "Assignment"): Female and
 * excluding the United States left "Top 4 candidates" of the 300 a computation had scored, with
 * no way to more and no word why; coverage read 100 % for a subpanel one of whose proposals no
 * member had any affinity to, and the assignment gave it three reviewers of affinity 0 unmarked.
 * Here the panel of the route tests (PE1: two graph proposals, LS1: a protein one; members Eve
 * and Pat), with ROB (a robotics proposal) added, is computed keeping 2 candidates per list, so
 * the first two found (a robotics author, then Carl) are all the computation scores besides the
 * members.
 */
describeEachDatabase('panel candidates, coverage and assignment where they fall short', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let panelId: number;
  let baseId: number;
  let robot: number;
  const people = async (query = '') =>
    (
      await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/people?list=candidates${query}`)
    ).json() as PanelPeopleResponse;
  const ids = (body: PanelPeopleResponse) => body.scoredPanelMembers.map((m) => m.author.id);

  beforeAll(async () => {
    ({ t, w, panelId, baseId } = await setUpPanelRoutes(dialect));
    // A robotics proposal in words neither member ever used: no member has any affinity to it.
    robot = await insertProposal(t.db, {
      folderId: w.folder.id,
      title: 'Robot grasping, gripper control',
      abstract: 'Robot grasping, gripper control, motion planning, servo manipulation tasks, legged locomotion.',
    });
    const added = await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
      code: 'ROB',
      name: 'Robotics',
      documents: [{ docKind: 'proposal', docId: robot }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const taskId = await createTasksRepository({ db: t.db }).insert({
      kind: 'panels.compute',
      params: { panelId, candidates: 2 },
      ownerId: null,
      runner: 'server',
    });
    expect(await executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} })).toBe(
      'done',
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  describe('candidate settings', () => {
    it('are checked for everyone found before the list is cut, and the people a list reaches are scored then', async () => {
      const { gina, irene } = w.corpus.people;
      const unfiltered = await people();
      // The robotics author, then Carl: all the computation scored besides the members.
      expect(unfiltered.scoredPanelMembers.map((m) => m.name)).toEqual(['Rob Robot', 'Carl Coauthor']);
      expect(unfiltered.totalCandidates).toBe(2);
      expect(unfiltered.candidatePool).toEqual({
        found: 5,
        passing: 5,
        limit: 2,
        leftOut: { gender: 0, countries: 0, authorsGroups: 0 },
        complete: true,
      });
      // Neither woman found was among the two the computation scored: the list used to be empty.
      expect(ids(unfiltered)).not.toContain(gina);
      expect(ids(unfiltered)).not.toContain(irene);
      const women = await people('&gender=F');
      expect(women.totalCandidates).toBe(2);
      expect(ids(women).sort()).toEqual([gina, irene].sort());
      expect(women.scoredPanelMembers.every((m) => m.score > 0 && m.detailedScore.length === 3)).toBe(true);
      expect(women.candidatePool).toEqual({
        found: 5,
        passing: 2,
        limit: 2,
        leftOut: { gender: 3, countries: 0, authorsGroups: 0 },
        complete: true,
      });
      // Loading more continues the same list.
      const more = await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/candidates?offset=1&gender=F`);
      expect((more.json() as { scoredPanelMembers: Array<{ author: { id: number } }> }).scoredPanelMembers).toEqual([
        expect.objectContaining({ author: expect.objectContaining({ id: ids(women)[1] }) }),
      ]);
      // People scored for a filtered list do not join the unfiltered one, which keeps its first two.
      expect(ids(await people())).toEqual(ids(unfiltered));
      // Each person left out counts under the first setting that leaves them out.
      const outsideUs = await people('&gender=F&ignore_countries=false&exclude_countries=US');
      expect(outsideUs.candidatePool?.leftOut).toEqual({ gender: 3, countries: 1, authorsGroups: 0 });
      expect(ids(outsideUs)).toEqual([gina]);
    });

    it('brings in the next person found when one of the list is hidden', async () => {
      const { carl } = w.corpus.people;
      const before = ids(await people());
      expect(before).toContain(carl);
      const hidden = await w.call('POST', `/api/panel/${panelId}/hide-candidates/`, 'chair', {
        authorsIds: [carl],
        reason: 'died_retired',
        comment: '',
      });
      expect(hidden.statusCode).toBe(200);
      const after = await people();
      expect(after.totalCandidates).toBe(2);
      expect(ids(after)).not.toContain(carl);
      expect(ids(after)).toContain(before.find((id) => id !== carl));
      expect(after.candidatePool?.found).toBe(4);
      await w.call('POST', `/api/panel/${panelId}/unhide-candidates/`, 'chair', { authorsIds: [carl] });
      expect(ids(await people())).toEqual(before);
    });
  });

  describe('a composition without a robotics expert', () => {
    const coverage = async (compId: number) =>
      (await w.call('GET', `/api/panel/${panelId}/composition/${compId}/coverage`)).json() as PanelCoverageResponse;
    const assign = async (compId: number, reviewers: number) =>
      (
        await w.call('POST', `/api/panel/${panelId}/composition/${compId}/assignment`, 'chair', {
          min_load: 0,
          max_load: 4,
          reviewers_per_document: reviewers,
        })
      ).json() as PanelAssignmentResponse;

    it('has coverage say which documents no member covers, with conflict-free candidates for them', async () => {
      const body = await coverage(baseId);
      const uncovered = Object.fromEntries(body.subpanels.map((s) => [s.code, s.uncoveredDocuments]));
      expect(uncovered['PE1']).toEqual([]);
      expect(uncovered['LS1']).toEqual([]);
      expect(uncovered['ROB']).toEqual([
        {
          docKind: 'proposal',
          docId: robot,
          title: 'Robot grasping, gripper control',
          candidates: [
            { author: { id: expect.any(Number), name: 'Rob Robot' }, affinity: expect.any(Number), status: null },
          ],
        },
      ]);
      const rob = uncovered['ROB']![0]!.candidates[0]!;
      expect(rob.affinity).toBeGreaterThan(0);
      // Added to a copy, the robotics author covers it.
      const made = await w.call('POST', `/api/panel/${panelId}/compositions`, 'chair', {
        fromCompositionId: baseId,
        name: 'With a roboticist',
      });
      const copyId = (made.json() as { id: number }).id;
      await w.call('POST', '/api/panel/add-candidate', 'chair', {
        panelId,
        compositionId: copyId,
        authorId: rob.author.id,
      });
      const covered = await coverage(copyId);
      expect(covered.subpanels.find((s) => s.code === 'ROB')!.uncoveredDocuments).toEqual([]);
      // A conflict of interest does not cover: Carl, alone in a composition, is in conflict with the
      // coloring proposal (he wrote with its author), which stays uncovered; for it, neither he nor
      // Irene (in conflict with it too) is proposed. The other graph proposal he covers.
      const withCarl = await w.call('POST', `/api/panel/${panelId}/compositions`, 'chair', {
        fromCompositionId: baseId,
        name: 'Carl for graphs',
      });
      const carlId = (withCarl.json() as { id: number }).id;
      for (const authorId of [w.corpus.people.eve, w.corpus.people.pat])
        await w.call('POST', '/api/panel/remove-candidate', 'chair', { panelId, compositionId: carlId, authorId });
      await w.call('POST', '/api/panel/add-candidate', 'chair', {
        panelId,
        compositionId: carlId,
        authorId: w.corpus.people.carl,
      });
      const graphs = (await coverage(carlId)).subpanels.find((s) => s.code === 'PE1')!;
      const coloring = graphs.uncoveredDocuments.find((d) => d.docId === w.proposals.coloring);
      expect(graphs.uncoveredDocuments.map((d) => d.docId)).not.toContain(w.proposals.planar);
      expect(coloring).toBeDefined();
      const proposed = coloring!.candidates.map((c) => c.author.id);
      expect(proposed).not.toContain(w.corpus.people.carl);
      expect(proposed).not.toContain(w.corpus.people.irene);
    });

    it('marks the assignments of affinity 0 and counts the documents that got only such reviewers', async () => {
      const one = await assign(baseId, 1);
      const flags = Object.fromEntries(one.documents.map((d) => [d.docId, d.reviewers.map((r) => r.withoutAffinity)]));
      expect(flags).toEqual({
        [w.proposals.coloring]: [false],
        [w.proposals.planar]: [false],
        [w.proposals.folding]: [false],
        [robot]: [true],
      });
      expect(one.documents.find((d) => d.docId === robot)!.reviewers[0]!.affinity).toBe(0);
      expect(one).toMatchObject({ pairsWithoutAffinity: 1, documentsWithoutAffinity: 1 });
      // Two reviewers each: the robotics proposal gets both members, of affinity 0; every other
      // document has at least one reviewer with some affinity.
      const two = await assign(baseId, 2);
      expect(two.documents.find((d) => d.docId === robot)!.reviewers.map((r) => r.withoutAffinity)).toEqual([
        true,
        true,
      ]);
      expect(two.documentsWithoutAffinity).toBe(1);
      expect(two.pairsWithoutAffinity).toBe(
        two.documents.flatMap((d) => d.reviewers).filter((r) => !(r.affinity > 0)).length,
      );
    });
  });
});
