import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { autocompleteConceptsQuerySchema, autocompleteSearchInputQuerySchema } from '@sciscope/contracts';
import { perMinuteLimit } from '../../app/rate-limits';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { autocompleteConceptsRead, autocompleteSearchInputRead } from './autocomplete.reads';

/**
 * `/api/autocomplete/…`: suggestions while typing, answered by the read workers (responses
 * checked against the contracts' `autocomplete…ResponseSchema`, which the routes also declare
 * for the OpenAPI description; the bodies arrive serialised, so Fastify sends them as they are).
 */
export async function registerAutocompleteRoutes(app: FastifyInstance, { config, reads }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Calls per minute per client address (`SCISCOPE_AUTOCOMPLETE_RATE_LIMIT_PER_MINUTE`): typing
  // with the 250 ms debounce of spec 01 section 9 stays under 240; this only stops scraping.
  const rateLimit = perMinuteLimit(config.rateLimits.autocomplete);

  r.get(
    '/api/autocomplete/concepts',
    {
      config: rateLimit,
      schema: {
        summary: 'Suggest concepts while typing',
        querystring: autocompleteConceptsQuerySchema,
        response: { 200: autocompleteConceptsRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(
        reply,
        await reads.run(autocompleteConceptsRead, { user: request.user, query: request.query.query }),
      ),
  );

  r.get(
    '/api/autocomplete/search-input',
    {
      config: rateLimit,
      schema: {
        summary: 'Suggest articles, concepts, authors and pages for the search box (or authors only)',
        querystring: autocompleteSearchInputQuerySchema,
        response: { 200: autocompleteSearchInputRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(
        reply,
        await reads.run(autocompleteSearchInputRead, {
          user: request.user,
          query: request.query.query,
          type: request.query.type,
        }),
      ),
  );
}
