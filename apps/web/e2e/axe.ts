/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/*
 * The accessibility check of the browser tests: axe-core against the WCAG 2 A and AA rules on a
 * page once it shows its real content, reporting the serious and critical violations.
 */

/*
 * axe-core's browser build. The app's Content-Security-Policy (script-src 'self') refuses the
 * inline <script> of page.addScriptTag, so the source is evaluated through the DevTools protocol,
 * which the policy does not govern, leaving the policy under test as it ships.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** The width of the most common laptop screen. */
export const VIEWPORT = { width: 1366, height: 768 } as const;

/**
 * Waits until the page shows what it loaded: no skeleton left, and the transitions that fade
 * content in (whose half-faded colours axe would judge) have ended.
 */
export async function settle(page: Page): Promise<void> {
  await expect.poll(() => page.locator('.mantine-Skeleton-root[data-visible]').count()).toBe(0);
  await page.evaluate(async () => {
    const finite = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
}

/**
 * Runs axe-core (WCAG 2 A and AA) on the page as it shows now and returns its serious and
 * critical violations, one line each: page, rule, count, help text and the first targets.
 */
export async function violations(page: Page, name: string): Promise<string[]> {
  await settle(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => {
    const axe = (window as unknown as { axe: { run: (options: object) => Promise<AxeResults> } }).axe;
    return axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] }, resultTypes: ['violations'] });
  });
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const targets = violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ');
      return `${name}: ${violation.id} (${violation.impact}, ${violation.nodes.length}×) ${violation.help} → ${targets}`;
    });
}
