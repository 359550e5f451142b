import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { searchRequestSchema } from '@sciscope/contracts';
import { perMinuteLimit } from '../../app/rate-limits';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { searchPageRead } from './search.reads';
import { admitSearch } from './search.usecases';

/**
 * `GET /api/search`: article search in the query language. Admission (access, parsing, the
 * daily cap) runs here, where the counters are; the page itself is a read (`search.page`,
 * answered by the read workers, its response checked against `searchResponseSchema`).
 */
export async function registerSearchRoutes(app: FastifyInstance, { config, access, reads }: RouteDeps): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/search',
    {
      // Searches per minute per client address (`SCISCOPE_RATE_LIMIT_PER_MINUTE`), whatever its
      // daily cap: a burst guard against scripted crawling (people page far slower than this).
      config: perMinuteLimit(config.rateLimits.search),
      // The response schema documents the route (OpenAPI); the read checked and serialised the body.
      schema: {
        summary: 'Search articles with the query language, 50 a page',
        querystring: searchRequestSchema,
        response: { 200: searchPageRead.response },
      },
    },
    async (request, reply) => {
      const { q, offset, sort } = request.query;
      const user = request.user;
      const admission = await admitSearch({
        access,
        config,
        requester: { user, ip: request.ip, userAgent: request.headers['user-agent'] },
        q,
      });
      return sendJsonBody(reply, await reads.run(searchPageRead, { admission, user, q, offset, sort }));
    },
  );
}
