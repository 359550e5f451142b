/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES } from '@sciscope/contracts';
import { buildPdf } from '../../server/src/test-support/manuscript-fixtures';
import { clippedTexts, logIn, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import { createUser, launchBrowser, newAccount, newVisitor, outboxMails, runCli, type TestServer } from './harness';
import { startRefereesServer } from './referees-server';
import { EVE_BEST_TITLE, NAMES } from './referees.fixture';

/*
 * The jobs board as its users walk it (spec 04): an employer posts and publishes a vacancy and
 * appoints a committee member; an applicant (a graph theorist of the corpus) applies with a CV
 * and three references; the recommendation requests leave by the background task (run here
 * with --due-by instead of waiting an hour); a recommender uploads a letter without an account;
 * the committee member sees the applicants ranked by their work's similarity to the vacancy,
 * votes, comments and reads the letter, which the applicant can neither see nor download.
 */

let server: TestServer;
let browser: Browser;
const owner = newAccount('jobs-owner');
const member = newAccount('jobs-committee');
const eve = newAccount('jobs-eve');
const pat = newAccount('jobs-pat');
const REFERENCES = [
  { name: 'Rosa Recommender', email: 'rosa@uni.example' },
  { name: 'Sam Second', email: 'sam@uni.example' },
  { name: 'Tia Third', email: 'tia@uni.example' },
];
const CV = buildPdf([[{ text: 'Curriculum vitae of Eve Senior: graph coloring', size: 12 }]]);
const LETTER = buildPdf([[{ text: 'Letter of recommendation for Eve Senior', size: 12 }]]);

beforeAll(async () => {
  server = await startRefereesServer();
  for (const account of [owner, member, eve, pat]) await createUser(server, account);
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const outbox = () => outboxMails(server);

/** A same-origin call from the page, answering the status (the session cookie and Origin come with it). */
async function status(page: Page, path: string): Promise<number> {
  return page.evaluate(async (p) => (await fetch(p)).status, path);
}

describe('the jobs board walk', () => {
  let vacancyId = 0;
  let uploadLink = '';

  it('posts and publishes a vacancy and appoints a committee member', async () => {
    const { page } = await newVisitor(browser, server);
    await logIn(page, owner, '/jobs/new');
    await page.getByRole('heading', { name: 'Post a vacancy' }).waitFor();
    await page.getByRole('textbox', { name: 'Title' }).fill('Postdoc in graph coloring');
    // The form is checked in the page first, by the server's rules and words: the fields left
    // empty are marked, nothing is sent, and what was typed stays.
    let vacancyPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/jobs/edit-vacancy/')) vacancyPosts++;
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(JOB_MESSAGES.formInvalid).waitFor();
    expect(await page.getByText(JOB_MESSAGES.required, { exact: true }).count()).toBe(4);
    for (const field of ['Description (Markdown)', 'Application deadline', 'Affiliation', 'Info e-mail'])
      expect(await page.getByRole('textbox', { name: field }).getAttribute('aria-invalid')).toBe('true');
    await page.getByText(JOB_MESSAGES.selectionRequired).waitFor();
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Postdoc in graph coloring');
    expect(vacancyPosts).toBe(0);
    await page
      .getByRole('textbox', { name: 'Description (Markdown)' })
      .fill('We look for a **postdoc** on planar graphs.');
    await page.getByRole('textbox', { name: 'Application deadline' }).fill('2099-12-31');
    await page.getByRole('textbox', { name: 'Affiliation' }).fill('University of Testing');
    await page.getByRole('textbox', { name: 'Info e-mail' }).fill('jobs@testing.example');
    await page.getByRole('checkbox', { name: 'Applicants must name at least 3 references' }).check();
    await page
      .getByRole('textbox', { name: 'Text' })
      .fill('graph coloring and the chromatic number of planar graphs with small vertex degree');
    // Concepts: one lookup once typing stops (not one per keystroke), and a pick empties the box
    // for the next concept.
    const conceptLookups: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/autocomplete/concepts')) conceptLookups.push(request.url());
    });
    const concepts = page.getByRole('combobox', { name: 'Concepts' });
    await concepts.pressSequentially('Graph col', { delay: 60 });
    await page.getByRole('option', { name: 'Graph coloring' }).click();
    await page.getByRole('button', { name: 'Remove Graph coloring' }).waitFor();
    expect(await concepts.inputValue()).toBe('');
    expect(conceptLookups).toHaveLength(1);
    await concepts.pressSequentially('Planar', { delay: 60 });
    await page.getByRole('option', { name: 'Planar graph' }).click();
    await page.getByRole('button', { name: 'Remove Planar graph' }).waitFor();
    expect(await concepts.inputValue()).toBe('');
    expect(conceptLookups).toHaveLength(2);
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Published' }).click();
    // The fee is stated before publishing, beside the choice.
    await page.getByText(JOB_MESSAGES.feeNotice).waitFor();
    // A deadline that has passed cannot be published: said on the field, and nothing is sent.
    const deadline = page.getByRole('textbox', { name: 'Application deadline' });
    await deadline.fill('2020-01-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText(JOB_MESSAGES.deadlinePassed).waitFor();
    expect(await deadline.getAttribute('aria-invalid')).toBe('true');
    expect(vacancyPosts).toBe(0);
    await deadline.fill('2099-12-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/jobs\/\d+\?published=1$/);
    vacancyId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
    await page.getByRole('heading', { name: 'Postdoc in graph coloring' }).waitFor();
    await page.getByText('published', { exact: true }).waitFor();
    // The requirements name the references the vacancy asks for, beside the files.
    await page.getByText('Required: CV / electronic profile, References (at least 3)').waitFor();

    // An empty e-mail is refused with the field's own message, not the server's "email: …" summary.
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByText(JOB_MESSAGES.required, { exact: true }).waitFor();
    expect(await page.getByText(`email: ${JOB_MESSAGES.required}`).count()).toBe(0);
    await page.getByRole('textbox', { name: 'Member e-mail' }).fill(member.email);
    await page.getByRole('button', { name: 'Add member' }).click();
    await page.getByRole('cell', { name: member.email }).first().waitFor();
    // The newcomer is e-mailed the appointment, once, and its link opens the applicants for them.
    const appointments = (await outbox()).filter((m) => m.to.includes(member.email));
    expect(appointments.map((m) => m.subject)).toEqual(['Hiring committee: "Postdoc in graph coloring"']);
    expect(appointments[0]!.text).toContain('has appointed you to the hiring committee of');
    expect(appointments[0]!.text).toContain('Your role: committee member.');
    const link = new URL(/https?:\/\/\S+\/jobs\/\d+\/applicants/.exec(appointments[0]!.text)![0]);
    expect(link.pathname).toBe(`/jobs/${vacancyId}/applicants`);
    const { page: memberPage } = await newVisitor(browser, server);
    await logIn(memberPage, member, link.pathname);
    await memberPage.waitForURL(`**/jobs/${vacancyId}/applicants`);
    await memberPage.getByRole('heading', { level: 1, name: 'Applicants: Postdoc in graph coloring' }).waitFor();
    await memberPage.close();
    // On a phone's width the committee table scrolls in its own box, not the page.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('applies with a CV and three references, checked on the form', async () => {
    const { page } = await newVisitor(browser, server);
    await logIn(page, eve, `/jobs/${vacancyId}`);
    await page.getByRole('link', { name: 'Apply' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/apply`);
    // Each reference row shows its whole Remove button, on a wide window and on a phone.
    const removeButtons = page.getByRole('button', { name: /^Remove reference \d+$/ });
    await removeButtons.first().waitFor();
    expect(await removeButtons.count()).toBe(3);
    expect(await clippedTexts(removeButtons)).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => clippedTexts(removeButtons)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('textbox', { name: 'Your name' }).fill(NAMES.eve);
    await page.getByRole('textbox', { name: 'PhD award date' }).fill('2015-06');
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /CV \/ electronic profile/ }).click();
    await (await chooser).setFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: CV });

    // Two references are not enough for this vacancy.
    for (const [i, r] of REFERENCES.slice(0, 2).entries()) {
      await page.getByRole('textbox', { name: `Reference ${i + 1}: name` }).fill(r.name);
      await page.getByRole('textbox', { name: `Reference ${i + 1}: e-mail` }).fill(r.email);
    }
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('At least 3 references are required.').waitFor();
    await page.getByText('* Some field values are incorrect. Scroll up for details.').waitFor();

    await page.getByRole('textbox', { name: 'Reference 3: name' }).fill(REFERENCES[2]!.name);
    await page.getByRole('textbox', { name: 'Reference 3: e-mail' }).fill(REFERENCES[2]!.email);
    await page.getByRole('checkbox', { name: 'Reference 1: PhD advisor', exact: true }).check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Your application is saved.').waitFor();
    // Applying again leads to the application made, not to a blank form.
    await page.goto(`/jobs/${vacancyId}/apply`);
    await page.waitForURL(/\/jobs\/\d+\/applications\/edit\/\d+$/);
    await expect.poll(() => page.getByRole('textbox', { name: 'Your name' }).inputValue()).toBe(NAMES.eve);

    // Nothing is e-mailed at once: the requests are due an hour after applying.
    expect((await runCli(server, ['jobs', 'recommendation-requests'])).stdout).toMatch(
      /^0 recommendation requests sent/m,
    );
    expect((await outbox()).filter((m) => m.subject.startsWith('Recommendation request'))).toHaveLength(0);

    // A second applicant, outside the field, applies through the same call the form makes.
    const other = await newVisitor(browser, server);
    await logIn(other.page, pat, `/jobs/${vacancyId}`);
    const saved = await other.page.evaluate(
      async ({ vacancyId, cv, name }) => {
        const form = new FormData();
        form.append('vacancyId', String(vacancyId));
        form.append('name', name);
        form.append('phdAwardDate', '2016-01');
        form.append(
          'advisors',
          JSON.stringify([1, 2, 3].map((i) => ({ name: `Ref ${i}`, email: `ref${i}@bio.example` }))),
        );
        form.append('cv', new Blob([new Uint8Array(cv)], { type: 'application/pdf' }), 'cv.pdf');
        return (await fetch('/api/jobs/edit-application/', { method: 'POST', body: form })).status;
      },
      { vacancyId, cv: [...CV], name: NAMES.pat },
    );
    expect(saved).toBe(200);
  });

  it('e-mails the recommendation requests when the task runs, each with the upload link and a token', async () => {
    const due = new Date(Date.now() + 2 * 60 * 60_000).toISOString();
    const { stdout } = await runCli(server, ['jobs', 'recommendation-requests', '--due-by', due]);
    expect(stdout).toMatch(/^6 recommendation requests sent/m);
    const requests = (await outbox()).filter((m) => m.subject.startsWith('Recommendation request'));
    expect(requests).toHaveLength(6);
    const rosa = requests.find((m) => m.to === REFERENCES[0]!.email)!;
    expect(rosa.subject).toBe(`Recommendation request: ${NAMES.eve} for "Postdoc in graph coloring"`);
    uploadLink = /(\/jobs\/recommendation\/[0-9a-f-]{36})/.exec(rosa.text)![1]!;
    const token = /\/find-authors\/(sca_[A-Za-z0-9_-]+)/.exec(rosa.text)![1]!;
    // The attorney token acts for the recommender.
    const { page } = await newVisitor(browser, server);
    await page.goto('/');
    const advisor = await page.evaluate(
      async (t) => (await fetch(`/api/jobs/fetch-advisor-by-attorney/${t}`)).json(),
      token,
    );
    expect(JSON.stringify(advisor)).toContain(REFERENCES[0]!.name);
    // With it the recommender keeps their own profile up to date.
    await page.goto(`/edit-recommender-profile/${token}`);
    await page.getByRole('heading', { name: 'Recommender profile' }).waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe(REFERENCES[0]!.name);
    await page.getByLabel('Affiliation').fill('Institute of Letters');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const edited = await page.evaluate(
      async (t) => (await fetch(`/api/jobs/fetch-advisor-by-attorney/${t}`)).json(),
      token,
    );
    expect(JSON.stringify(edited)).toContain('Institute of Letters');
  });

  it('lets the recommender upload a letter without an account', async () => {
    const { page } = await newVisitor(browser, server);
    await page.goto(uploadLink);
    await page.getByRole('heading', { name: `Recommendation for ${NAMES.eve}` }).waitFor();
    await page.getByText(`Dear ${REFERENCES[0]!.name}`).waitFor();
    await page.getByRole('button', { name: 'Upload the letter' }).click();
    await page.getByText('This field is required.').waitFor();
    // A file of another type is refused when chosen, before any upload.
    const wrong = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Letter of recommendation/ }).click();
    await (await wrong).setFiles({ name: 'letter.txt', mimeType: 'text/plain', buffer: Buffer.from('Dear committee') });
    await page.getByText('Only .pdf, .doc, .docx and .rtf files are accepted.').waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: /Letter of recommendation/ }).click();
    await (await chooser).setFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: LETTER });
    expect(await page.getByText('Only .pdf, .doc, .docx and .rtf files are accepted.').count()).toBe(0);
    await page.getByRole('button', { name: 'Upload the letter' }).click();
    await page.getByText('Your letter “letter.pdf” was received').waitFor();

    // A link with a mistyped (or withdrawn) uuid says so in words.
    await page.goto(uploadLink.replace(/[0-9a-f]$/, (c) => (c === '0' ? '1' : '0')));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByText(JOB_MESSAGES.recommendationLinkInvalid).waitFor();
    expect(await page.getByText('Not Found', { exact: true }).count()).toBe(0);
  });

  it('shows the committee the applicants ranked; they tag, vote, comment, save two hiring topics and read the letter', async () => {
    const { page } = await newVisitor(browser, server);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    let commentPosts = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/jobs/comment/')) commentPosts++;
    });
    // A new committee member finds the vacancy on the product page, among those they review.
    await logIn(page, member, '/semantic-jobs/');
    const seats = page.getByRole('table', { name: 'Vacancies you review' });
    await seats.getByRole('link', { name: 'Postdoc in graph coloring' }).waitFor();
    await seats.getByRole('link', { name: 'Review' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/applicants`);
    const table = page.getByRole('table', { name: 'Applicants' });
    const rows = table.getByRole('row');
    await rows.filter({ hasText: NAMES.pat }).waitFor();
    // Ranked by similarity to the vacancy: the graph theorist first, the protein chemist after.
    const names = await table.locator('tbody tr td:nth-child(2) a').allTextContents();
    expect(names).toEqual([NAMES.eve, NAMES.pat]);
    const eveRow = rows.filter({ hasText: NAMES.eve });
    expect(await eveRow.getByRole('cell', { name: 'very high' }).count()).toBe(1);

    // Popovers: the applicant's details on hovering the name, the closest article's on a click.
    await eveRow.getByRole('link', { name: NAMES.eve }).hover();
    const applicantPopover = page.getByRole('dialog', { name: NAMES.eve });
    await applicantPopover.getByText(/h-index \d+/).waitFor();
    expect(await applicantPopover.textContent()).toContain('Relevance: very high.');
    // The rank's reason names the closest article; the protein chemist's says why there is none.
    expect(await applicantPopover.textContent()).toMatch(
      new RegExp(`Similarity 0\\.\\d+ over the best articles; closest article "${EVE_BEST_TITLE}" \\(0\\.\\d+\\)\\.`),
    );
    await page.mouse.move(0, 0);
    await applicantPopover.waitFor({ state: 'hidden' });
    await rows.filter({ hasText: NAMES.pat }).getByRole('link', { name: NAMES.pat }).hover();
    const patPopover = page.getByRole('dialog', { name: NAMES.pat });
    await patPopover.getByText(/h-index \d+/).waitFor();
    expect(await patPopover.textContent()).toContain(
      'Relevance: none. None of their published work shares a word with the vacancy.',
    );
    await page.mouse.move(0, 0);
    await patPopover.waitFor({ state: 'hidden' });
    await eveRow.getByRole('button', { name: EVE_BEST_TITLE }).click();
    const articlePopover = page.getByRole('dialog', { name: EVE_BEST_TITLE });
    await articlePopover.getByRole('link', { name: 'Open the article page' }).waitFor();
    await page.keyboard.press('Escape');
    await articlePopover.waitFor({ state: 'hidden' });

    // The committee's order: a short-listed Pat goes before Eve by votes, after her by relevance;
    // the order lives in the URL. The vote is then revoked (a click on the held type).
    const patRow = rows.filter({ hasText: NAMES.pat });
    // Each row's vote buttons carry the applicant's name, so the page has one "Short list" per applicant.
    const patShortList = page.getByRole('button', { name: `Short list: ${NAMES.pat}`, exact: true });
    expect(await patRow.getByRole('button', { name: `Short list: ${NAMES.pat}`, exact: true }).count()).toBe(1);
    await patShortList.click();
    await expect.poll(() => patShortList.getAttribute('aria-pressed')).toBe('true');
    const order = page.getByRole('radiogroup', { name: 'Order of the applicants' });
    await order.getByText('By votes').click();
    await page.waitForURL(/[?&]order=votes/);
    await expect
      .poll(() => table.locator('tbody tr td:nth-child(2) a').allTextContents())
      .toEqual([NAMES.pat, NAMES.eve]);
    await order.getByText('By relevance').click();
    await expect
      .poll(() => table.locator('tbody tr td:nth-child(2) a').allTextContents())
      .toEqual([NAMES.eve, NAMES.pat]);
    expect(page.url()).not.toContain('order=');
    await patShortList.click();
    await expect.poll(() => patShortList.getAttribute('aria-pressed')).toBe('false');

    await eveRow.getByRole('button', { name: 'Short list' }).click();
    await expect
      .poll(() => eveRow.getByRole('button', { name: 'Short list' }).getAttribute('aria-pressed'))
      .toBe('true');
    const comment = eveRow.getByRole('textbox', { name: `Your comment on ${NAMES.eve}` });
    // Over the limit: said at once with the count, nothing is sent, and the text stays to be shortened.
    const tooLong = 'x'.repeat(JOB_LIMITS.comment + 1);
    await comment.fill(tooLong);
    await eveRow.getByText(JOB_MESSAGES.commentTooLong(JOB_LIMITS.comment)).waitFor();
    await eveRow.getByText(`${JOB_LIMITS.comment + 1} / ${JOB_LIMITS.comment} characters`).waitFor();
    await comment.press('Enter');
    expect(await comment.inputValue()).toBe(tooLong);
    expect(commentPosts).toBe(0);
    await comment.fill('Strong record in planar graph coloring.');
    await comment.press('Enter');
    await eveRow.getByRole('status').filter({ hasText: JOB_MESSAGES.commentSaved }).waitFor();
    expect(commentPosts).toBe(1);
    await page.reload();
    await expect
      .poll(() => table.getByRole('textbox', { name: `Your comment on ${NAMES.eve}` }).inputValue())
      .toBe('Strong record in planar graph coloring.');
    await rows
      .filter({ hasText: NAMES.eve })
      .getByText(/: Short list/)
      .waitFor();

    // A tag on the selected applicant.
    await rows
      .filter({ hasText: NAMES.eve })
      .getByRole('checkbox', { name: `Select ${NAMES.eve}` })
      .check();
    await page.getByRole('combobox', { name: 'Tag' }).fill('Strong candidate');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await rows.filter({ hasText: NAMES.eve }).getByText('Strong candidate ×').waitFor();
    // Naming a tag the vacancy has already is refused, as an alert (walk 22: a neutral box).
    await page.getByRole('combobox', { name: 'Tag' }).fill('Strong candidate');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: JOB_MESSAGES.tagExists('Strong candidate') })
      .waitFor();

    // Two hiring topics, suggested from the applicants' concepts, renamed and saved.
    await page.getByRole('button', { name: 'Hiring topics' }).click();
    await page.getByRole('textbox', { name: 'Topic 2 title' }).waitFor();
    await page.getByRole('textbox', { name: 'Topic 1 title' }).fill('First topic');
    await page.getByRole('textbox', { name: 'Topic 2 title' }).fill('Second topic');
    await page.getByRole('button', { name: 'Save topics' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Save topics' }).isDisabled()).toBe(true);
    const topicTags = await page.evaluate(
      async (v) =>
        (await (await fetch(`/api/jobs/vacancy/${v}/tags`)).json()).tags.filter((t: { autotag: boolean }) => t.autotag),
      vacancyId,
    );
    expect(topicTags.map((t: { name: string }) => t.name).sort()).toEqual(['First topic', 'Second topic']);
    await page.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('tab', { name: 'By recommenders' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/recommenders`);
    const recommenders = page.getByRole('table', { name: 'Recommenders' });
    const rosaRow = recommenders.getByRole('row').filter({ hasText: REFERENCES[0]!.name });
    const letter = rosaRow.getByRole('link', { name: 'Letter: letter.pdf' });
    await letter.waitFor();
    await rosaRow.getByText(REFERENCES[0]!.name, { exact: true }).hover();
    const recommenderPopover = page.getByRole('dialog', { name: REFERENCES[0]!.name });
    await recommenderPopover.getByText('Recommends 1 applicant(s); 1 letter(s) uploaded').waitFor();
    await page.mouse.move(0, 0);
    expect(await recommenders.getByRole('row').filter({ hasText: 'letter missing' }).count()).toBe(5);
    const href = (await letter.getAttribute('href'))!;
    expect(await status(page, href)).toBe(200);
    const bytes = await page.evaluate(async (h) => [...new Uint8Array(await (await fetch(h)).arrayBuffer())], href);
    expect(Buffer.from(bytes).equals(LETTER)).toBe(true);

    // The applicant page: the letter among the recommenders, and her articles, sortable in the URL.
    await page.getByRole('tab', { name: 'By applicants' }).click();
    await page.getByRole('table', { name: 'Applicants' }).getByRole('link', { name: NAMES.eve }).click();
    await page.waitForURL(/\/jobs\/\d+\/applicant\/\d+$/);
    await page.getByRole('table', { name: 'Recommenders' }).getByRole('link', { name: 'Letter: letter.pdf' }).waitFor();
    await page.getByText(EVE_BEST_TITLE).first().waitFor();
    // Her tags, as on the list; a tag is added and taken off here as there.
    const tags = page.getByRole('group', { name: 'Tags' });
    await tags.getByText('Strong candidate ×').waitFor();
    await page.getByRole('combobox', { name: 'Tag' }).fill('Interview');
    await page.getByRole('button', { name: 'Add tag' }).click();
    await tags.getByText('Interview ×').waitFor();
    await tags.getByRole('button', { name: 'Remove the tag Interview' }).click();
    await tags.getByText('Interview ×').waitFor({ state: 'detached' });
    await page.getByText('Most cited').click();
    await page.waitForURL(/sort=citations/);

    // The applicant sees that the letter came, never the letter.
    const applicant = await newVisitor(browser, server);
    await logIn(applicant.page, eve, `/jobs/${vacancyId}`);
    await applicant.page.getByRole('link', { name: 'Edit your application' }).click();
    await applicant.page.getByRole('textbox', { name: 'Reference 1: name' }).waitFor();
    expect(await applicant.page.getByText('letter.pdf').count()).toBe(0);
    // Per reference: when the request went, and whether the letter came (Rosa's only).
    await applicant.page.getByText(/^Request e-mailed on .+\. Letter received\.$/).waitFor();
    expect(await applicant.page.getByText(/^Request e-mailed on .+\. No letter yet\.$/).count()).toBe(2);
    // Removing Rosa, whose letter came, asks first; kept, her row stays.
    await applicant.page.getByRole('button', { name: 'Remove reference 1' }).click();
    const removal = applicant.page.getByRole('dialog', { name: 'Remove this reference?' });
    await removal
      .getByText(
        `The letter of ${REFERENCES[0]!.name} has arrived. If you remove the reference, the letter will be deleted when you save the application.`,
      )
      .waitFor();
    await removal.getByRole('button', { name: 'Keep the reference' }).click();
    await removal.waitFor({ state: 'hidden' });
    expect(await applicant.page.getByRole('textbox', { name: 'Reference 1: name' }).inputValue()).toBe(
      REFERENCES[0]!.name,
    );
    // Her own CV is there to check.
    const cvHref = (await applicant.page.getByRole('link', { name: 'cv.pdf' }).getAttribute('href'))!;
    expect(await status(applicant.page, cvHref)).toBe(200);

    // The committee member who opens the applicant's edit address gets no form, but the review.
    const editPath = new URL(applicant.page.url()).pathname;
    await page.goto(editPath);
    await page.getByText(JOB_MESSAGES.onlyApplicantEdits).waitFor();
    expect(await page.getByRole('button', { name: 'Save application' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Open the application in review' }).click();
    await page.waitForURL(/\/jobs\/\d+\/applicant\/\d+$/);
    expect(await status(applicant.page, href)).toBe(404);
    expect(await status(applicant.page, `/api/jobs/vacancy/${vacancyId}/recommenders`)).toBe(404);
    const own = await applicant.page.evaluate(async (v) => {
      const vacancy = await (await fetch(`/api/jobs/vacancy/${v}`)).json();
      return (await fetch(`/api/jobs/application/${vacancy.ownApplicationId}`)).text();
    }, vacancyId);
    expect(own).toContain('"hasPostedRecommendation":true');
    expect(own).not.toContain('letter.pdf');
    expect(pageErrors).toEqual([]);
  });

  it('lets the committee add possible candidates from the referee finder as preliminary applicants, named in the hiring topics', async () => {
    const { page } = await newVisitor(browser, server);
    await logIn(page, member, `/jobs/${vacancyId}/applicants`);
    await page.getByRole('link', { name: 'Find possible candidates' }).click();
    await page.waitForURL(new RegExp(`/referees-beam/vacancy/${vacancyId}\\?forJob=${vacancyId}$`));
    await page.getByRole('checkbox', { name: `Select ${NAMES.gina}` }).check();
    const actions = page.getByRole('toolbar', { name: 'Actions on selected candidates' });
    await actions.getByRole('button', { name: 'Add as preliminary applicants' }).click();
    await page.getByText('Added 1 applicant(s).', { exact: true }).waitFor();
    await actions.getByRole('link', { name: 'Preliminary applicants' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/applicants/preliminary`);
    await page.getByRole('table', { name: 'Applicants' }).getByRole('link', { name: NAMES.gina }).waitFor();

    // On a phone's width the review page does not scroll sideways: its tables scroll in their own box.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.getByRole('tab', { name: 'By recommenders' }).click();
    await page.waitForURL(`**/jobs/${vacancyId}/recommenders/preliminary`);
    await page.getByRole('table', { name: 'Recommenders' }).waitFor();
    await page.goto(`/jobs/${vacancyId}/recommenders`);
    await page.getByRole('table', { name: 'Recommenders' }).getByText(REFERENCES[0]!.name, { exact: true }).waitFor();
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // The hiring topics hold actual and preliminary applicants alike, each by name, on either list.
    await page.goto(`/jobs/${vacancyId}/applicants`);
    await page.getByRole('button', { name: 'Hiring topics' }).click();
    await page.getByRole('textbox', { name: 'Topic 1 title' }).waitFor();
    await page.getByText('Building topics…').waitFor({ state: 'hidden' });
    const chips = (await page.locator('[data-zone] .mantine-Badge-label').allTextContents()).map((t) => t.trim());
    expect(chips).toEqual(expect.arrayContaining([NAMES.eve, NAMES.pat, NAMES.gina]));
    expect(chips.filter((t) => /^#\d+$/.test(t))).toEqual([]);

    // Gina came after the topics were saved: she starts unclassified, and the suggestion for new
    // applicants places her in the saved topic of the other graph-colouring applicant.
    const chip = (zone: string) => page.locator(zone).locator('.mantine-Badge-label', { hasText: NAMES.gina });
    expect(await chip('[data-zone="unclassified"]').count()).toBe(1);
    await page.getByRole('button', { name: 'Add new applicants to topics (1)' }).click();
    await expect.poll(() => chip('[data-zone="unclassified"]').count()).toBe(0);
    expect(await chip('[data-zone]:not([data-zone="unclassified"])').count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Add new applicants to topics/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save topics' }).isDisabled()).toBe(false);
  });

  it('an edit of the published vacancy says "Saved." (no fee again); past its deadline /apply says it closed and the applicant is offered no edit', async () => {
    const { page } = await newVisitor(browser, server);
    await logIn(page, owner, `/jobs/edit/${vacancyId}`);
    await page.getByRole('textbox', { name: 'Application deadline' }).fill('2020-01-31');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}\\?saved=1$`));
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await page.getByText(JOB_MESSAGES.feeNotice).count()).toBe(0);
    expect(await page.getByText('Your vacancy is published').count()).toBe(0);

    await page.goto(`/jobs/${vacancyId}/apply`);
    await page.getByText('Applications closed on 2020-01-31.').waitFor();
    expect(await page.getByRole('textbox', { name: 'PhD award date' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Apply' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the vacancy' }).click();
    await page.waitForURL(new RegExp(`/jobs/${vacancyId}$`));
    await page.getByText('Deadline 2020-01-31 23:59:59 (closed)').waitFor();

    // The applicant is told they applied, with no way to an edit the server would refuse.
    const applicant = await newVisitor(browser, server);
    await logIn(applicant.page, eve, `/jobs/${vacancyId}`);
    await applicant.page
      .getByText('You applied. Applications closed on 2020-01-31, so your application can no longer be edited.')
      .waitFor();
    expect(await applicant.page.getByRole('link', { name: 'Edit your application' }).count()).toBe(0);
  });
});
