/// <reference types="node" />
import { EMAIL_CONFIRMATION_TEXTS, MESSAGES, PASSWORD_RESET_TEXTS } from '@sciscope/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, logOut, openUserMenu, PHONE_VIEWPORT, sidewaysOverflow } from './actions';
import {
  createUser,
  launchBrowser,
  newAccount,
  newVisitor,
  outboxMails,
  runCli,
  startServer,
  type TestServer,
} from './harness';

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The e-mails the server wrote to its outbox for `to`, oldest first. */
async function mailsTo(to: string) {
  return (await outboxMails(server)).filter((m) => m.to === to);
}

/** The section of the profile page under the heading `name`. */
function section(page: Page, name: string) {
  return page.getByRole('region', { name });
}

describe('account and integrations', () => {
  it('lets a user change their name and password and sign out another session', async () => {
    const account = newAccount('profile');
    await createUser(server, account);
    const laptop = await newVisitor(browser, server);
    const phone = await newVisitor(browser, server);
    await logIn(laptop.page, account);
    await logIn(phone.page, account);
    const page = laptop.page;

    const menu = await openUserMenu(page, account.email);
    await menu.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL('**/profile/');
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await section(page, 'Author page').getByRole('link', { name: 'Find my author page' }).waitFor();

    const name = section(page, 'Name').getByRole('textbox', { name: 'Name' });
    await name.fill('Ada Lovelace');
    await name.press('Enter');
    await section(page, 'Name').getByText('Name saved.').waitFor();
    await page.reload();
    expect(await section(page, 'Name').getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Ada Lovelace');

    // Two sessions: this one marked, the phone's signed out from here.
    const sessions = section(page, 'Active sessions');
    await sessions.getByText('This session').waitFor();
    const rows = sessions.locator('tbody tr');
    expect(await rows.count()).toBe(2);
    await sessions.getByRole('button', { name: /^Sign out Headless Chrome/ }).click();
    await expect.poll(() => rows.count()).toBe(1);
    await phone.page.goto('/profile/');
    await phone.page.getByText(MESSAGES.loggedOut).waitFor();

    // The phone logs in again; the password change signs it out once more.
    await logIn(phone.page, account);
    await page.reload();
    await expect.poll(() => section(page, 'Active sessions').locator('tbody tr').count()).toBe(2);
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill('wrong password');
    await password.getByLabel('New password', { exact: true }).fill('a brand new secret');
    await password.getByLabel('Repeat new password').fill('a brand new secret');
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('The current password is not correct.').waitFor();
    await password.getByLabel('Current password').fill(account.password);
    // That answer was about the old value: it goes once the field is corrected.
    expect(await password.getByText('The current password is not correct.').count()).toBe(0);
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByText('Password changed. 1 other session was signed out.').waitFor();

    // This browser stays logged in on its renewed session; the other one is out.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile', level: 1 }).waitFor();
    await expect.poll(() => section(page, 'Active sessions').locator('tbody tr').count()).toBe(1);
    await phone.page.goto('/profile/');
    await phone.page.getByText(MESSAGES.loggedOut).waitFor();

    await logOut(page, account.email);
    await page.getByText(MESSAGES.loggedOut).waitFor();
    await logIn(page, { email: account.email, password: 'a brand new secret' });
    await page.getByRole('button', { name: account.email }).waitFor();
    await laptop.context.close();
    await phone.context.close();
  });

  it('lets a user who forgot their password choose a new one from the link e-mailed to them', async () => {
    const account = newAccount('forgetful');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/accounts/login/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/accounts/password-reset/');
    // The address changes before the new page is drawn: until its heading shows, 'E-mail' is
    // still the login form's field, and a value typed there would be lost.
    await page.getByRole('heading', { name: 'Choose a new password', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.sent).waitFor();

    // The e-mail written to the outbox carries the link.
    const mail = (await mailsTo(account.email)).find((m) => m.subject === 'Choose a new sciscope password')!;
    const link = /https?:\/\/\S+\/accounts\/password-reset\/\S+/.exec(mail.text)![0];
    await page.goto(new URL(link).pathname);
    const chosen = 'a brand new password';
    await page.locator('input[name="password"]').fill(chosen);
    await page.locator('input[name="repeat"]').fill('something else entirely');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText('The two passwords differ.').waitFor();
    await page.locator('input[name="repeat"]').fill(chosen);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    await page.getByRole('button', { name: account.email }).waitFor();

    // The link works once; the new password logs in.
    await page.goto(new URL(link).pathname);
    await page.locator('input[name="password"]').fill('yet another password');
    await page.locator('input[name="repeat"]').fill('yet another password');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByText(PASSWORD_RESET_TEXTS.invalidLink).waitFor();
    await page.goto('/accounts/logout/');
    await page.waitForURL('**/accounts/login/');
    await logIn(page, { ...account, password: chosen });
    await page.getByRole('button', { name: account.email }).waitFor();
    await context.close();
  });

  it('lets a new user confirm their e-mail address from the link mailed at registration, after which the dashboard notice goes', async () => {
    const account = newAccount('newcomer');
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Register', exact: true }).click();
    await page.waitForURL('**/accounts/register/');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL('**/search/');

    // The dashboard says the address waits for its confirmation.
    const menu = await openUserMenu(page, account.email);
    await menu.getByRole('menuitem', { name: 'Dashboard' }).click();
    await page.waitForURL('**/accounts/dashboard/');
    const notice = page.getByRole('region', { name: 'E-mail confirmation' });
    await notice.getByText(EMAIL_CONFIRMATION_TEXTS.pending(account.email)).waitFor();

    // Registering sent one e-mail; "Send the link again" sends a second.
    const subject = 'Confirm your e-mail address for sciscope';
    expect((await mailsTo(account.email)).map((m) => m.subject)).toEqual([subject]);
    await notice.getByRole('button', { name: 'Send the link again' }).click();
    await notice.getByRole('status').getByText(EMAIL_CONFIRMATION_TEXTS.sent(account.email)).waitFor();
    const mails = await mailsTo(account.email);
    expect(mails.map((m) => m.subject)).toEqual([subject, subject]);

    // The first e-mail's link, opened in the same browser, confirms the address.
    const link = /https?:\/\/\S+\/accounts\/confirm-email\/\S+/.exec(mails[0]!.text)![0];
    await page.goto(new URL(link).pathname);
    await page.getByRole('heading', { name: 'Confirm your e-mail address' }).waitFor();
    await page.getByRole('status').getByText(EMAIL_CONFIRMATION_TEXTS.confirmed).waitFor();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await page.waitForURL('**/accounts/dashboard/');

    // The notice is gone, on the way there and from a fresh load (the server keeps it confirmed).
    for (const arrival of ['link', 'reload']) {
      if (arrival === 'reload') await page.reload();
      await page.getByRole('heading', { name: 'Your claims' }).waitFor();
      expect(await notice.count()).toBe(0);
      expect(await page.getByText(EMAIL_CONFIRMATION_TEXTS.pending(account.email)).count()).toBe(0);
    }
    await context.close();
  });

  it('logs out when /accounts/logout/ is opened directly, header and login page included', async () => {
    const account = newAccount('direct-logout');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account);
    await page.getByRole('button', { name: account.email }).waitFor();

    await page.goto('/accounts/logout/');
    await page.getByText(MESSAGES.loggedOut).waitFor();
    await page.waitForURL('**/accounts/login/');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByRole('button', { name: account.email }).count()).toBe(0);
    await context.close();
  });

  it('lets a user delete their account with the password and the typed phrase, then signs them out', async () => {
    const account = newAccount('leaving');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/profile/');
    await section(page, 'Delete account').getByRole('button', { name: 'Delete account…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    const phrase = dialog.getByLabel('Type "delete my account" to confirm');
    const submit = dialog.getByRole('button', { name: 'Delete account', exact: true });

    // Neither a half-typed phrase nor a wrong password deletes anything.
    await dialog.getByLabel('Current password').fill('wrong password');
    await phrase.fill('delete my');
    await submit.click();
    await dialog.getByText('Type "delete my account" to confirm.').waitFor();
    await phrase.fill('delete my account');
    await submit.click();
    await dialog.getByText('The current password is not correct.').waitFor();
    await dialog.getByLabel('Current password').fill(account.password);
    await submit.click();

    await page.waitForURL('**/accounts/deleted/');
    await page.getByText(`The account ${account.email} and its personal data were deleted.`).waitFor();
    await page.getByText(`A confirmation was e-mailed to ${account.email}.`).waitFor();
    expect(await page.getByRole('button', { name: account.email }).count()).toBe(0);
    const confirmations = await mailsTo(account.email);
    expect(confirmations.map((m) => m.subject)).toEqual(['Your sciscope account was deleted']);
    // It names what went, committee votes and comments included, and an address to write to.
    const text = confirmations[0]!.text.replace(/\s+/g, ' ');
    expect(text).toContain('committee seats with their votes and comments');
    expect(text).toMatch(
      /If you did not ask for this, or have a question about it, write to [^\s@]+@[^\s@]+ at once\./,
    );

    // The account is gone: its password no longer logs in.
    await page.goto('/accounts/login/');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page.getByText(MESSAGES.invalidCredentials).waitFor();
    await context.close();
  });

  it('lets a developer create a token shown once, call the API with it, and revoke it', async () => {
    const account = newAccount('developer');
    await runCli(server, [
      'users',
      'create',
      '--email',
      account.email,
      '--password',
      account.password,
      '--org',
      'Acme Labs:developer',
    ]);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account);
    const menu = await openUserMenu(page, account.email);
    await menu.getByRole('menuitem', { name: 'Integrations' }).click();
    await page.waitForURL('**/orgdev/integrations/');
    await page.getByRole('heading', { name: 'Integrations', level: 1 }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();

    const docsHref = await page.getByRole('link', { name: 'OpenAPI description' }).getAttribute('href');
    const docs = await fetch(new URL(docsHref!, server.baseUrl));
    expect(docs.status).toBe(200);
    expect(Object.keys((await docs.json()).paths)).toContain('/api/orgdev/{id}/tokens');
    const reference = page.getByRole('table', { name: 'API reference' });
    await reference.getByRole('cell', { name: '/api/auth/current-user/', exact: true }).waitFor();
    const tokenRoute = reference.getByRole('row', { name: /POST \/api\/orgdev\/\{id\}\/tokens/ });
    await tokenRoute.getByText('Browser session only').waitFor();

    await page.getByRole('textbox', { name: 'Token name' }).fill('Nightly sync');
    await page.getByRole('textbox', { name: 'Token name' }).press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Your new API token' });
    await dialog.waitFor();
    const token = (await dialog.getByTestId('new-api-token').textContent())!.trim();
    expect(token).toMatch(/^sct_[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Never shown again: not on the page, not after a reload; the list shows its prefix only.
    const tokens = page.getByRole('table', { name: 'Tokens of Acme Labs' });
    await tokens.getByRole('cell', { name: 'Nightly sync', exact: true }).waitFor();
    await page.reload();
    await tokens.getByText(`${token.slice(0, 12)}…`).waitFor();
    expect(await page.getByText(token).count()).toBe(0);
    expect(await page.content()).not.toContain(token.slice(12));
    await tokens.getByRole('cell', { name: 'Never', exact: true }).waitFor();

    // A script calls the API with the token: no cookie, no Origin.
    const authorization = { authorization: `Bearer ${token}` };
    const asToken = await fetch(`${server.baseUrl}/api/auth/current-user/`, { headers: authorization });
    expect(asToken.status).toBe(200);
    expect((await asToken.json()).email).toBe(account.email);
    const logged = await fetch(`${server.baseUrl}/api/actions-log`, {
      method: 'POST',
      headers: { ...authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'nightly.sync' }),
    });
    expect(logged.status).toBe(204);
    await page.reload();
    expect(await tokens.getByRole('cell', { name: 'Never', exact: true }).count()).toBe(0);

    // The page fits a phone: the tables scroll in their own boxes.
    await page.setViewportSize(PHONE_VIEWPORT);
    expect(await sidewaysOverflow(page)).toEqual([]);

    // Revoking asks first, naming the token; Cancel changes nothing.
    await tokens.getByRole('button', { name: 'Revoke Nightly sync' }).click();
    const revokeDialog = page.getByRole('dialog', { name: 'Revoke this token?' });
    await revokeDialog.getByText(/^Nightly sync \(sct_/).waitFor();
    await revokeDialog.getByRole('button', { name: 'Cancel' }).click();
    await revokeDialog.waitFor({ state: 'hidden' });
    expect(await tokens.getByText(/^Revoked /).count()).toBe(0);
    await tokens.getByRole('button', { name: 'Revoke Nightly sync' }).click();
    await revokeDialog.getByRole('button', { name: 'Revoke token' }).click();
    await tokens.getByText(/^Revoked /).waitFor();
    const refused = await fetch(`${server.baseUrl}/api/auth/current-user/`, { headers: authorization });
    expect(refused.status).toBe(401);
    expect((await refused.json()).error.code).toBe('auth.invalid_token');
    await context.close();
  });
});
