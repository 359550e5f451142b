/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import {
  FIELD_REQUIRED_MESSAGE,
  REFEREES_MESSAGES,
  possibleDocumentAuthorText,
  unlinkedAuthorsMessage,
} from '@sciscope/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_VIEWPORT, logIn } from './actions';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  screenshots,
  type TestServer,
} from './harness';
import { startRefereesServer } from './referees-server';
import { COAUTHORED_TITLE, DOCUMENT_TITLE, EVE_BEST_TITLE, NAMES } from './referees.fixture';

let server: TestServer;
let browser: Browser;
let documentId: number;

/** The document article's id, found through the popover of each imported article. */
async function findDocumentId(): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const response = await fetch(`${server.baseUrl}/api/articles/${id}/for-popover`);
    if (!response.ok) continue;
    const { article } = (await response.json()) as { article: { title: string } };
    if (article.title === DOCUMENT_TITLE) return id;
  }
  throw new Error('the document article was not imported');
}

/** Set E2E_SCREENSHOT_DIR to keep screenshots of the page for a look. */
const snapshot = screenshots('referees');

const candidates = (page: Page) => page.getByRole('table', { name: 'Candidates' });
const row = (page: Page, name: string) => candidates(page).getByRole('row', { name, exact: true });
const quickForm = (page: Page) => page.getByRole('form', { name: 'Find referees for a title and abstract' });

/** A graph colouring abstract, as a user pastes it into the quick form (no manuscript read). */
const PASTED_ABSTRACT =
  'We study graph coloring and the chromatic number of a planar graph. Bounds on the vertex degree give new ' +
  'colorings of planar graphs.';

/** The proposal id of the referee finder page the quick form opened. */
async function openedProposalId(page: Page): Promise<number> {
  await page.waitForURL(/\/referees-beam\/proposal\/\d+$/);
  return Number(/\/proposal\/(\d+)$/.exec(page.url())![1]);
}

/** Where `locator` is on the page, failing the test when it is not shown. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not shown');
  return found;
}

/** A fresh user without organization (their personal folder takes the proposal) who may rank. */
async function quickFormUser(prefix: string) {
  const account = newAccount(prefix);
  await createUser(server, account);
  await grantQuotaByCli(server, account.email, 'referee_finder');
  const { context, page } = await newVisitor(browser, server);
  await logIn(page, account, '/referee-finder/');
  await quickForm(page).waitFor();
  return { context, page };
}

