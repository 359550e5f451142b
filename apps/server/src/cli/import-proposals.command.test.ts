import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { seedFolderWorld, type FolderWorld } from '../test-support/folders.fixture';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { describeEachDatabase } from '../test-support/test-db';
import { runImportProposalsCommand } from './import-proposals.command';

describeEachDatabase('sciscope import proposals', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  let dir: string;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
    dir = mkdtempSync(join(tmpdir(), 'sciscope-proposals-'));
  });
  afterEach(async () => {
    await t.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const run = async (argv: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runImportProposalsCommand(argv, {
      db: t.db,
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
  const titles = async () =>
    (
      await t.db.kysely
        .selectFrom('proposals')
        .select('title')
        .where('folderId', '=', w.folder.id)
        .orderBy('id')
        .execute()
    ).map((r) => r.title);

  it('imports the valid rows, lists the rejected ones and exits with 1', async () => {
    const csv = file('calls.csv', 'title,authors\nProtein folding,Ada Lovelace (UCL)\n,Nobody\n');
    const result = await run([String(w.folder.id), csv]);
    expect(result).toEqual({
      code: 1,
      out: `imported 1 proposal into folder ${w.folder.id}; 1 error\n  row 2, title: This field is required.\n`,
      err: '',
    });
    expect(await titles()).toEqual(['Protein folding']);
  });

  it('reads JSON by its extension and exits with 0 when every row is saved', async () => {
    const json = file('calls.json', JSON.stringify([{ title: 'Graph neural networks' }, { title: 'GNN at scale' }]));
    expect((await run([String(w.folder.id), json])).code).toBe(0);
    expect(await titles()).toEqual(['Graph neural networks', 'GNN at scale']);
  });

  it('says the same for a missing title in JSON as in CSV, and names a title that is not text', async () => {
    const json = file(
      'calls.json',
      JSON.stringify([{ title: 'Protein folding' }, { abstract: 'No title' }, { title: 5 }]),
    );
    expect(await run([String(w.folder.id), json])).toEqual({
      code: 1,
      out:
        `imported 1 proposal into folder ${w.folder.id}; 2 errors\n` +
        '  row 2, title: This field is required.\n  row 3, title: Title must be text.\n',
      err: '',
    });
  });

  it('refuses bad usage, unknown folders and unknown formats with 2, saving nothing', async () => {
    expect((await run(['abc', 'x.csv'])).code).toBe(2);
    expect((await run([String(w.folder.id)])).err).toContain('Usage: sciscope import proposals FOLDER FILE');
    const csv = file('calls.csv', 'title\nProtein folding\n');
    expect(await run(['999999', csv])).toMatchObject({ code: 2, err: 'Folder not found.\n' });
    expect((await run([String(w.folder.id), file('calls.txt', 'title\nX\n')])).code).toBe(2);
    expect((await run([String(w.folder.id), join(dir, 'missing.csv')])).err).toContain('Cannot read');
    expect(await titles()).toEqual([]);
  });
});
