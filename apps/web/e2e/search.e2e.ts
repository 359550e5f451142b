/// <reference types="node" />
import { AUTOCOMPLETE_MAX_QUERY_LENGTH, SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX_LENGTH } from '@sciscope/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, screenshots, seedCorpus, startServer, type TestServer } from './harness';
import { THESAURUS, TITLES, WALKING_ABSTRACT, WORKS } from './search-fixture';

/*
 * The search page as a guest uses it: phrases and field prefixes, the `#` concept lookup with
 * badges, the article popover, the way to an author's page, malformed queries, and the daily cap.
 */

const GUEST_SEARCH_LIMIT = 3;
const SEARCH_PLACEHOLDER = 'Search for articles by title or ids (DOI, PMC5502336, arXiv:1511.04078)';

/** Two works by one name spelt two ways (testers: `author:Schoelkopf` found 12 articles, `author:Schölkopf` 146). */
const SPELLINGS = {
  umlaut: { title: 'Kernel mean embeddings of distributions', author: 'Bernhard Schölkopf', id: 'W900' },
  written: { title: 'Kernel two-sample tests', author: 'Bernhard Schoelkopf', id: 'W901' },
};
const SPELLING_WORKS = Object.values(SPELLINGS).map(({ title, author, id }) => ({
  ...WORKS[0]!,
  id: `https://openalex.org/${id}`,
  title,
  doi: `https://doi.org/10.5555/${id.toLowerCase()}`,
  abstract_inverted_index: { Kernels: [0], compare: [1], distributions: [2] },
  authorships: [
    {
      author_position: 'first',
      author: { display_name: author },
      raw_author_name: author,
      institutions: [],
      countries: [],
      raw_affiliation_strings: [],
    },
  ],
}));

let server: TestServer;
let browser: Browser;
let guestCounter = 0;

