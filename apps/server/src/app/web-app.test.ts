import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppConfig } from './config';
import { registerErrorHandler } from './error-handler';
import { isStaticPath, registerWebApp, WEB_APP_UPDATING } from './web-app';

describe('serving the built web app', () => {
  let dist: string;
  let app: FastifyInstance;
  const get = (url: string) => app.inject({ method: 'GET', url });

  beforeEach(async () => {
    dist = mkdtempSync(join(tmpdir(), 'sciscope-web-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>sciscope</title>');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'assets', 'search-page-A1.js'), 'export {};');
    app = Fastify();
    registerErrorHandler(app);
    await registerWebApp(app, { webDistDir: dist } as AppConfig);
  });
  afterEach(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the files of the build, and index.html for the pages, a dot in a deep path included', async () => {
    const chunk = await get('/assets/search-page-A1.js');
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['content-type']).toMatch(/javascript/);
    expect((await get('/favicon.svg')).statusCode).toBe(200);
    for (const page of ['/search/', '/panel-composer/2/compositions', '/ontology/concept/new/Node.js', '/']) {
      const answer = await get(page);
      expect(answer.statusCode, page).toBe(200);
      expect(answer.headers['content-type'], page).toMatch(/^text\/html/);
      expect(answer.body, page).toContain('<title>sciscope</title>');
    }
  });

  it('answers 404, not the page, for a file of the app that does not exist', async () => {
    for (const url of ['/assets/vacancy-page-CNNThUO0.js', '/assets/index-old.css', '/favicon.ico', '/robots.txt']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(404);
      expect(answer.body, url).not.toContain('<title>sciscope</title>');
    }
  });

  it('answers a short 503, not a 500, while index.html is missing during a rebuild', async () => {
    rmSync(join(dist, 'index.html'));
    rmSync(join(dist, 'assets', 'search-page-A1.js'));
    const page = await get('/semantic-jobs/');
    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(page.body).toBe(WEB_APP_UPDATING);
    expect(page.headers['retry-after']).toBe('5');
    expect((await get('/assets/search-page-A1.js')).statusCode).toBe(404);
    expect((await get('/favicon.ico')).statusCode).toBe(404);
    // Built again: the pages come back without a restart.
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>sciscope</title>');
    expect((await get('/semantic-jobs/')).statusCode).toBe(200);
  });
});

describe('isStaticPath', () => {
  const folders = new Set(['assets']);
  it('takes anything under a folder of the build and a top-level name with an extension as a file', () => {
    expect(isStaticPath('/assets/x.js', folders)).toBe(true);
    expect(isStaticPath('/assets/fonts/x', folders)).toBe(true);
    expect(isStaticPath('/favicon.ico', folders)).toBe(true);
    expect(isStaticPath('/search/', folders)).toBe(false);
    expect(isStaticPath('/author/12/j.-smith', folders)).toBe(false);
    expect(isStaticPath('/', folders)).toBe(false);
  });
});
