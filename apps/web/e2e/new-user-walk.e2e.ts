/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES } from '@sciscope/contracts';
import { buildPdf } from '../../server/src/test-support/manuscript-fixtures';
import { clippedTexts, describedBy, logIn } from './actions';
import { createUser, launchBrowser, newAccount, newVisitor, type TestAccount, type TestServer } from './harness';
import { startRefereesServer, publishGraphColouringVacancy } from './referees-server';
import { NAMES } from './referees.fixture';

/*
 * What a new user's walk found. On the jobs board (spec 04): a double click on "Add as
 * preliminary applicants", e-mailing applicants who have no address, the applicant page's way
 * back to the preliminary list, a long comment and tag chips in the applicants table, and the
 * application form's date and file checks. The vacancy is made through the calls the form makes;
 * Eve (a graph theorist of the corpus) applies, the committee adds possible candidates. On
 * monitoring (spec 01): a link's concept named by its id, not by the name the link carries.
 */

let server: TestServer;
let browser: Browser;
let vacancyId = 0;
const owner = newAccount('walk-owner');
const member = newAccount('walk-committee');
const eve = newAccount('walk-eve');
const ADD_PATH = '/api/jobs/add-preliminary-applicants/';
const CV = buildPdf([[{ text: 'Curriculum vitae', size: 12 }]]);

/** A page of `account`, logged in at `path`. */
async function pageOf(account: TestAccount, path = '/'): Promise<Page> {
  const { page } = await newVisitor(browser, server);
  await logIn(page, account, path);
  return page;
}

