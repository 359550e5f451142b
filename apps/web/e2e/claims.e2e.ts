/// <reference types="node" />
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openUserMenu } from './actions';
import { GRACE_REFERENCE, JANE_ACCOUNT, JANE_REFERENCES, TITLES, claimsWorks } from './claims.fixture';
import {
  createUser,
  launchBrowser,
  newAccount,
  newVisitor,
  screenshots,
  seedCorpus,
  startServer,
  type TestServer,
  withServerDb,
} from './harness';

/** Spec 04 §8: the find-authors modal's empty result, after a search. */
const NO_AUTHORS_FOUND = 'No articles found. Try adding more emails or upload bibliography';

let server: TestServer;
let browser: Browser;
let janeId: number;
let graceId: number;

/** Set E2E_SCREENSHOT_DIR to keep screenshots of the pages for a look. */
const snapshot = screenshots('claims');

/** The author id the import gave a source author id (read from the server's own SQLite file). */
function authorIdOf(sourceId: string): number {
  const row = withServerDb(server, (db) =>
    db.prepare('SELECT id FROM authors WHERE external_id LIKE ?').get(`%${sourceId}`),
  ) as { id: number } | undefined;
  if (!row) throw new Error(`no author ${sourceId}`);
  return row.id;
}

/** The states of the claims an account made, oldest first (read from the server's own SQLite file). */
function claimStatesOf(email: string): string[] {
  const rows = withServerDb(server, (db) =>
    db
      .prepare(
        'SELECT claims.state FROM claims JOIN users ON users.id = claims.user_id WHERE users.email = ? ORDER BY claims.id',
      )
      .all(email),
  ) as Array<{ state: string }>;
  return rows.map((row) => row.state);
}