beforeAll(async () => {
  server = await startRefereesServer();
  documentId = await findDocumentId();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the referee finder', () => {
  it('ranks experts for an article, filters by h-index, explains a candidate, flags a co-author with the paper, adds a custom COI author, hides one with a reason and exports a CSV', async () => {
    const account = newAccount('referees');
    await createUser(server, account);
    await grantQuotaByCli(server, account.email, 'referee_finder');
    await grantQuotaByCli(server, account.email, 'referees_export');
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, `/referees-beam/article/${documentId}`);

    await page.getByRole('heading', { level: 1, name: DOCUMENT_TITLE }).waitFor();
    await row(page, NAMES.eve).waitFor();
    await row(page, NAMES.frank).waitFor();
    // The graph experts outrank the protein chemist.
    const names = await candidates(page)
      .locator('tbody tr[data-author-id]')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('aria-label')));
    if (names.includes(NAMES.pat)) expect(names.indexOf(NAMES.eve)).toBeLessThan(names.indexOf(NAMES.pat));
    await snapshot(page, 'list');

    // The topics panel offers the document's concepts.
    await page.getByRole('list', { name: 'Topics' }).getByText('Graph coloring', { exact: true }).waitFor();

    // An h-index filter: Frank (h-index 1) leaves the list, the URL carries the setting.
    await page.getByRole('textbox', { name: 'Min h-index' }).fill('3');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('min_h_index') === '3');
    await row(page, NAMES.frank).waitFor({ state: 'detached' });
    await row(page, NAMES.eve).waitFor();
    await page.getByTestId('settings-summary').getByText('Min h-index: 3').waitFor();

    // Too strict a filter empties the list: the page says so and points at the filters.
    await page.getByRole('textbox', { name: 'Min h-index' }).fill('999');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('min_h_index') === '999');
    await page.getByText('Not enough results? Please check your filters.').waitFor();
    await page.getByRole('textbox', { name: 'Min h-index' }).fill('3');
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('min_h_index') === '3');
    await row(page, NAMES.eve).waitFor();

    // Saved settings: the prompt's title, then listed for loading.
    page.once('dialog', (dialog) => void dialog.accept('Senior graph experts'));
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Settings saved!').waitFor();
    await page.getByRole('combobox', { name: 'Load saved settings' }).click();
    await page.getByRole('option', { name: 'Senior graph experts' }).waitFor();
    await page.keyboard.press('Escape');

    // The explanation: shared concepts and the articles that made the score.
    await page.getByRole('button', { name: `Explain ${NAMES.eve}` }).click();
    const why = page.getByLabel(`Why ${NAMES.eve}`);
    await why.getByText('Concepts shared with the document').waitFor();
    await why.getByRole('list', { name: 'Scored articles' }).getByRole('link', { name: EVE_BEST_TITLE }).waitFor();
    // Ranked by words: each article names the words it shares with the document.
    await why
      .getByText(/^Shared words: .*chromatic number/)
      .first()
      .waitFor();

    // Carl wrote with Alice last year: the row flags it with the paper.
    const carl = row(page, NAMES.carl);
    await carl.getByText(/^Co-author/).waitFor();
    await carl.getByRole('link', { name: COAUTHORED_TITLE }).waitFor();

    // A custom COI author found by name search: Eve stays listed, flagged, and the URL names her.
    const custom = page.getByRole('region', { name: 'Custom authors' });
    await custom.getByText('COI author', { exact: true }).click();
    await custom.getByRole('combobox', { name: 'Add a custom COI author' }).fill('Eve Sen');
    // Each hit says what tells namesakes apart: articles, active years (and latest affiliation).
    const eveOption = page.getByRole('option', { name: NAMES.eve });
    await expect
      .poll(async () => (await eveOption.innerText()).replace(/\s+/g, ' ').trim())
      .toBe(`${NAMES.eve} 4 articles · 2019–2024`);
    await eveOption.click();
    await page.waitForURL((url) => (url.searchParams.get('custom_coi_authors_ids') ?? '') !== '');
    await row(page, NAMES.eve).getByText('Custom COI').waitFor();
    await custom.getByText(`COI: ${NAMES.eve}`).waitFor();

    // Hide Gina: a reason needing a comment refuses an empty one; Enter submits.
    await page.getByRole('checkbox', { name: `Select ${NAMES.gina}` }).check();
    await page
      .getByRole('toolbar', { name: 'Actions on selected candidates' })
      .getByRole('button', { name: 'Hide' })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('radio', { name: 'Not relevant' }).check();
    await dialog.getByRole('button', { name: 'Hide', exact: true }).click();
    await dialog.getByText(FIELD_REQUIRED_MESSAGE).waitFor();
    await dialog.getByRole('textbox', { name: 'Comment' }).fill('works on a different problem');
    await dialog.getByRole('textbox', { name: 'Comment' }).press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await row(page, NAMES.gina).waitFor({ state: 'detached' });
    // Keyboard focus goes back to the action bar, not to the top of the page.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null))
      .toBe('Actions on selected candidates');
    await snapshot(page, 'after-hide');

    // Hidden for good: a reload keeps her out, with the filter still applied from the URL;
    // the settings panel stays closed, as it was left.
    await page.getByRole('button', { name: 'Hide settings' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Show settings' }).waitFor();
    await row(page, NAMES.eve).waitFor();
    expect(await row(page, NAMES.gina).count()).toBe(0);
    expect(await row(page, NAMES.frank).count()).toBe(0);

    // The hidden candidates are listed with their reasons, and an Unhide puts Gina back.
    await page.getByRole('button', { name: 'Hidden candidates (1)' }).click();
    const hiddenDialog = page.getByRole('dialog', { name: 'Hidden candidates (1)' });
    const hiddenGina = hiddenDialog.getByRole('row', { name: NAMES.gina });
    await hiddenGina.getByText('Not relevant').waitFor();
    await hiddenGina.getByText('works on a different problem').waitFor();
    await hiddenGina.getByRole('button', { name: `Unhide ${NAMES.gina}` }).click();
    await row(page, NAMES.gina).waitFor();
    await page.keyboard.press('Escape');
    await hiddenDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: /^Hidden candidates/ }).waitFor({ state: 'detached' });

    // Hiding two at once asks first, naming the count; both come back with "Unhide selected".
    await page.getByRole('checkbox', { name: `Select ${NAMES.gina}` }).check();
    await page.getByRole('checkbox', { name: `Select ${NAMES.eve}` }).check();
    await page
      .getByRole('toolbar', { name: 'Actions on selected candidates' })
      .getByRole('button', { name: 'Hide' })
      .click();
    const hideTwo = page.getByRole('dialog');
    await hideTwo.getByRole('radio', { name: 'Died or retired' }).check();
    await hideTwo.getByRole('button', { name: 'Hide', exact: true }).click();
    await hideTwo.getByText('Hide 2 candidates? They leave the ranking for you.').waitFor();
    expect(await row(page, NAMES.gina).count()).toBe(1);
    await page.keyboard.press('Enter');
    await hideTwo.waitFor({ state: 'detached' });
    await row(page, NAMES.eve).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Hidden candidates (2)' }).click();
    const hiddenTwo = page.getByRole('dialog', { name: 'Hidden candidates (2)' });
    await hiddenTwo.getByRole('checkbox', { name: 'Select all hidden candidates' }).check();
    await hiddenTwo.getByRole('button', { name: 'Unhide selected' }).click();
    await row(page, NAMES.eve).waitFor();
    await row(page, NAMES.gina).waitFor();
    await page.keyboard.press('Escape');
    await hiddenTwo.waitFor({ state: 'detached' });

    // Export the list as a semicolon CSV: the file holds the candidates shown, with the filter applied.
    await page
      .getByRole('toolbar', { name: 'Actions on selected candidates' })
      .getByRole('button', { name: 'Export' })
      .click();
    const exportDialog = page.getByRole('dialog');
    await exportDialog.getByText('CSV', { exact: true }).click();
    await exportDialog.getByRole('combobox', { name: 'Delimiter' }).click();
    await page.getByRole('option', { name: 'Semicolon' }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      exportDialog.getByRole('button', { name: 'Export', exact: true }).click(),
    ]);
    const csv = await readFile((await download.path())!, 'utf8');
    const [header, ...lines] = csv.trim().split(/\r?\n/);
    expect(header?.split(';').slice(0, 3)).toEqual(['Position', 'Author id', 'Name']);
    expect(lines.some((line) => line.includes(NAMES.eve))).toBe(true);
    expect(lines.some((line) => line.includes(NAMES.frank))).toBe(false);
    await context.close();
  });

  it('sends an author without the author report to the no-plan page and shows a promo for a refereed article', async () => {
    const account = newAccount('no-plan');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/referees-beam/author/1');
    await page.waitForURL('**/reports/author/1/no-plan');
    await page.getByRole('heading', { level: 1, name: 'This needs a plan' }).waitFor();

    await page.goto(`/referees-beam/article/${documentId}`);
    await page.getByText('This article has already been refereed.', { exact: false }).waitFor();
    expect(await page.getByRole('table', { name: 'Candidates' }).count()).toBe(0);

    // The settings help renders its table, naming the settings as the settings panel does.
    await page.goto('/referee-finder/settings-help');
    await page.getByRole('heading', { level: 1, name: 'Referee finder settings' }).waitFor();
    await page.getByRole('cell', { name: 'Min h-index, Max h-index' }).waitFor();
    expect(await page.getByText('packages/contracts', { exact: false }).count()).toBe(0);

    // A document that does not exist: Page not found with the server's text and a way back, and
    // no second call whose 404 would raise a 'Not Found' alert over it.
    const hiddenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/hidden-referees/')) hiddenCalls.push(request.url());
    });
    await page.goto('/referees-beam/proposal/99999');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText('Proposal not found.', { exact: false }).waitFor();
    await page.getByRole('link', { name: 'Go to folders' }).waitFor();
    expect(hiddenCalls).toEqual([]);
    expect(await page.getByText('Not Found', { exact: true }).count()).toBe(0);
    await page.goto('/referees-beam/saved-search/99999');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to saved searches' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Error' }).count()).toBe(0);
    expect(hiddenCalls).toEqual([]);
    await context.close();
  });

  it('names a pasted author no corpus profile is linked to, links to the proposal page to pick one, and flags the candidate who may be them', async () => {
    const { context, page } = await quickFormUser('unlinked');
    const quick = quickForm(page);
    await quick.getByLabel('Title').fill('Colorings of planar graphs by vertex degree');
    await quick.getByLabel('Abstract').fill(PASTED_ABSTRACT);
    // Initials only: no profile is linked to "E. Senior", though Eve Senior's name fits it.
    await quick.getByLabel('Author 1 name').fill('E. Senior');
    await quick.getByRole('button', { name: 'Find referees' }).click();
    const proposalId = await openedProposalId(page);

    // The alert names the author, and its link goes to the proposal page, where profiles are picked.
    const alert = page.getByRole('alert').filter({ hasText: REFEREES_MESSAGES.unlinkedAuthorsTitle });
    await alert.getByText(unlinkedAuthorsMessage(['E. Senior'])).waitFor();
    const pick = alert.getByRole('link', { name: REFEREES_MESSAGES.unlinkedAuthorsPick });
    expect(await pick.getAttribute('href')).toBe(`/proposal/${proposalId}`);

    // Eve ranks for her field, flagged as possibly the author: her surname is rare in the corpus.
    const eve = row(page, NAMES.eve);
    await eve.waitFor();
    await eve.getByText('Possibly a document author', { exact: true }).waitFor();
    await eve.getByText(`${possibleDocumentAuthorText(['E. Senior'])}: this corpus profile may be theirs`).waitFor();
    // Another graph expert is not: "Frank Junior" is no "E. Senior".
    await row(page, NAMES.frank).waitFor();
    expect(await row(page, NAMES.frank).getByText('Possibly a document author').count()).toBe(0);
    await snapshot(page, 'unlinked-author');

    await pick.click();
    await page.waitForURL(`**/proposal/${proposalId}`);
    await page
      .getByRole('region', { name: 'Authors' })
      .getByText('E. Senior · no corpus author: 1 corpus author matches; edit the proposal to pick one')
      .waitFor();
    await context.close();
  });

  it('keeps the authors added in the quick form after pasting a title and abstract, and checks conflicts from them', async () => {
    const { context, page } = await quickFormUser('pasted');
    const quick = quickForm(page);
    await quick.getByLabel('Title').fill('Planar graphs of small vertex degree and their colorings');
    await quick.getByLabel('Abstract').fill(PASTED_ABSTRACT);
    // Pasted text brings no authors: one empty row to fill, and a button for more.
    expect(await quick.getByLabel('Author 1 name').inputValue()).toBe('');
    expect(await quick.getByLabel('Author 2 name').count()).toBe(0);
    await quick.getByLabel('Author 1 name').fill(NAMES.alice);
    await quick.getByRole('button', { name: 'Add author' }).click();
    await quick.getByLabel('Author 2 name').fill('Bruno Writer');
    await quick.getByLabel('Affiliations (separated by ;)').nth(1).fill('Institute of Discrete Structures, Utrecht');
    await quick.getByRole('button', { name: 'Find referees' }).click();
    const proposalId = await openedProposalId(page);

    // Alice is linked to her profile, so the conflict checks start from her: Carl, her co-author,
    // is flagged with their paper. Only Bruno, whom the corpus does not know, is named as unlinked.
    const carl = row(page, NAMES.carl);
    await carl.getByText(/^Co-author/).waitFor();
    await carl.getByRole('link', { name: COAUTHORED_TITLE }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: REFEREES_MESSAGES.unlinkedAuthorsTitle });
    await alert.getByText(unlinkedAuthorsMessage(['Bruno Writer'])).waitFor();

    // The proposal page lists both authors as saved.
    await page.goto(`/proposal/${proposalId}`);
    const authors = page.getByRole('region', { name: 'Authors' });
    await authors.getByText(`${NAMES.alice} · corpus author ${NAMES.alice} (matched by name)`).waitFor();
    await authors.getByText('Bruno Writer — Institute of Discrete Structures, Utrecht').waitFor();
    await context.close();
  });

  it('on a phone opens with the settings collapsed, the candidates within two screens, their conflicts and details without sideways scrolling, and an explanation inside the screen (walk 20)', async () => {
    const account = newAccount('phone');
    await createUser(server, account);
    await grantQuotaByCli(server, account.email, 'referee_finder');
    const { context, page } = await newVisitor(browser, server);
    await page.setViewportSize(PHONE_VIEWPORT);
    await logIn(page, account, `/referees-beam/article/${documentId}`);
    await row(page, NAMES.carl).waitFor();

    // Collapsed by default on a phone: the first candidate is near the top, not 2,900 px down.
    await page.getByRole('button', { name: 'Show settings' }).waitFor();
    const first = await box(candidates(page).locator('tbody tr[data-author-id]').first());
    expect(first.y + first.height).toBeLessThan(2 * PHONE_VIEWPORT.height);

    // Name, score, conflicts and the details button all within the 390 px, nothing scrolled sideways.
    const carl = row(page, NAMES.carl);
    for (const part of [
      carl.getByRole('link', { name: NAMES.carl }),
      carl.getByText(/^Co-author/),
      carl.getByRole('button', { name: `Explain ${NAMES.carl}` }),
    ]) {
      const { x, width } = await box(part);
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await snapshot(page, 'phone-list');

    // The explanation opens within the screen, not cut on the left inside a scrolled table.
    await carl.getByRole('button', { name: `Explain ${NAMES.carl}` }).click();
    const why = page.getByLabel(`Why ${NAMES.carl}`);
    await why.getByText('Concepts shared with the document').waitFor();
    const explained = await box(why);
    expect(explained.x).toBeGreaterThanOrEqual(0);
    expect(explained.x + explained.width).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE_VIEWPORT.width);
    await snapshot(page, 'phone-explanation');

    // The user's own choice is kept: opened once, the settings open again on the next visit.
    await page.getByRole('button', { name: 'Show settings' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Hide settings' }).waitFor();
    await context.close();
  });

  it('lists the candidates left out by filters and conflicts, with the settings that left each out (walk 20)', async () => {
    const account = newAccount('left-out');
    await createUser(server, account);
    await grantQuotaByCli(server, account.email, 'referee_finder');
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, `/referees-beam/article/${documentId}?min_h_index=3`);
    await row(page, NAMES.eve).waitFor();
    expect(await row(page, NAMES.frank).count()).toBe(0);

    // Frank (h-index 1) fails the filter; Alice wrote the document.
    await page.getByRole('button', { name: / left out by filters and conflicts$/ }).click();
    const dialog = page.getByRole('dialog', { name: / left out by filters and conflicts$/ });
    const leftOut = dialog.getByRole('table', { name: 'Candidates left out' });
    await leftOut.getByRole('row', { name: NAMES.frank }).getByText('Min h-index', { exact: true }).waitFor();
    await leftOut.getByRole('row', { name: NAMES.alice }).getByText('an author of the document').waitFor();
    await dialog.getByText(/^Showing \d+ of \d+\. Reasons among them: .*Min h-index \(\d+\)/).waitFor();
    await snapshot(page, 'left-out');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await context.close();
  });

  it("keeps each author's remove button on its row, limits the abstract to the server's length before sending, and links the no-concepts warning to the contact address (walk 20)", async () => {
    const { context, page } = await quickFormUser('form-limits');
    const quick = quickForm(page);
    await quick.getByLabel('Author 1 name').fill('Zed Nobody');
    const remove = quick.getByRole('button', { name: 'Remove author 1, Zed Nobody' });
    const name = await box(quick.getByLabel('Author 1 name'));
    const button = await box(remove);
    // On the row it deletes, not on a line of its own below it.
    expect(button.y).toBeLessThan(name.y + name.height);
    expect(button.y + button.height).toBeGreaterThan(name.y);

    // 20,001 characters: the field says so at once, and nothing is sent.
    const proposalCalls: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/proposals')) proposalCalls.push(request.url());
    });
    await quick.getByLabel('Title').fill('Zyxq wobble');
    await quick.getByLabel('Abstract').fill('z'.repeat(20_001));
    await quick.getByText('20,001 of 20,000 characters').waitFor();
    await quick.getByText('Abstract must be at most 20,000 characters.').waitFor();
    await quick.getByRole('button', { name: 'Find referees' }).click();
    await quick.getByText('Abstract must be at most 20,000 characters.').waitFor();
    expect(proposalCalls).toEqual([]);
    expect(page.url()).toMatch(/\/referee-finder\/$/);

    // A text the ontology knows nothing of: the warning's 'Contact us' writes to the instance's address.
    await quick.getByLabel('Abstract').fill('Wobbly zyxq frobs.');
    await quick.getByText('18 of 20,000 characters').waitFor();
    await quick.getByRole('button', { name: 'Find referees' }).click();
    await openedProposalId(page);
    const warning = page.getByRole('alert').filter({ hasText: REFEREES_MESSAGES.noConcepts });
    const contact = warning.getByRole('link', { name: 'Contact us' });
    const { contactAddress } = (await page.evaluate(() => fetch('/api/site').then((r) => r.json()))) as {
      contactAddress: string | null;
    };
    expect(contactAddress).toMatch(/@/);
    expect(await contact.getAttribute('href')).toContain(`mailto:${contactAddress}?subject=`);
    await context.close();
  });
});
