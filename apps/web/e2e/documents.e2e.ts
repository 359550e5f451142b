/// <reference types="node" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, SAMPLE_MANUSCRIPT } from '../../server/src/test-support/manuscript-fixtures';
import { logIn, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import { launchBrowser, newAccount, newVisitor, runCli, seedCorpus, startServer, type TestServer } from './harness';
import { refereesWorks } from './referees.fixture';

/*
 * Folders and proposals as an organization admin walks them: create a folder, upload a PDF
 * manuscript, confirm the fields it proposes, and read the saved proposal with its concepts,
 * its extraction explained and the way to its referees.
 */

const THESAURUS = [
  'subject,predicate,object',
  'Graph neural network,BT,Neural network',
  'Graph neural network,UF,GNN',
  'Protein folding,BT,Protein structure',
].join('\n');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ beforeStart: (env) => seedCorpus(env, { thesaurusCsv: THESAURUS }) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('folders and proposals', () => {
  it('creates a folder, reads a PDF into a proposal, and shows its concepts and the way to referees', async () => {
    const admin = newAccount('folders-admin');
    await runCli(server, [
      'users',
      'create',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--org',
      'Acme Research:admin',
    ]);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, admin, '/folders/');
    await page.getByRole('heading', { name: 'Folders' }).waitFor();
    await page.getByText('No folders yet.').waitFor();

    // A name of spaces is refused in the page, under the field and in the server's words: nothing
    // is sent, and what was typed stays.
    let folderPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/folders') folderPosts++;
    });
    const name = page.getByRole('textbox', { name: 'Name' });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByText('This field is required.').waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await name.inputValue()).toBe('   ');
    expect(folderPosts).toBe(0);

    await page.getByLabel('Name').fill('Calls 2026');
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.waitForURL(/\/folder\/\d+\/$/);
    await page.getByRole('heading', { name: 'Calls 2026' }).waitFor();
    await page.getByText('No proposals yet.').waitFor();

    await page.getByRole('link', { name: 'New proposal' }).click();
    await page.waitForURL(/\/folder\/\d+\/new$/);
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Upload a manuscript/ }).click();
    await (
      await chooser
    ).setFiles({
      name: 'my paper (final) v2.pdf',
      mimeType: 'application/pdf',
      buffer: buildPdf([SAMPLE_MANUSCRIPT]),
    });
    await page.getByText('Read the PDF (1 page): check the title, abstract and authors below, then save.').waitFor();
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe('Graph neural networks for protein folding');
    expect(await page.getByLabel('Abstract').inputValue()).toMatch(/^We study graph neural networks/);
    expect(await page.getByLabel('Author 2 name').inputValue()).toBe('Alan Turing');
    // The user confirms, correcting the title.
    await title.fill('Graph neural networks for protein folding, revisited');
    await page.getByLabel('Origin id').fill('ERC-2026-STG-101234567');
    await page.getByRole('button', { name: 'Save proposal' }).click();

    await page.waitForURL(/\/proposal\/\d+$/);
    const proposalId = /\/proposal\/(\d+)$/.exec(page.url())![1];
    await page.getByRole('heading', { name: 'Graph neural networks for protein folding, revisited' }).waitFor();
    await page.getByText('Origin id: ERC-2026-STG-101234567').waitFor();
    const concepts = page.getByLabel('Concepts');
    await concepts.getByRole('button', { name: 'Graph neural network' }).waitFor();
    await concepts.getByRole('button', { name: 'Protein folding' }).waitFor();
    // Badge order, as on an article: a concept's popover says what ranks it where it is.
    await concepts.getByRole('button', { name: 'Protein folding' }).click();
    await page
      .getByLabel('Why it ranks here')
      .getByText(/^Ranked up: named in the title, found as a phrase/)
      .waitFor();
    await page.keyboard.press('Escape');
    expect(await page.getByRole('link', { name: 'Find referees' }).getAttribute('href')).toBe(
      `/referees-beam/proposal/${proposalId}`,
    );
    await page.getByText('Ada Lovelace').waitFor();

    await page.getByRole('link', { name: 'Explain concept extraction' }).click();
    await page.waitForURL(`**/proposal/${proposalId}/explain-extract`);
    // "Graph neural networks" names its parent inside: one mark for both concepts.
    await page.locator('mark[data-concepts="Graph neural network, Neural network"]').first().waitFor();

    await page.getByRole('link', { name: 'Graph neural networks for protein folding, revisited' }).click();
    await page.getByRole('link', { name: 'Calls 2026' }).click();
    await page.getByRole('link', { name: 'Graph neural networks for protein folding, revisited' }).waitFor();

    // On a phone's width the folder page does not scroll sideways: the proposals table scrolls
    // in its own box, and the import and roles sections wrap.
    await page.getByRole('heading', { name: 'Roles' }).waitFor();
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A bibliography dropped on the bulk import is refused in the page, saying what it takes.
    const importer = page.waitForEvent('filechooser');
    await page.getByLabel('Import proposals (CSV or JSON, up to 10 MB)').click();
    await (
      await importer
    ).setFiles({ name: 'refs.bib', mimeType: 'text/x-bibtex', buffer: Buffer.from('@article{a, title={A}}') });
    await page.getByText('Choose a .csv or .json file.').waitFor();

    // Deleting the proposal asks first; "Keep it" keeps it, "Yes, delete" returns to the folder.
    await page.getByRole('link', { name: 'Graph neural networks for protein folding, revisited' }).click();
    await page.waitForURL(`**/proposal/${proposalId}`);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByText('Delete this proposal?').waitFor();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(/\/folder\/\d+\/$/);
    await page.getByText('No proposals yet.').waitFor();

    // The referee finder's own form reads the same PDF: the authors are shown to check, one is
    // corrected, and they are saved with the proposal (the conflict checks start from them).
    await page.goto('/referee-finder/');
    const quick = page.getByRole('form', { name: 'Find referees for a title and abstract' });
    const quickChooser = page.waitForEvent('filechooser');
    await quick.getByRole('button', { name: /Upload a manuscript/ }).click();
    await (
      await quickChooser
    ).setFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: buildPdf([SAMPLE_MANUSCRIPT]) });
    await quick.getByText('Read the PDF (1 page): check the title, abstract and authors below, then save.').waitFor();
    await expect.poll(() => quick.getByLabel('Author 1 name').inputValue()).toBe('Ada Lovelace');
    await quick.getByLabel('Author 2 name').fill('Alan M. Turing');
    await quick.getByRole('button', { name: 'Find referees' }).click();
    await page.waitForURL(/\/referees-beam\/proposal\/\d+$/);
    // No representation model yet (this server trains none at start): the page says what the
    // ranking waits for, asks again by itself, and shows the list once a model is trained.
    const wait = page.getByRole('status').filter({ hasText: 'The ranking index is being built' });
    await wait.getByText(/^No representation model has been trained yet/).waitFor();
    expect(await page.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
    // Works arrive (this server started with none) and a model is trained from them.
    await seedCorpus(server.env, { works: refereesWorks() });
    await runCli(server, ['representations', 'train']);
    await wait.waitFor({ state: 'detached', timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Graph neural networks for protein folding' }).waitFor();
    await page.goto(`/proposal/${/\/proposal\/(\d+)$/.exec(page.url())![1]}`);
    await page.getByText('Alan M. Turing').waitFor();
    await page.getByText('Ada Lovelace').waitFor();

    // A folder named without a space: its heading breaks, and its page still fits a phone.
    const unbroken = 'Proposals_of_the_European_Research_Council_2026_call';
    await page.goto('/folders/');
    await page.getByRole('textbox', { name: 'Name' }).fill(unbroken);
    await page.getByRole('button', { name: 'Create folder' }).click();
    await page.getByRole('heading', { name: unbroken, level: 1 }).waitFor();
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await context.close();
  }, 120_000);
});
