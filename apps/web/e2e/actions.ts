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

/** A phone's window, for the checks that a page does not scroll sideways. */
export const PHONE_VIEWPORT = { width: 390, height: 844 } as const;

/**
 * What makes the page wider than its window: empty when the document fits (nothing scrolls
 * sideways), else its width and the innermost elements reaching past the right edge (those
 * inside a box that scrolls or clips on its own are left out), so a failing check names them.
 */
export async function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const limit = window.innerWidth;
    const width = document.documentElement.scrollWidth;
    if (width <= limit) return [];
    // Where an element or what it shows ends: text wider than its box overflows it unseen by the
    // box, unless the box scrolls or clips it.
    const end = (element: Element) => {
      const box = element.getBoundingClientRect();
      const spills = getComputedStyle(element).overflowX === 'visible';
      return spills ? Math.max(box.right, box.left + element.scrollWidth) : box.right;
    };
    const clipped = (element: Element) => {
      for (let box = element.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') return box.getBoundingClientRect().right <= limit + 0.5;
      }
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (element) => end(element) > limit + 0.5 && !clipped(element),
    );
    const innermost = past.filter((element) => !past.some((other) => other !== element && element.contains(other)));
    return [
      `document ${width} px wide`,
      ...innermost.slice(0, 8).map((element) => {
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}" ends at ${Math.round(end(element))} px`;
      }),
    ];
  });
}

/**
 * The texts cut inside the elements `locator` finds: each element (or part of one) that clips
 * what overflows it and holds more than it shows — across (`x`, the default), e.g. a button
 * label squeezed to "Remov", or top to bottom (`y`), e.g. a line box of the font's size that
 * cuts the descender of "g". Empty when every text shows whole.
 */
export async function clippedTexts(locator: Locator, axis: 'x' | 'y' = 'x'): Promise<string[]> {
  return locator.evaluateAll(
    (roots, across) =>
      roots
        .flatMap((root) => [root, ...root.querySelectorAll('*')])
        .map((element) => {
          const style = getComputedStyle(element);
          const overflow = across ? style.overflowX : style.overflowY;
          const [content, box] = across
            ? [element.scrollWidth, element.clientWidth]
            : [element.scrollHeight, element.clientHeight];
          return (overflow === 'hidden' || overflow === 'clip') && content > box
            ? `"${(element.textContent ?? '').trim()}" ${content} px in ${box} px`
            : null;
        })
        .filter((text): text is string => text !== null),
    axis === 'x',
  );
}

/** Logs out through the user menu. */
export async function logOut(page: Page, email: string): Promise<void> {
  const menu = await openUserMenu(page, email);
  await menu.getByRole('menuitem', { name: 'Log out' }).click();
}

/**
 * A same-origin API call from the page (the session cookie and the Origin header come with it):
 * the JSON answer, null for 204; a refusal throws with its status and body.
 */
export async function pageApiCall(page: Page, method: string, path: string, body?: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response.status === 204 ? null : response.json();
    },
    { method, path, body },
  );
}

/** What screen readers are told of `element` under its name: its error and description (aria-describedby). */
export function describedBy(element: Locator): Promise<string> {
  return element.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim(),
  );
}
