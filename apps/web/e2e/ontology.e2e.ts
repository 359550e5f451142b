/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { Browser, ConsoleMessage, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openUserMenu, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  screenshots,
  seedCorpus,
  startServer,
  type TestServer,
} from './harness';
import { openAlexWork } from './openalex-work';

/*
 * Ontology curation as people walk it: a moderator creates a concept with a composite literal;
 * a user suggests an edit; the moderator sees the impact preview, approves it, and the rescan
 * task finishes with the article's badges changed.
 */

const THESAURUS = [
  'subject,predicate,object',
  'Neural network,UF,Neural net',
  'Neural network,BT,Machine learning',
  'Convolutional neural network,BT,Neural network',
  'Robot,UF,Robotic system',
  // Acronyms: flagged ambiguous by the statistics' rule, for the curation queue.
  'Support vector machine,UF,SVM',
  'Reinforcement learning,UF,RL',
].join('\n');

const IMAGE_TITLE = 'Deep learning for image recognition';

function work(id: string, title: string, abstract: string) {
  return openAlexWork({ id, title, abstract, year: 2021, citations: 3, authors: [{ name: 'Ada Lovelace', id: 'A1' }] });
}

const WORKS = [
  work('W1', IMAGE_TITLE, 'A convnet classifies photographs. The convnet is trained end to end on labelled images.'),
  work('W2', 'A convnet for speech', 'Spectrograms are classified by a small convnet.'),
  work(
    'W3',
    'Convolutional neural networks for segmentation',
    'A convolutional neural network segments medical images.',
  ),
  work('W4', 'Deep neural networks at scale', 'We train a deep neural network on many machines.'),
  work('W5', 'Support vector machines revisited', 'Support vector machines (SVM) remain strong baselines.'),
  work('W6', 'Policy search for robots', 'Reinforcement learning (RL) agents learn grasping policies.'),
];

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ beforeStart: (env) => seedCorpus(env, { thesaurusCsv: THESAURUS, works: WORKS }) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const snapshot = screenshots('ontology');

/** The concept badges of an article page. */
async function articleBadges(page: Page, title: string): Promise<string[]> {
  const response = await page.request.get(`/api/search?q=${encodeURIComponent(`"${title}"`)}`);
  const { articles } = (await response.json()) as { articles: Array<{ id: number; title: string }> };
  const article = articles.find((r) => r.title === title);
  if (!article) throw new Error(`no article "${title}"`);
  await page.goto(`/article/${article.id}/`);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  const group = page.getByRole('group', { name: 'Concepts' });
  if ((await group.count()) === 0) return [];
  return (await group.getByRole('button').allTextContents()).map((t) => t.trim()).sort();
}

