import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { seedPanelWorld, type PanelWorld } from '../test-support/panels.fixture';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { describeEachDatabase } from '../test-support/test-db';
import { runImportPanelCommand } from './import-panel.command';

describeEachDatabase('sciscope import panel', (dialect) => {
  let t: TestApp;
  let w: PanelWorld;
  let dir: string;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await seedPanelWorld(t);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-panel-'));
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportPanelCommand(argv, {
      db: t.db,
      config: t.config,
      out: (s) => void out.push(s),
      err: (s) => void err.push(s),
    });
    return { code, out: out.join(''), err: err.join('') };
  };
  const file = (name: string, content: string) => {
    const path = join(dir, name);
    writeFileSync(path, content);
    return path;
  };
  const subpanels = async (panelId: number) =>
    (
      await t.db.kysely
        .selectFrom('panelSubpanels as s')
        .leftJoin('panelSubpanelDocuments as d', 'd.subpanelId', 's.id')
        .select(['s.code', 's.name', 'd.docKind', 'd.docId'])
        .where('s.panelId', '=', panelId)
        .orderBy('s.position')
        .orderBy('d.position')
        .execute()
    ).map((r) => [r.code, r.name, r.docKind, r.docId === null ? null : Number(r.docId)]);

  it('creates a panel in an organization from JSON and exits with 0 when every row is saved', async () => {
    const json = file(
      'council.json',
      JSON.stringify({
        panelName: 'Council 2026',
        subpanels: [
          { code: 'PE1', name: 'Graphs', documents: [{ docKind: 'proposal', docId: w.proposals.coloring }] },
          { code: 'LS1', name: 'Proteins', documents: [] },
        ],
      }),
    );
    const result = await run([json, `--organization=${w.orgA.id}`]);
    expect(result.code).toBe(0);
    const panelId = Number(/^panel (\d+):/.exec(result.out)![1]);
    expect(result.out).toBe(`panel ${panelId}: 2 subpanels, 1 document imported; 0 errors\n`);
    const panel = await t.db.kysely
      .selectFrom('panels')
      .selectAll()
      .where('id', '=', panelId)
      .executeTakeFirstOrThrow();
    expect(panel).toMatchObject({ name: 'Council 2026', organizationId: w.orgA.id });
    expect(await subpanels(panelId)).toEqual([
      ['PE1', 'Graphs', 'proposal', w.proposals.coloring],
      ['LS1', 'Proteins', null, null],
    ]);
  });

  it('imports the valid CSV rows into a panel, lists the rejected ones and exits with 1', async () => {
    const first = await run([
      file('one.json', '[{"code":"A","name":"Alpha"}]'),
      `--organization=${w.orgA.id}`,
      '--name=Two',
    ]);
    const panelId = Number(/^panel (\d+):/.exec(first.out)![1]);
    const csv = file(
      'rows.csv',
      `subpanel_code,subpanel_name,doc_kind,doc_id\nA,Alpha renamed,article,${w.corpus.documentId}\nA,,proposal,0\nB,,proposal,${w.proposals.folding}\n`,
    );
    const result = await run([csv, `--panel=${panelId}`]);
    expect(result).toEqual({
      code: 1,
      out: `panel ${panelId}: 2 subpanels, 2 documents imported; 1 error\n  row 2, doc_id: Invalid id.\n`,
      err: '',
    });
    expect(await subpanels(panelId)).toEqual([
      ['A', 'Alpha renamed', 'article', w.corpus.documentId],
      ['B', 'B', 'proposal', w.proposals.folding],
    ]);
  });

  it('refuses bad usage and unreadable files with 2', async () => {
    expect((await run([])).code).toBe(2);
    expect((await run([file('x.csv', 'a'), '--panel=1', `--organization=${w.orgA.id}`])).code).toBe(2);
    const broken = await run([file('broken.json', '{'), `--organization=${w.orgA.id}`]);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^The JSON file could not be read/);
    expect((await run([file('x.txt', 'a'), '--panel=1'])).err).toMatch(/^Unknown format "txt"/);
  });
});
