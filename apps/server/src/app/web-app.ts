import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { AppConfig } from './config';
import { errorBody } from './error-handler';

/**
 * Serves the built React app: static assets from apps/web/dist and index.html for every
 * other GET outside /api/, so client-side routes work on reload.
 */
export async function registerWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  if (!existsSync(config.webDistDir)) {
    app.log.warn(`web app not built (${config.webDistDir} missing): run "npm run build"`);
    return;
  }
  await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
  // The web app's pages, not an API route: left out of the OpenAPI description.
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path.startsWith('/api/')) {
      return reply.status(404).send(errorBody('common.not_found', `No route for GET ${path}.`));
    }
    const file = path.replace(/^\/+/, '');
    if (file && !file.endsWith('/') && existsSync(`${config.webDistDir}/${file}`) && !file.includes('..')) {
      return reply.sendFile(file);
    }
    return reply.type('text/html').sendFile('index.html');
  });
}
