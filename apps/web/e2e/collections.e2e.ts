/// <reference types="node" />
import { readFile } from 'node:fs/promises';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openUserMenu } from './actions';
import {
  createUser,
  launchBrowser,
  newAccount,
  newVisitor,
  screenshots,
  seedCorpus,
  startServer,
  type TestServer,
} from './harness';
import { THESAURUS, TITLES, WORKS } from './search-fixture';

/*
 * Labels as a user walks them: a superuser gives the right to manage labels on /superadmin/;
 * the user saves two search results to a new label, sees the chips, renames and recolours the
 * label on /collections/manage/, downloads its CSV and BibTeX and reads them, and removes an
 * article on the label's page.
 */

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

/** Screenshots for a person to look at, when E2E_SCREENSHOT_DIR is set. */
const snapshot = screenshots('collections');

/** A search result, found by its title. */
function result(page: Page, title: string): Locator {
  return page.getByRole('region', { name: 'Search results' }).getByRole('article', { name: title });
}

/** The label chips an article row shows. */
async function chipsOf(row: Locator): Promise<string[]> {
  return (await row.getByRole('group', { name: 'Labels' }).getByRole('link').allTextContents()).map((t) => t.trim());
}

/** Downloads what clicking `link` gives and returns its text. */
async function download(page: Page, link: Locator): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const path = await file.path();
  return { name: file.suggestedFilename(), text: await readFile(path, 'utf8') };
}