/** Opens a concept's page through the Concepts tab's search. */
async function openConcept(page: Page, name: string): Promise<void> {
  await page.goto('/ontology/concepts/');
  await page.getByRole('textbox', { name: 'Search concepts' }).fill(name);
  await page.getByRole('textbox', { name: 'Search concepts' }).press('Enter');
  await page.getByRole('table', { name: 'Concepts' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('ontology curation', () => {
  it('a moderator creates a concept with a composite literal; a suggested edit is previewed, approved and rescanned', async () => {
    const moderator = newAccount('moderator');
    const suggester = newAccount('suggester');
    await createUser(server, moderator);
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    await createUser(server, suggester);

    const mod = await newVisitor(browser, server);
    const usr = await newVisitor(browser, server);
    try {
      const page = mod.page;
      await logIn(page, moderator);
      const menu = await openUserMenu(page, moderator.email);
      await menu.getByRole('menuitem', { name: 'Ontology' }).click();
      await page.getByRole('heading', { name: 'Ontology', level: 1 }).waitFor();
      // The Concepts tab offers moderators the SKOS export of the whole ontology.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Export (SKOS Turtle)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^sciscope-ontology-\d{4}-\d{2}-\d{2}\.ttl$/);
      const turtle = readFileSync((await download.path())!, 'utf8');
      expect(turtle).toContain('skos:prefLabel "Convolutional neural network"');
      expect(await page.getByRole('link', { name: 'Export (SKOS RDF/XML)' }).getAttribute('href')).toBe(
        '/api/ontology/export?format=rdfxml',
      );
      expect(await page.getByRole('navigation', { name: 'Ontology' }).getByRole('link').allTextContents()).toEqual([
        'Concepts',
        'Rescan queue',
        'Possible concepts',
        'Import from list',
        'Ontology changelog',
        'Curation queue',
        'Help',
      ]);

      // A new concept with a plain and a composite literal ("deep" + #Neural network).
      await page.getByRole('link', { name: 'New concept' }).click();
      await page.getByRole('heading', { name: 'New concept', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Concept' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Deep neural network');
      // Saving without literals shows the form's own errors; nothing is sent.
      await form.getByRole('button', { name: 'Save' }).click();
      const errors = form.getByRole('alert').filter({ hasText: 'Error saving concept:' });
      await errors.waitFor();
      expect(await errors.textContent()).toContain('Concept should have at least one literal.');
      await form.getByRole('button', { name: '* An error occurred. Click here...' }).waitFor();

      await form.getByRole('textbox', { name: 'New literal' }).fill('deep #neural');
      await form
        .getByRole('listbox', { name: 'Concepts for Literal 1' })
        .getByRole('option', { name: 'Neural network', exact: true })
        .click();
      await form.getByText('#Neural network').waitFor();
      // Typing goes on right after the badge: the focus stays in the literal, in the text after it.
      const focused = () =>
        page.evaluate(() => {
          const input = document.activeElement as HTMLInputElement | null;
          return { label: input?.getAttribute('aria-label') ?? null, caret: input?.selectionStart ?? null };
        });
      expect(await focused()).toEqual({ label: 'Literal 1, part 3', caret: 0 });
      await page.keyboard.type('x');
      expect(await form.getByRole('textbox', { name: 'Literal 1, part 3' }).inputValue()).toBe('x');
      await page.keyboard.press('Backspace');
      await form.getByRole('textbox', { name: 'New literal' }).fill('DNN');
      expect(await form.getByRole('checkbox', { name: 'Literal 2 is ambiguous' }).isChecked()).toBe(true);
      await form.getByRole('textbox', { name: 'Literal 2' }).blur();
      await snapshot(page, 'new-concept');
      await form.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/ontology\/concept\/\d+-Deep-neural-network$/);
      await page.getByRole('heading', { name: 'Deep neural network', level: 1 }).waitFor();
      const literals = page.getByRole('table', { name: 'Literals' });
      await literals.getByText('#Neural network').waitFor();
      // The composite stands for "deep neural network" and "deep neural net": one article.
      await literals.getByRole('link', { name: 'DF 1' }).waitFor();
      expect(await articleBadges(page, 'Deep neural networks at scale')).toEqual(['Neural network']);

      // Saving a stored concept: the button reads 'Saving', 'Done!' for 1.5 s, then 'Save' again.
      await openConcept(page, 'Deep neural network');
      const stored = page.getByRole('form', { name: 'Concept' });
      await stored.getByRole('checkbox', { name: 'Literal 2 is ambiguous' }).uncheck();
      await stored.getByRole('button', { name: 'Save' }).click();
      await stored.getByRole('button', { name: 'Done!' }).waitFor();
      await stored
        .getByRole('status')
        .filter({ hasText: /^Saved/ })
        .waitFor();
      await stored.getByRole('button', { name: 'Save' }).waitFor({ timeout: 5_000 });
      expect(await stored.getByRole('button', { name: 'Done!' }).count()).toBe(0);
      expect(await stored.getByRole('checkbox', { name: 'Literal 2 is ambiguous' }).isChecked()).toBe(false);

      // The user suggests "convnet" for "Convolutional neural network".
      expect(await articleBadges(page, IMAGE_TITLE)).toEqual([]);
      await logIn(usr.page, suggester);
      // A moderators' page refuses them and says where a change is suggested; its link leads there.
      await usr.page.goto('/ontology/curation/');
      await usr.page.getByRole('alert').filter({ hasText: 'not permitted' }).waitFor();
      await usr.page
        .getByText('This page is for ontology moderators.')
        .getByRole('link', { name: 'Concepts', exact: true })
        .click();
      await usr.page.waitForURL((url) => url.pathname === '/ontology/concepts/');
      // No export for a user who is no moderator: the API would refuse it.
      await usr.page.getByRole('link', { name: 'New concept' }).waitFor();
      expect(await usr.page.getByRole('link', { name: /^Export/ }).count()).toBe(0);
      await openConcept(usr.page, 'Convolutional neural network');
      const userForm = usr.page.getByRole('form', { name: 'Concept' });
      expect(await userForm.getByRole('button', { name: 'Save' }).count()).toBe(0);
      await userForm.getByRole('textbox', { name: 'New literal' }).fill('convnet');
      await userForm.getByRole('textbox', { name: 'Literal 2' }).blur();
      await userForm.getByRole('table', { name: 'Literals' }).getByRole('link', { name: 'DF 2' }).waitFor();
      await userForm.getByRole('button', { name: 'Suggest edit' }).click();
      await userForm
        .getByRole('status')
        .filter({ hasText: 'Your suggested change was sent to the moderators.' })
        .waitFor();

      // The moderator reviews it from the concept's banner, with the impact preview.
      await openConcept(page, 'Convolutional neural network');
      await page.getByRole('link', { name: 'There is/are 1 pending change(s). Click here to review.' }).click();
      await page.getByRole('heading', { name: 'Modification log: Convolutional neural network', level: 1 }).waitFor();
      const review = page.getByRole('region', { name: /^Review of change \d+$/ });
      await review
        .getByText('2 articles would gain the concept, 0 would lose it, 1 keep it', { exact: false })
        .waitFor();
      const gaining = review.getByLabel('Articles gaining it');
      expect((await gaining.getByRole('link').allTextContents()).sort()).toEqual(['A convnet for speech', IMAGE_TITLE]);
      await snapshot(page, 'review');
      // A double click approves once: one request, no 409 'already reviewed', no console error.
      const reviews: string[] = [];
      const reviewErrors: string[] = [];
      const onReview = (request: Request) => {
        if (request.method() === 'POST' && /\/api\/ontology\/log\/\d+\/approve$/.test(new URL(request.url()).pathname))
          reviews.push(request.url());
      };
      const onReviewConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') reviewErrors.push(message.text());
      };
      page.on('request', onReview);
      page.on('console', onReviewConsole);
      await review.getByRole('button', { name: 'Approve' }).dblclick();
      await page
        .getByRole('status')
        .filter({ hasText: /^Approved: \d+ articles are queued for a rescan/ })
        .waitFor();
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      page.off('request', onReview);
      page.off('console', onReviewConsole);
      expect(reviews).toHaveLength(1);
      expect(reviewErrors).toEqual([]);

      // The rescan task finishes, and the article carries the concept.
      await page.getByRole('navigation', { name: 'Ontology' }).getByRole('link', { name: 'Rescan queue' }).click();
      await page.getByText('No article waits for a rescan.').waitFor({ timeout: 60_000 });
      await page
        .getByRole('table', { name: 'Background tasks' })
        .getByText('done')
        .first()
        .waitFor({ timeout: 60_000 });
      await snapshot(page, 'rescan-queue');
      expect(await articleBadges(page, IMAGE_TITLE)).toEqual(['Convolutional neural network']);

      // A visitor's concept page (no literal check without a login) shows the stored DF, not a wait.
      const visitor = await newVisitor(browser, server);
      try {
        await openConcept(visitor.page, 'Convolutional neural network');
        const total = visitor.page.getByLabel('Total DF');
        await expect.poll(() => total.textContent()).toMatch(/^Total DF: \d+/);
      } finally {
        await visitor.context.close();
      }

      // The changelog shows both changes, the suggester's with the moderator's approval.
      await page.goto('/ontology/log');
      await page.getByRole('heading', { name: 'Moderation: ontology', level: 1 }).waitFor();
      const log = page.getByRole('table', { name: 'Moderation log' });
      await log.getByText('+convnet').waitFor();
      await log.getByText(suggester.email).waitFor();
      await page.getByRole('textbox', { name: 'Email or organization' }).fill(suggester.email);
      await page.getByRole('textbox', { name: 'Email or organization' }).press('Enter');
      // The moderator has several rows (the concept, the Done! save): wait until the filter took them all away.
      await expect.poll(() => log.getByText(moderator.email).count()).toBe(0);
      await page.getByText('Page 1 / 1').waitFor();
      expect(await log.locator('tbody tr').count()).toBe(1);
    } finally {
      await mod.context.close();
      await usr.context.close();
    }
  });
  it('a moderator decides the curation queue: a Dismiss is confirmed with what it rescans, and each decision says what it did', async () => {
    const moderator = newAccount('curation');
    await createUser(server, moderator);
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    const { page, context } = await newVisitor(browser, server);
    try {
      await logIn(page, moderator);
      await page.goto('/ontology/curation');
      await page.getByRole('heading', { name: 'Curation queue', level: 1 }).waitFor();
      const queue = page.getByRole('table', { name: 'Curation queue' });
      await queue.getByRole('button', { name: 'Dismiss SVM' }).waitFor();
      // A phone's window: the choice of queue stacks and nothing scrolls sideways (walk 7 D13).
      await page.setViewportSize(PHONE_VIEWPORT);
      await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Accept keeps the flag the matcher reads: nothing to rescan, and the page says so (walk 7 D6).
      await queue.getByRole('button', { name: 'Accept RL' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: 'Accepted: "RL" (Reinforcement learning) stays ambiguous; nothing needs a rescan.' })
        .waitFor();
      await queue.getByRole('button', { name: 'Accept RL' }).waitFor({ state: 'detached' });

      // Dismiss asks first, naming the literal, its concept and the articles it rescans.
      await queue.getByRole('button', { name: 'Dismiss SVM' }).click();
      const confirm = page.getByRole('dialog', { name: 'Dismiss "SVM"?' });
      await confirm
        .getByText('The literal "SVM" of the concept "Support vector machine" will count on its own', { exact: false })
        .waitFor();
      await confirm
        .getByText(
          '1 article will be rescanned (every article that carries the concept or whose text may hold the literal).',
          { exact: false },
        )
        .waitFor();
      await snapshot(page, 'curation-dismiss');
      // Cancel changes nothing; the question comes back with the Dismiss button.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      // With its evidence open (the texts' count beside the row's own), the decided item's
      // evidence is not asked for again: the server would answer 409 (walk 10, defect 7).
      await queue.getByRole('button', { name: 'Show evidence' }).click();
      await queue.getByText('Found in the text of 1 article; counted for the concept in', { exact: false }).waitFor();
      const afterDecision: string[] = [];
      let decided = false;
      const record = (request: Request) => {
        const url = new URL(request.url());
        if (url.pathname === '/api/ontology/curation/decisions') decided = true;
        else if (decided && url.pathname === '/api/ontology/curation/evidence') afterDecision.push(url.search);
      };
      const consoleErrors: string[] = [];
      const onConsole = (message: ConsoleMessage) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      };
      page.on('request', record);
      page.on('console', onConsole);
      await queue.getByRole('button', { name: 'Dismiss SVM' }).click();
      await confirm.getByRole('button', { name: 'Dismiss', exact: true }).click();
      await page
        .getByRole('status')
        .filter({
          hasText: 'Dismissed: "SVM" (Support vector machine) is no longer ambiguous; 1 article is being rescanned.',
        })
        .waitFor();
      // Whatever a late refetch would send has had time to leave.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
      page.off('request', record);
      page.off('console', onConsole);
      expect(decided).toBe(true);
      expect(afterDecision).toEqual([]);
      expect(consoleErrors).toEqual([]);
      await queue.getByText('Nothing to decide.').waitFor();

      // The list shown is in the address: a reload stays on it, and Back returns to the other.
      // The decision's notice stays with the list it was made on (walk 10, defect 7).
      await page.getByText('Concepts suggested as basic').click();
      await page.waitForURL(/\/ontology\/curation\?kind=basic$/);
      await queue.getByRole('columnheader', { name: 'Concept' }).waitFor();
      expect(await page.getByRole('status').filter({ hasText: 'Dismissed:' }).count()).toBe(0);
      await page.reload();
      await queue.getByRole('columnheader', { name: 'Concept' }).waitFor();
      expect(await queue.getByRole('columnheader', { name: 'Literal' }).count()).toBe(0);
      expect(await page.getByRole('radio', { name: 'Concepts suggested as basic' }).isChecked()).toBe(true);
      await page.goBack();
      await queue.getByRole('columnheader', { name: 'Literal' }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("a too-long literal is refused on its row; a long name keeps the ontology pages in the window; a missing concept's log says so", async () => {
    const moderator = newAccount('long-names');
    await createUser(server, moderator);
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    const { page, context } = await newVisitor(browser, server);
    // 255 characters without a space (walk: defect 2), and a literal past the 300 the server takes.
    const LONG = `hyper${'x'.repeat(250)}`;
    const TOO_LONG = 'y'.repeat(301);
    try {
      await logIn(page, moderator);
      let mutations = 0;
      page.on('request', (request: Request) => {
        if (request.method() === 'POST' && (request.postData() ?? '').includes('mutation')) mutations += 1;
      });
      await page.goto('/ontology/concept/new/');
      const form = page.getByRole('form', { name: 'Concept' });
      await form.getByRole('textbox', { name: 'Name' }).fill(LONG);
      await form.getByRole('textbox', { name: 'New literal' }).fill(TOO_LONG);
      await form.getByRole('textbox', { name: 'Literal 1' }).blur();
      // The row says why, under the literal and in its DF cell; no 'Network problem'.
      const row = form.locator(`tr[data-literal="${TOO_LONG}"]`);
      await expect.poll(() => row.getByText('Literal is too long.', { exact: true }).count()).toBe(2);
      expect(await form.getByText('Network problem, please try again.').count()).toBe(0);
      await form.getByRole('button', { name: 'Save' }).click();
      const saveErrors = form
        .getByRole('alert')
        .filter({ hasText: 'One or more literals are incorrect. Please check below.' });
      await saveErrors.waitFor();
      expect(mutations).toBe(0);
      // "Check below" is true: the box stands above the literals it points to.
      const boxBottom = (await saveErrors.boundingBox())!.y + (await saveErrors.boundingBox())!.height;
      expect(boxBottom).toBeLessThanOrEqual((await row.boundingBox())!.y);

      await form.getByRole('textbox', { name: 'Literal 1' }).fill(LONG);
      await form.getByRole('textbox', { name: 'Literal 1' }).blur();
      await form.getByRole('table', { name: 'Literals' }).getByRole('link', { name: 'DF 0' }).waitFor();
      await form.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/ontology\/concept\/\d+-/);
      const id = Number(/\/ontology\/concept\/(\d+)-/.exec(page.url())![1]);
      // The breadcrumb cuts the name; its title holds it whole.
      expect(await form.locator('[aria-current="page"]').getAttribute('title')).toBe(LONG);

      const pages: Array<[string, () => Promise<void>]> = [
        [`/ontology/concept/${id}`, () => page.getByRole('heading', { name: LONG, level: 1 }).waitFor()],
        [`/ontology/concept/edit/${id}`, () => form.locator(`[title="${LONG}"]`).waitFor()],
        [
          `/ontology/concept/log/${id}`,
          () => page.getByRole('table', { name: 'Modification log' }).getByRole('link').first().waitFor(),
        ],
        [
          `/ontology/concepts/?query=${LONG}`,
          () => page.getByRole('table', { name: 'Concepts' }).getByRole('link').first().waitFor(),
        ],
        [
          '/ontology/log',
          () => page.getByRole('table', { name: 'Moderation log' }).getByRole('link').first().waitFor(),
        ],
      ];
      for (const viewport of [{ width: 1280, height: 800 }, PHONE_VIEWPORT]) {
        await page.setViewportSize(viewport);
        for (const [path, ready] of pages) {
          await page.goto(path);
          await ready();
          expect(await sidewaysOverflow(page), `${path} at ${viewport.width} px`).toEqual([]);
        }
      }
      await page.setViewportSize({ width: 1280, height: 800 });

      // A log address naming no concept reads as the concept page does, not 'Not Found'.
      for (const missing of ['999999', 'abc']) {
        await page.goto(`/ontology/concept/log/${missing}`);
        await page.getByText("Concept doesn't exist.").waitFor();
        expect(await page.getByText('Not Found').count()).toBe(0);
      }
    } finally {
      await context.close();
    }
  });
});
