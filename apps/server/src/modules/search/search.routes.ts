import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchRequestSchema, searchResponseSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { createArticlesRepository } from '../articles/articles.repository';
import { getSearchConceptMatcher } from './search-concept-matcher';
import { createSearchLimitsRepository } from './search-limits.repository';
import { createSearchRepository } from './search.repository';
import { searchArticles, type SearchDeps } from './search.usecases';

/**
 * Searches one client address may run per minute, whatever its daily cap: a burst guard
 * against scripted crawling (people page through results far slower than this).
 */
export const SEARCH_REQUESTS_PER_MINUTE = 120;

/** `GET /api/search`: article search in the query language. */
export async function registerSearchRoutes(app: FastifyInstance, { config, db, access }: RouteDeps): Promise<void> {
  const deps: SearchDeps = {
    search: createSearchRepository({ db }),
    searchLimits: createSearchLimitsRepository({ db }),
    articles: createArticlesRepository({ db }),
    access,
    conceptMatcher: () => getSearchConceptMatcher(db),
  };
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      config: { rateLimit: { max: SEARCH_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: { querystring: searchRequestSchema, response: { 200: searchResponseSchema } },
    },
    async (request) => {
      const { q, offset, sort } = request.query;
      return searchArticles({
        ...deps,
        config,
        requester: { user: request.user, ip: request.ip, userAgent: request.headers['user-agent'] },
        q,
        offset,
        sort,
      });
    },
  );
}
