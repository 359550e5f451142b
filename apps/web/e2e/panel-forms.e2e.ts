/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describedBy, logIn, pageApiCall } from './actions';
import { violations } from './axe';
import { grantQuotaByCli, launchBrowser, newAccount, newVisitor, runCli, type TestServer } from './harness';
import { PANEL_PROPOSALS, folderOfPanelProposals, startRefereesServer } from './referees-server';
import { NAMES } from './referees.fixture';

/*
 * Walk 15 on the panel composer: the "Add a subpanel" form's messages (an empty code, a server
 * answer that outlived the next edit), the subpanel import's messages (a file that is not JSON,
 * a refused file beside the previous import's summary), the candidates screen's authors-group
 * settings, and the 'COI: N' badge that did not say why.
 */

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startRefereesServer();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const { graphOne: GRAPH_ONE, graphTwo: GRAPH_TWO, protein: PROTEIN } = PANEL_PROPOSALS;

/** Picks a file for the panel page's "Import subpanels" button. */
async function importFile(page: Page, name: string, content: string): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import subpanels' }).click();
  await (await chooser).setFiles({ name, mimeType: 'application/octet-stream', buffer: Buffer.from(content) });
}

describe('the panel composer’s forms and messages', () => {
  it('says what is wrong in the subpanel form and the import, offers the group settings and explains a COI', async () => {
    const chair = newAccount('panel-forms');
    await runCli(server, [
      'users',
      'create',
      '--email',
      chair.email,
      '--password',
      chair.password,
      '--org',
      'Forms Council:admin',
    ]);
    await grantQuotaByCli(server, chair.email, 'panel_composer');
    await grantQuotaByCli(server, chair.email, 'authors_group:private');
    const { context, page } = await newVisitor(browser, server);

    await logIn(page, chair, '/folders/');
    await folderOfPanelProposals(page, 'Forms calls');

    await page.goto('/panel-composer/');
    const create = page.getByRole('form', { name: 'Create a panel' });
    await create.getByLabel('Name').fill('Forms 2026');
    await create.getByRole('button', { name: 'Create panel' }).click();
    await page.waitForURL(/\/panel-composer\/\d+$/);
    const panelId = Number(/\/panel-composer\/(\d+)$/.exec(page.url())![1]);

    // An empty code is required (not refused for its characters), checked on every submit.
    const form = page.getByRole('form', { name: 'Add a subpanel' });
    const code = form.getByLabel('Code');
    const documents = form.getByLabel('Documents');
    await form.getByRole('button', { name: 'Add subpanel' }).click();
    expect(await form.getByText('This field is required.').count()).toBe(2);
    expect(await form.getByText(/Code may hold/).count()).toBe(0);
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    // The server's answer goes at the next edit; the form's own check of the new text shows.
    await code.fill('PE1');
    await form.getByLabel('Name').fill('Graphs');
    await documents.fill('proposal 999999');
    await form.getByRole('button', { name: 'Add subpanel' }).click();
    const unknown = form.getByText('Unknown proposal 999999.');
    await unknown.waitFor();
    await documents.fill('hello world');
    await unknown.waitFor({ state: 'detached' });
    await form.getByRole('button', { name: 'Add subpanel' }).click();
    await form.getByText('Not a document: hello world (write "proposal 12" or "article 34").').waitFor();
    expect(await unknown.count()).toBe(0);

    const addSubpanel = async (subpanel: string, name: string, titles: string[]) => {
      await code.fill(subpanel);
      await form.getByLabel('Name').fill(name);
      await documents.fill('');
      await form.getByLabel('Pick proposals from a folder').click();
      await page.getByRole('option', { name: 'Forms calls' }).click();
      for (const title of titles) await form.getByRole('checkbox', { name: title }).check();
      await form.getByRole('button', { name: 'Add subpanel' }).click();
      await page.getByRole('table', { name: 'Subpanels' }).getByRole('row', { name: subpanel }).waitFor();
    };
    await addSubpanel('PE1', 'Graphs', [GRAPH_ONE, GRAPH_TWO]);
    await addSubpanel('LS1', 'Proteins', [PROTEIN]);

    // A file that is not JSON is named, with its line; a refused file clears the last summary.
    const summary = page.getByText('1 subpanel, 0 documents imported; 0 errors.');
    await importFile(page, 'empty.csv', 'subpanel_code,subpanel_name,doc_kind,doc_id\nPE7,Empty,,\n');
    await summary.waitFor();
    await importFile(page, 'broken.json', '{"subpanels": [\n  {"code": "PE8",}\n]}');
    await page.getByText('broken.json is not valid JSON: the error is at line 2, column 18.').waitFor();
    expect(await summary.count()).toBe(0);
    expect(await page.getByText(/Unexpected token/).count()).toBe(0);
    await importFile(page, 'empty.csv', 'subpanel_code,subpanel_name,doc_kind,doc_id\nPE7,Empty,,\n');
    await summary.waitFor();
    await importFile(page, 'refs.bib', '@article{a, title={A}}');
    await page.getByText('Choose a .csv or .json file.').waitFor();
    expect(await summary.count()).toBe(0);

    // Computed, the candidates screen.
    const { compositions } = (await pageApiCall(page, 'GET', `/api/panel/${panelId}`)) as {
      compositions: Array<{ id: number }>;
    };
    await pageApiCall(page, 'POST', `/api/panel/${panelId}/compute`);
    await expect
      .poll(
        async () =>
          ((await pageApiCall(page, 'GET', `/api/panel/${panelId}`)) as { computation: { state: string } }).computation
            .state,
        { timeout: 60_000 },
      )
      .toBe('done');
    const candidatesUrl = `/panel-composer/${panelId}/compositions/${compositions[0]!.id}/candidates`;
    await page.goto(candidatesUrl);
    const table = page.getByRole('table', { name: 'Candidates' });
    const carl = table.getByRole('row', { name: NAMES.carl });
    await carl.waitFor();

    // The COI badge says why, in the words of the row's details (Alice Doc, linked by name alone).
    const badge = carl.getByText('COI: 1');
    await badge.hover();
    const tooltip = page.getByRole('tooltip');
    await tooltip.getByText(`${GRAPH_ONE} (PE1): co-author of its authors`).waitFor();
    await tooltip.getByText(/^Co-authored: /).waitFor();
    await tooltip
      .getByText('Only through the corpus profile linked to Alice Doc by name alone: check the link on the document.')
      .waitFor();
    expect(await violations(page, 'candidates with a COI tooltip')).toEqual([]);
    // From the keyboard too.
    await page.mouse.move(0, 0);
    await tooltip.waitFor({ state: 'detached' });
    const focusable = carl.locator('[tabindex="0"]', { hasText: 'COI: 1' });
    await focusable.focus();
    await tooltip.getByText(`${GRAPH_ONE} (PE1): co-author of its authors`).waitFor();
    // And to a screen reader, with the badge, whether the tooltip is open or not.
    expect(await describedBy(focusable)).toContain(`${GRAPH_ONE} (PE1): co-author of its authors.`);
    await focusable.blur();
    await tooltip.waitFor({ state: 'detached' });
    expect(await describedBy(focusable)).toContain(`${GRAPH_ONE} (PE1): co-author of its authors.`);
    await carl.getByRole('button', { name: `Details of ${NAMES.carl}` }).click();
    const details = page.getByRole('region', { name: `Conflicts of interest of ${NAMES.carl}` });
    await details
      .getByText('Only through the corpus profile linked to Alice Doc by name alone', { exact: false })
      .waitFor();

    // The advanced settings hold the referee finder's authors-group controls; limited to a group,
    // the list holds its people only.
    const gina = await table.getByRole('row', { name: NAMES.gina }).getAttribute('data-author-id');
    const { group } = (await pageApiCall(page, 'POST', '/api/authors-groups', {
      display_name: 'Forms pool',
      label: 'pool',
    })) as { group: { id: number } };
    await pageApiCall(page, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [Number(gina)] });
    await page.reload();
    const settings = page.getByRole('region', { name: 'Candidate settings' });
    await settings.getByRole('button', { name: 'Advanced settings' }).click();
    // From the keyboard (the sticky header may cover a switch scrolled to the window's top).
    const applyGroups = settings.getByRole('switch', { name: 'Apply authors groups' });
    await applyGroups.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => applyGroups.isChecked()).toBe(true);
    await settings.getByLabel('Add an authors group').click();
    await page.getByRole('option', { name: 'Forms pool' }).click();
    await settings.getByRole('link', { name: 'Forms pool' }).waitFor();
    await settings.getByText('Limit to', { exact: true }).click();
    await settings.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL(/authors_group_effect=limit_to/);
    expect(page.url()).toContain(`authors_groups_ids=${group.id}`);
    expect(page.url()).toContain('ignore_authors_group=false');
    await table.getByRole('row', { name: NAMES.gina }).waitFor();
    await expect.poll(() => table.locator('tbody tr[data-author-id]').count()).toBe(1);
    await context.close();
  }, 240_000);
});