beforeAll(async () => {
  server = await startServer({
    env: { SCISCOPE_GUEST_SEARCH_LIMIT: String(GUEST_SEARCH_LIMIT) },
    beforeStart: (env) => seedCorpus(env, { thesaurusCsv: THESAURUS, works: [...WORKS, ...SPELLING_WORKS] }),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A guest in a fresh browser. The server counts a guest's searches by address and browser
 * (User-Agent), so each guest gets a browser of its own and its own daily allowance.
 */
async function newGuest(): Promise<{ page: Page; close: () => Promise<void> }> {
  guestCounter += 1;
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    userAgent: `sciscope-e2e-search-guest-${Date.now()}-${guestCounter}`,
  });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  return { page, close: () => context.close() };
}

/** Screenshots for a person to look at, when E2E_SCREENSHOT_DIR is set. */
const snapshot = screenshots('search');

function searchField(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Search query' });
}

function results(page: Page): Locator {
  return page.getByRole('region', { name: 'Search results' });
}

/** The titles of the results: each article's first button is its title (it opens the popover). */
async function resultTitles(page: Page): Promise<string[]> {
  await results(page).waitFor();
  const titles = await results(page)
    .getByRole('article')
    .evaluateAll((articles) => articles.map((article) => article.querySelector('button')?.textContent?.trim() ?? ''));
  return titles.sort();
}

describe('the search page', () => {
  it('finds articles by a phrase and a field prefix, with the count and the URL as state', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/');
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    expect(await searchField(page).getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);

    await searchField(page).fill('"reinforcement learning" title:robots');
    await searchField(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === '"reinforcement learning" title:robots');
    await page.getByRole('status').filter({ hasText: '2 articles' }).waitFor();
    expect(await resultTitles(page)).toEqual([TITLES.grasping, TITLES.walking].sort());
    // Each title is a heading under the page's h1, so a screen reader jumps from result to result.
    const headings = await results(page).getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.map((heading) => heading.trim()).sort()).toEqual([TITLES.grasping, TITLES.walking].sort());
    await snapshot(page, 'phrase');

    await page.getByRole('button', { name: 'Query syntax' }).click();
    await page.getByText('c:123', { exact: true }).waitFor();

    // Most cited first: the grasping paper (120) before the walking one (40).
    await page.getByText('Citations', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'citations');
    await expect.poll(() => results(page).getByRole('article').first().textContent()).toContain(TITLES.grasping);
    await close();
  });

  it('finds the articles of a name written with an umlaut by author: in either spelling', async () => {
    const { page, close } = await newGuest();
    const both = [SPELLINGS.umlaut.title, SPELLINGS.written.title].sort();
    for (const q of ['author:Schoelkopf', 'author:"Bernhard Schölkopf"']) {
      await page.goto(`/search/?q=${encodeURIComponent(q)}`);
      await page.getByRole('status').filter({ hasText: '2 articles' }).waitFor();
      expect(await resultTitles(page), q).toEqual(both);
    }
    await close();
  });

  it('turns a #lookup into a concept badge that filters the results and survives a reload', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/');
    await searchField(page).pressSequentially('#neu', { delay: 40 });
    const option = page.getByRole('option', { name: /Neural network/ });
    await option.waitFor();
    await snapshot(page, 'concept-lookup');
    await option.click();

    const form = page.getByRole('search', { name: 'Articles' });
    await form.getByText('Neural network', { exact: true }).waitFor();
    expect(await searchField(page).inputValue()).toBe('');
    await searchField(page).press('Enter');
    await page.waitForURL((url) => /^c:\d+$/.test(url.searchParams.get('q') ?? ''));
    expect(await resultTitles(page)).toEqual(
      [TITLES.controllers, TITLES.images, TITLES.pruning, TITLES.walking].sort(),
    );
    await snapshot(page, 'concept-results');

    // Words typed after the badge with an AND narrow it: the AND is the badges' own join, and the
    // badge stays in front, where the user put it.
    await searchField(page).fill('AND walking');
    await searchField(page).press('Enter');
    await page.waitForURL((url) => /^c:\d+ walking$/.test(url.searchParams.get('q') ?? ''));
    await expect.poll(() => resultTitles(page)).toEqual([TITLES.walking]);
    await searchField(page).fill('');
    await searchField(page).press('Enter');
    await page.waitForURL((url) => /^c:\d+$/.test(url.searchParams.get('q') ?? ''));

    // A shared link shows the badge with the concept's name, and removing it removes the term.
    await page.reload();
    await form.getByText('Neural network', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Remove concept Neural network' }).click();
    await searchField(page).fill('soccer');
    await searchField(page).press('Enter');
    await page.waitForURL((url) => url.searchParams.get('q') === 'soccer');
    await close();
  });

  it('keeps a #picked concept where it was typed in the query: before the words typed after it, after the words before it', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/');
    const form = page.getByRole('search', { name: 'Articles' });
    await searchField(page).pressSequentially('#reinforcem', { delay: 40 });
    await page.getByRole('option', { name: /Reinforcement learning/ }).click();
    await form.getByText('Reinforcement learning', { exact: true }).waitFor();
    await searchField(page).pressSequentially(' walking', { delay: 20 });
    await searchField(page).press('Enter');
    await page.waitForURL((url) => /^c:\d+ walking$/.test(url.searchParams.get('q') ?? ''));
    await expect.poll(() => resultTitles(page)).toEqual([TITLES.walking]);
    // Read back from the URL, the badge is in front of the words again.
    expect(await searchField(page).inputValue()).toBe('walking');

    await page.goto('/search/');
    await searchField(page).pressSequentially('walking #reinforcem', { delay: 40 });
    await page.getByRole('option', { name: /Reinforcement learning/ }).click();
    await form.getByText('Reinforcement learning', { exact: true }).waitFor();
    await searchField(page).press('Enter');
    await page.waitForURL((url) => /^walking c:\d+$/.test(url.searchParams.get('q') ?? ''));
    await close();
  });

  it('lets a keyboard user open an article page and a concept page from the popovers of a result', async () => {
    const { page, close } = await newGuest();
    await page.goto(`/search/?q=${encodeURIComponent('walking robots')}`);
    const item = results(page).getByRole('article').filter({ hasText: TITLES.walking });
    const title = item.getByRole('button', { name: TITLES.walking });
    const focusedText = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    const focusInDialog = () => page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null);
    /** Tabs (at most 20 times) until the focused element reads `text`. */
    async function tabTo(text: string) {
      for (let presses = 0; presses < 20 && (await focusedText()) !== text; presses += 1) {
        await page.keyboard.press('Tab');
      }
      expect(await focusedText()).toBe(text);
      expect(await focusInDialog()).toBe(true);
    }

    // Enter on the title opens its popover and takes the focus in; Escape gives it back.
    await title.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: TITLES.walking });
    await popover.getByLabel('Abstract').waitFor();
    await expect.poll(focusInDialog).toBe(true);
    await page.keyboard.press('Escape');
    await popover.waitFor({ state: 'hidden' });
    await expect.poll(() => title.evaluate((button) => button === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    // The popover refetches its article when it opens again: tabbing starts once that settled, as
    // a focus trap mounted again would put the focus back on its first link (an author's).
    await popover.getByLabel('Abstract').waitFor();
    await page.waitForLoadState('networkidle');
    await tabTo('Open the article page');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/article\/\d+/);
    await page.getByRole('heading', { name: TITLES.walking, level: 1 }).waitFor();

    // A concept badge's popover the same way: 'Go to concept page'.
    await page.goBack();
    const badge = item.getByRole('group', { name: 'Concepts' }).getByRole('button').first();
    const concept = (await badge.textContent())!.trim();
    await badge.focus();
    await page.keyboard.press('Enter');
    await page.waitForLoadState('networkidle');
    await tabTo('Go to concept page');
    await snapshot(page, 'keyboard-concept-popover');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/ontology\/concept\/\d+/);
    await page.getByRole('heading', { name: concept, level: 1 }).waitFor();
    await close();
  });

  it("shows in a result's concept popover which literal made the concept count and why", async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/?q=convolutional');
    const article = results(page).getByRole('article').filter({ hasText: TITLES.images });
    await article.getByRole('group', { name: 'Concepts' }).getByRole('button', { name: 'Neural network' }).click();
    // The title's "neural net" (a synonym) is the first occurrence that counted: quoted as the
    // title writes it, not as the ontology's "Neural net".
    await expect.poll(() => page.getByLabel('Why this concept').textContent()).toBe('Found as \u201cneural net\u201d.');
    await snapshot(page, 'concept-provenance');
    await close();
  });

  it('suggests articles and authors while typing: a click or the arrows and Enter pick one, Escape closes the list', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/');
    await searchField(page).pressSequentially('robots that', { delay: 30 });
    const listbox = page.getByRole('listbox');
    await listbox.getByRole('option', { name: /Search for "robots that"/ }).waitFor();
    await snapshot(page, 'suggestions');
    await listbox.getByRole('option', { name: new RegExp(TITLES.grasping) }).click();

    // An article leads to its own search: its DOI, which finds just that article.
    await page.waitForURL((url) => url.searchParams.get('q') === 'doi:10.5555/w2');
    await page.getByText('The article with this identifier').waitFor();
    expect(await resultTitles(page)).toEqual([TITLES.grasping]);

    await searchField(page).fill('');
    await searchField(page).pressSequentially('zhang', { delay: 30 });
    const author = listbox.getByRole('option', { name: /Wei Zhang/ });
    await author.waitFor();
    // What tells same-name authors apart: articles, active years (and the latest affiliation).
    expect(await author.textContent()).toMatch(/^Wei Zhang\d+ articles? · \d{4}(–\d{4})?.*Author$/);
    await searchField(page).press('Escape');
    await listbox.waitFor({ state: 'hidden' });
    // The arrows open the list again and move through it.
    await searchField(page).press('ArrowDown');
    await author.waitFor();
    for (
      let presses = 0;
      presses < 12 && (await author.getAttribute('data-combobox-selected')) === null;
      presses += 1
    ) {
      await searchField(page).press('ArrowDown');
    }
    await searchField(page).press('Enter');
    await page.waitForURL(/\/author\/\d+/);
    await page.getByRole('heading', { name: 'Wei Zhang' }).waitFor();
    await close();
  });

  it('says No results. when nothing matches, and why when a field prefix is unknown', async () => {
    const { page, close } = await newGuest();
    await page.goto(`/search/?q=${encodeURIComponent('"quantum origami"')}`);
    await page.getByText('No results.').waitFor();
    expect(await results(page).getByRole('article').count()).toBe(0);
    expect(await page.getByText(/is not a search field/).count()).toBe(0);
    await page.goto(`/search/?q=${encodeURIComponent('tittle:quantum')}`);
    await page.getByText('No results.').waitFor();
    await page
      .getByRole('status')
      .getByText('"tittle:" is not a search field, so it was searched as ordinary words.', { exact: false })
      .waitFor();
    await close();
  });

  it('loads the next 50 results on request', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/?q=swarm');
    await page
      .getByRole('status')
      .filter({ hasText: `${SEARCH_PAGE_SIZE + 2} articles` })
      .waitFor();
    expect(await results(page).getByRole('article').count()).toBe(SEARCH_PAGE_SIZE);
    await page.getByText(`Showing ${SEARCH_PAGE_SIZE} of ${SEARCH_PAGE_SIZE + 2}`).waitFor();
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect.poll(() => results(page).getByRole('article').count()).toBe(SEARCH_PAGE_SIZE + 2);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await close();
  });

  it('opens an article popover with its abstract and leads to an author page', async () => {
    const { page, close } = await newGuest();
    await page.goto(`/search/?q=${encodeURIComponent('walking robots')}`);
    const item = results(page).getByRole('article').filter({ hasText: TITLES.walking });
    await item.getByRole('button', { name: TITLES.walking }).click();
    const popover = page.getByRole('dialog', { name: TITLES.walking });
    // The abstract, with the query's words highlighted inside it.
    await expect.poll(() => popover.getByLabel('Abstract').textContent()).toBe(WALKING_ABSTRACT);
    await snapshot(page, 'popover');
    await page.keyboard.press('Escape');

    await item.getByRole('link', { name: 'Wei Zhang' }).first().click();
    await page.waitForURL(/\/author\/\d+/);
    await page.getByRole('heading', { name: 'Wei Zhang' }).waitFor();
    await page.getByText('Most cited', { exact: true }).click();
    await expect.poll(() => page.getByRole('article').first().textContent()).toContain(TITLES.grasping);
    await snapshot(page, 'author-page');
    await close();
  });

  it('says an operator of other engines was searched as a word, and which operators there are', async () => {
    const { page, close } = await newGuest();
    await page.goto(`/search/?q=${encodeURIComponent('robots XOR grasp')}`);
    await page.getByText('No results.').waitFor();
    await page
      .getByRole('status')
      .getByText('"XOR" is not an operator, so it was searched as an ordinary word. The operators are AND, OR and NOT.')
      .waitFor();
    await close();
  });

  it(`asks for no suggestions past the ${AUTOCOMPLETE_MAX_QUERY_LENGTH} characters the server takes`, async () => {
    const { page, close } = await newGuest();
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/autocomplete/')) asked.push(request.url());
    });
    await page.goto('/search/');
    await searchField(page).pressSequentially('robots', { delay: 30 });
    await page.getByRole('listbox').waitFor();
    expect(asked.length).toBeGreaterThan(0);

    // A query past the suggestion limit (and one past the search limit) asks nothing.
    asked.length = 0;
    for (const length of [AUTOCOMPLETE_MAX_QUERY_LENGTH + 1, SEARCH_QUERY_MAX_LENGTH + 1]) {
      await searchField(page).fill('');
      await searchField(page).fill(`robots ${'r'.repeat(length)}`.slice(0, length));
      await searchField(page).press('End');
      await searchField(page).pressSequentially('s', { delay: 30 });
      // Longer than the autocomplete's debounce (250 ms) and an answer's way back.
      await page.waitForTimeout(1000);
    }
    expect(asked).toEqual([]);
    await close();
  });

  it('shows why a malformed query cannot run, from the box and from the server', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/?q=robots');
    await results(page).getByRole('article').first().waitFor();
    // Submitted from a page of results, a malformed query takes the URL as if loaded from a
    // link: its message under the box, none of the previous results.
    await searchField(page).fill('(robots');
    await searchField(page).press('Enter');
    await page.getByText('One or more parentheses are missing.').waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('(robots');
    expect(await searchField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await results(page).count()).toBe(0);
    await snapshot(page, 'invalid-client');

    // Quotes are checked the same way, and the engine's reading of the query catches the rest
    // before any request.
    await searchField(page).fill('robots AND');
    await searchField(page).press('Enter');
    await page.getByText('AND/OR should have two operands.').waitFor();
    expect(await page.getByText('No results.').count()).toBe(0);

    await page.goto(`/search/?q=${encodeURIComponent('"robots')}`);
    await page.getByText('Closing quotation mark is missing.').waitFor();

    // Pasted text loses its line breaks.
    await searchField(page).fill('');
    await searchField(page).evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'deep\nreinforcement\r\nlearning');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => searchField(page).inputValue()).toBe('deep reinforcement learning');
    await close();
  });

  it('refuses a field prefix with nothing after it, naming the field, and lists no results', async () => {
    const { page, close } = await newGuest();
    await page.goto('/search/?q=robots');
    await results(page).getByRole('article').first().waitFor();
    // Typed into the box: the query's own message under it, and the results are gone (it does not
    // search the word "title").
    await searchField(page).fill('title:');
    await searchField(page).press('Enter');
    await page.getByText('"title:" needs a word, a phrase or a group after it.', { exact: true }).waitFor();
    expect(new URL(page.url()).searchParams.get('q')).toBe('title:');
    expect(await searchField(page).getAttribute('aria-invalid')).toBe('true');
    expect(await results(page).count()).toBe(0);
    expect(await page.getByText('No results.').count()).toBe(0);
    await snapshot(page, 'empty-field');

    // From a link, inside a group: the message names the field that is empty.
    await page.goto(`/search/?q=${encodeURIComponent('(author:) robots')}`);
    await page.getByText('"author:" needs a word, a phrase or a group after it.', { exact: true }).waitFor();
    expect(await results(page).count()).toBe(0);
    await close();
  });

  it('tells a guest past the daily cap how many searches a guest has, with register and login links', async () => {
    const { page, close } = await newGuest();
    for (const q of ['robots', 'neural', 'learning']) {
      await page.goto(`/search/?q=${q}`);
      await results(page).waitFor();
    }
    await page.goto('/search/?q=soccer');
    const notice = page.getByRole('status').filter({ hasText: 'Daily search limit reached' });
    await notice.getByText(`Guest users can do only ${GUEST_SEARCH_LIMIT} search queries per day`).waitFor();
    expect(await notice.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/accounts/register/');
    expect(await notice.getByRole('link', { name: 'log in' }).getAttribute('href')).toBe(
      `/accounts/login/?next=${encodeURIComponent('/search/?q=soccer')}`,
    );
    await snapshot(page, 'limit');
    await close();
  });
});