beforeAll(async () => {
  server = await startServer({ beforeStart: (env) => seedCorpus(env, { works: claimsWorks() }) });
  await createUser(server, JANE_ACCOUNT);
  janeId = authorIdOf('A5900000001');
  graceId = authorIdOf('A5900000005');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('claiming articles from a bibliography', () => {
  it('pastes a bibliography, confirms the matches, claims a suggested article, and lands on the author page with the count and new metrics', async () => {
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, JANE_ACCOUNT);

    // Before: her profile holds three articles.
    await page.goto(`/author/${janeId}`);
    const metrics = page.getByRole('group', { name: 'Metrics' });
    await metrics.getByLabel('Articles: 3').waitFor();

    await page.goto('/claim-publications');
    await page.getByRole('heading', { level: 1, name: 'Claim your publications' }).waitFor();
    const findButton = page.getByRole('button', { name: 'Find articles' });
    expect(await findButton.isDisabled()).toBe(true);
    const pasted = page.getByRole('textbox', { name: 'Or paste your references, one a line' });
    await pasted.fill(JANE_REFERENCES);
    // A reload keeps what was pasted, and says so (walk 22: it was lost).
    await page.reload();
    await page.getByRole('status').filter({ hasText: 'Restored the references you pasted earlier.' }).waitFor();
    expect(await pasted.inputValue()).toBe(JANE_REFERENCES);
    await findButton.click();

    // Step 2: the five references are found, with how each was matched; her names are selected.
    await page.getByText('5 of 5 references were found in the corpus.').waitFor();
    const found = page.getByRole('list', { name: 'Articles found' }).getByRole('listitem');
    expect(await found.count()).toBe(5);
    await found
      .filter({ hasText: TITLES.bayes })
      .getByText(/^Match 100%: DOI 10\.5555\/claims\.e2e\.1$/)
      .waitFor();
    await found
      .filter({ hasText: TITLES.graphs })
      .getByText(/title 100% with 1 typo/)
      .waitFor();
    const names = page.getByRole('group', { name: 'Names you published under' });
    expect(await names.getByRole('checkbox', { name: 'Jane Doe', exact: true }).isChecked()).toBe(true);
    expect(await names.getByRole('checkbox', { name: 'J. Doe', exact: true }).isChecked()).toBe(true);
    expect(await names.getByRole('checkbox', { name: 'Ada Lovelace', exact: true }).isChecked()).toBe(false);
    await snapshot(page, 'step-2');
    await page.getByRole('button', { name: 'Claim 5 articles' }).click();

    // Step 3: the other Jane Doe profile's work, which the bibliography did not list.
    const suggested = page.getByRole('list', { name: 'Suggested articles' }).getByRole('listitem');
    await suggested.first().waitFor();
    expect(await suggested.count()).toBe(1);
    await suggested.getByRole('checkbox', { name: `Claim ${TITLES.technion}` }).check();
    await snapshot(page, 'step-3');
    await page.getByRole('button', { name: 'Claim 1 suggested article' }).click();

    // The author page with the count: five from the bibliography (two moved from her split profile,
    // three already on the profile her account is now linked to) and the suggested one.
    await page.waitForURL(
      (url) => url.pathname === `/author/${janeId}` && url.searchParams.get('claimed_count') === '6',
    );
    await page.getByRole('status').getByText('6 articles were claimed for this profile.').waitFor();
    await metrics.getByLabel('Articles: 6').waitFor();
    await page.getByLabel('This author profile is claimed').waitFor();
    const history = page.getByRole('region', { name: 'Claim history' });
    expect(await history.getByRole('button', { name: /^Undo claim/ }).count()).toBe(2);
    await snapshot(page, 'author-page');

    // Undo asks first; keeping the claim changes nothing and gives the focus back to Undo.
    const undo = history.getByRole('button', { name: /^Undo claim/ }).first();
    const undoName = await undo.getAttribute('aria-label');
    await undo.click();
    const undoDialog = page.getByRole('dialog', { name: 'Undo the claim?' });
    await undoDialog.getByRole('button', { name: 'Undo the claim' }).waitFor();
    await undoDialog.getByRole('button', { name: 'Keep the claim' }).click();
    await undoDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(undoName);
    expect(await history.getByRole('button', { name: /^Undo claim/ }).count()).toBe(2);

    // The user menu now leads to her author page.
    const menu = await openUserMenu(page, JANE_ACCOUNT.email);
    await menu.getByRole('menuitem', { name: 'My author page' }).waitFor();
    // The claim is complete: the wizard starts empty again.
    await page.goto('/claim-publications');
    await page.getByRole('heading', { level: 1, name: 'Claim your publications' }).waitFor();
    expect(await pasted.inputValue()).toBe('');
    await context.close();
  });

  it('checks each e-mail of the find-authors modal, which a click beside it does not close', async () => {
    const account = newAccount('finder');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/find-authors');
    const dialog = page.getByRole('dialog', { name: 'Find your author profile' });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('jane.doe@stanford.edu, nope  also-bad@');
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    await dialog.getByText("nope doesn't look like a valid email address.").waitFor();
    await dialog.getByText("also-bad@ doesn't look like a valid email address.").waitFor();
    await page.mouse.click(5, 5);
    expect(await dialog.isVisible()).toBe(true);

    // A message about the previous input goes as soon as the input changes.
    const tooMany = Array.from({ length: 21 }, (_, i) => `person${i}@example.org`).join(' ');
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill(tooMany);
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    await dialog.getByText('Enter at most 20 e-mail addresses.').waitFor();
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('');
    await dialog.getByText('Enter at most 20 e-mail addresses.').waitFor({ state: 'detached' });

    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('jane.doe@stanford.edu');
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    const profiles = dialog.getByRole('list', { name: 'Author profiles' }).getByRole('article');
    await profiles
      .first()
      .getByText('Found by name in the e-mail address, e-mail domain (Stanford University) · jane.doe@stanford.edu')
      .waitFor();
    await snapshot(page, 'find-authors');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL('**/accounts/dashboard/');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await context.close();
  });

  it('says what the find-authors modal looked for before a search, and what each search found after it', async () => {
    const account = newAccount('searcher');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/find-authors');
    const dialog = page.getByRole('dialog', { name: 'Find your author profile' });
    const status = dialog.getByRole('status');
    const emails = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    const profiles = dialog.getByRole('list', { name: 'Author profiles' }).getByRole('article');

    // Before a search, with nothing suggested for the account: what the suggestions were looked
    // for by, not the spec's empty text of a search.
    await dialog.getByText(`No profile was found for your name or e-mail address (${account.email}).`).waitFor();
    expect(await dialog.getByText(NO_AUTHORS_FOUND).count()).toBe(0);
    expect(await status.count()).toBe(0);

    // A search that finds nothing says what it searched, then the spec's empty text.
    await emails.fill('nobody.here@example.org');
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    await status.getByText('Searched nobody.here@example.org: no profile found.', { exact: true }).waitFor();
    await dialog.getByText(NO_AUTHORS_FOUND, { exact: true }).waitFor();
    expect(await dialog.getByText(/^No profile was found for your name/).count()).toBe(0);
    await snapshot(page, 'find-authors-nothing');

    // A search that finds a profile counts it, lists it, and drops the empty text.
    await emails.fill('grace.hopper@example.org');
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    await status.getByText('Searched grace.hopper@example.org: 1 profile found.', { exact: true }).waitFor();
    await profiles.filter({ hasText: 'Grace Hopper' }).waitFor();
    expect(await profiles.count()).toBe(1);
    expect(await dialog.getByText(NO_AUTHORS_FOUND).count()).toBe(0);
    await context.close();
  });
});

describe('a double click on a claim button', () => {
  it('sends one claim from the find-authors modal: one request, one pending claim, no error', async () => {
    const account = newAccount('double');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    const claimRequests: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/authors/claim-authors/')
        claimRequests.push(request.url());
    });
    await logIn(page, account, '/find-authors');
    const dialog = page.getByRole('dialog', { name: 'Find your author profile' });
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).fill('grace.hopper@example.org');
    await dialog.getByRole('button', { name: 'Find profiles' }).click();
    await dialog.getByRole('checkbox', { name: 'Claim Grace Hopper' }).check();

    await dialog.getByRole('button', { name: 'Claim selected' }).dblclick();
    // Neither the account's name nor its address fits Grace Hopper: the claim waits for a moderator.
    await dialog.getByText('Waiting for a superuser').waitFor();
    await page.waitForLoadState('networkidle');
    expect(claimRequests).toHaveLength(1);
    expect(await dialog.getByRole('alert').filter({ hasText: 'Error' }).count()).toBe(0);
    expect(claimStatesOf(account.email)).toEqual(['pending']);
    await context.close();
  });
});

