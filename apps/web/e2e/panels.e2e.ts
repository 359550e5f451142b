/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { PANEL_LIMITS } from '@sciscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, clippedTexts, logIn, sidewaysOverflow, pageApiCall } from './actions';
import {
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  runCli,
  withServerLog,
  type TestServer,
} from './harness';
import { PANEL_PROPOSALS, folderOfPanelProposals, startRefereesServer } from './referees-server';
import { NAMES } from './referees.fixture';

/*
 * The panel composer walk of issue 13: a chair creates a panel with two subpanels of proposals,
 * schedules its computation and waits for it, duplicates the base composition, adds a candidate
 * and sees the subpanel totals change, opens the coverage view, runs an assignment and
 * downloads it.
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

/**
 * The composition's total of a subpanel as the side table gives it: to 4 decimals, in the title
 * of the 2 shown, so that a small candidate's share still changes it.
 */
async function total(page: Page, code: string): Promise<number> {
  const cell = page
    .getByRole('table', { name: 'Subpanel totals' })
    .getByRole('row', { name: code })
    .getByRole('cell')
    .nth(1);
  return Number(await cell.locator('[title]').getAttribute('title'));
}

describe('the panel composer walk', () => {
  it('composes a panel from proposals: computed, duplicated, a candidate added, covered and assigned', async () => {
    const chair = newAccount('panel-chair');
    await runCli(server, [
      'users',
      'create',
      '--email',
      chair.email,
      '--password',
      chair.password,
      '--org',
      'Panel Council:admin',
    ]);
    await grantQuotaByCli(server, chair.email, 'panel_composer');
    const { context, page } = await newVisitor(browser, server);

    // A folder of three proposals (the first by Alice, whose co-author Carl is then in conflict).
    await logIn(page, chair, '/folders/');
    await folderOfPanelProposals(page, 'Council calls');

    // The panel and its two subpanels of proposals, picked from the folder.
    await page.goto('/panel-composer/');
    await page.getByRole('heading', { name: 'Panel composer', level: 1 }).waitFor();
    const create = page.getByRole('form', { name: 'Create a panel' });
    await create.getByLabel('Name').fill('Council 2026');
    // The only organization is chosen already; picking it again keeps it (a required choice).
    const organization = create.getByLabel(/^Organization/);
    const chosen = await organization.inputValue();
    expect(chosen).not.toBe('');
    await organization.click();
    await page.getByRole('option', { name: chosen, exact: true }).click();
    expect(await organization.inputValue()).toBe(chosen);
    await create.getByRole('button', { name: 'Create panel' }).click();
    await page.waitForURL(/\/panel-composer\/\d+$/);
    const panelId = Number(/\/panel-composer\/(\d+)$/.exec(page.url())![1]);

    // A new name over the limit is refused in the page, under the field and in the server's words:
    // nothing is sent, and the name typed stays to be shortened.
    let renames = 0;
    page.on('request', (request) => {
      if (request.method() === 'PUT' && new URL(request.url()).pathname === `/api/panel/${panelId}`) renames++;
    });
    const panelName = page.getByRole('textbox', { name: 'Panel name' });
    const tooLong = 'Council '.repeat(250);
    await panelName.fill(tooLong);
    await page.getByRole('button', { name: 'Rename' }).click();
    await page.getByText(`Name must be at most ${PANEL_LIMITS.name} characters.`, { exact: true }).waitFor();
    expect(await panelName.getAttribute('aria-invalid')).toBe('true');
    expect(await panelName.inputValue()).toBe(tooLong);
    expect(renames).toBe(0);
    await panelName.fill('Council 2026');
    const addSubpanel = async (code: string, name: string, titles: string[]) => {
      const form = page.getByRole('form', { name: 'Add a subpanel' });
      await form.getByLabel('Code').fill(code);
      await form.getByLabel('Name').fill(name);
      await form.getByLabel('Pick proposals from a folder').click();
      await page.getByRole('option', { name: 'Council calls' }).click();
      for (const title of titles) await form.getByRole('checkbox', { name: title }).check();
      await form.getByRole('button', { name: 'Add subpanel' }).click();
      await page.getByRole('table', { name: 'Subpanels' }).getByRole('row', { name: code }).waitFor();
    };
    await addSubpanel('PE1', 'Graphs', [GRAPH_ONE, GRAPH_TWO]);
    await addSubpanel('LS1', 'Proteins', [PROTEIN]);
    const subpanels = page.getByRole('table', { name: 'Subpanels' });
    expect(await subpanels.getByRole('row', { name: 'PE1' }).getByRole('cell').nth(2).textContent()).toBe('2');

    // Eve is a current member (the base composition).
    await page.locator('input[aria-label="Add a member"]').fill('Eve Senior');
    // Each person found says what tells them from a namesake: articles, active years, affiliation.
    const eveOption = page.getByRole('option', { name: /Eve Senior/ });
    expect(await eveOption.textContent()).toMatch(/^Eve Senior\d+ articles? · \d{4}(–\d{4})?/);
    await eveOption.click();
    await page.getByRole('link', { name: NAMES.eve }).waitFor();

    // Not computed yet: the members screen offers the computation, which opens the compositions page.
    await page.getByRole('link', { name: 'Compositions and scores' }).click();
    await page.waitForURL(`**/panel-composer/${panelId}/compositions`);
    await page
      .getByRole('table', { name: 'Compositions' })
      .getByRole('link', { name: 'Current panel', exact: true })
      .click();
    await page.waitForURL(/\/compositions\/\d+\/members$/);
    const baseId = Number(/\/compositions\/(\d+)\/members$/.exec(page.url())![1]);
    await page.getByText('This is a base composition.').waitFor();
    await page.getByText('This panel has not been computed yet.').waitFor();
    const followCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === `/api/panel/${panelId}/computation`) followCalls.push(request.url());
    });
    // The in-progress alert may show for a moment only (the fixture's computation is quick): an
    // observer in the page notes it, however briefly it is there.
    await page.evaluate(() => {
      const seen = window as unknown as { sawComputing?: boolean };
      new MutationObserver(() => {
        if (document.body.textContent?.includes('This panel is being computed right now.')) seen.sawComputing = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Schedule computation' }).click();
    await page.waitForURL(`**/panel-composer/${panelId}/compositions`);

    // The page follows the computation (its step and percentage) and shows the scores as soon as it
    // ends, without waiting for the 30-second reload or the tab becoming visible again.
    // The scores are written a moment before the task is marked done, so the date may show while the
    // alert is still up: the alert must then go by itself, well before the 30-second reload.
    // Tasks run one at a time: on a loaded machine the start-up's retrieval.build can hold the
    // queue for half a minute before the computation starts (a CI run timed out at 25 s).
    await withServerLog(server, page.getByText(/^Scores computed/).waitFor({ timeout: 60_000 }));
    await expect
      .poll(() => page.getByText('This panel is being computed right now.').count(), { timeout: 10_000 })
      .toBe(0);
    expect(await page.evaluate(() => (window as unknown as { sawComputing?: boolean }).sawComputing)).toBe(true);
    expect(followCalls.length).toBeGreaterThan(0);

    // The base composition can only be duplicated.
    await page.goto(`/panel-composer/${panelId}/compositions/${baseId}/members`);
    await page.getByRole('table', { name: 'Members' }).getByRole('row', { name: NAMES.eve }).waitFor();
    await page.getByRole('link', { name: 'Duplicate', exact: true }).click();
    await page.waitForURL(`**/panel-composer/${panelId}/compositions?duplicate=${baseId}`);
    // The copy's name follows the panel name's rule, checked before anything is sent.
    await page.getByLabel('Name of the copy').fill('');
    await page.getByRole('button', { name: 'Create the copy' }).click();
    await page.getByText('This field is required.', { exact: true }).waitFor();
    expect(page.url()).toContain(`compositions?duplicate=${baseId}`);
    await page.getByLabel('Name of the copy').fill('Draft A');
    await page.getByRole('button', { name: 'Create the copy' }).click();
    await page.waitForURL(/\/compositions\/\d+\/members$/);
    const draftId = Number(/\/compositions\/(\d+)\/members$/.exec(page.url())![1]);
    expect(draftId).not.toBe(baseId);
    await page.getByRole('table', { name: 'Members' }).getByRole('row', { name: NAMES.eve }).waitFor();
    expect(await page.getByText('This is a base composition.').count()).toBe(0);

    // A candidate added: the graph subpanel's total grows by Gina's score there.
    await page.getByRole('link', { name: 'add candidates' }).click();
    await page.waitForURL(`**/compositions/${draftId}/candidates`);
    const candidates = page.getByRole('table', { name: 'Candidates' });
    const gina = candidates.getByRole('row', { name: NAMES.gina });
    await gina.waitFor();
    const before = await total(page, 'PE1');
    await gina.getByRole('button', { name: `Add ${NAMES.gina}` }).click();
    await gina.getByText('Added').waitFor();
    await expect.poll(() => total(page, 'PE1')).toBeGreaterThan(before);
    // Alice wrote the first graph proposal: a proposal's own author is never offered as a candidate,
    // though her graph articles would place her among the first.
    await candidates.getByRole('link', { name: NAMES.carl, exact: true }).waitFor();
    expect(await candidates.getByRole('link', { name: NAMES.alice, exact: true }).count()).toBe(0);
    // Carl wrote with Alice, an author of the first graph proposal: his conflict is flagged with the paper.
    const carl = candidates.getByRole('row', { name: NAMES.carl });
    await carl.getByText('COI: 1').waitFor();
    // A person picker finds a profile by its id, as "#id" (the id a profile link shows).
    const carlId = await carl.getAttribute('data-author-id');
    expect(carlId).toMatch(/^\d+$/);
    await page.locator('input[aria-label="Find a person"]').fill(`#${carlId}`);
    await page.getByRole('option', { name: new RegExp(`^${NAMES.carl}`) }).waitFor();
    await page.locator('input[aria-label="Find a person"]').fill('');
    await carl.getByRole('button', { name: `Details of ${NAMES.carl}` }).click();
    await page
      .getByRole('region', { name: `Conflicts of interest of ${NAMES.carl}` })
      .getByText(/^Co-authored:/)
      .waitFor();

    // The settings are checked for everyone found, and a list they leave short says what they left
    // out (walk 20: "Top 4 candidates", unexplained). Nobody here has a known country.
    await page.goto(
      `/panel-composer/${panelId}/compositions/${draftId}/candidates?ignore_countries=false&include_countries=FR`,
    );
    await page
      .getByRole('region', { name: 'Candidate settings' })
      .getByText(/^The settings leave out (\d+) of the \1 people found for this panel: \1 by country\.$/)
      .waitFor();
    await page.getByText('Not enough results? Please check your filters.').waitFor();

    // Coverage: the heatmap of the members by subpanel, and each subpanel's share of concepts.
    await page.goto(`/panel-composer/${panelId}/compositions/${draftId}/coverage`);
    const heatmap = page.getByRole('table', { name: 'Heatmap of members by subpanel' });
    await heatmap.getByRole('row', { name: new RegExp(NAMES.gina) }).waitFor();
    await heatmap.getByRole('columnheader', { name: 'LS1' }).waitFor();
    await page
      .getByRole('region', { name: 'Coverage of PE1' })
      .getByText(/% \(\d+ of \d+ concepts?\)/)
      .waitFor();

    // The assignment: one reviewer per proposal, at most two proposals each; then the CSV.
    await page.goto(`/panel-composer/${panelId}/compositions/${draftId}/assignment`);
    // A server refusal answers the settings it was sent: changed settings that fail the browser's
    // own check show that check's message alone.
    await page.getByLabel('Reviewers per document').fill('9');
    await page.getByRole('button', { name: 'Assign' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: /9 reviewers/ });
    await refusal.waitFor();
    await page.getByLabel('Minimum load').fill('5');
    await page.getByLabel('Maximum load').fill('1');
    await page.getByRole('button', { name: 'Assign' }).click();
    await page.getByText('Maximum load must be at least the minimum load.').waitFor();
    await refusal.waitFor({ state: 'detached' });
    await page.getByLabel('Minimum load').fill('0');
    await page.getByLabel('Reviewers per document').fill('1');
    await page.getByLabel('Maximum load').fill('2');
    await page.getByRole('button', { name: 'Assign' }).click();
    const assignment = page.getByRole('table', { name: 'Assignment' });
    await assignment.getByRole('row', { name: new RegExp(PROTEIN) }).waitFor();
    expect(await assignment.getByRole('row').count()).toBe(4);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download CSV' }).click(),
    ]);
    const exported = await context.request.get(download.url());
    expect(exported.status()).toBe(200);
    const lines = (await exported.text()).trim().split('\r\n');
    expect(lines[0]).toBe('Subpanel,Document kind,Document id,Title,Reviewer id,Reviewer,Affinity,Document score');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((line) => /^(PE1|LS1),proposal,\d+,/.test(line))).toBe(true);

    // A subpanel without documents changes no score: added, its coverage does not apply; deleted
    // (after a question), the scores stay.
    await page.goto(`/panel-composer/${panelId}`);
    const form = page.getByRole('form', { name: 'Add a subpanel' });
    await form.getByLabel('Code').fill('PE8');
    await form.getByLabel('Name').fill('Empty subpanel');
    await form.getByRole('button', { name: 'Add subpanel' }).click();
    await subpanels.getByRole('row', { name: 'PE8' }).waitFor();
    expect(await page.getByText('This panel has not been computed yet.').count()).toBe(0);
    await page.goto(`/panel-composer/${panelId}/compositions/${draftId}/coverage`);
    await page.getByRole('region', { name: 'Coverage of PE8' }).getByText('Not applicable: no documents').waitFor();
    await page.goto(`/panel-composer/${panelId}`);
    const pe8 = subpanels.getByRole('row', { name: 'PE8' });
    await pe8.getByRole('button', { name: 'Delete PE8' }).click();
    await pe8.getByText('Delete this subpanel?').waitFor();
    await pe8.getByRole('button', { name: 'Keep it' }).click();
    await pe8.getByRole('button', { name: 'Delete PE8' }).waitFor();
    await pe8.getByRole('button', { name: 'Delete PE8' }).click();
    await pe8.getByRole('button', { name: 'Yes, delete' }).click();
    await pe8.waitFor({ state: 'detached' });
    await page.goto(`/panel-composer/${panelId}/compositions/${draftId}/members`);
    await page.getByRole('table', { name: 'Members' }).getByRole('row', { name: NAMES.eve }).waitFor();
    expect(await page.getByText('This panel has not been computed yet.').count()).toBe(0);

    // Eve in an authors group with a long label, highlighted: her row bears that badge too.
    await grantQuotaByCli(server, chair.email, 'authors_group:private');
    const eveId = await page
      .getByRole('table', { name: 'Members' })
      .getByRole('row', { name: NAMES.eve })
      .getAttribute('data-author-id');
    const label = 'Reviewers of the Council 2026 calls';
    const { group } = (await pageApiCall(page, 'POST', '/api/authors-groups', {
      display_name: 'Council reviewers',
      label,
    })) as { group: { id: number } };
    await pageApiCall(page, 'POST', `/api/authors-groups/${group.id}/members`, { authorIds: [Number(eveId)] });

    // On a phone the people tables scroll in their own box: the page is no wider than the window
    // and Remove (members) and Add (candidates) can be reached; no name, badge or affiliation is cut.
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto(
      `/panel-composer/${panelId}/compositions/${draftId}/members?ignore_authors_group=false&authors_groups_ids=${group.id}`,
    );
    const membersTable = page.getByRole('table', { name: 'Members' });
    const remove = membersTable.getByRole('button', { name: `Remove ${NAMES.eve}` });
    await remove.waitFor();
    await membersTable.getByRole('row', { name: NAMES.eve }).getByText(label, { exact: true }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    // The Name cells: name, status, authors-group badges, affiliation (other cells hold hidden texts).
    expect(await clippedTexts(membersTable.locator('tbody tr > td:nth-child(4)'))).toEqual([]);
    await remove.scrollIntoViewIfNeeded();
    expect(await remove.isVisible()).toBe(true);
    await page.goto(`/panel-composer/${panelId}/compositions/${draftId}/candidates`);
    const addCarl = page.getByRole('table', { name: 'Candidates' }).getByRole('button', { name: `Add ${NAMES.carl}` });
    await addCarl.waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    expect(
      await clippedTexts(page.getByRole('table', { name: 'Candidates' }).locator('tbody tr > td:nth-child(4)')),
    ).toEqual([]);
    await page.goto(`/panel-composer/${panelId}/compositions`);
    await page.getByRole('table', { name: 'Compositions' }).getByRole('row', { name: 'Draft A' }).waitFor();
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // Deleting a composition asks first.
    await page.goto(`/panel-composer/${panelId}/compositions`);
    const draft = page.getByRole('table', { name: 'Compositions' }).getByRole('row', { name: 'Draft A' });
    await draft.getByRole('button', { name: 'Delete Draft A' }).click();
    await draft.getByText('Delete this composition?').waitFor();
    await draft.getByRole('button', { name: 'Keep it' }).click();
    await draft.getByRole('button', { name: 'Delete Draft A' }).click();
    await draft.getByRole('button', { name: 'Yes, delete' }).click();
    await draft.waitFor({ state: 'detached' });

    // A narrow window scrolls the panels table, not the page.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/panel-composer/');
    await page.getByRole('table', { name: 'Panels' }).getByRole('link', { name: 'Council 2026' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.setViewportSize({ width: 1280, height: 800 });

    // A panel id that is not a number is an unknown page, not an API error.
    await page.goto('/panel-composer/abc');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();

    // The panel is deleted from its page, after a question, and the panels list opens.
    await page.goto(`/panel-composer/${panelId}`);
    const danger = page.getByRole('region', { name: 'Delete the panel' });
    await danger.getByRole('button', { name: 'Delete the panel' }).click();
    await danger.getByText('Delete this panel?').waitFor();
    await danger.getByRole('button', { name: 'Yes, delete' }).click();
    await page.waitForURL(/\/panel-composer\/$/);
    await page.getByText('No panels yet.').waitFor();
    await context.close();
  }, 240_000);

  it('tells a user without the panel_composer quota how to get a plan', async () => {
    const newcomer = newAccount('panel-newcomer');
    await runCli(server, ['users', 'create', '--email', newcomer.email, '--password', newcomer.password]);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, newcomer, '/panel-composer/');
    await page.getByText('The panel composer is part of a plan your account does not have yet.').waitFor();
    await page.getByText('Request a plan').waitFor();
    await context.close();
  });
});
