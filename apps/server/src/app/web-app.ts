import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config';
import { errorBody } from './error-handler';

/** What a client gets while index.html is missing: the web app is being built again. */
export const WEB_APP_UPDATING = 'sciscope is being updated. Please try again in a moment.';

/**
 * Whether `path` names a file of the built app rather than a page: anything under one of its
 * folders (`/assets/…`), or a top-level name with an extension (`/favicon.ico`). Deeper paths
 * with a dot are pages (`/ontology/concept/new/Node.js`), and no top-level page has a dot.
 */
export function isStaticPath(path: string, folders: ReadonlySet<string>): boolean {
  const segments = path.split('/').filter(Boolean);
  if (segments.length === 0) return false;
  if (folders.has(segments[0]!)) return true;
  return segments.length === 1 && /\.[A-Za-z0-9]+$/.test(segments[0]!);
}

/**
 * Serves the built React app: static assets from apps/web/dist and index.html for every
 * other GET outside /api/, so client-side routes work on reload. A missing file of the app
 * answers 404, not the page (a stale tab asking for a chunk a redeploy removed must fail as
 * one, and the browser must not cache HTML as a script); while index.html is missing (a
 * rebuild), pages answer 503 with a short text.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!existsSync(config.webDistDir)) {
    app.log.warn(`web app not built (${config.webDistDir} missing): run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
  // Vite writes its chunks under assets/; other folders of the build are static too.
  const folders = new Set([
    'assets',
    ...readdirSync(config.webDistDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name),
  ]);
  // The web app's pages, not an API route: left out of the OpenAPI description.
  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.status(404).send(errorBody('common.not_found', `No route for GET ${path}.`));
    }
    const file = path.replace(/^\/+/, '');
    if (file && !file.endsWith('/') && existsSync(`${config.webDistDir}/${file}`) && !file.includes('..')) {
      return reply.sendFile(file);
    }
    if (isStaticPath(path, folders)) {
      return reply.status(404).send(errorBody('common.not_found', `No file at ${path}.`));
    }
    // Read here rather than through sendFile, whose failure on a missing file became a 500.
    let page: Buffer;
    try {
      page = await readFile(join(config.webDistDir, 'index.html'));
    } catch {
      return reply.status(503).header('retry-after', '5').type('text/plain; charset=utf-8').send(WEB_APP_UPDATING);
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
  });
}