describe('an article claim by an account without an author profile', () => {
  it('queues the claim for a moderator and says so; the moderator sees the profile link, approves, and the account is linked', async () => {
    const claimant = newAccount('stranger');
    const moderator = newAccount('moderator');
    await createUser(server, claimant);
    await createUser(server, moderator, { superuser: true });

    const { context, page } = await newVisitor(browser, server);
    await logIn(page, claimant, '/claim-publications');
    await page.getByRole('textbox', { name: 'Or paste your references, one a line' }).fill(GRACE_REFERENCE);
    await page.getByRole('button', { name: 'Find articles' }).click();
    await page.getByText('1 of 1 reference was found in the corpus.').waitFor();
    // Neither the claimant's name nor address is a form of the printed name: nothing is ticked.
    const grace = page.getByRole('group', { name: 'Names you published under' }).getByRole('checkbox', {
      name: 'Grace Hopper',
      exact: true,
    });
    expect(await grace.isChecked()).toBe(false);
    await grace.check();
    await page
      .getByRole('list', { name: 'Articles found' })
      .getByRole('checkbox', { name: `Claim ${TITLES.compiler}` })
      .check();
    await page.getByRole('button', { name: 'Claim 1 article' }).click();

    // No step 3 (Grace Hopper has no other work): the profile's page says the claim waits for a
    // moderator, and the profile is not claimed yet.
    await page.waitForURL(
      (url) =>
        url.pathname.startsWith(`/author/${graceId}`) &&
        url.searchParams.get('claimed_count') === '0' &&
        url.searchParams.get('pending_count') === '1',
    );
    await page
      .getByRole('status')
      .getByText("1 article is waiting for a moderator's approval; an e-mail will tell you the decision.")
      .waitFor();
    const history = page.getByRole('region', { name: 'Claim history' });
    await history
      .getByRole('row')
      .filter({ hasText: 'profile claim, 1 article' })
      .getByText('pending', { exact: true })
      .waitFor();
    expect(await page.getByLabel('This author profile is claimed').count()).toBe(0);
    await snapshot(page, 'pending-claim');
    let menu = await openUserMenu(page, claimant.email);
    await menu.getByRole('menuitem', { name: 'Find my author page' }).waitFor();
    await page.keyboard.press('Escape');

    // The moderator's queue: the claim links the profile, names it with a link to its page, and
    // says what the claimant was compared with.
    const staff = await newVisitor(browser, server);
    await logIn(staff.page, moderator, '/superadmin/claims');
    const card = staff.page.getByRole('article', { name: `claims the profile and 1 article of` }).filter({
      hasText: claimant.email,
    });
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Grace Hopper', exact: true }).getAttribute('href')).toMatch(
      new RegExp(`^/author/${graceId}(/|$)`),
    );
    expect(
      await card
        .getByRole('list', { name: 'Claimed profiles' })
        .getByRole('link', { name: `Grace Hopper (#${graceId})` })
        .count(),
    ).toBe(1);
    await card
      .getByText(
        "Claimant's name vs the claimed articles' author (Grace Hopper): no match · claimant's e-mail domain (example.org) vs the institutions of Grace Hopper: no match",
      )
      .waitFor();
    await card.getByText("Neither the claimant's name nor their e-mail domain matches Grace Hopper.").waitFor();
    await card.getByText(`${TITLES.compiler} — printed “Grace Hopper”`, { exact: false }).waitFor();
    await snapshot(staff.page, 'moderation');
    await card.getByRole('button', { name: 'Approve' }).click();
    // The notice says what was approved, though the card has left the pending queue by then.
    await staff.page.getByText(/^Claim #\d+ approved \(.*: Grace Hopper\); the claimant was e-mailed\.$/).waitFor();
    await card.waitFor({ state: 'detached' });
    await staff.page.getByText('approved', { exact: true }).click();
    await staff.page.waitForURL((url) => url.searchParams.get('state') === 'approved');
    await card.getByText('approved', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await staff.context.close();

    // The claimant's account is linked to the profile now: the user menu leads to it.
    await page.reload();
    menu = await openUserMenu(page, claimant.email);
    await menu.getByRole('menuitem', { name: 'My author page' }).click();
    await page.waitForURL((url) => url.pathname.startsWith(`/author/${graceId}`) && url.search === '');
    await page.getByRole('heading', { level: 1, name: 'Grace Hopper' }).waitFor();
    await page.getByLabel('This author profile is claimed').waitFor();
    await context.close();
  });
});
