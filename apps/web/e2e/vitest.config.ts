/// <reference types="node" />
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one real server and one Chromium per file, files one after another.
 * Run from the repository root after `npm run build` (see `npm run test:e2e`).
 */
export default defineConfig({
  root: fileURLToPath(new URL('../../../', import.meta.url)),
  test: {
    include: ['apps/web/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    // A browser condition polled on a busy 2-core CI machine gets as long as a locator's wait
    // would, not Vitest's default second; a condition that never holds still fails.
    expect: { poll: { timeout: 10_000 } },
    hookTimeout: 180_000,
    pool: 'forks',
    fileParallelism: false,
    maxWorkers: 1,
  },
});
