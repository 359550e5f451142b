import type { Page } from 'playwright-core';

/** A state-changing API call from the page, as the app makes it (session cookie, same origin). */
export async function sendJson<T>(page: Page, method: string, path: string, body?: object): Promise<T> {
  const { status, text } = await page.evaluate(
    async ([verb, url, payload]) => {
      const response = await fetch(url, {
        method: verb,
        credentials: 'same-origin',
        headers: {
          Accept: 'application/json',
          ...(payload === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      return { status: response.status, text: await response.text() };
    },
    [method, path, body] as const,
  );
  if (status >= 300) throw new Error(`${method} ${path} answered ${status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** `sendJson` with POST. */
export function postJson<T>(page: Page, path: string, body: object): Promise<T> {
  return sendJson<T>(page, 'POST', path, body);
}

/** A GET from the page, answering the parsed body. */
export function getJson<T>(page: Page, path: string): Promise<T> {
  return sendJson<T>(page, 'GET', path);
}
