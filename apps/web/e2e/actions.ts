import type { Locator, Page } from 'playwright-core';
import type { TestAccount } from './harness';

/* What a person does in the shell, written once for every browser test. */

export function mainNav(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' });
}

export function navLink(page: Page, label: string): Locator {
  return mainNav(page).getByRole('link', { name: label, exact: true });
}

async function fillCredentials(page: Page, account: TestAccount): Promise<void> {
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  // Enter submits, as the spec asks of forms.
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
}

/** Registers on /accounts/register/ and waits for the search page. */
export async function register(page: Page, account: TestAccount): Promise<void> {
  await page.goto('/accounts/register/');
  await fillCredentials(page, account);
  await page.waitForURL('**/search/');
}

/** Logs in on /accounts/login/ (with an optional next) and waits to leave the login page. */
export async function logIn(page: Page, account: TestAccount, next?: string): Promise<void> {
  await page.goto(next ? `/accounts/login/?next=${encodeURIComponent(next)}` : '/accounts/login/');
  await fillCredentials(page, account);
  await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));
}

/** Opens the user menu, titled with the e-mail. */
export async function openUserMenu(page: Page, email: string): Promise<Locator> {
  await page.getByRole('button', { name: email }).click();
  return page.getByRole('menu');
}

/** Logs out through the user menu. */
export async function logOut(page: Page, email: string): Promise<void> {
  const menu = await openUserMenu(page, email);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
}
