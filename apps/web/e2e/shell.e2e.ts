/// <reference types="node" />
import { MESSAGES } from '@sciscope/contracts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clippedTexts,
  logIn,
  logOut,
  navLink,
  openUserMenu,
  PHONE_VIEWPORT,
  register,
  sidewaysOverflow,
} from './actions';
import { violations } from './axe';
import {
  createUser,
  grantQuotaByCli,
  launchBrowser,
  newAccount,
  newVisitor,
  runCli,
  startServer,
  type TestServer,
} from './harness';
import { postJson, sendJson } from './page-api';

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

describe('the shell', () => {
  it('lets a new visitor register, log in, gain Monitoring once granted, and log out', async () => {
    const account = newAccount('visitor');
    const { context, page } = await newVisitor(browser, server);

    await page.goto('/');
    await page.waitForURL('**/search/');
    await page.getByText(MESSAGES.freeVersion).waitFor();

    await register(page, account);
    await page.getByRole('heading', { name: 'Search' }).waitFor();
    await page.getByRole('button', { name: account.email }).waitFor();
    expect(await page.getByText(MESSAGES.freeVersion).count()).toBe(0);

    await logOut(page, account.email);
    await page.getByText(MESSAGES.loggedOut).waitFor();

    await logIn(page, account);
    await page.getByRole('button', { name: account.email }).waitFor();
    await navLink(page, 'Search').waitFor();
    expect(await navLink(page, 'Monitoring').count()).toBe(0);

    await grantQuotaByCli(server, account.email, 'monitoring');
    await page.reload();
    await navLink(page, 'Monitoring').click();
    await page.waitForURL('**/saved-monitorings/');
    await page.getByRole('heading', { name: 'Monitoring' }).waitFor();

    await logOut(page, account.email);
    await page.getByText(MESSAGES.loggedOut).waitFor();
    await page.getByText(MESSAGES.freeVersion).waitFor();
    expect(await navLink(page, 'Monitoring').count()).toBe(0);
    await page.waitForURL('**/accounts/login/');
    await context.close();
  });

  it("shows the user button's e-mail whole, descenders included, and a long one cut short on a phone", async () => {
    const account = newAccount('descender');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/search/');
    const button = page.getByRole('button', { name: account.email });
    await button.waitFor();
    // The "g" of example.org: a line box as tall as the font cuts its tail.
    expect(await clippedTexts(button, 'y')).toEqual([]);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => clippedTexts(button, 'y')).toEqual([]);

    const long = {
      email: `a.very.long.address.for.the.header-${Date.now()}@research-institute.example.org`,
      password: 'correct horse battery',
    };
    await createUser(server, long);
    const other = await newVisitor(browser, server);
    await other.page.setViewportSize(PHONE_VIEWPORT);
    await logIn(other.page, long, '/search/');
    const longButton = other.page.getByRole('button', { name: long.email });
    await longButton.waitFor();
    // Still cut short with an ellipsis (the button keeps its width), and whole top to bottom.
    expect(await clippedTexts(longButton)).not.toEqual([]);
    expect(await clippedTexts(longButton, 'y')).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('leads the keyboard past the header with a skip link, and keeps the footer a landmark beside main', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/search/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();

    // Unfocused, nothing of it shows: the link sits above the window and casts no shadow into it.
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    const look = () =>
      skip.evaluate((link) => ({
        bottom: link.getBoundingClientRect().bottom,
        shadow: getComputedStyle(link).boxShadow,
      }));
    const hidden = await look();
    expect(hidden.bottom).toBeLessThanOrEqual(0);
    expect(hidden.shadow).toBe('none');

    // The first Tab: the skip link, shown while it has the focus.
    await page.keyboard.press('Tab');
    await expect.poll(() => skip.evaluate((link) => link === document.activeElement)).toBe(true);
    const box = await skip.boundingBox();
    expect(box && box.y >= 0 && box.height > 0).toBe(true);
    expect(await clippedTexts(skip)).toEqual([]);
    expect((await look()).shadow).not.toBe('none');

    // Enter moves the focus to main, and the next Tab to the page's first control, not the header.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    expect(new URL(page.url()).pathname).toBe('/search/');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);

    // The footer is the page's contentinfo landmark, outside main.
    expect(await page.evaluate(() => document.querySelector('main footer') === null)).toBe(true);
    expect(await page.getByRole('contentinfo').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('contentinfo').count()).toBe(0);
    expect(await violations(page, 'search page with the skip link')).toEqual([]);
    await context.close();
  });

  it('names the find-authors dialog by its one heading', async () => {
    const account = newAccount('finder');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/find-authors');
    const dialog = page.getByRole('dialog', { name: 'Find your author profile' });
    await dialog.getByRole('textbox', { name: 'E-mail addresses' }).waitFor();
    const headings = await dialog
      .getByRole('heading')
      .evaluateAll((all) => all.map((heading) => `${heading.tagName} ${heading.textContent?.trim()}`));
    // The dialog's title is its one top heading; its sections' headings rank below it.
    expect(headings.filter((heading) => heading.endsWith(' Find your author profile'))).toEqual([
      'H2 Find your author profile',
    ]);
    expect(headings.filter((heading) => /^H[12] /.test(heading))).toEqual(['H2 Find your author profile']);
    await context.close();
  });

  it('shows Page not found for an unknown route', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/no-such-page/here');
    await page.getByRole('heading', { name: MESSAGES.pageNotFound }).waitFor();
    await context.close();
  });

  it('leads from the footer to the privacy policy', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/search/');
    const footer = page.getByRole('contentinfo');
    await footer
      .getByText(
        'sciscope is open-source software for scientific literature, run by the operator of this sciscope instance.',
      )
      .waitFor();
    await footer.getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL(/\/privacy\/$/);
    await page.getByRole('heading', { name: 'Privacy policy' }).waitFor();
    await page.getByRole('heading', { name: 'What we store' }).waitFor();
    await context.close();
  });

  it("offers a reload when a page's code is gone after a redeploy; missing files of the app answer 404", async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/search/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).waitFor();
    // The icon the page names is there; files that are not answer 404, not the page.
    const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!);
    expect(icon.status()).toBe(200);
    expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
    for (const missing of ['/assets/vacancy-page-CNNThUO0.js', '/favicon.ico']) {
      expect((await page.request.get(missing)).status(), missing).toBe(404);
    }
    // A redeploy removed the privacy page's chunk this tab knows.
    await page.route(/\/assets\/privacy-page-[^/]*\.js$/, (route) => route.fulfill({ status: 404, body: '' }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.getByText('A new version of sciscope is available.').waitFor();
    expect(await page.getByText('Failed to fetch dynamically imported module', { exact: false }).count()).toBe(0);
    await page.unroute(/\/assets\/privacy-page-[^/]*\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await page.getByRole('heading', { name: 'What we store' }).waitFor();
    await context.close();
  });

  it('keeps the scroll-to-top button clear of the footer links at the end of a long page', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.setViewportSize({ width: 1280, height: 320 });
    await page.goto('/privacy/');
    await page.getByRole('heading', { name: 'What we store' }).waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await button.waitFor();
    const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' });
    // The button slides in: judge where it comes to rest.
    let last = '';
    await expect
      .poll(async () => {
        const now = JSON.stringify(await button.boundingBox());
        const settled = now === last;
        last = now;
        return settled;
      })
      .toBe(true);
    const [a, b] = [await button.boundingBox(), await link.boundingBox()];
    expect(a && b).toBeTruthy();
    const overlap =
      a!.x < b!.x + b!.width && b!.x < a!.x + a!.width && a!.y < b!.y + b!.height && b!.y < a!.y + a!.height;
    expect(overlap).toBe(false);
    await context.close();
  });

  it('sends a guest from a protected page to the login page and back afterwards', async () => {
    const account = newAccount('returning');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);

    await page.goto('/profile/?tab=1');
    await page.getByText(MESSAGES.loggedOut).waitFor();
    await page.waitForURL((url) => url.pathname === '/accounts/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/profile/?tab=1');

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL('**/profile/?tab=1');
    await page.getByRole('heading', { name: 'Profile' }).waitFor();
    await context.close();
  });

  it('refuses a login with a wrong password and an off-site next', async () => {
    const account = newAccount('careful');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);

    await page.goto('/accounts/login/');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong password');
    await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
    await page.getByText(MESSAGES.invalidCredentials).waitFor();
    expect(new URL(page.url()).pathname).toBe('/accounts/login/');

    await logIn(page, account, '//evil.example/');
    expect(new URL(page.url()).pathname).toBe('/search/');
    await context.close();
  });

  it('shows field errors under the fields of the register form', async () => {
    const { context, page } = await newVisitor(browser, server);
    await page.goto('/accounts/register/');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-address');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Enter a valid e-mail address.').waitFor();
    await page.getByText('Password must have at least 8 characters.').waitFor();
    await context.close();
  });
});

