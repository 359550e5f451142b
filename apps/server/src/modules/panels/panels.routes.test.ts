import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PanelAssignmentResponse,
  PanelCandidateResponse,
  PanelCoverageResponse,
  PanelDetail,
  PanelPeopleResponse,
  ScoredPanelMember,
} from '@sciscope/contracts';
import { executeTask } from '../tasks/task-execution';
import { createTasksRepository } from '../tasks/tasks.repository';
import { TASK_REGISTRY } from '../../task-registry';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';

describeEachDatabase('panel composer', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let panelId: number;
  let baseId: number;

  /** Runs the panel's queued computation task to its end, in this thread. */
  async function runComputation(taskId: number) {
    return executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} });
  }
  const detail = async () => (await w.call('GET', `/api/panel/${panelId}`)).json() as PanelDetail;
  const people = async (compId: number, list: 'members' | 'candidates', query = '') =>
    (
      await w.call('GET', `/api/panel/${panelId}/composition/${compId}/people?list=${list}${query}`)
    ).json() as PanelPeopleResponse;
  const totals = (body: { subpanels: Array<{ code: string; score: number }> }) =>
    Object.fromEntries(body.subpanels.map((s) => [s.code, s.score]));

  beforeAll(async () => {
    ({ t, w, panelId, baseId } = await setUpPanelRoutes(dialect));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  describe('computation states', () => {
    it('is not computed at first, in progress once scheduled, then computed; a change to the documents makes it stale', async () => {
      const before = await people(baseId, 'members');
      expect(before).toMatchObject({ cacheMiss: true, inProgress: false, error: false, scoredPanelMembers: [] });
      expect(before.computation.state).toBe('not_computed');

      const scheduled = await w.call('POST', `/api/panel/${panelId}/compute`);
      expect(scheduled.statusCode).toBe(200);
      const { taskId } = scheduled.json() as { taskId: number };
      expect((await people(baseId, 'members')).inProgress).toBe(true);
      // Asking again while it waits answers the same task.
      expect(((await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number }).taskId).toBe(
        taskId,
      );

      expect(await runComputation(taskId)).toBe('done');
      const after = await people(baseId, 'members');
      expect(after).toMatchObject({ cacheMiss: false, inProgress: false, error: false, noSubpanelDocs: false });
      expect(after.computation).toMatchObject({ state: 'done', stale: false, taskId });
      expect(after.scoredPanelMembers.map((m) => m.name).sort()).toEqual(['Eve Senior', 'Pat Protein']);
      // The task shows its steps to its owner.
      const task = await w.call('GET', `/api/tasks/${taskId}`);
      expect(task.json()).toMatchObject({ state: 'done', kind: 'panels.compute', step: 'saving scores' });
    });

    it("lets another editor of the panel follow the computation, whose task stays its owner's", async () => {
      const editor = await createTestUser(t.db, {
        quotas: ['panel_composer'],
        memberships: [{ organizationId: w.orgA.id, role: 'member' }],
      });
      const headers = apiHeaders(await sessionCookieFor({ app: t.app, db: t.db, userId: editor.id }));
      const follow = () => t.app.inject({ method: 'GET', url: `/api/panel/${panelId}/computation`, headers });
      const { taskId } = (await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number };
      const before = await follow();
      expect(before.statusCode).toBe(200);
      expect(before.json()).toMatchObject({ taskId, state: 'queued' });
      expect((await t.app.inject({ method: 'GET', url: `/api/tasks/${taskId}`, headers })).statusCode).toBe(404);
      // Its step and percentage as the task records them; a step of one unit shows as under way.
      const tasks = createTasksRepository({ db: t.db });
      await tasks.saveProgress(taskId, { step: 'scoring people', done: 150, total: 600, counts: {} });
      expect((await follow()).json()).toMatchObject({ step: 'scoring people', percent: 25 });
      await tasks.saveProgress(taskId, { step: 'reading the corpus', done: 0, total: 1, counts: {} });
      expect((await follow()).json()).toMatchObject({ step: 'reading the corpus', percent: null });
      await runComputation(taskId);
      expect((await follow()).json()).toMatchObject({ taskId, state: 'done', step: null, percent: null });
      // Someone outside the panel's organization gets the 404 of a missing panel.
      expect((await w.call('GET', `/api/panel/${panelId}/computation`, 'outsider')).statusCode).toBe(404);
      expect((await w.call('GET', `/api/panel/${2 ** 31 - 1}/computation`)).statusCode).toBe(404);
    });

    it('reports a failed computation (no representation model on a fresh instance)', async () => {
      const fresh = await createTestApp({ dialect });
      try {
        const org = await createTestOrganization(fresh.db, { name: 'Fresh' });
        const user = await createTestUser(fresh.db, {
          quotas: ['panel_composer'],
          memberships: [{ organizationId: org.id, role: 'member' }],
        });
        const headers = apiHeaders(await sessionCookieFor({ app: fresh.app, db: fresh.db, userId: user.id }));
        const made = await fresh.app.inject({
          method: 'POST',
          url: '/api/panels',
          headers,
          payload: { name: 'Empty', organizationId: org.id },
        });
        const id = (made.json() as { id: number }).id;
        const { taskId } = (
          await fresh.app.inject({ method: 'POST', url: `/api/panel/${id}/compute`, headers })
        ).json() as { taskId: number };
        expect(
          await executeTask({ db: fresh.db, config: fresh.config, taskId, registry: TASK_REGISTRY, log: () => {} }),
        ).toBe('failed');
        const panel = (
          await fresh.app.inject({ method: 'GET', url: `/api/panel/${id}`, headers })
        ).json() as PanelDetail;
        const base = panel.compositions[0]!.id;
        const body = (
          await fresh.app.inject({ method: 'GET', url: `/api/panel/${id}/composition/${base}/people`, headers })
        ).json() as PanelPeopleResponse;
        expect(body).toMatchObject({ error: true, inProgress: false, cacheMiss: true, noSubpanelDocs: true });
        expect(body.computation.state).toBe('failed');
      } finally {
        await fresh.close();
      }
    });
  });

  describe('scores', () => {
    it('scores people per subpanel: graph experts in the graph subpanel, the protein expert in the protein one', async () => {
      const body = await people(baseId, 'candidates');
      const [graphs, proteins] = body.subpanels;
      const row = (id: number) => body.scoredPanelMembers.find((m) => m.author.id === id);
      const gina = row(w.corpus.people.gina)!;
      expect(gina).toBeDefined();
      expect(gina.subpanelId2score[String(graphs!.id)]!).toBeGreaterThan(gina.subpanelId2score[String(proteins!.id)]!);
      expect(gina.topSubpanelsCodes[0]).toBe('PE1');
      expect(gina.detailedScore.map((d) => d.code)).toEqual(['PE1', 'LS1']);
      expect(gina.score).toBeCloseTo(Math.max(...gina.detailedScore.map((d) => d.score)), 6);
      expect(gina.mostRelevantDocuments[0]).toMatchObject({ docKind: 'proposal', subpanelCode: 'PE1' });
      // Positions are numbered over everyone scored, best first; the default sort is by position.
      const positions = body.scoredPanelMembers.map((m) => m.position);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      // Members are not candidates.
      expect(row(w.corpus.people.eve)).toBeUndefined();
    });

    it('flags every candidate in conflict with a subpanel document, with the evidence', async () => {
      const body = await people(baseId, 'candidates');
      const carl = body.scoredPanelMembers.find((m) => m.author.id === w.corpus.people.carl)!;
      expect(carl.conflicts).toEqual([
        expect.objectContaining({
          docKind: 'proposal',
          docId: w.proposals.coloring,
          subpanelCode: 'PE1',
          reasons: ['coauthor_coi'],
          coauthoredArticles: [expect.objectContaining({ year: 2024 })],
        }),
      ]);
      const irene = body.scoredPanelMembers.find((m) => m.author.id === w.corpus.people.irene)!;
      expect(irene.conflicts[0]).toMatchObject({
        reasons: ['affiliation_coi'],
        commonInstitutions: ['Alpha Institute'],
      });
      // A document's own author is never proposed (walk 12 saw 9 of the top 12 candidates be the
      // proposals' authors); asked for by id, she is scored and her conflict is shown.
      expect(body.scoredPanelMembers.map((m) => m.author.id)).not.toContain(w.corpus.people.alice);
      const custom = await w.call('POST', `/api/referees/panel/${panelId}/custom`, 'chair', {
        authorsIds: [w.corpus.people.alice],
      });
      const [alice] = (custom.json() as { scoredPanelMembers: ScoredPanelMember[] }).scoredPanelMembers;
      expect(alice!.detailedScore.find((d) => d.code === 'PE1')!.score).toBeGreaterThan(0);
      expect(alice!.conflicts[0]!.reasons).toContain('document_author');
    });

    it('sorts by one subpanel or by the sum of several', async () => {
      const body = await people(baseId, 'candidates', '&sort=LS1');
      const ls1 = body.subpanels.find((s) => s.code === 'LS1')!.id;
      const values = body.scoredPanelMembers.map((m) => m.subpanelId2score[String(ls1)]!);
      expect(values).toEqual([...values].sort((a, b) => b - a));
      const both = await people(baseId, 'candidates', '&sort=PE1,LS1');
      const sums = both.scoredPanelMembers.map((m) => m.detailedScore.reduce((s, d) => s + d.score, 0));
      for (let i = 1; i < sums.length; i++) expect(sums[i - 1]!).toBeGreaterThanOrEqual(sums[i]! - 1e-9);
    });

    it('pages the candidates: more from an offset continue the first page', async () => {
      const first = await people(baseId, 'candidates');
      const ids = first.scoredPanelMembers.map((m) => m.author.id);
      expect(ids.length).toBeGreaterThan(3);
      const more = (
        await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/candidates?offset=2&author=${ids[0]}`)
      ).json() as { hasMore: boolean; scoredPanelMembers: ScoredPanelMember[] };
      expect(more.scoredPanelMembers.map((m) => m.author.id)).toEqual(ids.slice(2));
      expect(more.hasMore).toBe(false);
    });

    it('applies the candidate settings from the query string and gives them back', async () => {
      const body = await people(baseId, 'candidates', '&gender=F&ignore_countries=false&exclude_countries=FR');
      expect(body.settings).toMatchObject({ gender: 'F', ignore_countries: false, exclude_countries: ['FR'] });
      const ids = body.scoredPanelMembers.map((m) => m.author.id);
      expect(ids).not.toContain(w.corpus.people.frank);
      expect(ids).not.toContain(w.corpus.people.carl);
      expect(ids).toContain(w.corpus.people.gina);
      const bad = await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/people?gender=X`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ error: { details: { fields: { gender: expect.any(String) } } } });
    });
  });

  describe('compositions', () => {
    let copyId: number;

    it('keeps the base composition as it is: adding to it is refused with the spec’s text', async () => {
      const refused = await w.call('POST', '/api/panel/add-candidate', 'chair', {
        panelId,
        compositionId: baseId,
        authorId: w.corpus.people.gina,
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ error: { message: 'This is a base composition.' } });
      expect((await people(baseId, 'members')).isEditable).toBe(false);
    });

    it('duplicates the base composition into an editable one with the same members', async () => {
      const made = await w.call('POST', `/api/panel/${panelId}/compositions`, 'chair', {
        fromCompositionId: baseId,
        name: 'Draft 1',
      });
      expect(made.statusCode).toBe(200);
      copyId = (made.json() as { id: number }).id;
      const body = await people(copyId, 'members');
      expect(body.isEditable).toBe(true);
      expect(body.scoredPanelMembers.map((m) => m.author.id).sort()).toEqual(
        [w.corpus.people.eve, w.corpus.people.pat].sort(),
      );
      expect(totals(body)).toEqual(totals(await people(baseId, 'members')));
    });

    it('adds a candidate’s subpanel scores to the totals, and subtracts them when removed', async () => {
      const before = await people(copyId, 'members');
      const gina = (await people(copyId, 'candidates')).scoredPanelMembers.find(
        (m) => m.author.id === w.corpus.people.gina,
      )!;
      const added = (
        await w.call('POST', '/api/panel/add-candidate', 'chair', {
          panelId,
          compositionId: copyId,
          authorId: gina.author.id,
        })
      ).json() as PanelCandidateResponse;
      expect(added.status).toBe('candidate');
      for (const s of before.subpanels)
        expect(added.subpanels.find((x) => x.id === s.id)!.score).toBeCloseTo(
          s.score + gina.subpanelId2score[String(s.id)]!,
          6,
        );
      const members = await people(copyId, 'members');
      expect(members.scoredPanelMembers.find((m) => m.author.id === gina.author.id)!.status).toBe('candidate');
      expect(totals(members)).toEqual(Object.fromEntries(added.subpanels.map((s) => [s.code, s.score])));

      const removed = (
        await w.call('POST', '/api/panel/remove-candidate', 'chair', {
          panelId,
          compositionId: copyId,
          authorId: gina.author.id,
        })
      ).json() as PanelCandidateResponse;
      expect(removed.status).toBeNull();
      for (const s of before.subpanels)
        expect(removed.subpanels.find((x) => x.id === s.id)!.score).toBeCloseTo(s.score, 6);
    });

    it('keeps a removed member’s row with status leaves and subtracts their scores', async () => {
      const before = await people(copyId, 'members');
      const eve = before.scoredPanelMembers.find((m) => m.author.id === w.corpus.people.eve)!;
      const removed = (
        await w.call('POST', '/api/panel/remove-candidate', 'chair', {
          panelId,
          compositionId: copyId,
          authorId: eve.author.id,
        })
      ).json() as PanelCandidateResponse;
      expect(removed.status).toBe('leaves');
      const after = await people(copyId, 'members');
      expect(after.scoredPanelMembers.find((m) => m.author.id === eve.author.id)!.status).toBe('leaves');
      for (const s of before.subpanels)
        expect(after.subpanels.find((x) => x.id === s.id)!.score).toBeCloseTo(
          s.score - eve.subpanelId2score[String(s.id)]!,
          6,
        );
      // Adding the leaving member back makes them a member again.
      const back = (
        await w.call('POST', '/api/panel/add-candidate', 'chair', {
          panelId,
          compositionId: copyId,
          authorId: eve.author.id,
        })
      ).json() as PanelCandidateResponse;
      expect(back.status).toBe('');
    });

    it('scores a person added by author id (the custom call) and lets them be added', async () => {
      const oscar = w.corpus.people.oscar;
      const custom = await w.call('POST', `/api/referees/panel/${panelId}/composition/${copyId}/custom`, 'chair', {
        authorsIds: [oscar],
      });
      expect(custom.statusCode).toBe(200);
      const [row] = (custom.json() as { scoredPanelMembers: ScoredPanelMember[] }).scoredPanelMembers;
      expect(row).toMatchObject({ author: { id: oscar }, status: null });
      expect(row!.detailedScore).toHaveLength(2);
      const unknown = await w.call('POST', `/api/referees/panel/${panelId}/custom`, 'chair', { authorsIds: [999999] });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ error: { message: 'Unknown author id 999999.' } });
      const added = await w.call('POST', '/api/panel/add-candidate', 'chair', {
        panelId,
        compositionId: copyId,
        authorId: oscar,
      });
      expect((added.json() as PanelCandidateResponse).status).toBe('candidate');
    });

    it('hides a candidate with a reason: the candidate leaves the list', async () => {
      const frank = w.corpus.people.frank;
      const missing = await w.call('POST', `/api/panel/${panelId}/hide-candidates/`, 'chair', {
        authorsIds: [frank],
        reason: 'other',
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: { message: 'This field is required.' } });
      const hidden = await w.call('POST', `/api/panel/${panelId}/hide-candidates/`, 'chair', {
        authorsIds: [frank],
        reason: 'not_suitable_by_judgment',
      });
      expect(hidden.statusCode).toBe(200);
      const ids = (await people(copyId, 'candidates')).scoredPanelMembers.map((m) => m.author.id);
      expect(ids).not.toContain(frank);
    });

    it('shows coverage: a heatmap of the members and the concepts a subpanel still lacks, with who fills them', async () => {
      const body = (
        await w.call('GET', `/api/panel/${panelId}/composition/${copyId}/coverage`)
      ).json() as PanelCoverageResponse;
      expect(body.heatmap.subpanels.map((s) => s.code)).toEqual(['PE1', 'LS1']);
      expect(body.heatmap.members.map((m) => m.id)).toContain(w.corpus.people.eve);
      expect(body.heatmap.scores[0]).toHaveLength(2);
      const proteins = body.subpanels.find((s) => s.code === 'LS1')!;
      expect(proteins.total).toBeGreaterThan(0);
      expect(proteins.share).toBe(proteins.covered / proteins.total);
    });

    it('never proposes a candidate with a conflict of interest to fill a gap', async () => {
      // A composition whose members all left: every concept is a gap, so the best candidates fill them.
      const made = await w.call('POST', `/api/panel/${panelId}/compositions`, 'chair', {
        fromCompositionId: baseId,
        name: 'Empty',
      });
      const emptyId = (made.json() as { id: number }).id;
      for (const m of (await people(emptyId, 'members')).scoredPanelMembers)
        await w.call('POST', '/api/panel/remove-candidate', 'chair', {
          panelId,
          compositionId: emptyId,
          authorId: m.author.id,
        });
      const candidates = (await people(emptyId, 'candidates')).scoredPanelMembers;
      const conflicted = candidates.filter((m) => m.conflicts.length > 0).map((m) => m.author.id);
      expect(conflicted).toEqual(expect.arrayContaining([w.corpus.people.carl, w.corpus.people.irene]));
      const body = (
        await w.call('GET', `/api/panel/${panelId}/composition/${emptyId}/coverage`)
      ).json() as PanelCoverageResponse;
      const fillers = body.subpanels.flatMap((s) => s.fillers.map((f) => f.author.id));
      expect(fillers.length).toBeGreaterThan(0);
      expect(fillers.filter((id) => conflicted.includes(id))).toEqual([]);
    });

    it('assigns the members to the documents within the loads and without a conflicted pair, and exports it', async () => {
      await w.call('POST', '/api/panel/add-candidate', 'chair', {
        panelId,
        compositionId: copyId,
        authorId: w.corpus.people.carl,
      });
      // Four members (Eve, Pat, Oscar, Carl), three documents, one reviewer each.
      const minimum = await w.call('POST', `/api/panel/${panelId}/composition/${copyId}/assignment`, 'chair', {
        min_load: 1,
        max_load: 2,
        reviewers_per_document: 1,
      });
      expect(minimum.statusCode).toBe(400);
      expect((minimum.json() as { error: { message: string } }).error.message).toMatch(/^Minimum load: /);
      const run = await w.call('POST', `/api/panel/${panelId}/composition/${copyId}/assignment`, 'chair', {
        min_load: 0,
        max_load: 1,
        reviewers_per_document: 1,
      });
      expect(run.statusCode).toBe(200);
      const body = run.json() as PanelAssignmentResponse;
      expect(body.documents).toHaveLength(3);
      const carlDocs = body.documents.filter((d) => d.reviewers.some((r) => r.authorId === w.corpus.people.carl));
      expect(carlDocs.map((d) => d.docId)).not.toContain(w.proposals.coloring);
      for (const m of body.members) {
        expect(m.load).toBeLessThanOrEqual(1);
      }
      const infeasible = await w.call('POST', `/api/panel/${panelId}/composition/${copyId}/assignment`, 'chair', {
        min_load: 0,
        max_load: 1,
        reviewers_per_document: 2,
      });
      expect(infeasible.statusCode).toBe(400);
      expect((infeasible.json() as { error: { message: string } }).error.message).toMatch(/^Maximum load: /);
      const csv = await w.call(
        'GET',
        `/api/panel/${panelId}/composition/${copyId}/assignment/export?min_load=0&max_load=1&reviewers_per_document=1&export_format=csv`,
      );
      expect(csv.headers['content-type']).toContain('text/csv');
      const lines = csv.body.trim().split('\r\n');
      expect(lines[0]).toBe('Subpanel,Document kind,Document id,Title,Reviewer id,Reviewer,Affinity,Document score');
      expect(lines).toHaveLength(4);
    });
  });

  describe('subpanels without documents', () => {
    it('keeps the scores when a subpanel without documents is added, renamed or deleted: no document changed', async () => {
      expect((await detail()).computation).toMatchObject({ state: 'done', stale: false });
      const before = await people(baseId, 'members');
      const scoresOf = (body: PanelPeopleResponse) => body.scoredPanelMembers.map((m) => [m.author.id, m.score]);

      const added = await w.call('POST', `/api/panel/${panelId}/subpanels`, 'chair', {
        code: 'PE8',
        name: 'Empty subpanel',
        documents: [],
      });
      expect(added.statusCode).toBe(200);
      expect((added.json() as PanelDetail).computation.stale).toBe(false);
      const withEmpty = await people(baseId, 'members');
      expect(withEmpty.cacheMiss).toBe(false);
      expect(scoresOf(withEmpty)).toEqual(scoresOf(before));
      expect(totals(withEmpty)).toMatchObject({ PE8: 0 });
      // Its coverage does not apply (no documents), rather than a 100 % of nothing.
      const coverage = await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/coverage`);
      expect(coverage.statusCode).toBe(200);
      const body = coverage.json() as PanelCoverageResponse;
      expect(body.subpanels.find((s) => s.code === 'PE8')).toMatchObject({
        documents: 0,
        total: 0,
        covered: 0,
        share: null,
      });
      expect(body.subpanels.find((s) => s.code === 'PE1')!.documents).toBe(2);

      const renamed = await w.call('PUT', `/api/panel/${panelId}/subpanels/PE8`, 'chair', {
        code: 'PE9',
        name: 'Still empty',
        documents: [],
      });
      expect(renamed.statusCode).toBe(200);
      expect((renamed.json() as PanelDetail).computation.stale).toBe(false);

      const removed = await w.call('DELETE', `/api/panel/${panelId}/subpanels/PE9`, 'chair');
      expect(removed.statusCode).toBe(200);
      expect((removed.json() as PanelDetail).computation.stale).toBe(false);
      const after = await people(baseId, 'members');
      expect(after.cacheMiss).toBe(false);
      expect(scoresOf(after)).toEqual(scoresOf(before));
      expect(totals(after)).toEqual(totals(before));
      expect((await w.call('GET', `/api/panel/${panelId}/composition/${baseId}/coverage`)).statusCode).toBe(200);
    });

    it('counts a change of content only when a subpanel’s documents change', async () => {
      const made = await w.call('POST', '/api/panels', 'chair', { name: 'Versions', organizationId: w.orgA.id });
      const id = (made.json() as { id: number }).id;
      const version = async () =>
        Number(
          (
            await t.db.kysely
              .selectFrom('panels')
              .select('contentVersion')
              .where('id', '=', id)
              .executeTakeFirstOrThrow()
          ).contentVersion,
        );
      const start = await version();
      const documents = [{ docKind: 'proposal', docId: w.proposals.folding }];
      await w.call('POST', `/api/panel/${id}/subpanels`, 'chair', { code: 'E', name: 'Empty', documents: [] });
      expect(await version()).toBe(start);
      await w.call('POST', `/api/panel/${id}/subpanels`, 'chair', { code: 'F', name: 'Full', documents });
      expect(await version()).toBe(start + 1);
      // The same documents under a new name: nothing to score again.
      await w.call('PUT', `/api/panel/${id}/subpanels/F`, 'chair', { code: 'F2', name: 'Renamed', documents });
      expect(await version()).toBe(start + 1);
      await w.call('PUT', `/api/panel/${id}/subpanels/E`, 'chair', { code: 'E', name: 'Empty', documents });
      expect(await version()).toBe(start + 2);
      await w.call('PUT', `/api/panel/${id}/subpanels/E`, 'chair', { code: 'E', name: 'Empty', documents: [] });
      expect(await version()).toBe(start + 3);
      expect((await w.call('DELETE', `/api/panel/${id}/subpanels/E`, 'chair')).statusCode).toBe(200);
      expect(await version()).toBe(start + 3);
      expect((await w.call('DELETE', `/api/panel/${id}/subpanels/F2`, 'chair')).statusCode).toBe(200);
      expect(await version()).toBe(start + 4);
    });
  });

  describe('creation', () => {
    it("asks for the organization in the form's words when none is chosen, and creates nothing", async () => {
      const before = ((await w.call('GET', '/api/panels', 'chair')).json() as { panels: unknown[] }).panels.length;
      for (const organizationId of [undefined, '', null]) {
        const refused = await w.call('POST', '/api/panels', 'chair', { name: 'No organization', organizationId });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({
          error: { details: { fields: { organizationId: 'This field is required.' } } },
        });
      }
      const bad = await w.call('POST', '/api/panels', 'chair', { name: 'Bad id', organizationId: 'abc' });
      expect(bad.json()).toMatchObject({ error: { details: { fields: { organizationId: 'Invalid id.' } } } });
      const after = ((await w.call('GET', '/api/panels', 'chair')).json() as { panels: unknown[] }).panels.length;
      expect(after).toBe(before);
    });
  });

  describe('permissions', () => {
    it('answers 404 for another organization’s panel and 403 without the quota', async () => {
      expect((await w.call('GET', `/api/panel/${panelId}`, 'outsider')).statusCode).toBe(404);
      expect((await w.call('GET', `/api/panel/${panelId}`, 'colleague')).statusCode).toBe(403);
      expect((await w.call('GET', '/api/panel/999999', 'chair')).statusCode).toBe(404);
      const list = (await w.call('GET', '/api/panels', 'outsider')).json() as { panels: unknown[] };
      expect(list.panels).toEqual([]);
      const own = (await w.call('GET', '/api/panels', 'chair')).json() as { panels: Array<{ id: number }> };
      expect(own.panels.map((p) => p.id)).toContain(panelId);
    });

    it('refuses a proposal of a folder the caller has no role in as an unknown document', async () => {
      // The outsider's own panel, naming organization A's proposal.
      const made = await w.call('POST', '/api/panels', 'outsider', { name: 'Theirs', organizationId: w.orgB.id });
      const theirs = (made.json() as { id: number }).id;
      const refused = await w.call('POST', `/api/panel/${theirs}/subpanels`, 'outsider', {
        code: 'X',
        name: 'X',
        documents: [{ docKind: 'proposal', docId: w.proposals.coloring }],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { details: { fields: { 'documents.0.docId': expect.any(String) } } },
      });
    });
  });
});
