import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchRequestSchema, searchResponseSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes';
import { searchArticles } from './search.usecases';

/**
 * Searches one client address may run per minute, whatever its daily cap: a burst guard
 * against scripted crawling (people page through results far slower than this).
 */
export const SEARCH_REQUESTS_PER_MINUTE = 120;

/** `GET /api/search`: article search in the query language. */
export async function registerSearchRoutes(app: FastifyInstance, { config, db }: RouteDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { rateLimit: { max: SEARCH_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: searchRequestSchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const { q, offset, sort } = request.query;
      return searchArticles({
        db,
        config,
        requester: { user: request.user, ip: request.ip, userAgent: request.headers['user-agent'] },
        q,
        offset,
        sort,
      });
    },
  );
}
