/// <reference types="node" />
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPdf, type PdfLine } from '../../server/src/test-support/manuscript-fixtures';
import { logIn } from './actions';
import { grantQuotaByCli, launchBrowser, newAccount, newVisitor, runCli, type TestServer } from './harness';
import { startRefereesServer } from './referees-server';
import { COAUTHORED_TITLE, NAMES } from './referees.fixture';

/*
 * The referee finder walk of issue 10: an organization admin makes a folder and gives a member
 * the editor role; the editor uploads a proposal PDF, confirms it, opens its referee finder,
 * filters by h-index, reads a candidate's explanation, sees the co-author of the proposal's
 * author flagged with their paper, hides him with a reason, marks two referees, finds them on
 * the folder's marks page and exports only the marked ones; the admin exports the folder's marks.
 */

const PROPOSAL_TITLE = 'Colouring planar graphs of small vertex degree';
const MANUSCRIPT: PdfLine[] = [
  { text: PROPOSAL_TITLE, size: 18 },
  { text: 'Alice Doc1 and Bruno Writer2', size: 11 },
  { text: '1 Department of Mathematics, University of Sciscope', size: 9 },
  { text: '2 Institute of Discrete Structures, Utrecht', size: 9 },
  { text: 'Abstract', size: 11 },
  { text: 'We study graph coloring and the chromatic number of a planar graph.', size: 10 },
  { text: 'Bounds on the vertex degree give new colorings of planar graphs.', size: 10 },
  { text: '1 Introduction', size: 12 },
  { text: 'Graph coloring of planar graphs is a classical problem.', size: 10 },
];

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

/** The rows of a CSV text, through a real CSV reader. */
async function csvRows(text: string, delimiter: string): Promise<string[][]> {
  const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([text]), { parserOptions: { delimiter } });
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v == null ? '' : String(v)))));
  return rows;
}

const candidates = (page: Page) => page.getByRole('table', { name: 'Candidates' });
const row = (page: Page, name: string) => candidates(page).getByRole('row', { name, exact: true });
const actions = (page: Page) => page.getByRole('toolbar', { name: 'Actions on selected candidates' });
/** Each candidate row's name and the position (#) it shows, in the table's order. */
const positions = (page: Page) =>
  candidates(page)
    .locator('tbody tr[data-author-id]')
    .evaluateAll((rows) =>
      rows.map((r) => `${r.querySelectorAll('td')[1]?.textContent} ${r.getAttribute('aria-label')}`),
    );

