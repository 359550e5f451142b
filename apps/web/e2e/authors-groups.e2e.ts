/// <reference types="node" />
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, navLink, openUserMenu, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
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
import { THESAURUS, WORKS } from './search-fixture';

/*
 * Authors groups and saved searches as a user walks them: create a group, add an author found
 * by name (told apart from a namesake) and two by a pasted list (an ORCID and an author id),
 * remove one; the page fits a phone's width; save a search and reopen it from the saved
 * searches page.
 */

const ANNA_ORCID = '0000-0002-1825-0097';

/** The search page's works, with Anna Schmidt's ORCID on her authorships. */
const WORKS_WITH_ORCID = WORKS.map((work) => ({
  ...work,
  authorships: work.authorships.map((authorship) =>
    authorship.author.display_name === 'Anna Schmidt'
      ? { ...authorship, author: { ...authorship.author, orcid: `https://orcid.org/${ANNA_ORCID}` } }
      : authorship,
  ),
}));

/** Another Ada Lovelace (a corpus author of her own), at an institution: the name search must tell them apart. */
const NAMESAKE_WORK = {
  ...WORKS[0]!,
  id: 'https://openalex.org/W900',
  title: 'Notes on the analytical engine',
  publication_year: 2012,
  doi: 'https://doi.org/10.5555/w900',
  cited_by_count: 3,
  abstract_inverted_index: { Notes: [0], on: [1], the: [2], analytical: [3], engine: [4] },
  authorships: [
    {
      author_position: 'first',
      author: { display_name: 'Ada Lovelace', id: 'https://openalex.org/A900' },
      raw_author_name: 'Ada Lovelace',
      institutions: [{ display_name: 'Analytical Engine Society', country_code: 'GB' }],
      countries: ['GB'],
      raw_affiliation_strings: [],
    },
  ],
};

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({
    beforeStart: (env) => seedCorpus(env, { thesaurusCsv: THESAURUS, works: [...WORKS_WITH_ORCID, NAMESAKE_WORK] }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Screenshots for a person to look at, when E2E_SCREENSHOT_DIR is set. */
const snapshot = screenshots('authors-groups');

/** The author names in the members table, in its order. */
async function memberNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: 'Members' });
  await table.waitFor();
  return table.locator('tbody tr td:first-child a').allTextContents();
}

/** The corpus id of an author, as the author search gives it. */
async function authorIdOf(page: Page, name: string): Promise<number> {
  const response = await page.request.get(
    `/api/autocomplete/search-input?type=authors&query=${encodeURIComponent(name)}`,
  );
  const { results } = (await response.json()) as { results: Array<{ id: number; value: string }> };
  const found = results.find((result) => result.value === name);
  if (!found) throw new Error(`no author ${name} in the corpus`);
  return found.id;
}

