/// <reference types="node" />
import { MESSAGES, type SearchResponse } from '@sciscope/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, openUserMenu } from './actions';
import { VIEWPORT, violations } from './axe';
import { launchBrowser, newAccount, newVisitor, runCli, type TestAccount, type TestServer } from './harness';
import { startRefereesServer } from './referees-server';
import { postJson } from './page-api';
import { DOCUMENT_TITLE, EVE_BEST_TITLE, NAMES } from './referees.fixture';

/*
 * The product's key pages, as a guest and as a user with the quotas they need, checked by axe-core
 * against the WCAG 2 A and AA rules once each page shows its real content. Any serious or critical
 * violation fails, named by rule, page and the elements it was found on.
 */

const VACANCY_TITLE = 'Postdoc in planar graph coloring';
const PROPOSAL_TITLE = 'Colouring planar graphs of small vertex degree';

let server: TestServer;
let browser: Browser;
const member = newAccount('a11y-member');
let documentId = 0;
let eveId = 0;

beforeAll(async () => {
  server = await startRefereesServer();
  // One person with every quota the pages need, admin of an organization (for a folder).
  const quotas = ['referee_finder', 'monitoring', 'ontology_moderator'].flatMap((quota) => ['--quota', quota]);
  await runCli(server, [
    'users',
    'create',
    '--email',
    member.email,
    '--password',
    member.password,
    '--org',
    'Accessible Research:admin',
    ...quotas,
  ]);
  const found = await fetch(`${server.baseUrl}/api/search?q=${encodeURIComponent(`"${DOCUMENT_TITLE}"`)}`);
  const { articles } = (await found.json()) as SearchResponse;
  const document = articles.find((article) => article.title === DOCUMENT_TITLE);
  const best = await fetch(`${server.baseUrl}/api/search?q=${encodeURIComponent(`"${EVE_BEST_TITLE}"`)}`);
  const eve = ((await best.json()) as SearchResponse).articles.flatMap((article) => article.authors);
  documentId = document?.id ?? 0;
  eveId = eve.find((author) => author.name === NAMES.eve)?.authorId ?? 0;
  if (!documentId || !eveId) throw new Error('the seeded corpus lacks the document article or Eve Senior');
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A fresh browser at a laptop's width, signed in as `account` when one is given. */
async function visitor(account?: TestAccount): Promise<Page> {
  const { page } = await newVisitor(browser, server);
  await page.setViewportSize(VIEWPORT);
  if (account) await logIn(page, account);
  return page;
}

describe('accessibility (WCAG 2 A/AA, serious and critical)', () => {
  it('holds on the pages a guest meets', async () => {
    const page = await visitor();
    const found: string[] = [];

    await page.goto(`/search/?q=${encodeURIComponent('graph coloring')}`);
    await page.getByRole('region', { name: 'Search results' }).getByRole('article').first().waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /\d articles?/ })
      .waitFor();
    found.push(...(await violations(page, 'search')));
    // A result's popover, as a reader opens it from the title.
    const result = page.getByRole('region', { name: 'Search results' }).getByRole('article').first();
    const title = (await result.locator('button').first().textContent())!.trim();
    await result.getByRole('button', { name: title }).click();
    await page.getByRole('dialog', { name: title }).getByLabel('Abstract').waitFor();
    found.push(...(await violations(page, 'search, article popover')));

    await page.goto(`/article/${documentId}/`);
    await page.getByRole('heading', { level: 1, name: DOCUMENT_TITLE }).waitFor();
    await page.getByRole('group', { name: 'Concepts' }).waitFor();
    found.push(...(await violations(page, 'article')));

    await page.goto(`/author/${eveId}`);
    await page.getByRole('heading', { level: 1, name: NAMES.eve }).waitFor();
    await page.getByText(EVE_BEST_TITLE).first().waitFor();
    found.push(...(await violations(page, 'author')));

    await page.goto('/accounts/login/');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    found.push(...(await violations(page, 'login')));

    await page.goto('/accounts/register/');
    await page.getByRole('button', { name: 'Create account' }).waitFor();
    found.push(...(await violations(page, 'register')));

    await page.goto('/no-such-page/here');
    await page.getByRole('heading', { name: MESSAGES.pageNotFound }).waitFor();
    found.push(...(await violations(page, 'not found')));

    await page.context().close();
    expect(found).toEqual([]);
  });

  it('holds on the pages of a signed-in user with the referee finder, monitoring and moderator quotas', async () => {
    const page = await visitor(member);
    const found: string[] = [];

    // What the pages show: a folder with a proposal, and a published vacancy.
    const { organizations } = await page.evaluate(async () => (await fetch('/api/folders')).json());
    const folder = await postJson<{ id: number }>(page, '/api/folders', {
      name: 'Accessible calls',
      organizationId: (organizations as Array<{ id: number }>)[0]!.id,
    });
    const proposal = await postJson<{ id: number }>(page, `/api/folders/${folder.id}/proposals`, {
      title: PROPOSAL_TITLE,
      abstract: 'We study graph coloring and the chromatic number of a planar graph of small vertex degree.',
      authors: [{ name: NAMES.alice, authorId: null }],
    });
    const vacancy = await postJson<{ id: number }>(page, '/api/jobs/edit-vacancy/', {
      title: VACANCY_TITLE,
      descriptionMarkdown: 'We look for a **postdoc** on planar graphs.',
      dateDeadline: '2099-12-31',
      affiliation: 'University of Testing',
      infoEmail: 'jobs@testing.example',
      text: 'graph coloring and the chromatic number of planar graphs',
      status: 'published',
    });

    await page.goto(`/referees-beam/article/${documentId}`);
    await page.getByRole('heading', { level: 1, name: DOCUMENT_TITLE }).waitFor();
    await page.getByRole('table', { name: 'Candidates' }).getByRole('row', { name: NAMES.eve }).waitFor();
    found.push(...(await violations(page, 'referee finder (article)')));
    await page.getByRole('button', { name: `Explain ${NAMES.eve}` }).click();
    await page.getByLabel(`Why ${NAMES.eve}`).getByRole('list', { name: 'Scored articles' }).waitFor();
    found.push(...(await violations(page, 'referee finder, explanation')));

    await page.goto(`/folder/${folder.id}/`);
    await page.getByRole('heading', { level: 1, name: 'Accessible calls' }).waitFor();
    await page.getByRole('link', { name: PROPOSAL_TITLE }).waitFor();
    found.push(...(await violations(page, 'folder')));

    await page.goto(`/referees-beam/folder/${folder.id}/settings`);
    await page.getByRole('button', { name: /Save/ }).first().waitFor();
    found.push(...(await violations(page, 'referee finder settings (folder)')));

    await page.goto(`/proposal/${proposal.id}`);
    await page.getByRole('heading', { level: 1, name: PROPOSAL_TITLE }).waitFor();
    found.push(...(await violations(page, 'proposal')));

    await page.goto(`/referees-beam/proposal/${proposal.id}`);
    await page.getByRole('heading', { level: 1, name: PROPOSAL_TITLE }).waitFor();
    await page.getByRole('table', { name: 'Candidates' }).getByRole('row', { name: NAMES.eve }).waitFor();
    found.push(...(await violations(page, 'referee finder (proposal)')));

    // The ontology as a moderator meets it: the concepts list, then a concept.
    await page.goto('/ontology/concepts/');
    const concepts = page.getByRole('table', { name: 'Concepts' });
    await concepts.getByRole('link', { name: 'Graph coloring', exact: true }).waitFor();
    found.push(...(await violations(page, 'ontology concepts')));
    await concepts.getByRole('link', { name: 'Graph coloring', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Graph coloring' }).waitFor();
    found.push(...(await violations(page, 'concept')));
    const conceptId = Number(/\/ontology\/concept\/(\d+)/.exec(page.url())?.[1]);

    await page.goto(`/ontology/concept/edit/${conceptId}`);
    await page.getByRole('form', { name: 'Concept' }).getByRole('textbox', { name: 'Name' }).waitFor();
    found.push(...(await violations(page, 'concept editor')));

    await page.goto(`/monitoring?conceptId=${conceptId}&conceptName=${encodeURIComponent('Graph coloring')}`);
    await page.getByRole('heading', { name: 'New monitoring' }).waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: /^\d[\d,]* articles?$/ })
      .waitFor();
    found.push(...(await violations(page, 'monitoring editor')));

    await page.goto('/semantic-jobs/');
    await page.getByRole('link', { name: VACANCY_TITLE }).first().waitFor();
    found.push(...(await violations(page, 'jobs')));

    await page.goto(`/jobs/${vacancy.id}`);
    await page.getByRole('heading', { level: 1, name: VACANCY_TITLE }).waitFor();
    found.push(...(await violations(page, 'vacancy')));

    await page.goto('/profile/');
    await page.getByRole('heading', { level: 2, name: 'Active sessions' }).waitFor();
    await page.getByRole('table').first().waitFor();
    found.push(...(await violations(page, 'profile')));
    await (await openUserMenu(page, member.email)).getByRole('menuitem', { name: 'Log out' }).waitFor();
    found.push(...(await violations(page, 'profile, user menu')));

    await page.context().close();
    expect(found).toEqual([]);
  });
});