describe('the referee walk', () => {
  it('takes a proposal from PDF to two marked referees, exported by the editor and by the organization admin', async () => {
    const admin = newAccount('walk-admin');
    const editor = newAccount('walk-editor');
    await runCli(server, [
      'users',
      'create',
      '--email',
      admin.email,
      '--password',
      admin.password,
      '--org',
      'Walk Research:admin',
    ]);
    await runCli(server, [
      'users',
      'create',
      '--email',
      editor.email,
      '--password',
      editor.password,
      '--org',
      'Walk Research:member',
    ]);
    await grantQuotaByCli(server, editor.email, 'referees_export');

    // The admin makes the folder and gives the member the editor role.
    const adminVisit = await newVisitor(browser, server);
    await logIn(adminVisit.page, admin, '/folders/');
    await adminVisit.page.getByLabel('Name').fill('Walk calls');
    await adminVisit.page.getByRole('button', { name: 'Create folder' }).click();
    await adminVisit.page.waitForURL(/\/folder\/\d+\/$/);
    const folderId = Number(/\/folder\/(\d+)\/$/.exec(adminVisit.page.url())![1]);
    await adminVisit.page.getByLabel("Member's e-mail").fill(editor.email);
    await adminVisit.page.getByLabel('Role', { exact: true }).selectOption('editor');
    await adminVisit.page.getByRole('button', { name: 'Give role' }).click();
    await adminVisit.page.getByRole('table', { name: 'Folder roles' }).getByText(editor.email).waitFor();

    // The editor opens the folder and reads the PDF into a proposal.
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, editor, '/folders/');
    await page.getByRole('link', { name: 'Walk calls' }).click();
    await page.waitForURL(`**/folder/${folderId}/`);
    await page.getByRole('link', { name: 'New proposal' }).click();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Upload a manuscript/ }).click();
    await (
      await chooser
    ).setFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: buildPdf([MANUSCRIPT]) });
    await page.getByText('Read the PDF (1 page): check the title, abstract and authors below, then save.').waitFor();
    const title = page.getByLabel('Title');
    await expect.poll(() => title.inputValue()).toBe(PROPOSAL_TITLE);
    expect(await page.getByLabel('Author 1 name').inputValue()).toBe(NAMES.alice);
    await page.getByLabel('Origin id').fill('WALK-1');
    await page.getByRole('button', { name: 'Save proposal' }).click();
    await page.waitForURL(/\/proposal\/\d+$/);
    const proposalId = Number(/\/proposal\/(\d+)$/.exec(page.url())![1]);

    // The PDF gave names only: on save its first author was matched to the corpus's Alice Doc
    // (by name), which the page shows and the co-authorship conflicts below rely on.
    const authors = page.getByRole('region', { name: 'Authors' });
    await authors.getByRole('link', { name: NAMES.alice }).waitFor();
    await authors.getByText(/\(matched by name/).waitFor();
    // The editor unlinks her, then links her again by hand with the author search.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const link = page.getByLabel('Corpus author of author 1');
    await link.getByRole('button', { name: 'No corpus author' }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await authors.getByText('no corpus author (set by hand)').waitFor();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await link.getByLabel('Find in the corpus').fill(NAMES.alice);
    await link.getByRole('button', { name: `Use ${NAMES.alice} for author 1` }).click();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await authors.getByText('(set by hand)').waitFor();
    await authors.getByRole('link', { name: NAMES.alice }).waitFor();

    // Its referee finder: an h-index filter takes Frank (h-index 1) out.
    await page.reload();
    await page.getByRole('link', { name: 'Find referees' }).click();
    await page.waitForURL(`**/referees-beam/proposal/${proposalId}`);
    await row(page, NAMES.eve).waitFor();
    await page.getByRole('textbox', { name: 'Min h-index' }).fill('3');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('min_h_index') === '3');
    await row(page, NAMES.frank).waitFor({ state: 'detached' });

    // Eve's explanation; Carl flagged as Alice's co-author, with the paper.
    await page.getByRole('button', { name: `Explain ${NAMES.eve}` }).click();
    await page.getByLabel(`Why ${NAMES.eve}`).getByText('Concepts shared with the document').waitFor();
    const carl = row(page, NAMES.carl);
    await carl.getByText(/^Co-author/).waitFor();
    await carl.getByRole('link', { name: COAUTHORED_TITLE }).waitFor();

    // Carl is hidden for the conflict of interest.
    await page.getByRole('checkbox', { name: `Select ${NAMES.carl}` }).check();
    await actions(page).getByRole('button', { name: 'Hide' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Conflict of interest' }).check();
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(page, NAMES.carl).waitFor({ state: 'detached' });
    // The folder's hidden candidates can be looked at again (and taken back from there).
    await page.getByRole('button', { name: 'Hidden candidates (1)' }).click();
    const hiddenList = page.getByRole('dialog', { name: 'Hidden candidates (1)' });
    await hiddenList.getByText('left out of the ranking for everyone in the folder', { exact: false }).waitFor();
    await hiddenList.getByRole('row', { name: NAMES.carl }).getByText('Conflict of interest').waitFor();
    await hiddenList.getByRole('button', { name: `Unhide ${NAMES.carl}` }).waitFor();
    await page.keyboard.press('Escape');
    await hiddenList.waitFor({ state: 'detached' });

    // Eve and Gina are marked as referees; the mark survives a reload, and marking moves no one:
    // they keep their positions (they are not custom authors) and no one is renumbered.
    // (A reload first: Carl, hidden, left the view at once but the others are renumbered by the next answer.)
    await page.reload();
    await row(page, NAMES.eve).waitFor();
    const ranked = await positions(page);
    expect(ranked.map((r) => r.split(' ')[0])).toEqual(ranked.map((_, i) => String(i + 1)));
    await page.getByRole('checkbox', { name: `Select ${NAMES.eve}` }).check();
    await page.getByRole('checkbox', { name: `Select ${NAMES.gina}` }).check();
    await actions(page).getByRole('button', { name: 'Mark as referee' }).click();
    await row(page, NAMES.gina).getByText('Referee', { exact: true }).waitFor();
    await page.reload();
    await row(page, NAMES.eve).getByText('Referee', { exact: true }).waitFor();
    await row(page, NAMES.gina).getByText('Referee', { exact: true }).waitFor();
    expect(await positions(page)).toEqual(ranked);
    expect(await candidates(page).getByText('Custom', { exact: true }).count()).toBe(0);
    const markedAt = ranked.filter((r) => r.endsWith(` ${NAMES.eve}`) || r.endsWith(` ${NAMES.gina}`));

    // On a phone's width the page does not scroll sideways (the table scrolls in its own box)
    // and the settings toggle is not cut.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const toggle = page.getByRole('button', { name: /^(Hide|Show) settings$/ });
    expect(
      await toggle.evaluate((button) => {
        const label = button.querySelector('.mantine-Button-label') ?? button;
        return label.scrollWidth <= label.clientWidth;
      }),
    ).toBe(true);
    // On a phone the table keeps its key columns in the window (walk 20): its box no longer
    // scrolls sideways, and still carries the edge shadows that would say so (walk 8).
    const box = candidates(page).locator(
      `xpath=ancestor::div[contains(concat(' ', @class, ' '), ' mantine-TableScrollContainer-scrollContainer ')][1]`,
    );
    expect(
      await box.evaluate((element) => {
        const style = getComputedStyle(element);
        return {
          scrolls: element.scrollWidth > element.clientWidth && style.overflowX === 'auto',
          shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
          attachment: style.backgroundAttachment,
        };
      }),
    ).toEqual({ scrolls: false, shadows: 2, attachment: 'local, local, scroll, scroll' });
    await page.setViewportSize({ width: 1280, height: 800 });

    // Eve's badge leads to the folder's proposals where she is marked.
    await row(page, NAMES.eve)
      .getByRole('link', { name: `Proposals of the folder where ${NAMES.eve} is marked` })
      .click();
    await page.waitForURL(`**/folder/${folderId}/marks?author_id=*`);
    await page.getByRole('heading', { name: `Marked as referee: ${NAMES.eve}` }).waitFor();
    const marksTable = page.getByRole('table', { name: 'Proposals where the author is marked' });
    await marksTable.getByRole('link', { name: PROPOSAL_TITLE }).waitFor();
    await marksTable.getByRole('link', { name: 'Find referees' }).click();
    await page.waitForURL(`**/referees-beam/proposal/${proposalId}`);
    await row(page, NAMES.eve).waitFor();

    // Export only the marked referees as CSV; the file, fetched with the page's cookies, holds both.
    await actions(page).getByRole('button', { name: 'Export' }).click();
    const exportDialog = page.getByRole('dialog');
    await exportDialog.getByText('CSV', { exact: true }).click();
    await exportDialog.getByRole('checkbox', { name: 'Only marked referees' }).check();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const exportUrl = new URL(download.url());
    expect(exportUrl.searchParams.get('only_marked')).toBe('1');
    const exported = await context.request.get(download.url());
    expect(exported.status()).toBe(200);
    const [header, ...lines] = await csvRows(await exported.text(), ',');
    expect(header!.slice(0, 3)).toEqual(['Position', 'Author id', 'Name']);
    expect(lines.map((l) => l[2]).sort()).toEqual([NAMES.eve, NAMES.gina].sort());
    // The same positions as on the page.
    expect(lines.map((l) => `${l[0]} ${l[2]}`).sort()).toEqual([...markedAt].sort());
    await context.close();

    // The marks page opened without an author (a trimmed link) says how to reach it and leads back.
    await adminVisit.page.goto(`/folder/${folderId}/marks`);
    await adminVisit.page.getByRole('heading', { name: 'Marked as referee' }).waitFor();
    await adminVisit.page.getByText('No author was chosen.', { exact: false }).waitFor();
    await adminVisit.page.getByRole('link', { name: 'Back to the folder' }).click();
    await adminVisit.page.waitForURL(`**/folder/${folderId}/`);

    // The organization admin's export of the folder, linked from the folder page.
    await adminVisit.page.goto(`/folder/${folderId}/`);
    const csvLink = adminVisit.page.getByRole('link', { name: 'Export CSV' });
    const href = (await csvLink.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^/orgadmin/\\d+/export-proposal-referees/folder/${folderId}/`));
    const orgExport = await adminVisit.context.request.get(`${server.baseUrl}${href}`);
    expect(orgExport.status()).toBe(200);
    const [orgHeader, ...orgLines] = await csvRows(await orgExport.text(), ',');
    expect(orgHeader).toEqual([
      'Proposal id',
      'Origin id',
      'Title',
      'Author id',
      'Name',
      'ORCID',
      'Score',
      'Marked at',
    ]);
    expect(orgLines.map((l) => [l[0], l[1], l[2], l[4]])).toEqual([
      [String(proposalId), 'WALK-1', PROPOSAL_TITLE, NAMES.eve],
      [String(proposalId), 'WALK-1', PROPOSAL_TITLE, NAMES.gina],
    ]);
    expect(orgLines.every((l) => Number(l[6]) > 0)).toBe(true);
    await adminVisit.context.close();
  }, 240_000);
});