beforeAll(async () => {
  server = await startRefereesServer();
  for (const account of [owner, member, eve]) await createUser(server, account);
  browser = await launchBrowser();
  const employer = await pageOf(owner);
  vacancyId = await publishGraphColouringVacancy(employer, [member.email]);
  expect(vacancyId).toBeGreaterThan(0);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe("the jobs board's new-user walk", () => {
  it('adds the selected candidates once on a double click, and keeps "Added 3 applicant(s)."', async () => {
    const page = await pageOf(member, `/referees-beam/vacancy/${vacancyId}?forJob=${vacancyId}`);
    const adds: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(ADD_PATH)) adds.push(request.url());
    });
    // The server answers only when let: the button is seen while the request runs.
    let answer = () => undefined as void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`**${ADD_PATH}`, async (route) => {
      await answered;
      await route.continue();
    });
    const table = page.getByRole('table', { name: 'Candidates' });
    const boxes = table.getByRole('checkbox', { name: /^Select (?!all)/ });
    await boxes.first().waitFor();
    for (let i = 0; i < 3; i++) await boxes.nth(i).check();
    const button = page
      .getByRole('toolbar', { name: 'Actions on selected candidates' })
      .getByRole('button', { name: 'Add as preliminary applicants' });
    await button.dblclick();
    await expect.poll(() => adds.length).toBe(1);
    await expect.poll(() => button.isDisabled()).toBe(true);
    // Clicks while it runs start nothing either.
    await button.click({ force: true });
    answer();
    await page.getByText('Added 3 applicant(s).', { exact: true }).waitFor();
    // Long enough for a second request's answer to have replaced the line.
    await page.waitForTimeout(500);
    expect(adds).toHaveLength(1);
    expect(await page.getByText(/already on the vacancy/).count()).toBe(0);
    await page.getByText('Added 3 applicant(s).', { exact: true }).waitFor();
    const preliminary = await page.evaluate(
      async (v) => (await (await fetch(`/api/jobs/vacancy/${v}/applicants/preliminary`)).json()).total as number,
      vacancyId,
    );
    expect(preliminary).toBe(3);
  });

  it('offers no e-mail to preliminary applicants, who have no address, and says whom it skipped', async () => {
    const applicant = await pageOf(eve, `/jobs/${vacancyId}`);
    const status = await applicant.evaluate(
      async ({ vacancyId, cv, name }) => {
        const form = new FormData();
        form.append('vacancyId', String(vacancyId));
        form.append('name', name);
        form.append('phdAwardDate', '2015-06');
        form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
        return (await fetch('/api/jobs/edit-application/', { method: 'POST', body: form })).status;
      },
      { vacancyId, cv: [...CV], name: NAMES.eve },
    );
    expect(status).toBe(200);

    const page = await pageOf(member, `/jobs/${vacancyId}/applicants/preliminary`);
    const table = page.getByRole('table', { name: 'Applicants' });
    const send = page.getByRole('button', { name: 'Send e-mail to selected' });
    await table
      .getByRole('checkbox', { name: /^Select / })
      .first()
      .check();
    await page.getByText('None of the selected applicants has an e-mail address.').waitFor();
    expect(await send.isDisabled()).toBe(true);

    // The selection is kept on the actual list: Eve is e-mailed, the preliminary one is skipped.
    await page.getByRole('radiogroup').filter({ hasText: 'Preliminary' }).getByText('Actual').click();
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}/applicants$`));
    await table.getByRole('checkbox', { name: `Select ${NAMES.eve}` }).check();
    expect(await send.isDisabled()).toBe(false);
    await send.click();
    await page
      .getByRole('status')
      .getByText('E-mailed 1 applicant(s). 1 was skipped for having no e-mail address.', { exact: true })
      .waitFor();
  });

  it("leads from a preliminary applicant's page back to its row on the preliminary list", async () => {
    const page = await pageOf(member, `/jobs/${vacancyId}/applicants/preliminary`);
    const link = page.getByRole('table', { name: 'Applicants' }).locator('tbody tr td:nth-child(2) a').first();
    await link.waitFor();
    const href = (await link.getAttribute('href'))!;
    const applicationId = /\/applicant\/(\d+)$/.exec(href)![1];
    await link.click();
    await page.waitForURL(`**${href}`);
    await page.getByRole('link', { name: '← Postdoc in graph coloring' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/applicants/preliminary#applicant-${applicationId}`);
    await page.locator(`#applicant-${applicationId}`).waitFor();
  });

  it('wraps a long comment in its column and shows tag chips whole, with every column in view', async () => {
    const employer = await pageOf(owner, `/jobs/${vacancyId}`);
    await employer.evaluate(
      async ({ v, comment }) => {
        const post = async (path: string, body: object) =>
          fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
        const list = await (await fetch(`/api/jobs/vacancy/${v}/applicants/preliminary`)).json();
        const ids = list.applicants.map((a: { applicationId: number }) => a.applicationId) as number[];
        for (const name of ['Tactile sensors', 'T']) {
          const { id } = (await (await post('/api/jobs/vacancy-tag/', { vacancyId: v, name })).json()) as {
            id: number;
          };
          await post('/api/jobs/applicant-tag/', { applicationsIds: ids, vacancyTagId: id });
        }
        for (const applicationId of ids) await post('/api/jobs/comment/', { applicationId, comment });
      },
      { v: vacancyId, comment: 'x'.repeat(JOB_LIMITS.comment) },
    );

    const page = await pageOf(member);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/jobs/${vacancyId}/applicants/preliminary`);
    const table = page.getByRole('table', { name: 'Applicants' });
    await table.getByText('x'.repeat(50), { exact: false }).first().waitFor();
    const chips = table.getByRole('button', { name: /^Remove the tag / });
    await expect.poll(() => chips.count()).toBe(6);
    expect(await clippedTexts(chips)).toEqual([]);
    // The table fits its box: nothing to scroll sideways to reach "Closest article".
    const box = await table.evaluate((el) => ({
      scroll: el.parentElement!.scrollWidth,
      client: el.parentElement!.clientWidth,
    }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    const header = await table.getByRole('columnheader', { name: 'Closest article' }).boundingBox();
    expect(header!.x + header!.width).toBeLessThanOrEqual(1280);
  });

  it('asks for the PhD award date as required, and refuses a .txt CV as soon as it is chosen', async () => {
    // Eve has applied: /apply opens her application; an empty date is "required", not "invalid".
    const page = await pageOf(eve, `/jobs/${vacancyId}/apply`);
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}/applications/edit/\\d+$`));
    const date = page.getByRole('textbox', { name: 'PhD award date' });
    await date.fill('');
    await page.getByRole('button', { name: 'Save application' }).click();
    await expect.poll(() => describedBy(date)).toContain(JOB_MESSAGES.required);
    expect(await describedBy(date)).not.toContain(JOB_MESSAGES.invalidDate);

    const cv = page.locator('input[type="file"]').first();
    expect(await cv.getAttribute('accept')).toBe('.pdf,.doc,.docx,.rtf');
    await cv.setInputFiles({ name: 'cv.txt', mimeType: 'text/plain', buffer: Buffer.from('My CV') });
    await page.getByText(JOB_MESSAGES.fileType, { exact: true }).waitFor();
    await cv.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from(CV) });
    await page.getByText(JOB_MESSAGES.fileType, { exact: true }).waitFor({ state: 'detached' });
  });

  it("names a monitoring link's concept as the server does, and says an unknown id is unknown", async () => {
    const page = await pageOf(owner);
    const concept = await page.evaluate(async () => {
      const body = await (await fetch('/api/ontology/concepts?query=graph&offset=0')).json();
      return body.concepts[0] as { id: number; name: string };
    });
    expect(concept.name).not.toBe('Quantum gravity');
    await page.goto(`/monitoring?conceptId=${concept.id}&conceptName=Quantum%20gravity`);
    await page.getByRole('heading', { name: 'New monitoring' }).waitFor();
    await page.getByRole('button', { name: concept.name, exact: true }).first().waitFor();
    expect(await page.getByText('Quantum gravity').count()).toBe(0);

    await page.goto('/monitoring?conceptId=999999999&conceptName=Quantum%20gravity');
    await page.getByText('There is no concept with the id 999999999, so there is nothing to monitor.').waitFor();
    expect(await page.getByText('Quantum gravity').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Start an empty monitoring' }).click();
    await page.getByRole('heading', { name: 'New monitoring' }).waitFor();
  });
});
