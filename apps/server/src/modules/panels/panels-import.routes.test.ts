import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PanelDetail, PanelPeopleResponse } from '@sciscope/contracts';
import { TASK_REGISTRY } from '../../task-registry';
import type { TestApp } from '../../test-support/test-app';
import { executeTask } from '../tasks/task-execution';
import { describeEachDatabase } from '../../test-support/test-db';
import { setUpPanelRoutes, type PanelWorld } from '../../test-support/panels.fixture';

/** `POST /api/panel/{id}/import` (spec 03, docs/panel-composer.md "Import"): CSV and JSON subpanels. */
describeEachDatabase('panel composer import', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let panelId: number;
  let baseId: number;
  const detail = async () => (await w.call('GET', `/api/panel/${panelId}`)).json() as PanelDetail;
  const people = async (compId: number, list: 'members' | 'candidates') =>
    (
      await w.call('GET', `/api/panel/${panelId}/composition/${compId}/people?list=${list}`)
    ).json() as PanelPeopleResponse;

  beforeAll(async () => {
    ({ t, w, panelId, baseId } = await setUpPanelRoutes(dialect));
    // Computed first, so that an import's change of documents is seen to make the scores stale.
    const { taskId } = (await w.call('POST', `/api/panel/${panelId}/compute`)).json() as { taskId: number };
    expect(await executeTask({ db: t.db, config: t.config, taskId, registry: TASK_REGISTRY, log: () => {} })).toBe(
      'done',
    );
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  describe('import', () => {
    it('creates or replaces subpanels from CSV and reports the rows it left out', async () => {
      const csv = [
        'subpanel_code,subpanel_name,doc_kind,doc_id',
        `PE2,Graph theory,proposal,${w.proposals.planar}`,
        `PE2,,article,${w.corpus.documentId}`,
        'PE2,,vacancy,3',
        'bad code!,x,proposal,1',
        `LS1,Proteins,proposal,${w.proposals.folding}`,
        'LS1,,article,99999999',
      ].join('\n');
      const response = await w.call('POST', `/api/panel/${panelId}/import`, 'chair', { format: 'csv', content: csv });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        panelId,
        subpanels: 2,
        documents: 3,
        errors: [
          { row: 3, field: 'doc_kind' },
          { row: 4, field: 'subpanel_code' },
          { row: 6, field: 'doc_id', message: 'Unknown article 99999999.' },
        ],
      });
      const panel = await detail();
      expect(panel.subpanels.map((s) => [s.code, s.documents.total])).toEqual([
        ['PE1', 2],
        ['LS1', 1],
        ['PE2', 2],
      ]);
      // The scores no longer match the documents: not computed for them until computed again.
      expect(panel.computation.stale).toBe(true);
      expect((await people(baseId, 'members')).cacheMiss).toBe(true);
    });

    it('creates or replaces no subpanel from rejected rows alone', async () => {
      const before = (await detail()).subpanels.map((s) => [s.code, s.name, s.documents.total]);
      const csv = [
        'subpanel_code,subpanel_name,doc_kind,doc_id',
        'PE9,Unknown doc,article,999999999',
        'PE9,,book,1',
        'LS1,Not proteins,article,99999998',
        'PE7,Declared empty,,',
      ].join('\n');
      const response = await w.call('POST', `/api/panel/${panelId}/import`, 'chair', { format: 'csv', content: csv });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        subpanels: 1,
        documents: 0,
        errors: [
          { row: 1, field: 'doc_id', message: 'Unknown article 999999999.' },
          { row: 2, field: 'doc_kind' },
          { row: 3, field: 'doc_id', message: 'Unknown article 99999998.' },
        ],
      });
      // PE9 is not created, LS1 keeps its name and documents; the declared PE7 is created empty.
      expect((await detail()).subpanels.map((s) => [s.code, s.name, s.documents.total])).toEqual([
        ...before,
        ['PE7', 'Declared empty', 0],
      ]);

      const json = JSON.stringify({
        subpanels: [{ code: 'X1', name: 'Nothing valid', documents: [{ docKind: 'article', docId: 99999997 }] }],
      });
      const rejected = await w.call('POST', `/api/panel/${panelId}/import`, 'chair', { format: 'json', content: json });
      expect(rejected.json()).toMatchObject({ subpanels: 0, documents: 0, errors: [{ row: 1 }] });
      expect((await detail()).subpanels.map((s) => s.code)).not.toContain('X1');
    });

    it('says where a file that is not JSON goes wrong, not the parser’s own text', async () => {
      const before = (await detail()).subpanels.map((s) => s.code);
      const content = '{"subpanels": [\n  {"code": "PE1",}\n]}';
      const response = await w.call('POST', `/api/panel/${panelId}/import`, 'chair', { format: 'json', content });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: {
          details: {
            fields: { content: 'The JSON file could not be read: it is not valid JSON at line 2, column 18.' },
          },
        },
      });
      expect((await detail()).subpanels.map((s) => s.code)).toEqual(before);
    });
  });
});
