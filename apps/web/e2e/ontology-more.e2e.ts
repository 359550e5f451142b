/// <reference types="node" />
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  runCli,
  screenshots,
  seedCorpus,
  startServer,
  type TestServer,
} from './harness';
import { openAlexWork } from './openalex-work';

/*
 * Possible concepts and import from a list as a moderator walks them: a docs batch of the
 * newest works is mined in the background; candidates are created, hidden, unhidden, merged,
 * reported false and bulk-created; an article's own candidates; a list is processed, refused
 * while a row is wrong, then imported by a background task. And the curation queue's concepts
 * suggested as basic: one is accepted and is basic from then on.
 */

const THESAURUS = [
  'subject,predicate,object',
  'Neural network,UF,Neural net',
  'Convolutional neural network,BT,Neural network',
].join('\n');

function work(id: string, title: string, abstract: string) {
  return openAlexWork({ id, title, abstract, year: 2022, citations: 1 });
}

const SEGMENTATION = 'Convolutional neural networks for segmentation';
const WORKS = [
  work(
    'W1',
    'Deep learning for image recognition',
    'A convnet classifies photographs. The convnet is trained on labelled images.',
  ),
  work('W2', 'A convnet for speech', 'Spectrograms are classified by a small convnet trained on speech.'),
  work('W3', SEGMENTATION, 'A convolutional neural network segments medical images. Medical images are scarce.'),
  work('W4', 'Deep neural networks at scale', 'We train a deep neural network on many machines.'),
  work('W5', 'Speech recognition with spectrograms', 'Spectrograms of labelled speech feed a small convnet.'),
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

const snapshot = screenshots('ontology-more');

/** At a phone's width the page keeps the window's width (its tables scroll in their own box). */
async function fitsPhone(page: Page): Promise<void> {
  await page.setViewportSize(PHONE_VIEWPORT);
  await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
}

const row = (page: Page, name: string) =>
  page.getByTestId('possible-row').filter({ has: page.getByText(name, { exact: true }) });

async function rowNames(page: Page): Promise<string[]> {
  return (await page.getByTestId('possible-row').locator('td:nth-child(2) button').allTextContents()).map((t) =>
    t.trim(),
  );
}

describe('possible concepts and import from list', () => {
  it('a moderator mines a batch, curates its candidates and an article, and imports a list', async () => {
    const moderator = newAccount('curator');
    await createUser(server, moderator, { superuser: true });
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    const { page } = await newVisitor(browser, server);
    await logIn(page, moderator);

    // The Possible concepts tab: a batch of the newest four works, mined in the background.
    await page.goto('/ontology/concepts/');
    await page.getByRole('navigation', { name: 'Ontology' }).getByRole('link', { name: 'Possible concepts' }).click();
    await page.getByRole('textbox', { name: 'Newest imported works' }).fill('5');
    // A double click starts one batch: one request, one row in the list (walk: defect 3).
    let starts = 0;
    const onStart = (request: Request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/ontology/docs-batches') starts += 1;
    };
    page.on('request', onStart);
    await page.getByRole('button', { name: 'Mine newest works' }).dblclick();
    await page.waitForURL(/\/ontology\/possible-concepts\/\d+$/);
    page.off('request', onStart);
    expect(starts).toBe(1);
    await row(page, 'convnet').waitFor({ timeout: 60_000 });
    await page.getByText('newest 5 imported works, 5 documents', { exact: false }).waitFor();
    expect(await page.getByRole('columnheader', { name: 'Collection DF' }).count()).toBe(1);
    // Known literals are not proposed; every candidate is in two documents or more.
    const names = await rowNames(page);
    expect(names.some((n) => /neural network/i.test(n))).toBe(false);
    await snapshot(page, 'batch');
    await fitsPhone(page);

    // A row opens the concept form; 'Create concept' saves it and labels the row.
    await row(page, 'convnet').getByRole('cell').nth(2).click();
    const dialog = page.getByRole('dialog', { name: 'convnet' });
    // The concept form checks the literal on the corpus: "convnet" is in three articles.
    await dialog.getByRole('table', { name: 'Literals' }).getByRole('link', { name: 'DF 3' }).waitFor();
    await snapshot(page, 'modal');
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Convnet');
    await dialog.getByRole('button', { name: 'Create concept' }).click();
    await page.getByRole('alert').filter({ hasText: 'Created Convnet' }).waitFor();
    await row(page, 'convnet').getByText('created', { exact: true }).waitFor();
    // The keyboard reaches the same form: Tab from a row's checkbox to its name, then Enter (walk 7 D1).
    await row(page, 'small convnet').getByRole('checkbox').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'small convnet: open the concept form',
    );
    await page.keyboard.press('Enter');
    const keyboardDialog = page.getByRole('dialog', { name: 'small convnet' });
    await keyboardDialog.getByRole('button', { name: 'Close and continue' }).click();
    await keyboardDialog.waitFor({ state: 'detached' });

    // Hide, then show the hidden ones and unhide.
    await row(page, 'small convnet').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Hide', exact: true }).click();
    await row(page, 'small convnet').waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Show hidden ones (1)' }).click();
    await row(page, 'small convnet').getByText('hidden', { exact: true }).waitFor();
    await row(page, 'small convnet').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Unhide' }).click();
    await row(page, 'small convnet').getByText('hidden', { exact: true }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Hide hidden ones' }).click();

    // Merge: two selected candidates become one concept, and leave the list.
    await row(page, 'speech').getByRole('checkbox').check();
    await row(page, 'spectrograms').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Merge' }).click();
    const merge = page.getByRole('dialog');
    await merge.getByRole('button', { name: 'Create concept' }).click();
    await page.getByRole('alert').filter({ hasText: 'Merged into' }).waitFor();
    await row(page, 'spectrograms').waitFor({ state: 'detached' });
    // Merged ones are out of the queue, not hidden ones: not counted, not in the hidden view.
    await page.getByRole('link', { name: 'Show hidden ones (0)' }).click();
    await page.waitForURL(/showHidden=true/);
    await row(page, 'convnet').waitFor();
    // The hidden view cached before the merge may show for a moment while it is asked again.
    await expect.poll(() => row(page, 'spectrograms').count()).toBe(0);
    await expect.poll(() => row(page, 'speech').count()).toBe(0);
    await page.getByRole('link', { name: 'Hide hidden ones' }).click();

    // 'Report False' (superusers): the term is gone for good.
    await row(page, 'recognition').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Report False' }).click();
    await page.getByRole('alert').filter({ hasText: '1 term(s) reported false' }).waitFor();
    await row(page, 'recognition').waitFor({ state: 'detached' });

    // Bulk create: one at a time, with the counter and the progress bar.
    await row(page, 'small convnet').getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await page.getByLabel('Bulk create progress').getByText('1 / 1').waitFor();
    await row(page, 'small convnet').getByText('created', { exact: true }).waitFor();
    await snapshot(page, 'curated');
    await page.getByRole('link', { name: '← back to the list' }).click();
    await page.getByRole('table').getByRole('link', { name: 'newest 5 imported works' }).waitFor();
    expect(await page.getByRole('table').getByRole('link', { name: 'newest 5 imported works' }).count()).toBe(1);
    await fitsPhone(page);

    // An article's own candidates: term frequency, no collection DF.
    const search = await page.request.get(`/api/search?q=${encodeURIComponent(`"${SEGMENTATION}"`)}`);
    const { articles } = (await search.json()) as { articles: Array<{ id: number; title: string }> };
    const article = articles.find((a) => a.title === SEGMENTATION)!;
    await page.goto(`/article/${article.id}/`);
    await page.getByRole('link', { name: 'Possible concepts' }).click();
    await page.waitForURL(`**/article/${article.id}/possible-concepts`);
    await row(page, 'medical images').waitFor();
    expect(await page.getByRole('columnheader', { name: 'Collection DF' }).count()).toBe(0);
    await page.getByRole('columnheader', { name: 'TF' }).waitFor();
    await page.getByText(/terms no concept has yet, scored against \d+ articles\./).waitFor();
    await fitsPhone(page);
    await row(page, 'medical images').getByRole('cell').nth(2).click();
    await page.getByRole('dialog', { name: 'medical images' }).getByRole('button', { name: 'Create concept' }).click();
    await page.getByRole('alert').filter({ hasText: 'Created medical images' }).waitFor();
    await page.getByRole('link', { name: '← back to the article' }).click();
    await page.getByRole('heading', { name: SEGMENTATION, level: 1 }).waitFor();

    // Import from list: a wrong row refuses the list; a right one is imported by a task.
    await page.goto('/ontology/import');
    await page.getByRole('heading', { name: 'Enter list of concepts' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Literal separators' }).inputValue()).toBe('.,;()');
    expect(await page.getByRole('button', { name: 'Process' }).isDisabled()).toBe(true);
    const list = page.getByRole('textbox', { name: 'List of concepts' });
    expect(await list.getAttribute('placeholder')).toBe('food, drugs\nadministration');
    await list.fill('Spectral clustering, spectral partitioning\nNeural network');
    await page.getByRole('button', { name: 'Process' }).click();
    await page
      .getByText('Line 2 (Neural network): A concept named "Neural network" already exists.', { exact: false })
      .waitFor();
    expect(await page.getByRole('button', { name: /^Create all/ }).count()).toBe(0);
    await list.fill('Spectral clustering, spectral partitioning\nGraph cut (minimum cut)');
    await page.getByRole('button', { name: 'Process' }).click();
    await row(page, 'Graph cut').waitFor();
    await page.getByRole('button', { name: 'Create all 2 concepts' }).click();
    await page.getByText('2 created, 0 suggested', { exact: false }).waitFor({ timeout: 60_000 });
    // The links to the new concepts carry their name slugs (spec 02 section 2).
    const created = page.getByRole('alert').filter({ hasText: '2 created, 0 suggested' });
    expect(await created.getByRole('link', { name: 'Graph cut', exact: true }).getAttribute('href')).toMatch(
      /^\/ontology\/concept\/\d+-Graph-cut$/,
    );
    await snapshot(page, 'import');
    const concepts = await page.request.get('/api/ontology/concepts?query=Graph%20cut');
    const body = (await concepts.json()) as { concepts: Array<{ name: string }> };
    expect(body.concepts.map((c) => c.name)).toContain('Graph cut');
  });

  it('a moderator accepts a concept suggested as basic: asked first, it leaves the queue and reads as basic', async () => {
    const moderator = newAccount('basic');
    await createUser(server, moderator);
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    // The corpus statistics (the nightly task) suggest a concept in 10% of the articles as basic:
    // in five works, every concept found.
    await runCli(server, ['import', 'ambiguity']);
    const concept = 'Convolutional neural network';
    const { context, page } = await newVisitor(browser, server);
    try {
      await logIn(page, moderator);
      await page.goto('/ontology/curation?kind=basic');
      const queue = page.getByRole('table', { name: 'Curation queue' });
      const accept = queue.getByRole('button', { name: `Accept ${concept}`, exact: true });
      await accept.click();
      const confirm = page.getByRole('dialog', { name: `Make "${concept}" a basic concept?` });
      await confirm
        .getByText(`The concept "${concept}" will be basic: it is no longer used in article analysis`, {
          exact: false,
        })
        .waitFor();
      await confirm.getByText('1 article will be rescanned.', { exact: false }).waitFor();
      await snapshot(page, 'curation-basic');
      await confirm.getByRole('button', { name: 'Make basic' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Accepted: "${concept}" is a basic concept now; 1 article is being rescanned.` })
        .waitFor();
      await accept.waitFor({ state: 'detached' });
      // Decided for good: a reload does not bring the suggestion back.
      await page.reload();
      await queue.getByRole('columnheader', { name: 'Concept' }).waitFor();
      await queue
        .getByRole('button', { name: /^Accept / })
        .or(queue.getByText('Nothing to decide.'))
        .first()
        .waitFor();
      expect(await accept.count()).toBe(0);

      // The Concepts tab marks it basic, and its page says what that means.
      await page.goto('/ontology/concepts/');
      await page.getByRole('textbox', { name: 'Search concepts' }).fill(concept);
      await page.getByRole('textbox', { name: 'Search concepts' }).press('Enter');
      const listed = page
        .getByRole('table', { name: 'Concepts' })
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: concept, exact: true }) });
      await listed.getByText('basic', { exact: true }).waitFor();
      await listed.getByRole('link', { name: concept, exact: true }).click();
      await page.getByRole('heading', { name: concept, level: 1 }).waitFor();
      await page.getByText("This is a basic concept and it doesn't affect article analysis.").waitFor();
      expect(await page.getByRole('checkbox', { name: 'basic', exact: true }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
