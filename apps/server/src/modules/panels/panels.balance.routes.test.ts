import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PanelDetail, PanelPeopleResponse, ScoredPanelMember } from '@sciscope/contracts';
import { TASK_REGISTRY } from '../../task-registry';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { insertProposal } from '../../test-support/folders.fixture';
import { seedPanelWorld, type PanelWorld } from '../../test-support/panels.fixture';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { executeTask } from '../tasks/task-execution';

const ROBOT_WORDS = ['robot grasping', 'motion planning', 'gripper control', 'manipulation tasks', 'servo'];

/**
 * Walk 15: the whole-panel list of a panel of five subpanels was the single-document ROBOT
 * subpanel's (graph-learning experts nearly absent from the top 50): one document scores its
 * specialists fully, while a subpanel of unlike documents averages its experts' scores down.
 * Spec 03 fixes the default sort (position ascending) but not how positions are made; they now
 * interleave the subpanels (docs/panel-composer.md "Aggregation"). Measured here on the referee
 * fixture with eight robotics people: ROBOT holds one robotics proposal, MIX two graph and two
 * protein proposals.
 */
describeEachDatabase('panel positions with subpanels of unlike scales', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let candidates: ScoredPanelMember[];
  let codeOf: (id: string) => string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    // Seeded before the fixture, so that its trained model places their papers.
    const f = createCorpusFactories({ db: t.db });
    const lab = await f.institution({ name: 'Robotics Lab', countryCode: 'JP' });
    for (let i = 0; i < 8; i++) {
      const person = await f.author({ name: `Robo Expert${i}`, firstYear: 2015, lastYear: 2025, articlesCount: 3 });
      for (const year of [2023, 2024, 2025]) {
        const pick = (k: number) => ROBOT_WORDS[(i + year + k) % ROBOT_WORDS.length]!;
        await f.article({
          title: `On ${pick(0)} and ${pick(1)}`,
          abstract: `We study ${pick(0)}, ${pick(1)} and ${pick(2)}. Results on ${pick(3)} with ${pick(4)} follow.`,
          year,
          authors: [{ authorId: person.id, institutionIds: [lab.id] }],
        });
      }
    }
    w = await seedPanelWorld(t);
    const robot = await insertProposal(t.db, {
      folderId: w.folder.id,
      title: 'On robot grasping and gripper control',
      abstract: 'We study robot grasping, gripper control and motion planning with servo manipulation tasks.',
    });
    const peptides = await insertProposal(t.db, {
      folderId: w.folder.id,
      title: 'On amino acid binding site and peptide chain',
      abstract: 'We study amino acid binding site, peptide chain and enzyme kinetics with protein folding.',
    });
    const created = await w.call('POST', '/api/panels', 'chair', { name: 'Five calls', organizationId: w.orgA.id });
    const panelId = (created.json() as { id: number }).id;
    const subpanel = async (code: string, docs: number[]) =>
      expect(
        (
          await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
            code,
            name: code,
            documents: docs.map((docId) => ({ docKind: 'proposal', docId })),
          })
        ).statusCode,
      ).toBe(200);
    await subpanel('ROBOT', [robot]);
    await subpanel('MIX', [w.proposals.coloring, w.proposals.planar, w.proposals.folding, peptides]);
    const { taskId } = (await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number };
    expect(await executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} })).toBe(
      'done',
    );
    const detail = (await w.call('GET', `/api/panel/${panelId}`)).json() as PanelDetail;
    const baseId = detail.compositions[0]!.id;
    const body = (
      await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/people?list=candidates`)
    ).json() as PanelPeopleResponse;
    candidates = body.scoredPanelMembers;
    const codes = new Map(body.subpanels.map((s) => [String(s.id), s.code]));
    codeOf = (id) => codes.get(id) ?? '';
  }, 180_000);
  afterAll(async () => {
    await t.close();
  });

  /** The subpanel where the person ranks best (their place in the interleaving). */
  const home = (m: ScoredPanelMember) =>
    codeOf(Object.entries(m.subpanelId2position).sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))[0]![0]);
  const robotShare = (rows: ScoredPanelMember[], top: number) =>
    rows.slice(0, top).filter((m) => home(m) === 'ROBOT').length;

  it('gives each subpanel its share of the first places, which the best-score order gave ROBOT alone', () => {
    expect(candidates.length).toBeGreaterThanOrEqual(12);
    const byScore = [...candidates].sort((a, b) => b.score - a.score || a.author.id - b.author.id);
    // The measure, before (best score) and now (position), over the first 6 and 12.
    const before = [robotShare(byScore, 6), robotShare(byScore, 12)];
    const now = [robotShare(candidates, 6), robotShare(candidates, 12)];
    // (On this fixture: 5 of 6 and 10 of 12 were ROBOT's.)
    expect(before[0]).toBeGreaterThanOrEqual(5);
    expect(before[1]).toBeGreaterThanOrEqual(9);
    expect(now).toEqual([3, 6]);
    // Positions are the default order and number everyone from 1.
    expect(candidates.map((m) => m.position)).toEqual([...candidates.map((m) => m.position)].sort((a, b) => a - b));
    expect(candidates[0]!.position).toBe(1);
    // Each subpanel's best comes first: ROBOT's and MIX's first are positions 1 and 2.
    expect(candidates.slice(0, 2).map(home).sort()).toEqual(['MIX', 'ROBOT']);
  });
});
