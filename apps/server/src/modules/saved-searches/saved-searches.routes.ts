import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createSavedSearchSchema,
  idParamSchema,
  renameSavedSearchSchema,
  savedSearchesResponseSchema,
  savedSearchResponseSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createSavedSearchesRepository } from './saved-searches.repository';
import {
  createSavedSearch,
  deleteSavedSearch,
  getSavedSearch,
  listSavedSearches,
  renameSavedSearch,
} from './saved-searches.usecases';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['saved-searches'];
const security = LOGIN_SECURITY;

/** `/api/saved-searches` and `/api/saved-search/{id}`: the caller's saved search queries. */
export async function registerSavedSearchesRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const savedSearches = createSavedSearchesRepository({ db });
  const deps = (user: Actor) => ({ savedSearches, access, user });
  const createGate = accessGate({ access, permission: 'saved_searches.create' });
  const manageGate = accessGate({ access, permission: 'saved_searches.manage' });

  r.get(
    '/api/saved-searches',
    {
      ...createGate,
      schema: {
        tags,
        security,
        summary: "The caller's saved searches, newest first",
        response: { 200: savedSearchesResponseSchema },
      },
    },
    async (request) => listSavedSearches(deps(request.user)),
  );

  r.post(
    '/api/saved-searches',
    {
      ...createGate,
      schema: {
        tags,
        security,
        summary: 'Save a search query (query and order) under a name',
        body: createSavedSearchSchema,
        response: { 201: savedSearchResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSavedSearch({ ...deps(request.user), ...request.body })),
  );

  r.get(
    '/api/saved-search/:id',
    {
      ...manageGate,
      schema: {
        tags,
        security,
        summary: 'A saved search (its owner only)',
        params: idParamSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => ({ savedSearch: await getSavedSearch({ ...deps(request.user), id: request.params.id }) }),
  );

  r.put(
    '/api/saved-search/:id',
    {
      ...manageGate,
      schema: {
        tags,
        security,
        summary: 'Rename a saved search',
        params: idParamSchema,
        body: renameSavedSearchSchema,
        response: { 200: savedSearchResponseSchema },
      },
    },
    async (request) => renameSavedSearch({ ...deps(request.user), id: request.params.id, name: request.body.name }),
  );

  r.delete(
    '/api/saved-search/:id',
    { ...manageGate, schema: { tags, security, summary: 'Delete a saved search', params: idParamSchema } },
    async (request, reply) => {
      await deleteSavedSearch({ ...deps(request.user), id: request.params.id });
      return reply.status(204).send();
    },
  );
}
