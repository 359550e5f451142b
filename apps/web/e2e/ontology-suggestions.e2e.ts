/// <reference types="node" />
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn } from './actions';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  seedCorpus,
  startServer,
  type TestServer,
} from './harness';
import { openAlexWork } from './openalex-work';
import { getJson, postJson } from './page-api';

/*
 * A user's suggestion as they file it: Enter in a literal finishes the literal and sends
 * nothing; 'Suggest edit' sends it once, and a second click is refused with a plain reason.
 * Once the suggester deleted their account, the moderation log names a deleted account, not
 * the system.
 */

const THESAURUS = ['subject,predicate,object', 'Robot,UF,Robotic system'].join('\n');
const WORKS = [
  openAlexWork({
    id: 'W1',
    title: 'Robots learn to grasp',
    abstract: 'A robotic system learns grasping with a robot arm.',
    year: 2023,
    citations: 1,
  }),
];
const DUPLICATE = 'You have already suggested this change; it is waiting for a moderator’s review.';

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

/** Opens a concept's page through the Concepts tab's search. */
async function openConcept(page: Page, name: string): Promise<void> {
  await page.goto('/ontology/concepts/');
  await page.getByRole('textbox', { name: 'Search concepts' }).fill(name);
  await page.getByRole('textbox', { name: 'Search concepts' }).press('Enter');
  await page.getByRole('table', { name: 'Concepts' }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Counts the concept saves the page sends (the `concept` mutation). */
function countSaves(page: Page): () => number {
  let saves = 0;
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/graphql/') {
      if ((request.postData() ?? '').includes('mutation')) saves += 1;
    }
  });
  return () => saves;
}

describe('ontology suggestions', () => {
  it('Enter in a literal sends nothing; the suggestion goes once; its deleted author is named as such', async () => {
    const moderator = newAccount('moderator');
    const suggester = newAccount('suggester');
    await createUser(server, moderator);
    await grantQuotaByCli(server, moderator.email, 'ontology_moderator');
    await createUser(server, suggester);
    const mod = await newVisitor(browser, server);
    const usr = await newVisitor(browser, server);
    try {
      const page = usr.page;
      await logIn(page, suggester);
      await openConcept(page, 'Robot');
      const saves = countSaves(page);
      const form = page.getByRole('form', { name: 'Concept' });
      await form.getByRole('textbox', { name: 'New literal' }).fill('robot arm');
      const literal = form.getByRole('textbox', { name: 'Literal 3' });
      expect(await literal.inputValue()).toBe('robot arm');
      // Enter finishes the literal: the focus moves on to the blank row, and the literal is checked.
      await literal.press('Enter');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe('New literal');
      await form.locator('tr[data-literal="robot arm"]').getByRole('link', { name: 'DF 1' }).waitFor();
      // Enter on the blank row sends nothing either.
      await page.keyboard.press('Enter');
      await page.waitForLoadState('networkidle');
      expect(saves()).toBe(0);
      expect(await form.getByRole('status').count()).toBe(0);

      await form.getByRole('button', { name: 'Suggest edit' }).click();
      await form.getByRole('status').filter({ hasText: 'Your suggested change was sent to the moderators.' }).waitFor();
      expect(saves()).toBe(1);
      // The same change again is refused, with the reason, and nothing more is filed.
      await form.getByRole('button', { name: 'Suggest edit' }).click();
      await form.getByRole('alert').filter({ hasText: DUPLICATE }).waitFor();
      expect(saves()).toBe(2);

      await logIn(mod.page, moderator);
      const robot = (
        await getJson<{ concepts: Array<{ id: number; name: string }> }>(mod.page, '/api/ontology/concepts?query=Robot')
      ).concepts.find((c) => c.name === 'Robot')!;
      const pending = await getJson<{ logs: Array<{ createdByEmail: string | null }> }>(
        mod.page,
        `/api/ontology/concepts/${robot.id}/log?status=pending`,
      );
      expect(pending.logs.map((l) => l.createdByEmail)).toEqual([suggester.email]);

      // The suggester leaves: the suggestion stays, named as a deleted account's.
      await postJson(page, '/api/profile/delete-account', {
        currentPassword: suggester.password,
        confirmation: 'delete my account',
      });
      await mod.page.goto('/ontology/log');
      await mod.page.getByRole('heading', { name: 'Moderation: ontology', level: 1 }).waitFor();
      const row = mod.page
        .getByRole('table', { name: 'Moderation log' })
        .locator('tbody tr')
        .filter({ hasText: '+robot arm' });
      await row.getByText('a deleted account').waitFor();
      expect(await row.getByText('system', { exact: true }).count()).toBe(0);
    } finally {
      await mod.context.close();
      await usr.context.close();
    }
  });
});
