/// <reference types="node" />
import { MESSAGES, type AuthorFullResponse } from '@sciscope/contracts';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './actions';
import {
  ADA,
  ADA_ARTICLES_COUNT,
  COLLABORATION_ABSTRACT_START,
  COLLABORATION_TITLE,
  GIL,
  GIL_TITLE,
  MOST_CITED_TITLE,
  NEWEST_TITLE,
  THESAURUS_CSV,
  authorPageWorks,
} from './author-page.fixture';
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
  withServerDb,
} from './harness';

let server: TestServer;
let browser: Browser;
let adaId: number;
let adaPath: string;
let conceptIds: Map<string, number>;

/** Set E2E_SCREENSHOT_DIR to keep screenshots of the page for a look. */
const snapshot = screenshots('author-page');

async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${server.baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** Ada's author id, found through the popover article of her newest work. */
/** The author id of `name` on the fixture article titled `title`. */
async function findAuthorId(title: string, name: string): Promise<number> {
  for (let id = 1; id <= 60; id++) {
    const { article } = await getJson<{ article: { title: string; authors: { authorId: number; name: string }[] } }>(
      `/api/articles/${id}/for-popover`,
    );
    if (article.title === title) return article.authors.find((a) => a.name === name)!.authorId;
  }
  throw new Error(`the fixture article "${title}" was not imported`);
}

/**
 * Ends a user's trial. No screen or command sets a trial end yet, so the test writes the
 * column the server reads, in the server's own SQLite file.
 */
function endTrial(email: string): void {
  withServerDb(server, (db) => {
    const { changes } = db
      .prepare('UPDATE users SET trial_expires_at = ? WHERE email = ?')
      .run('2000-01-01T00:00:00.000Z', email);
    if (changes !== 1) throw new Error(`no user ${email} to end the trial of`);
  });
}

const articles = (page: Page) => page.getByRole('list', { name: 'Articles' }).getByRole('article');
const articleTitled = (page: Page, title: string) =>
  articles(page).filter({ has: page.getByRole('button', { name: title, exact: true }) });

async function firstArticleTitle(page: Page): Promise<string> {
  return (await articles(page).first().getByRole('button').first().innerText()).trim();
}

async function openAdaPage(page: Page, query = ''): Promise<void> {
  await page.goto(`${adaPath}${query}`);
  await page.getByRole('heading', { level: 1, name: ADA.name }).waitFor();
  await articles(page).first().waitFor();
}

function conceptIdsInUrl(page: Page): number[] {
  const raw = new URL(page.url()).searchParams.get('concepts');
  return raw ? raw.split(',').map(Number) : [];
}

async function conceptNamesOf(article: Locator): Promise<string[]> {
  return article.getByRole('group', { name: 'Concepts' }).getByRole('button').allInnerTexts();
}

beforeAll(async () => {
  server = await startServer({
    beforeStart: (env) => seedCorpus(env, { thesaurusCsv: THESAURUS_CSV, works: authorPageWorks() }),
  });
  adaId = await findAuthorId(NEWEST_TITLE, ADA.name);
  adaPath = `/author/${adaId}/Ada-Quinn`;
  const full = await getJson<AuthorFullResponse>(`/api/authors/${adaId}/full`);
  conceptIds = new Map(full.author.topConcepts.map((concept) => [concept.name, concept.conceptId]));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the author page', () => {
  it('shows a guest the metrics, the top concepts chart and the articles, with filtering disabled', async () => {
    const { context, page } = await newVisitor(browser, server);
    await openAdaPage(page, '?inConsortium=0');

    const metrics = page.getByRole('group', { name: 'Metrics' });
    await metrics.getByText('h-index').waitFor();
    await metrics.getByText('Citations').waitFor();
    await metrics.getByText('Notable articles').waitFor();
    await metrics.getByLabel(`Articles: ${ADA_ARTICLES_COUNT}`).waitFor();
    expect(await metrics.getByText(/not in collaborations/).count()).toBe(3);

    await page.getByRole('figure', { name: 'Top 10 concepts by summed tf-idf' }).waitFor();
    await page.getByRole('button', { name: 'more', exact: true }).click();
    await page.getByRole('figure', { name: /^Top 1[1-9] concepts/ }).waitFor();

    // Guests get a login prompt; the filter and the chart do not filter.
    expect(await page.getByText(MESSAGES.loginToFilter).count()).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Filter by concepts' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filter articles by/ }).count()).toBe(0);
    await page.getByRole('link', { name: 'Log in', exact: true }).first().waitFor();
    expect(await page.getByLabel(/^Gender:/).count()).toBe(0);

    // Newest first by default; a recent article is bold, an old one is not.
    expect(await firstArticleTitle(page)).toBe(NEWEST_TITLE);
    const weight = (title: string) =>
      articleTitled(page, title)
        .getByRole('button', { name: title })
        .locator('span')
        .first()
        .evaluate((el) => getComputedStyle(el).fontWeight);
    expect(await weight(NEWEST_TITLE)).toBe('700');

    // The 14-author byline shows the first 3, the corresponding author, Ada and the last one.
    const collaboration = articleTitled(page, COLLABORATION_TITLE);
    for (const name of ['Hana Sato', 'Ivo Petrov', 'Jon Berg', 'Mia Costa', ADA.name, 'Uma Rao']) {
      await collaboration.getByRole('link', { name, exact: true }).waitFor();
    }
    expect(await collaboration.getByRole('link', { name: 'Kim Soo' }).count()).toBe(0);
    await collaboration.getByRole('button', { name: /show 8 more →/ }).click();
    await collaboration.getByRole('link', { name: 'Kim Soo' }).waitFor();
    await collaboration.getByRole('button', { name: /← collapse/ }).click();
    await collaboration.getByRole('link', { name: 'Kim Soo' }).waitFor({ state: 'detached' });
    expect(await collaboration.getByRole('link', { name: 'Hana Sato' }).getAttribute('href')).toMatch(
      /^\/author\/\d+\/Hana-Sato$/,
    );

    await snapshot(page, 'guest');
    await context.close();
  });

  it('sorts by citations and loads the next page of articles', async () => {
    const { context, page } = await newVisitor(browser, server);
    await openAdaPage(page);
    expect(await articles(page).count()).toBe(20);
    await page.getByRole('button', { name: 'Load more' }).click();
    await articles(page)
      .nth(ADA_ARTICLES_COUNT - 1)
      .waitFor();
    expect(await articles(page).count()).toBe(ADA_ARTICLES_COUNT);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);

    await page.getByText('Most cited', { exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('sort') === 'citations');
    await expect.poll(() => firstArticleTitle(page)).toBe(MOST_CITED_TITLE);
    await articles(page).first().getByText('Cited by 1.5k+').waitFor();

    await page.getByText('Newest first', { exact: true }).click();
    await page.waitForURL((url) => !url.searchParams.has('sort'));
    await expect.poll(() => firstArticleTitle(page)).toBe(NEWEST_TITLE);

    // The URL is the state: opened afresh, it sorts the same way.
    await openAdaPage(page, '?sort=citations');
    expect(await firstArticleTitle(page)).toBe(MOST_CITED_TITLE);
    await context.close();
  });

  it('opens the article popover with the abstract on hover and on click', async () => {
    const { context, page } = await newVisitor(browser, server);
    await openAdaPage(page);
    await page.getByRole('button', { name: NEWEST_TITLE, exact: true }).hover();
    const popover = page.getByRole('dialog', { name: NEWEST_TITLE });
    await popover.getByText('We measure protein folding kinetics').waitFor();
    await page.mouse.move(5, 5);
    await popover.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: COLLABORATION_TITLE, exact: true }).click();
    const pinned = page.getByRole('dialog', { name: COLLABORATION_TITLE });
    await pinned.getByText(COLLABORATION_ABSTRACT_START).waitFor();
    await snapshot(page, 'popover');
    await page.keyboard.press('Escape');
    await pinned.waitFor({ state: 'detached' });
    await context.close();
  });

  it('lets a logged-in user filter by concepts, kept in the query string', async () => {
    const account = newAccount('reader');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, adaPath);
    await articles(page).first().waitFor();
    expect(await page.getByRole('combobox', { name: 'Filter by concepts' }).isDisabled()).toBe(false);

    const monteCarlo = conceptIds.get('Monte Carlo methods')!;
    await page.getByRole('button', { name: 'Filter articles by Monte Carlo methods' }).click();
    await page.waitForURL((url) => url.searchParams.get('concepts') === String(monteCarlo));
    await expect
      .poll(async () => (await conceptNamesOf(articles(page).first())).includes('Monte Carlo methods'))
      .toBe(true);
    const filtered = await articles(page).count();
    expect(filtered).toBeLessThan(20);
    for (let i = 0; i < filtered; i++)
      expect(await conceptNamesOf(articles(page).nth(i))).toContain('Monte Carlo methods');

    // A second concept from an article's concept popover narrows the list further.
    const withFolding = articles(page)
      .filter({ has: page.getByRole('button', { name: 'Protein folding', exact: true }) })
      .first();
    await withFolding.getByRole('button', { name: 'Protein folding', exact: true }).click();
    await page.getByRole('button', { name: 'Filter articles by this concept' }).click();
    await page.waitForURL(() => conceptIdsInUrl(page).length === 2);
    expect(conceptIdsInUrl(page)).toEqual([monteCarlo, conceptIds.get('Protein folding')]);
    await expect.poll(() => articles(page).count()).toBeLessThan(filtered);
    await snapshot(page, 'filtered');

    // Shared or reloaded, the URL filters the same way.
    await page.reload();
    await articles(page).first().waitFor();
    for (const article of await articles(page).all()) {
      expect(await conceptNamesOf(article)).toEqual(expect.arrayContaining(['Monte Carlo methods', 'Protein folding']));
    }

    // Concepts that never meet give an empty list with the spec's text.
    await page.goto(`${adaPath}?concepts=${conceptIds.get('Graph theory')},${conceptIds.get('Gene expression')}`);
    await page.getByText(MESSAGES.noResults).waitFor();
    expect(await articles(page).count()).toBe(0);
    await context.close();
  });

  it('tells a user whose trial ended that filtering is not available, and ignores filters in the URL', async () => {
    const account = newAccount('expired');
    await createUser(server, account);
    endTrial(account.email);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, `${adaPath}?concepts=${conceptIds.get('Graph theory')}`);
    await articles(page).first().waitFor();
    expect(await page.getByText(MESSAGES.trialExpired).count()).toBeGreaterThan(0);
    expect(await page.getByRole('combobox', { name: 'Filter by concepts' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: /^Filter articles by/ }).count()).toBe(0);
    // The page shows every article, unfiltered, instead of failing.
    expect(await firstArticleTitle(page)).toBe(NEWEST_TITLE);
    await context.close();
  });

  it('shows the gender indicator to holders of gender_info, who can set it to F', async () => {
    const account = newAccount('gender');
    await createUser(server, account);
    await grantQuotaByCli(server, account.email, 'gender_info');
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, adaPath);
    await page.getByLabel(/^Gender: \?/).waitFor();
    await page.getByRole('button', { name: 'Set gender to F' }).click();
    await page.getByLabel('Gender: F (Gender set manually)').waitFor();
    expect(await page.getByRole('button', { name: 'Set gender to F' }).getAttribute('aria-pressed')).toBe('true');
    await context.close();
  });

  it('opens at every form of its address (spec 01 section 2) and shows the one it links to; an unknown or invalid id in it finds no page', async () => {
    const { context, page } = await newVisitor(browser, server);
    for (const path of [
      `/author/${adaId}`,
      `/author/${adaId}/`,
      `/author/${adaId}/Ada-Quinn`,
      `/author/${adaId}-Ada-Quinn`,
      `/author/${adaId}/Ada-Qiunn?sort=year#articles`,
    ]) {
      // Each loaded afresh, as a shared link is: the server serves the app for all of them.
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: ADA.name }).waitFor();
      // The address becomes the canonical one, keeping the query and the fragment.
      const query = path.includes('?') ? '?sort=year#articles' : '';
      await page.waitForURL(
        (url) => `${url.pathname}${url.search}${url.hash}` === `/author/${adaId}/Ada-Quinn${query}`,
      );
    }
    for (const path of ['/author/99999/Nobody', '/author/not-an-id/Ada-Quinn']) {
      await page.goto(path);
      await page.getByRole('heading', { name: MESSAGES.pageNotFound }).waitFor();
    }
    await context.close();
  });

  it('reads "unknown", not 0, for citation figures the corpus does not have', async () => {
    const { context, page } = await newVisitor(browser, server);
    const gilId = await findAuthorId(GIL_TITLE, GIL.name);
    await page.goto(`/author/${gilId}/Gil-Moreau`);
    await page.getByRole('heading', { level: 1, name: GIL.name }).waitFor();
    const metrics = page.getByRole('group', { name: 'Metrics' });
    await metrics.getByLabel('Articles: 2').waitFor();
    // h-index, citations and notable articles: each unknown, with the reason as its title.
    const unknown = metrics.getByText('unknown', { exact: true });
    expect(await unknown.count()).toBe(3);
    expect(await unknown.first().getAttribute('title')).toMatch(/^Unknown: the corpus has no citation counts/);
    expect(await metrics.getByText('0', { exact: true }).count()).toBe(0);
    await articleTitled(page, GIL_TITLE).getByText('Citations unknown').waitFor();
    // Ada's counts are all known: her page reads figures and says nothing of coverage.
    await openAdaPage(page);
    expect(await page.getByText('Citations unknown').count()).toBe(0);
    expect(await page.getByText(/the corpus has no citation count for the other/).count()).toBe(0);
    await context.close();
  });

  it('says Page not found for an unknown author', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/author/99999-Nobody');
    await page.getByRole('heading', { name: MESSAGES.pageNotFound }).waitFor();
    await page.goto('/author/not-an-id');
    await page.getByRole('heading', { name: MESSAGES.pageNotFound }).waitFor();
    await context.close();
  });
});