describe('authors groups and saved searches', () => {
  it('creates a group, adds an author by search and two by pasted ids, and removes one', async () => {
    const account = newAccount('groups');
    await createUser(server, account);
    await grantQuotaByCli(server, account.email, 'authors_group');
    const { context, page } = await newVisitor(browser, server);
    try {
      await logIn(page, account);
      await navLink(page, 'Authors groups').click();
      await page.getByRole('heading', { name: 'Authors groups', level: 1 }).waitFor();
      expect(await page.getByRole('table', { name: 'Authors groups' }).textContent()).toContain(
        'No authors groups yet.',
      );

      // A plan without private groups, and no organization to share one with: the form says so and
      // does not offer to create a group the server would refuse (testers: it offered "Nobody (private)").
      const form = page.getByRole('form', { name: 'Create a group' });
      await form
        .getByText('Your plan does not allow private groups, and you belong to no organization', { exact: false })
        .waitFor();
      expect(await form.getByRole('button', { name: 'Create group' }).isDisabled()).toBe(true);
      expect(await form.getByRole('combobox', { name: 'Shared with' }).count()).toBe(0);
      await grantQuotaByCli(server, account.email, 'authors_group:private');
      await page.reload();

      await form.getByRole('textbox', { name: 'Name', exact: true }).waitFor();
      expect(await form.getByText('At most 200 characters.').count()).toBe(1);
      expect(await form.getByRole('textbox', { name: 'Name', exact: true }).getAttribute('maxlength')).toBe('200');
      await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Robot learning reviewers');
      await form.getByRole('textbox', { name: 'Label', exact: true }).fill('RL');
      await form.getByRole('button', { name: 'Create group' }).click();
      await page.waitForURL(/\/authors-groups\/\d+$/);
      await page.getByRole('heading', { name: 'Robot learning reviewers', level: 1 }).waitFor();

      // Two Ada Lovelaces: each hit says its articles, active years and latest affiliation.
      await page.getByRole('textbox', { name: 'Find authors by name' }).fill('Lovelace');
      const found = page.getByRole('table', { name: 'Authors found' }).locator('tbody tr td:first-child');
      await expect
        .poll(async () => (await found.allInnerTexts()).map((text) => text.replace(/\s+/g, ' ').trim()))
        .toEqual(['Ada Lovelace 3 articles · 2017–2023', 'Ada Lovelace 1 article · 2012 · Analytical Engine Society']);
      await page.getByRole('button', { name: 'Add Ada Lovelace (3 articles · 2017–2023)', exact: true }).click();
      await page.getByRole('status').filter({ hasText: '1 author added.' }).waitFor();
      expect(await memberNames(page)).toEqual(['Ada Lovelace']);
      // The search now shows her as a member instead of offering her again; her namesake is still offered.
      const inGroup = page.getByRole('button', {
        name: 'Ada Lovelace (3 articles · 2017–2023): In this group',
        exact: true,
      });
      await expect.poll(() => inGroup.isDisabled()).toBe(true);
      await page
        .getByRole('button', { name: 'Add Ada Lovelace (1 article · 2012 · Analytical Engine Society)', exact: true })
        .waitFor();

      const weiId = await authorIdOf(page, 'Wei Zhang');
      await page
        .getByRole('textbox', { name: 'Paste ORCIDs or author ids' })
        .fill(`https://orcid.org/${ANNA_ORCID}\n${weiId}\nnot-an-id`);
      await page.getByRole('button', { name: 'Add from list' }).click();
      await page.getByRole('status').filter({ hasText: '2 authors added.' }).waitFor();
      const results = page.getByRole('table', { name: 'Results of the last addition' });
      const rows = await results.locator('tbody tr').evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('td')]
            .map((td) => td.textContent?.trim() ?? '')
            .join(' ')
            .trim(),
        ),
      );
      expect(rows).toEqual([
        `https://orcid.org/${ANNA_ORCID} Added Anna Schmidt`,
        `${weiId} Added Wei Zhang`,
        'not-an-id Not an ORCID or author id',
      ]);
      await page.getByRole('heading', { name: 'Members (3)' }).waitFor();
      expect(await memberNames(page)).toEqual(['Ada Lovelace', 'Anna Schmidt', 'Wei Zhang']);

      await snapshot(page, 'group');

      // How Ada was found, and the authors of her name to match the entry to instead.
      await page.getByRole('link', { name: 'Edit match of Ada Lovelace' }).click();
      await page.getByRole('heading', { name: 'Edit found author: Ada Lovelace', level: 1 }).waitFor();
      const matches = page.getByRole('radio', { name: /^Match to Ada Lovelace/ });
      expect(await matches.count()).toBe(2);
      expect([await matches.nth(0).isChecked(), await matches.nth(1).isChecked()]).toEqual([true, false]);
      expect(await page.getByRole('button', { name: 'Save match' }).isDisabled()).toBe(true);
      await snapshot(page, 'edit-found-author');
      await page.getByRole('link', { name: 'Cancel' }).click();
      await page.getByRole('heading', { name: 'Members (3)' }).waitFor();

      await page.getByRole('button', { name: 'Remove Wei Zhang' }).click();
      await page.getByRole('heading', { name: 'Members (2)' }).waitFor();
      expect(await memberNames(page)).toEqual(['Ada Lovelace', 'Anna Schmidt']);

      // On a phone's width the page does not scroll sideways: the members table scrolls in its own box.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.getByRole('button', { name: 'Remove Anna Schmidt' }).waitFor();
      await page.setViewportSize({ width: 1280, height: 800 });

      await page.goto('/authors-groups/');
      await page.getByRole('link', { name: 'Robot learning reviewers' }).waitFor();
      const listed = await page.getByRole('table', { name: 'Authors groups' }).locator('tbody tr').allInnerTexts();
      expect(listed.map((row) => row.replace(/\s+/g, ' ').trim())).toEqual([
        expect.stringMatching(/^Robot learning reviewers RL Nobody 2 /),
      ]);
      // On a phone the groups table scrolls in its own box: the page keeps the window's width.
      await page.setViewportSize(PHONE_VIEWPORT);
      await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });

      // Deleting the group asks first, naming it; Cancel keeps it and gives the focus back.
      await page.getByRole('link', { name: 'Robot learning reviewers' }).click();
      await page.getByRole('heading', { name: 'Robot learning reviewers', level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Delete group' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this group?' });
      await confirm
        .getByText('Robot learning reviewers and its 2 members will be deleted.', { exact: false })
        .waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'hidden' });
      await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Delete group');
      await page.getByRole('button', { name: 'Delete group' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.waitForURL(/\/authors-groups\/$/);
      await expect
        .poll(() => page.getByRole('table', { name: 'Authors groups' }).textContent())
        .toContain('No authors groups yet.');
    } finally {
      await context.close();
    }
  });

  it('saves a search under a name and reopens it from the saved searches page', async () => {
    const account = newAccount('saver');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    try {
      await logIn(page, account);
      await page.goto('/search/?q=robots&sort=citations');
      await page.getByRole('region', { name: 'Search results' }).waitFor();
      // By keyboard: Enter opens the dialog, Escape closes it and focus is back on the button.
      const saveButton = page.getByRole('button', { name: 'Save search' });
      await saveButton.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Save this search' });
      await dialog.getByRole('textbox', { name: 'Name' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await expect.poll(() => saveButton.evaluate((button) => button === document.activeElement)).toBe(true);
      await saveButton.click();
      await dialog.getByRole('textbox', { name: 'Name' }).fill('Robots, most cited');
      await dialog.getByRole('textbox', { name: 'Name' }).press('Enter');
      await page.getByRole('status').filter({ hasText: 'Saved as Robots, most cited.' }).waitFor();

      await page.goto('/search/?q=games');
      const menu = await openUserMenu(page, account.email);
      await menu.getByRole('menuitem', { name: 'Saved searches' }).click();
      await page.getByRole('heading', { name: 'Saved searches', level: 1 }).waitFor();
      await page.getByRole('link', { name: 'Robots, most cited' }).waitFor();
      await snapshot(page, 'saved-searches');
      const table = page.getByRole('table', { name: 'Saved searches' });
      // On a phone the table scrolls in its own box: the page keeps the window's width.
      await page.setViewportSize(PHONE_VIEWPORT);
      await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
      await table.getByRole('button', { name: 'Delete Robots, most cited' }).scrollIntoViewIfNeeded();
      expect(await table.getByRole('button', { name: 'Delete Robots, most cited' }).isVisible()).toBe(true);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await table.getByRole('link', { name: 'Find referees' }).getAttribute('href')).toMatch(
        /^\/referees-beam\/saved-search\/\d+$/,
      );
      await table.getByRole('link', { name: 'Robots, most cited' }).click();
      await page.waitForURL('**/search/?q=robots&sort=citations');
      expect(await page.getByRole('combobox', { name: 'Search query' }).inputValue()).toBe('robots');
      await page.getByRole('region', { name: 'Search results' }).waitFor();

      // Deleting asks first, naming the saved search; Cancel keeps it.
      await page.goto('/saved-searches/');
      await table.getByRole('button', { name: 'Delete Robots, most cited' }).click();
      const confirm = page.getByRole('dialog', { name: 'Delete this saved search?' });
      await confirm.getByText('Robots, most cited (the search “robots”) will be deleted.', { exact: false }).waitFor();
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await confirm.waitFor({ state: 'detached' });
      await table.getByRole('link', { name: 'Robots, most cited' }).waitFor();
      await table.getByRole('button', { name: 'Delete Robots, most cited' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await table.getByText('No saved searches yet.').waitFor();
    } finally {
      await context.close();
    }
  });
});