describe('labels and collections', () => {
  it('saves search results to a new label, manages it, exports it and removes an article', async () => {
    const root = newAccount('root');
    const reader = newAccount('labeller');
    await createUser(server, root, { superuser: true });
    await createUser(server, reader);

    // A superuser gives the right to manage labels.
    const admin = await newVisitor(browser, server);
    try {
      await logIn(admin.page, root, `/superadmin/?query=${encodeURIComponent(reader.email)}`);
      const toggle = admin.page.getByRole('switch', { name: `Manage labels: ${reader.email}` });
      expect(await toggle.isChecked()).toBe(false);
      await toggle.click();
      await expect.poll(() => toggle.isChecked()).toBe(true);
      await expect.poll(() => toggle.isDisabled()).toBe(false);
    } finally {
      await admin.context.close();
    }

    const { context, page } = await newVisitor(browser, server);
    try {
      await logIn(page, reader);
      const menu = await openUserMenu(page, reader.email);
      await menu.getByRole('menuitem', { name: 'Manage labels' }).waitFor();
      await page.keyboard.press('Escape');

      await page.goto(`/search/?q=${encodeURIComponent('"reinforcement learning"')}`);
      const walking = result(page, TITLES.walking);
      const grasping = result(page, TITLES.grasping);
      await walking.waitFor();

      // The first article goes to a label made on the spot.
      await walking.getByRole('button', { name: `Save to label: ${TITLES.walking}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Save to label' });
      await dialog.getByText('No labels yet.').waitFor();
      await dialog.getByRole('textbox', { name: 'New label' }).fill('Robot reading');
      await dialog.getByRole('button', { name: 'Create' }).click();
      await walking.getByRole('link', { name: 'Robot reading' }).waitFor();
      expect(await dialog.getByRole('checkbox', { name: 'Robot reading' }).isChecked()).toBe(true);
      // Escape closes it after a label was made here...
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });

      // The second one to the label that now exists.
      await grasping.getByRole('button', { name: `Save to label: ${TITLES.grasping}` }).click();
      await dialog.getByRole('checkbox', { name: 'Robot reading' }).check();
      await grasping.getByRole('link', { name: 'Robot reading' }).waitFor();
      // ...and after a label was ticked.
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect(await chipsOf(walking)).toEqual(['Robot reading']);
      expect(await chipsOf(grasping)).toEqual(['Robot reading']);
      expect(await chipsOf(result(page, TITLES.games))).toEqual([]);
      await snapshot(page, 'search-chips');

      // Manage labels: rename and recolour.
      const userMenu = await openUserMenu(page, reader.email);
      await userMenu.getByRole('menuitem', { name: 'Manage labels' }).click();
      await page.getByRole('heading', { name: 'Manage labels', level: 1 }).waitFor();
      const own = page.getByRole('table', { name: 'Your labels' });
      const row = own.getByRole('row').filter({ hasText: 'Robot reading' });
      expect((await row.innerText()).replace(/\s+/g, ' ')).toContain('Robot reading 2 Only me');

      await page.getByRole('button', { name: 'Edit Robot reading' }).click();
      const edit = page.getByRole('dialog', { name: 'Edit label: Robot reading' });
      await edit.getByRole('textbox', { name: 'Name' }).fill('Robots to cite');
      await edit.getByRole('textbox', { name: 'Colour' }).fill('#e64980');
      await edit.getByRole('button', { name: 'Save' }).click();
      await edit.waitFor({ state: 'hidden' });
      await own.getByRole('link', { name: 'Robots to cite', exact: true }).waitFor();
      const listed = await page.request.get('/api/collections');
      expect((await listed.json()).collections).toEqual([
        expect.objectContaining({ name: 'Robots to cite', color: '#e64980', articlesCount: 2 }),
      ]);
      await snapshot(page, 'manage');

      // A typed colour that is no hex colour is refused, not replaced by a palette colour. The
      // picker opens beside the field (the button stays clickable) and Escape closes it.
      const form = page.getByRole('form', { name: 'New label' });
      const colour = form.getByRole('textbox', { name: 'Colour' });
      await form.getByRole('textbox', { name: 'Name' }).fill('Grasping');
      await colour.click();
      const picker = page.getByRole('slider').first();
      await picker.waitFor();
      await colour.fill('red');
      await page.keyboard.press('Escape');
      await picker.waitFor({ state: 'hidden' });
      expect(await colour.evaluate((input) => input === document.activeElement)).toBe(true);
      await colour.click();
      await picker.waitFor();
      await form.getByRole('button', { name: 'Create label' }).click({ timeout: 2000 });
      await form.getByText('Colour must be a hex colour such as #228be6.').waitFor();
      expect(await colour.inputValue()).toBe('red');
      expect((await (await page.request.get('/api/collections')).json()).collections).toHaveLength(1);
      await colour.fill('#228be6');
      await form.getByRole('button', { name: 'Create label' }).click();
      await own.getByRole('link', { name: 'Grasping', exact: true }).waitFor();
      expect((await (await page.request.get('/api/collections')).json()).collections).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: 'Grasping', color: '#228be6', articlesCount: 0 })]),
      );

      // The exports, read back.
      const csv = await download(page, page.getByRole('link', { name: 'Export Robots to cite as CSV' }));
      expect(csv.name).toBe('robots-to-cite.csv');
      const rows: string[][] = parseCsv(csv.text);
      expect(rows[0]!.slice(0, 4)).toEqual(['Title', 'Authors', 'Year', 'Venue']);
      expect(
        rows
          .slice(1)
          .map((r) => r[0])
          .sort(),
      ).toEqual([TITLES.grasping, TITLES.walking].sort());
      const grasp = rows.find((r) => r[0] === TITLES.grasping)!;
      expect(grasp.slice(1, 4)).toEqual(['Wei Zhang; Anna Schmidt', '2021', 'Journal of Robot Learning']);
      const bib = await download(page, page.getByRole('link', { name: 'Export Robots to cite as BibTeX' }));
      expect(bib.name).toBe('robots-to-cite.bib');
      expect(bib.text.match(/^@article\{/gm)).toHaveLength(2);
      expect(bib.text).toContain('journal = {Journal of Robot Learning}');

      // The label's page: remove one article.
      await own.getByRole('link', { name: 'Robots to cite', exact: true }).click();
      await page.waitForURL(/\/collections\/\d+\/$/);
      await page.getByRole('heading', { name: 'Robots to cite', level: 1 }).waitFor();
      await page.getByText('2 articles').waitFor();
      await page.getByRole('button', { name: `Remove from label: ${TITLES.grasping}` }).click();
      await page.getByText('1 article', { exact: true }).waitFor();
      const articles = page.getByRole('region', { name: 'Articles of the label' }).getByRole('article');
      await expect.poll(() => articles.count()).toBe(1);
      expect(await articles.first().getByRole('button').first().textContent()).toBe(TITLES.walking);
      await snapshot(page, 'label-page');

      // Back on the results, only the remaining article wears the label.
      await page.goto(`/search/?q=${encodeURIComponent('"reinforcement learning"')}`);
      await walking.getByRole('link', { name: 'Robots to cite' }).waitFor();
      expect(await chipsOf(grasping)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
