/// <reference types="node" />
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_DATA_KEY } from '../../server/src/modules/corpus/app-state.repository';
import { SYNTHETIC_THESAURUS_CSV, syntheticWorkLines } from '../../server/src/test-support/synthetic-works';
import { logIn, navLink, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import {
  launchBrowser,
  newAccount,
  newVisitor,
  runCli,
  screenshots,
  seedCorpus,
  startServer,
  type TestServer,
  withServerDb,
} from './harness';

/*
 * Issue 11 walked as a user with the monitoring quota: from a concept popover to a new
 * monitoring, a second topic, the advanced tree and its messages, save, duplicate, delete,
 * the unsaved-changes question, and the daily digest of newly imported works as an .eml file,
 * whose unsubscribe link works without logging in.
 */

let server: TestServer;
let browser: Browser;
const owner = newAccount('monitor');

/** New works imported after the monitoring is saved: only the first matches "Topic 0" AND BOOST "Topic 1". */
const NEW_WORKS = [
  ['MON1', 'Protein folding meets graph theory', 'We study protein folding with graph theory and robust methods'],
  ['MON2', 'Protein folding at scale', 'We study protein folding with fast methods'],
  ['MON3', 'Robot grasping in clutter', 'We study robot grasping with deep methods'],
].map(([id, title, abstract]) => ({
  id: `https://openalex.org/${id}`,
  title,
  publication_year: 2026,
  primary_location: {
    source: { display_name: 'ICRA', type: 'conference' },
    landing_page_url: `https://example.org/${id}`,
  },
  abstract_inverted_index: Object.fromEntries(abstract!.split(' ').map((word, i) => [word, [i]])),
  authorships: [{ author_position: 'first', author: { display_name: 'Ada Monitor' }, raw_author_name: 'Ada Monitor' }],
}));

beforeAll(async () => {
  server = await startServer({
    beforeStart: (env) =>
      seedCorpus(env, {
        thesaurusCsv: SYNTHETIC_THESAURUS_CSV,
        works: syntheticWorkLines({ count: 120, seed: 5 }).map((line) => JSON.parse(line) as object),
      }),
  });
  await runCli(server, [
    'users',
    'create',
    '--email',
    owner.email,
    '--password',
    owner.password,
    '--quota',
    'monitoring:private',
  ]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Screenshots for a person to look at, when E2E_SCREENSHOT_DIR is set. */
const snapshot = screenshots('monitoring');

const topic = (page: Page, title: string): Locator => page.getByRole('region', { name: `Topic ${title}` });
const queryField = (page: Page): Locator => page.getByRole('textbox', { name: 'Query' });
const resultsCount = (page: Page): Locator => page.getByRole('status').filter({ hasText: /^\d[\d,]* articles?$/ });

async function outbox(): Promise<Array<{ file: string; raw: string }>> {
  const dir = join(server.env.SCISCOPE_RUNTIME_DIR!, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ file, raw: await readFile(join(dir, file), 'utf8') })));
}

describe('monitoring', () => {
  let monitoringId = 0;
  let page: Page;

  it('opens a monitoring from a concept popover, adds a topic and a tree, and saves it', async () => {
    ({ page } = await newVisitor(browser, server));
    await logIn(page, owner, '/search/?q=protein');
    const article = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    await article.getByRole('group', { name: 'Concepts' }).getByRole('button', { name: 'Protein folding' }).click();
    await page.getByRole('link', { name: 'Monitor this concept' }).click();
    await page.waitForURL(/\/monitoring\?conceptId=\d+&conceptName=Protein/);
    await page.getByRole('heading', { name: 'New monitoring' }).waitFor();
    await topic(page, 'Topic 0').getByRole('button', { name: 'Protein folding', exact: true }).waitFor();
    await resultsCount(page).waitFor();
    const alone = Number((await resultsCount(page).textContent())!.replace(/\D/g, ''));
    expect(alone).toBeGreaterThan(0);

    // A second topic, with a concept from the lookup. Its answer is held back 1.5 s: until it
    // comes, the list says it is looking, not 'No concept found' (a walk saw that on a slow answer).
    await page.getByRole('button', { name: 'Add topic' }).click();
    const second = topic(page, 'Topic 1');
    const lookups = '**/api/autocomplete/concepts?*';
    await page.route(lookups, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await second
      .getByRole('combobox', { name: 'Add a concept to Topic 1' })
      .pressSequentially('graph th', { delay: 40 });
    await page.getByText('Searching…', { exact: true }).waitFor();
    expect(await page.getByText('No concept found').count()).toBe(0);
    await page.getByRole('option', { name: 'Graph theory' }).click();
    await page.unroute(lookups);
    await second.getByRole('button', { name: 'Graph theory', exact: true }).waitFor();

    // Dragged with the keyboard to Topic 0 and back: Space, an arrow, Space.
    // The screen-reader announcements say where the concept is at each step.
    const live = page.getByRole('status').filter({ hasText: /^Graph theory / });
    const dragByKeys = async (from: Locator, key: 'ArrowLeft' | 'ArrowRight', fromTitle: string, to: string) => {
      await from.getByRole('button', { name: 'Drag Graph theory to another topic' }).focus();
      await page.keyboard.press('Space');
      await expect.poll(() => live.textContent()).toBe(`Graph theory is over ${fromTitle}.`);
      // dnd-kit's keyboard sensor listens for the arrow keys from a setTimeout(0) queued when the
      // drag starts, and Chromium may take a key press before a pending timer (input first): a
      // timer of the page queued now runs after that one, so the arrow key is heard.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await page.keyboard.press(key);
      await expect.poll(() => live.textContent()).toBe(`Graph theory is over ${to}.`);
      await page.keyboard.press('Space');
      await expect.poll(() => live.textContent()).toBe(`Graph theory moved to ${to}.`);
    };
    await dragByKeys(second, 'ArrowLeft', 'Topic 1', 'Topic 0');
    await topic(page, 'Topic 0').getByRole('button', { name: 'Graph theory', exact: true }).waitFor();
    expect(await second.getByRole('button', { name: 'Graph theory', exact: true }).count()).toBe(0);
    await dragByKeys(topic(page, 'Topic 0'), 'ArrowRight', 'Topic 0', 'Topic 1');
    await second.getByRole('button', { name: 'Graph theory', exact: true }).waitFor();
    expect(await topic(page, 'Topic 0').getByRole('button', { name: 'Graph theory', exact: true }).count()).toBe(0);

    // The advanced tree: the text form of the flat OR, live messages, then a valid tree.
    await page.getByRole('switch', { name: 'Advanced tree query' }).check();
    await expect.poll(() => queryField(page).inputValue()).toBe('"Topic 0" OR "Topic 1"');
    await queryField(page).fill('"Topic 0" AND OR "Topic 1"');
    await page
      .getByRole('alert', { name: 'Query problems' })
      .getByText('AND and OR should not go immediately one after another.')
      .waitFor();
    await queryField(page).fill('NOT "Topic 0"');
    await page
      .getByRole('alert', { name: 'Query problems' })
      .getByText(
        'Having unary (NOT, BOOST, NEGATE) at query root is incorrect and is likely to lead to unexpected results.',
      )
      .waitFor();
    await queryField(page).fill('"Topic 0" AND BOOST "Topic 1"');
    await page.getByRole('alert', { name: 'Query problems' }).waitFor({ state: 'detached' });
    await page.getByRole('group', { name: 'Query tree' }).getByText('Topic 1').waitFor();
    // Renaming a topic rewrites the text form: quotes only for names with spaces.
    const title = page.getByRole('textbox', { name: 'Title of topic 1' });
    await title.fill('Graphs');
    await expect.poll(() => queryField(page).inputValue()).toBe('"Topic 0" AND BOOST Graphs');
    await title.fill('topic 0');
    await page.getByText('Topic "topic 0" already exists.').waitFor();
    await title.fill('Topic 1');
    await expect.poll(() => queryField(page).inputValue()).toBe('"Topic 0" AND BOOST "Topic 1"');
    // Both topics now: fewer results, each saying what it matched.
    await expect
      .poll(async () => Number((await resultsCount(page).textContent())!.replace(/\D/g, '')))
      .toBeLessThan(alone);
    await page
      .getByRole('region', { name: 'Monitoring results' })
      .getByLabel('Matched topics')
      .first()
      .getByText('Topic 1')
      .waitFor();
    await snapshot(page, 'editor');

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save monitoring' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill('Protein graphs');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/monitoring\/\d+$/);
    monitoringId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { name: 'Protein graphs' }).waitFor();
    await page.getByRole('button', { name: 'Rename' }).waitFor();
    await expect.poll(() => queryField(page).inputValue()).toBe('"Topic 0" AND BOOST "Topic 1"');
  });

  it('asks before leaving unsaved changes, saves them with Saving then Done!, duplicates and deletes', async () => {
    await topic(page, 'Topic 1').getByRole('switch', { name: 'Required: topic 1', exact: true }).check();
    await navLink(page, 'Monitoring').click();
    const question = page.getByRole('dialog', { name: 'Unsaved changes' });
    await question
      .getByText(
        'You have unsaved changes in this monitoring. If you leave the page now, these changes will be lost. Continue?',
      )
      .waitFor();
    await question.getByRole('button', { name: 'Stay' }).click();
    expect(new URL(page.url()).pathname).toBe(`/monitoring/${monitoringId}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Done!' }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();

    // Duplicate: a new, unsaved monitoring with the same topics and tree.
    await page.getByRole('button', { name: 'Duplicate', exact: true }).click();
    await page.waitForURL(/\/monitoring$/);
    await page.getByRole('heading', { name: 'New monitoring' }).waitFor();
    await topic(page, 'Topic 1').getByRole('button', { name: 'Graph theory', exact: true }).waitFor();
    await expect.poll(() => queryField(page).inputValue()).toBe('"Topic 0" AND BOOST "Topic 1"');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Save monitoring' });
    await expect.poll(() => dialog.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Protein graphs copy');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(
      (url) => /^\/monitoring\/\d+$/.test(url.pathname) && url.pathname !== `/monitoring/${monitoringId}`,
    );
    await page.getByRole('heading', { name: 'Protein graphs copy' }).waitFor();
    const copyPath = `/api/monitoring/${new URL(page.url()).pathname.split('/').pop()}`;

    // Delete asks in an alert dialog, then goes to the list; the deleted monitoring is not asked
    // for again (that would be a 404 in the console).
    const afterDelete: string[] = [];
    let deleted = false;
    const record = (request: Request) => {
      if (request.method() === 'DELETE' && new URL(request.url()).pathname === copyPath) deleted = true;
      else if (deleted && new URL(request.url()).pathname === copyPath) afterDelete.push(request.method());
    };
    page.on('request', record);
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const alert = page.getByRole('dialog', { name: 'Delete monitoring' });
    await alert.getByRole('button', { name: 'Delete' }).click();
    await page.waitForURL('**/saved-monitorings');
    const table = page.getByRole('table', { name: 'Saved monitorings' });
    await table.getByRole('link', { name: 'Protein graphs', exact: true }).waitFor();
    expect(await table.getByRole('link', { name: 'Protein graphs copy' }).count()).toBe(0);
    // Whatever a late refetch would send has had time to leave.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    page.off('request', record);
    expect(deleted).toBe(true);
    expect(afterDelete).toEqual([]);
    await snapshot(page, 'list');

    // On a phone's width the list does not scroll sideways: the table scrolls in its own box.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await table.getByRole('link', { name: 'Protein graphs', exact: true }).waitFor();
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('lets a guest build a query and see results but not save, and tells a user without the plan', async () => {
    const { context, page: guest } = await newVisitor(browser, server);
    await guest.goto('/search/?q=protein');
    const article = guest.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    await article.getByRole('group', { name: 'Concepts' }).getByRole('button', { name: 'Protein folding' }).click();
    await guest.getByRole('link', { name: 'Monitor this concept' }).click();
    await guest.getByRole('heading', { name: 'New monitoring' }).waitFor();
    await resultsCount(guest).waitFor();
    await guest.getByText('Guests can build a query and see its results.').waitFor();
    expect(await guest.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await context.close();

    const plain = newAccount('no-plan');
    await runCli(server, ['users', 'create', '--email', plain.email, '--password', plain.password]);
    const { context: userContext, page: user } = await newVisitor(browser, server);
    await logIn(user, plain, '/saved-monitorings');
    await user.getByText('A plan with monitoring is required.').waitFor();
    // Not a dead end: the next step is the product's plan request.
    await user.getByText('Request a plan').waitFor();
    await user.goto('/monitoring');
    await user.getByText('A plan with monitoring is required.').waitFor();
    await user.getByText('Request a plan').waitFor();
    await userContext.close();
  });

  it('e-mails a digest of the newly imported works that match, once, with a link that unsubscribes', async () => {
    const file = join(server.env.SCISCOPE_RUNTIME_DIR!, 'new-works.jsonl');
    await writeFile(file, `${NEW_WORKS.map((work) => JSON.stringify(work)).join('\n')}\n`);
    await runCli(server, ['import', 'works', file]);
    const { stdout } = await runCli(server, ['monitoring', 'digest']);
    expect(stdout).toMatch(/^1 digest sent \(1 articles\) for 1 monitorings/m);

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    const raw = mails[0]!.raw;
    const text = raw.replace(/=\r\n/g, '');
    expect(raw).toMatch(new RegExp(`^To: ${owner.email.replace(/[.+]/g, '\\$&')}\\r$`, 'm'));
    expect(text).toContain('Protein folding meets graph theory');
    expect(text).not.toContain('Protein folding at scale');
    expect(text).not.toContain('Robot grasping in clutter');
    expect(text).toContain(`/monitoring/${monitoringId}`);
    expect((await runCli(server, ['monitoring', 'digest'])).stdout).toMatch(/^0 digests sent/m);
    expect(await outbox()).toHaveLength(1);

    // The List-Unsubscribe header's link, opened without a session.
    const header = raw.replace(/\r\n[ \t]+/g, ' ');
    const token = /^List-Unsubscribe: <[^>]*unsubscribe\?token=([\w.-]+)>/m.exec(header)?.[1];
    expect(token).toBeTruthy();
    const { context: guest, page: stranger } = await newVisitor(browser, server);
    await stranger.goto(`/monitoring-digest/unsubscribe?token=${token}`);
    await stranger.getByText('Stop the daily e-mail of new articles for the monitoring “Protein graphs”?').waitFor();
    await stranger.getByRole('button', { name: 'Stop these e-mails' }).click();
    await stranger
      .getByRole('status')
      .getByText('You will get no more e-mails for the monitoring “Protein graphs”')
      .waitFor();
    await guest.close();

    // The owner turns them back on from the monitoring's page.
    await page.goto(`/monitoring/${monitoringId}`);
    const digest = page.getByRole('switch', { name: 'E-mail me the new matching articles every day' });
    await expect.poll(() => digest.isChecked()).toBe(false);
    await digest.click();
    await expect.poll(() => digest.isChecked()).toBe(true);
    await page.reload();
    await expect.poll(() => digest.isChecked()).toBe(true);
  });

  it("says which results of an 'Added …' window came with the corpus loaded at the site's first start", async () => {
    // The site's first start loaded the seeded corpus (what `npm start` does with the datasets):
    // it completed after the last seeded article; the digest walk's three works came later.
    markFirstStartLoadAfterSeeds();
    const { context, page: guest } = await newVisitor(browser, server);
    await guest.goto('/search/?q=protein');
    const article = guest.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    await article.getByRole('group', { name: 'Concepts' }).getByRole('button', { name: 'Protein folding' }).click();
    await guest.getByRole('link', { name: 'Monitor this concept' }).click();
    await resultsCount(guest).waitFor();
    // A new monitoring's date is 'Added this month': on a new site nearly all of it came with the load.
    const note = guest.getByText(/came with the corpus loaded on/);
    await note.waitFor();
    const text = (await note.textContent()) ?? '';
    const [, fromLoad, total] =
      /^(\d+) of these (\d+) articles came with the corpus loaded on (\d{4}-\d{2}-\d{2}), when this site started, so they count as added\. To follow recent publications, choose 'Published in the last year' or a range in Date\.$/.exec(
        text,
      ) ?? ['', 'no match', text];
    // Both protein-folding works of the digest walk were added after the load; the rest came with it.
    expect(Number(total) - Number(fromLoad)).toBe(2);
    expect(await resultsCount(guest).textContent()).toBe(`${total} articles`);

    // By publication date the load does not matter: no note.
    const date = guest.getByRole('region', { name: 'Date' });
    await date.getByRole('combobox', { name: 'Date' }).click();
    await guest.getByRole('option', { name: 'All time' }).click();
    await date.getByRole('button', { name: 'Apply' }).click();
    await note.waitFor({ state: 'detached' });
    await resultsCount(guest).waitFor();
    await context.close();
  });
});

/**
 * Records the first-start load of the default data (the app_state key the loader sets when it
 * completes) in the server's own SQLite file, one second after the last seeded article came in.
 */
function markFirstStartLoadAfterSeeds(): void {
  withServerDb(server, (db) => {
    const { last } = db
      .prepare('SELECT max(created_at) AS last FROM articles WHERE title NOT IN (?, ?, ?)')
      .get(...NEW_WORKS.map((work) => work.title)) as { last: string };
    const loadedAt = new Date(Date.parse(last) + 1000).toISOString();
    db.prepare(
      'INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(DEFAULT_DATA_KEY, loadedAt);
  });
}
