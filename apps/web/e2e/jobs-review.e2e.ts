/// <reference types="node" />
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@sciscope/contracts';
import { buildPdf } from '../../server/src/test-support/manuscript-fixtures';
import { PHONE_VIEWPORT, clippedTexts, describedBy, logIn } from './actions';
import { violations } from './axe';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  runCli,
  type TestAccount,
  type TestServer,
  withServerDb,
} from './harness';
import { openAlexWork } from './openalex-work';
import { startRefereesServer, publishGraphColouringVacancy } from './referees-server';
import { NAMES } from './referees.fixture';

/*
 * The committee's review page beyond the walk of jobs.e2e.ts (spec 04): the 'Search applicants'
 * tab narrowed by the concepts the applicants hold, and the hiring topics editor's question on
 * closing with unsaved topics, and each member's own conflict-of-interest marks. The vacancy and
 * its two applicants (Eve, a graph theorist of the corpus, and Pat, a protein chemist) are made
 * through the same calls the forms make.
 */

let server: TestServer;
let browser: Browser;
let vacancyId = 0;
const owner = newAccount('review-owner');
const member = newAccount('review-committee');
const eve = newAccount('review-eve');
const pat = newAccount('review-pat');
/** A committee member who holds gender_info: the table has the Gender column. */
const genderMember = newAccount('review-gender');
const CV = buildPdf([[{ text: 'Curriculum vitae', size: 12 }]]);

/** A page of `account`, logged in. */
async function pageOf(account: TestAccount, path = '/'): Promise<Page> {
  const { page } = await newVisitor(browser, server);
  await logIn(page, account, path);
  return page;
}

/** Applies to the vacancy as `account` under `name`, through the call the application form makes. */
async function apply(account: TestAccount, name: string) {
  const page = await pageOf(account, `/jobs/${vacancyId}`);
  const status = await page.evaluate(
    async ({ vacancyId, cv, name }) => {
      const form = new FormData();
      form.append('vacancyId', String(vacancyId));
      form.append('name', name);
      form.append('phdAwardDate', '2015-06');
      form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
      return (await fetch('/api/jobs/edit-application/', { method: 'POST', body: form })).status;
    },
    { vacancyId, cv: [...CV], name },
  );
  expect(status).toBe(200);
}

