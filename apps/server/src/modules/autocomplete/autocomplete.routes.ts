import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  autocompleteConceptsQuerySchema,
  autocompleteConceptsResponseSchema,
  autocompleteSearchInputQuerySchema,
  autocompleteSearchInputResponseSchema,
} from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { createAutocompleteRepository } from './autocomplete.repository';
import { autocompleteConcepts, autocompleteSearchInput } from './autocomplete.usecases';

/**
 * Autocomplete calls one client address may make per minute. Typing with the 250 ms
 * debounce of spec 01 section 9 stays under 240; this only stops scripted scraping.
 */
export const AUTOCOMPLETE_REQUESTS_PER_MINUTE = 600;
const rateLimit = { rateLimit: { max: AUTOCOMPLETE_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } };

/** `/api/autocomplete/…`: suggestions while typing. */
export async function registerAutocompleteRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const autocomplete = createAutocompleteRepository({ db });

  r.get(
    '/api/autocomplete/concepts',
    {
      config: rateLimit,
      schema: { querystring: autocompleteConceptsQuerySchema, response: { 200: autocompleteConceptsResponseSchema } },
    },
    async (request) => autocompleteConcepts({ autocomplete, access, user: request.user, query: request.query.query }),
  );

  r.get(
    '/api/autocomplete/search-input',
    {
      config: rateLimit,
      schema: {
        querystring: autocompleteSearchInputQuerySchema,
        response: { 200: autocompleteSearchInputResponseSchema },
      },
    },
    async (request) =>
      autocompleteSearchInput({
        autocomplete,
        access,
        user: request.user,
        query: request.query.query,
        type: request.query.type,
      }),
  );
}
