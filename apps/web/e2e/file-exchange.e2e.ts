/// <reference types="node" />
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@sciscope/contracts';
import { logIn, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import { createUser, launchBrowser, newAccount, newVisitor, startServer, type TestServer } from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { SCISCOPE_FILE_EXCHANGE_MAX_BYTES: String(64 * 1024) } });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A small real CSV, as staff would share it; 3 KB so the size column says "3 KB". */
const CSV = Buffer.from(
  ['title,year,venue', ...Array.from({ length: 120 }, (_, i) => `Paper ${i} on graphs,20${10 + (i % 15)},ICML`)].join(
    '\n',
  ) + '\n',
);

describe('file exchange', () => {
  it('lets a superuser upload a file, comment on it and download the same bytes', async () => {
    const admin = newAccount('exchange-admin');
    await createUser(server, admin, { superuser: true });
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, admin, '/superadmin/');
    await page.getByRole('link', { name: 'File exchange' }).click();
    await page.waitForURL('**/file-exchange');
    await page.getByRole('heading', { name: 'File exchange' }).waitFor();
    await page.getByText('No files yet').waitFor();

    // An executable is refused by its content, whatever its name; the text shows in a red alert.
    const [refusedChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a file to upload' }).click(),
    ]);
    await refusedChooser.setFiles({
      name: 'minutes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0, 0, 0]),
    });
    await page
      .getByRole('alert')
      .filter({ hasText: 'This file is not accepted: it is an executable (ELF).' })
      .waitFor();

    // A file far over the limit: the server answers at once and drops the rest, and the page
    // says why instead of waiting on "Uploading…".
    const [bigChooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a file to upload' }).click(),
    ]);
    await bigChooser.setFiles({ name: 'big.csv', mimeType: 'text/csv', buffer: Buffer.alloc(20 << 20) });
    await page
      .getByRole('alert')
      .filter({ hasText: 'The file is larger than the limit of 64 KB.' })
      .waitFor({ timeout: 30_000 });

    const name = 'Referees 2025 – shortlist.csv';
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a file to upload' }).click(),
    ]);
    await chooser.setFiles({ name, mimeType: 'text/csv', buffer: CSV });
    // The upload control says 'Done!' and is back to choosing a file 1.5 s later (spec 02 §4).
    const done = page.getByRole('status').filter({ hasText: 'Done!' });
    await done.waitFor();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.waitFor();
    await page.getByRole('button', { name: 'Choose a file to upload' }).waitFor();
    expect(await done.count()).toBe(0);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe(`${Math.round(CSV.length / 1024)} KB`);
    expect(await row.getAttribute('data-highlighted')).toBe('true');
    expect(await page.getByText('No files yet').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    // The comment is edited in a modal; Enter saves; the row shows it, highlighted.
    await row.getByRole('button', { name: `Edit comment of ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit comment' });
    await dialog.getByPlaceholder('Comment').fill('Candidates for the 2025 panel');
    await dialog.getByPlaceholder('Comment').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Candidates for the 2025 panel').waitFor();
    expect(await row.getAttribute('data-highlighted')).toBe('true');

    // A comment over the limit is neither cut nor sent: the counter and the server's message say
    // why, the text stays in the field, and the stored comment is the one before.
    await row.getByRole('button', { name: `Edit comment of ${name}` }).click();
    const long = 'Shortlist notes. '.repeat(150);
    await dialog.getByPlaceholder('Comment').fill(long);
    expect(await dialog.getByPlaceholder('Comment').inputValue()).toBe(long);
    await dialog.getByText(`${long.trim().length.toLocaleString('en-US')} / 2,000 characters`).waitFor();
    await dialog.getByText('A comment has at most 2,000 characters.').waitFor();
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByPlaceholder('Comment').press('Enter');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const listed = await page.request.get('/api/file-exchange/list');
    expect(((await listed.json()) as { results: Array<{ comment: string }> }).results[0]!.comment).toBe(
      'Candidates for the 2025 panel',
    );

    // Unchanged, Save only closes the dialog.
    await row.getByRole('button', { name: `Edit comment of ${name}` }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // The download carries the original name and the very bytes uploaded.
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('link', { name }).click()]);
    expect(download.suggestedFilename()).toBe(name);
    expect(readFileSync((await download.path())!)).toEqual(CSV);

    // On a phone the table scrolls in its own box; the page keeps the window's width.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => sidewaysOverflow(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 800 });

    // After a reload the file and its comment are still listed.
    await page.reload();
    await page.getByRole('row').filter({ hasText: name }).getByText('Candidates for the 2025 panel').waitFor();
    await context.close();
  });

  it('keeps the page from users who are not superusers', async () => {
    const user = newAccount('exchange-user');
    await createUser(server, user);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, user, '/file-exchange');
    await page.getByRole('alert').filter({ hasText: MESSAGES.forbidden }).waitFor();
    expect(await page.getByRole('button', { name: 'Choose a file to upload' }).count()).toBe(0);
    await context.close();
  });
});