beforeAll(async () => {
  server = await startRefereesServer();
  for (const account of [owner, member, genderMember, eve, pat]) await createUser(server, account);
  await grantQuotaByCli(server, genderMember.email, 'gender_info');
  browser = await launchBrowser();
  const employer = await pageOf(owner);
  vacancyId = await publishGraphColouringVacancy(employer, [member.email, genderMember.email]);
  expect(vacancyId).toBeGreaterThan(0);
  await apply(eve, NAMES.eve);
  await apply(pat, NAMES.pat);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the committee's review page", () => {
  it('narrows the search tab to the applicants holding every picked concept, kept in the address', async () => {
    const { page } = await newVisitor(browser, server);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const conceptCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/api/jobs/vacancy/${vacancyId}/concepts`)) conceptCalls.push(request.url());
    });
    await logIn(page, member, `/jobs/${vacancyId}/applicants`);
    await page.getByRole('tab', { name: 'Search applicants' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/search`);
    const table = page.getByRole('table', { name: 'Applicants' });
    const names = () => table.locator('tbody tr td:nth-child(2) a').allTextContents();
    await expect.poll(names).toEqual([NAMES.eve, NAMES.pat]);
    // The concepts the applicants hold, each with how many hold it (in words for screen readers).
    const concepts = page.getByRole('group', { name: 'Concepts' });
    const coloring = concepts.getByRole('checkbox', { name: 'Graph coloring, 1 applicant' });
    const folding = concepts.getByRole('checkbox', { name: 'Protein folding, 1 applicant' });
    await coloring.waitFor({ state: 'attached' });
    await folding.waitFor({ state: 'attached' });
    expect(new URL(conceptCalls.at(-1)!).searchParams.get('withPreliminaries')).toBe('0');

    // Picking Graph coloring leaves Eve, and only the concepts she holds; the pick is in the address.
    await concepts.locator('label', { hasText: 'Graph coloring' }).click();
    await page.waitForURL(/[?&]cids=\d+/);
    await expect.poll(names).toEqual([NAMES.eve]);
    await folding.waitFor({ state: 'detached' });
    expect(await coloring.isChecked()).toBe(true);
    // A reload (or the link shared) keeps it.
    await page.reload();
    await expect.poll(names).toEqual([NAMES.eve]);
    expect(await coloring.isChecked()).toBe(true);
    expect(await violations(page, 'search tab, a concept picked')).toEqual([]);

    // The preliminary list keeps the pick and counts its own applicants (none yet).
    await page.getByRole('radiogroup').filter({ hasText: 'Preliminary' }).getByText('Preliminary').click();
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}/search/preliminary\\?cids=\\d+$`));
    await concepts.getByText(JOB_MESSAGES.noSearchConcepts).waitFor();
    await table.getByText(JOB_MESSAGES.noResults).waitFor();
    expect(new URL(conceptCalls.at(-1)!).searchParams.get('withPreliminaries')).toBe('1');
    await page.getByRole('radiogroup').filter({ hasText: 'Preliminary' }).getByText('Actual').click();
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}/search\\?cids=\\d+$`));
    await expect.poll(names).toEqual([NAMES.eve]);

    // By keyboard: Space on the focused chip unpicks it, and the list widens again.
    await coloring.focus();
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual([NAMES.eve, NAMES.pat]);
    expect(page.url()).not.toContain('cids=');
    await folding.waitFor({ state: 'attached' });
    await expect.poll(() => coloring.evaluate((el) => el === document.activeElement)).toBe(true);

    // An address typed wrong lists everyone rather than breaking the page.
    await page.goto(`/jobs/${vacancyId}/search?cids=abc`);
    await expect.poll(names).toEqual([NAMES.eve, NAMES.pat]);
    expect(pageErrors).toEqual([]);
  });

  it('shows the gender badge and its F / M buttons whole, on a wide window and on a phone', async () => {
    const { page } = await newVisitor(browser, server);
    await page.setViewportSize({ width: 1400, height: 900 });
    await logIn(page, genderMember, `/jobs/${vacancyId}/search`);
    const table = page.getByRole('table', { name: 'Applicants' });
    await table.getByRole('columnheader', { name: 'Gender' }).waitFor();
    const genderCells = table.locator('tbody tr td:nth-child(3)');
    await expect.poll(() => genderCells.count()).toBe(2);
    // The buttons keep their names; squeezed by the table, "M" read as "IV".
    await table.getByRole('button', { name: `Set the gender of ${NAMES.eve} to M` }).waitFor();
    expect(await table.getByLabel(/^Gender: /).count()).toBe(2);
    expect(await clippedTexts(genderCells)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => clippedTexts(genderCells)).toEqual([]);
  });

  it('shows Page not found, not an error, for a vacancy id that does not exist', async () => {
    const { page } = await newVisitor(browser, server);
    await logIn(page, member, '/jobs/999999/search/preliminary');
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    await page.getByText('There is no vacancy at this address.', { exact: false }).waitFor();
    expect(await page.getByRole('heading', { name: 'Error' }).count()).toBe(0);
  });

  it('asks before closing unsaved hiring topics: save and continue, discard, or cancel', async () => {
    const { page } = await newVisitor(browser, server);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await logIn(page, member, `/jobs/${vacancyId}/applicants`);
    const openEditor = async () => {
      await page.getByRole('button', { name: 'Hiring topics' }).click();
      await page.getByRole('textbox', { name: 'Topic 1 title' }).waitFor();
      await page.getByText('Building topics…').waitFor({ state: 'hidden' });
    };
    await openEditor();
    // The suggested topics, saved as they come: the editor opens on them from now on.
    await page.getByRole('button', { name: 'Save topics' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save topics' }).isDisabled()).toBe(true);
    const title = page.getByRole('textbox', { name: 'Topic 1 title' });
    const savedTitle = await title.inputValue();
    await title.fill('Renamed topic');
    const question = page.getByRole('dialog', { name: 'Unsaved topics' });

    // Cancel: the editor stays open with the change; Cancel has the focus first.
    await page.getByRole('button', { name: 'Close' }).click();
    await question.getByText(JOB_MESSAGES.unsavedTopics).waitFor();
    for (const choice of ['Save and continue', 'Discard', 'Cancel'])
      await question.getByRole('button', { name: choice }).waitFor();
    const cancel = question.getByRole('button', { name: 'Cancel' });
    await expect.poll(() => cancel.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await violations(page, 'unsaved topics question')).toEqual([]);
    await cancel.click();
    await question.waitFor({ state: 'hidden' });
    expect(await title.inputValue()).toBe('Renamed topic');

    // Discard: the editor closes, and opens again on the saved topics.
    await page.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Discard' }).click();
    await title.waitFor({ state: 'detached' });
    await openEditor();
    expect(await title.inputValue()).toBe(savedTitle);

    // Save and continue: saved, then closed.
    await title.fill('Renamed topic');
    await page.getByRole('button', { name: 'Close' }).click();
    await question.getByRole('button', { name: 'Save and continue' }).click();
    await title.waitFor({ state: 'detached' });
    const topicNames = await page.evaluate(
      async (v) =>
        (await (await fetch(`/api/jobs/vacancy/${v}/tags`)).json()).tags
          .filter((t: { autotag: boolean }) => t.autotag)
          .map((t: { name: string }) => t.name),
      vacancyId,
    );
    expect(topicNames).toContain('Renamed topic');
    expect(topicNames).not.toContain(savedTitle);
    // The browser's own two-choice confirm is never used.
    expect(dialogs).toEqual([]);
  });

  it("marks for each member alone the applicant they wrote with and their own profile, explained on focus and on the applicant's page", async () => {
    // The committee member (the profile Mo Member) wrote one article with Pat, imported now
    // into the running site; the other member's account is linked to Eve's own profile.
    const file = join(server.env.SCISCOPE_RUNTIME_DIR!, 'coauthored.jsonl');
    await writeFile(file, `${JSON.stringify(COAUTHORED_WORK)}\n`);
    await runCli(server, ['import', 'works', file]);
    linkAccountToProfile(member.email, 'Mo Member');
    linkAccountToProfile(genderMember.email, NAMES.eve);
    const notice = JOB_MESSAGES.coauthorNotice({ articles: 1, lastYear: 2025 }, NAMES.pat);

    const page = await pageOf(member, `/jobs/${vacancyId}/applicants`);
    const rows = page.getByRole('table', { name: 'Applicants' }).getByRole('row');
    // The mark, focusable, described to screen readers by the sentence; a keyboard's focus shows it.
    const mark = (row: Locator, label: string) => row.locator('[tabindex="0"]', { hasText: label });
    const badge = mark(rows.filter({ hasText: NAMES.pat }), JOB_MESSAGES.coauthorBadge);
    await badge.waitFor();
    expect(await badge.textContent()).toBe(JOB_MESSAGES.coauthorBadge);
    expect(await describedBy(badge)).toBe(notice);
    await badge.focus();
    await page.getByRole('tooltip').filter({ hasText: notice }).waitFor();
    await badge.blur();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await describedBy(badge)).toBe(notice);
    expect(await mark(rows.filter({ hasText: NAMES.eve }), JOB_MESSAGES.coauthorBadge).count()).toBe(0);
    expect(await mark(rows, JOB_MESSAGES.ownProfileBadge).count()).toBe(0);
    // The applicant's page says it in full.
    await rows.filter({ hasText: NAMES.pat }).getByRole('link', { name: NAMES.pat }).click();
    await page.waitForURL(/\/jobs\/\d+\/applicant\/\d+$/);
    await page.getByRole('note').filter({ hasText: notice }).waitFor();

    // The other member sees their own profile, and nothing of the first member's co-authorship.
    const other = await pageOf(genderMember, `/jobs/${vacancyId}/applicants`);
    const otherRows = other.getByRole('table', { name: 'Applicants' }).getByRole('row');
    const own = mark(otherRows.filter({ hasText: NAMES.eve }), JOB_MESSAGES.ownProfileBadge);
    await own.waitFor();
    expect(await describedBy(own)).toBe(JOB_MESSAGES.ownProfile);
    expect(await mark(otherRows, JOB_MESSAGES.coauthorBadge).count()).toBe(0);
  });
});

/** An article of 2025 by Pat (her OpenAlex id in the fixture) and Mo Member, a committee member's profile. */
const COAUTHORED_WORK = openAlexWork({
  id: 'W9900',
  title: 'Protein folding with a committee member',
  abstract: 'We study protein folding',
  year: 2025,
  authors: [
    { name: NAMES.pat, id: 'A96' },
    { name: 'Mo Member', id: 'A9900' },
  ],
});

/** Links an account to the author profile of that name, in the server's own SQLite file (what an approved claim does). */
function linkAccountToProfile(email: string, authorName: string): void {
  withServerDb(server, (db) => {
    const { changes } = db
      .prepare('UPDATE users SET author_id = (SELECT id FROM authors WHERE name = ?) WHERE email = ?')
      .run(authorName, email);
    if (changes !== 1) throw new Error(`no user ${email} to link`);
    const linked = db.prepare('SELECT author_id AS id FROM users WHERE email = ?').get(email) as { id: number | null };
    if (linked.id === null) throw new Error(`no author profile named ${authorName}`);
  });
}