describe('administration', () => {
  it('lets a superuser grant a quota on /superadmin/, after which the user sees its link', async () => {
    const admin = newAccount('admin');
    const member = newAccount('member');
    await createUser(server, admin, { superuser: true });
    await createUser(server, member);

    const adminSide = await newVisitor(browser, server);
    await logIn(adminSide.page, admin);
    const adminMenu = await openUserMenu(adminSide.page, admin.email);
    await adminMenu.getByRole('menuitem', { name: 'Superadmin' }).click();
    await adminSide.page.waitForURL('**/superadmin/');

    await adminSide.page.getByLabel('Search users').fill(member.email);
    await adminSide.page.getByLabel('Search users').press('Enter');
    await adminSide.page.getByRole('button', { name: `Grant quota to ${member.email}` }).click();
    const dialog = adminSide.page.getByRole('dialog', { name: 'Grant quota' });
    await dialog.getByLabel('Quota').selectOption('panel_composer');
    await dialog.getByRole('button', { name: 'Grant' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const revokeChip = adminSide.page.getByRole('button', { name: `Revoke panel_composer from ${member.email}` });
    await revokeChip.waitFor();

    // Revoking asks first, naming the quota, the user and what stops; Cancel keeps the quota.
    await revokeChip.click();
    const revokeDialog = adminSide.page.getByRole('dialog', {
      name: `Revoke panel_composer from ${member.email}?`,
    });
    await revokeDialog.getByText(`${member.email} loses the panel_composer quota`, { exact: false }).waitFor();
    await revokeDialog.getByRole('button', { name: 'Cancel' }).click();
    await revokeDialog.waitFor({ state: 'hidden' });
    expect(await revokeChip.count()).toBe(1);
    await adminSide.context.close();

    const memberSide = await newVisitor(browser, server);
    await logIn(memberSide.page, member);
    await navLink(memberSide.page, 'Panel composer').click();
    await memberSide.page.getByRole('heading', { name: 'Panel composer' }).waitFor();
    await memberSide.context.close();

    // Confirmed, the quota goes and the page says so.
    const again = await newVisitor(browser, server);
    await logIn(again.page, admin, `/superadmin/?query=${encodeURIComponent(member.email)}`);
    await again.page.getByRole('button', { name: `Revoke panel_composer from ${member.email}` }).click();
    await again.page
      .getByRole('dialog', { name: `Revoke panel_composer from ${member.email}?` })
      .getByRole('button', { name: 'Revoke quota' })
      .click();
    await again.page.getByText(`Revoked panel_composer from ${member.email}.`).waitFor();
    await again.page
      .getByRole('button', { name: `Revoke panel_composer from ${member.email}` })
      .waitFor({ state: 'detached' });
    await again.context.close();
  });

  it("shows a superuser's badge whole beside a long e-mail, on a wide window and on a phone", async () => {
    const root = {
      email: `a.very.long.superuser.address-${Date.now()}@research-institute.example.org`,
      password: 'correct horse battery',
    };
    await createUser(server, root, { superuser: true });
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, root, `/superadmin/?query=${encodeURIComponent(root.email)}`);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Grant quota to ${root.email}` }) });
    const badge = row.getByText('superuser', { exact: true });
    await badge.waitFor();
    expect(await clippedTexts(badge)).toEqual([]);
    // On a phone the users table scrolls in its own box and the badge goes under the e-mail, whole.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect.poll(() => clippedTexts(badge)).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await context.close();
  });

  it('shows the not-permitted text to a user who is not a superuser', async () => {
    const account = newAccount('plain');
    await createUser(server, account);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, account, '/superadmin/');
    await page.getByText(MESSAGES.forbidden).first().waitFor();
    await context.close();
  });

  it('lets an organization admin, appointed on /superadmin/, manage the members', async () => {
    const admin = newAccount('root');
    const orgAdmin = newAccount('orgadmin');
    const colleague = newAccount('colleague');
    await createUser(server, admin, { superuser: true });
    await createUser(server, orgAdmin);
    await createUser(server, colleague);
    const organizationName = `Lab ${Date.now()}`;

    const adminSide = await newVisitor(browser, server);
    await logIn(adminSide.page, admin, '/superadmin/');
    await adminSide.page.getByLabel('New organization').fill(organizationName);
    await adminSide.page.getByRole('button', { name: 'Create organization' }).click();
    await adminSide.page.getByRole('button', { name: `Add member to ${organizationName}` }).click();
    const dialog = adminSide.page.getByRole('dialog', { name: `Add member to ${organizationName}` });
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(orgAdmin.email);
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // Adding them again with the same role changes nothing: the dialog stays and says so.
    await adminSide.page.getByRole('button', { name: `Add member to ${organizationName}` }).click();
    await dialog.getByRole('textbox', { name: 'E-mail', exact: true }).fill(orgAdmin.email);
    await dialog.getByLabel('Role').selectOption('admin');
    await dialog.getByRole('button', { name: 'Add member' }).click();
    await dialog.getByRole('status').getByText(`${orgAdmin.email} is already an admin.`).waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await adminSide.page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await adminSide.context.close();

    const { context, page } = await newVisitor(browser, server);
    await logIn(page, orgAdmin);
    const menu = await openUserMenu(page, orgAdmin.email);
    await menu.getByRole('menuitem', { name: 'Organization', exact: true }).click();
    await page.getByRole('heading', { name: organizationName }).waitFor();
    await page.getByRole('cell', { name: `${orgAdmin.email} (you)`, exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(colleague.email);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).press('Enter');
    await page.getByRole('cell', { name: colleague.email, exact: true }).waitFor();

    // Removing asks first, naming the member.
    await page.getByRole('button', { name: `Remove ${colleague.email}` }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remove this member?' });
    await removeDialog.getByText(`${colleague.email} will no longer be a member of ${organizationName}.`).waitFor();
    await removeDialog.getByRole('button', { name: 'Remove member' }).click();
    await page.getByRole('cell', { name: colleague.email, exact: true }).waitFor({ state: 'detached' });
    await page.getByText(`${colleague.email} was removed from ${organizationName}.`).waitFor();

    // A role changes in place, after a confirmation, and the page says so.
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(colleague.email);
    await page.getByLabel('Role', { exact: true }).selectOption('member');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).press('Enter');
    await page.getByRole('cell', { name: colleague.email, exact: true }).waitFor();
    await page.getByLabel(`Role of ${colleague.email}`).selectOption('admin');
    await page.getByRole('dialog', { name: 'Change this role?' }).getByRole('button', { name: 'Change role' }).click();
    await page.getByText(`${colleague.email} is now Admin (was Member).`).waitFor();

    // The admin renames the organization: an empty name is refused, a new one is taken and the
    // heading follows; the same name again says nothing changed, and an old message never
    // stays beside a new error. Deleting is for superusers: not offered here.
    const nameField = page.getByRole('textbox', { name: 'Organization name' });
    await nameField.fill('  ');
    await nameField.press('Enter');
    await page.getByText('Name is required.').waitFor();
    const renamed = `${organizationName} Research`;
    await nameField.fill(renamed);
    await nameField.press('Enter');
    await page.getByText(`Renamed to ${renamed}.`).waitFor();
    await page.getByRole('heading', { name: renamed, level: 1 }).waitFor();
    await nameField.fill(` ${renamed} `);
    await nameField.press('Enter');
    await page.getByText('The name is unchanged: it is already the organization’s name.').waitFor();
    expect(await page.getByText(`Renamed to ${renamed}.`).count()).toBe(0);
    await nameField.fill('');
    await nameField.press('Enter');
    await page.getByText('Name is required.').waitFor();
    expect(await page.getByText('The name is unchanged', { exact: false }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete organization…' }).count()).toBe(0);

    // Demoting yourself warns first, then leaves for the organizations list with a message.
    await page.getByLabel(`Role of ${orgAdmin.email}`).selectOption('developer');
    const selfDialog = page.getByRole('dialog', { name: 'Change your own role?' });
    await selfDialog.getByText(/You will lose access to this page at once/).waitFor();
    await selfDialog.getByRole('button', { name: 'Change role' }).click();
    await page.waitForURL('**/orgadmin/organizations/');
    await page.getByText(`You are now Developer (was Admin) of ${renamed}.`).waitFor();
    expect(await page.getByText(MESSAGES.forbidden).count()).toBe(0);
    await context.close();
  });

  it('lets a superuser delete an organization from its page, once its proposals are gone', async () => {
    const root = newAccount('root');
    const boss = newAccount('boss');
    await createUser(server, root, { superuser: true });
    const name = `Closing Lab ${Date.now()}`;
    // The boss's plan saves monitorings for an organization only (no private ones).
    await runCli(server, [
      'users',
      'create',
      '--email',
      boss.email,
      '--password',
      boss.password,
      '--quota',
      'monitoring',
      '--org',
      `${name}:admin`,
    ]);
    const { context, page } = await newVisitor(browser, server);
    await logIn(page, root, '/orgadmin/organizations/');
    await page.getByRole('link', { name, exact: true }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    const organizationId = Number(/\/orgadmin\/(\d+)\//.exec(page.url())![1]);
    const bossSide = await newVisitor(browser, server);
    await logIn(bossSide.page, boss);
    const monitoring = await postJson<{ id: number }>(bossSide.page, '/api/monitoring/edit', {
      title: 'Closing watch',
      topics: [{ title: 'Graphs', color: '#1c7ed6', conceptIds: [] }],
      organizationId,
    });

    // A folder holding a proposal is the organization's work: the dialog says so and offers no delete.
    const folder = await postJson<{ id: number }>(page, '/api/folders', { name: 'Calls', organizationId });
    const proposal = await postJson<{ id: number }>(page, `/api/folders/${folder.id}/proposals`, {
      title: 'Graph colouring',
      abstract: 'On graphs.',
    });
    const open = page.getByRole('button', { name: 'Delete organization…' });
    const dialog = page.getByRole('dialog', { name: 'Delete this organization?' });
    await open.click();
    await dialog.getByText(`${name} still holds 1 proposal in 1 folder.`, { exact: false }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Delete organization' }).count()).toBe(0);
    // The folder is linked, and opens for the superuser (an editor of every organization folder).
    const held = dialog.getByRole('list', { name: 'Still held by the organization' });
    await held.getByText('(folder, 1 proposal)', { exact: false }).waitFor();
    await held.getByRole('link', { name: 'Calls', exact: true }).click();
    await page.waitForURL(`**/folder/${folder.id}/`);
    await page.getByRole('heading', { name: 'Calls', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Graph colouring' }).waitFor();
    expect(await page.getByText(MESSAGES.forbidden).count()).toBe(0);

    // With the proposal deleted, the dialog lists what goes and wants the name typed.
    await sendJson(page, 'DELETE', `/api/proposals/${proposal.id}`);
    await page.goto(`/orgadmin/${organizationId}/`);
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await open.click();
    const removed = dialog.getByRole('list', { name: 'Removed with the organization' });
    await removed.getByText('1 membership', { exact: true }).waitFor();
    await removed.getByText('1 empty folder', { exact: true }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete organization' });
    expect(await confirm.isDisabled()).toBe(true);
    // As the account deletion's phrase: case and surrounding spaces do not matter.
    await dialog.getByLabel("Type the organization's name to confirm").fill(`  ${name.toUpperCase()} `);
    await confirm.click();
    await page.waitForURL('**/orgadmin/organizations/');
    await page.getByText(`${name} was deleted.`).waitFor();
    expect(await page.getByRole('link', { name, exact: true }).count()).toBe(0);
    await context.close();

    // The boss keeps the monitoring, private now, and still renames it though the plan allows no
    // private ones: no dead end asking for an organization.
    await bossSide.page.goto(`/monitoring/${monitoring.id}`);
    await bossSide.page.getByRole('heading', { name: 'Closing watch', level: 1 }).waitFor();
    await bossSide.page.getByText('Kept private: saving and renaming keep it so', { exact: false }).waitFor();
    await bossSide.page.getByRole('button', { name: 'Rename' }).click();
    const renameDialog = bossSide.page.getByRole('dialog', { name: 'Rename monitoring' });
    await renameDialog.getByRole('textbox', { name: 'Title' }).fill('Closing watch, kept');
    await renameDialog.getByRole('button', { name: 'Save' }).click();
    await renameDialog.waitFor({ state: 'hidden' });
    await bossSide.page.getByRole('heading', { name: 'Closing watch, kept', level: 1 }).waitFor();
    expect(await bossSide.page.getByText('Choose an organization', { exact: false }).count()).toBe(0);
    await bossSide.context.close();
  });
});
