/// <reference types="node" />
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYNTHETIC_THESAURUS_CSV, syntheticWorkLines } from '../../server/src/test-support/synthetic-works';
import { logIn } from './actions';
import { createUser, launchBrowser, newAccount, newVisitor, runCli, startServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;
let dataDir: string;

beforeAll(async () => {
  server = await startServer({
    // A small datasets folder: the server loads it on first start as a background task.
    beforeStart: async (env) => {
      dataDir = join(env.SCISCOPE_RUNTIME_DIR!, 'datasets');
      mkdirSync(join(dataDir, 'ontology'), { recursive: true });
      mkdirSync(join(dataDir, 'corpus'), { recursive: true });
      writeFileSync(join(dataDir, 'ontology', 'thesaurus.csv'), SYNTHETIC_THESAURUS_CSV);
      writeFileSync(join(dataDir, 'corpus', 'works-a.jsonl'), syntheticWorkLines({ count: 200, seed: 11 }).join('\n'));
      env.SCISCOPE_DATA_DIR = dataDir;
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('background tasks', () => {
  it('shows a superuser the first-start load, a failed import, and its retry succeeding', async () => {
    const admin = newAccount('tasks-admin');
    await createUser(server, admin, { superuser: true });
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, admin, '/superadmin/');
    await page.getByRole('link', { name: 'Background tasks' }).click();
    await page.waitForURL('**/superadmin/tasks/');
    await page.getByRole('heading', { name: 'Background tasks' }).waitFor();

    const load = page.getByRole('row').filter({ hasText: 'Load default data #' });
    await load.getByText('done', { exact: true }).waitFor({ timeout: 60_000 });
    await load.getByText(/imported 200/).waitFor();

    // An import of a broken file fails, with the reason on the page.
    const file = join(server.env.SCISCOPE_RUNTIME_DIR!, 'later-works.jsonl.gz');
    writeFileSync(file, Buffer.concat([Buffer.from([0x1f, 0x8b]), Buffer.from('not gzip at all')]));
    await expect(runCli(server, ['import', 'works', file])).rejects.toThrow(/failed/);
    const show = page.getByRole('radiogroup', { name: 'Show tasks' });
    await show.getByText('Failed', { exact: true }).click();
    await page.waitForURL('**/superadmin/tasks/?state=failed');
    const failed = page.getByRole('row').filter({ hasText: 'Import works #' });
    await failed.getByText('sciscope command').waitFor();
    await failed.getByText('later-works.jsonl.gz: unknown compression method').waitFor();

    // The file is mended; Retry puts the task on the server's queue, which runs it.
    writeFileSync(file, gzipSync(syntheticWorkLines({ count: 12, seed: 12, idPrefix: 'L' }).join('\n')));
    await failed.getByRole('button', { name: /^Retry Import works #/ }).click();
    await show.getByText('All', { exact: true }).click();
    const retried = page.getByRole('row').filter({ hasText: 'Import works #' });
    await retried.getByText('done', { exact: true }).waitFor({ timeout: 60_000 });
    await retried.getByText(/imported 12/).waitFor();
    await retried.getByText(/attempt 2/).waitFor();

    // What the tasks loaded is searchable.
    await page.goto('/search/?q=robotics');
    await page
      .getByRole('status')
      .filter({ hasText: /\d+ articles?/ })
      .waitFor();
    await context.close();
  });

  it('keeps the tasks page from users who are not superusers', async () => {
    const user = newAccount('tasks-user');
    await createUser(server, user);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, user, '/superadmin/tasks/');
    await page.getByText(/not permitted/).waitFor();
    expect(await page.getByRole('table', { name: 'Background tasks' }).count()).toBe(0);
    await context.close();
  });
});
