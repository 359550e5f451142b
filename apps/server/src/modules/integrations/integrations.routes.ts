import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  idParamSchema,
  orgdevOrganizationsResponseSchema,
} from '@sciscope/contracts';
import { requireSessionUser } from '../../app/auth/access';
import type { RouteDeps } from '../../app/routes';
import { createApiToken, listApiTokens, listOrgdevOrganizations, revokeApiToken } from './integrations.usecases';

/** Guests get 401 and API tokens 403 before validation; organisation checks need the validated id. */
const sessionOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireSessionUser(request);
  },
};
const cookieSecurity = [{ sessionCookie: [] }];
const tags = ['integrations'];

/** `/api/orgdev/…`: API tokens of organisations, for their developers (and superusers). */
export async function registerIntegrationsRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orgdev/organizations',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Organisations whose API tokens the user may manage',
        security: cookieSecurity,
        response: { 200: orgdevOrganizationsResponseSchema },
      },
    },
    async (request) => listOrgdevOrganizations({ db, user: request.user }),
  );

  r.get(
    '/api/orgdev/:id/tokens',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: "An organisation's API tokens, revoked ones included",
        security: cookieSecurity,
        params: idParamSchema,
        response: { 200: apiTokensResponseSchema },
      },
    },
    async (request) => listApiTokens({ db, user: request.user, organizationId: request.params.id }),
  );

  r.post(
    '/api/orgdev/:id/tokens',
    {
      ...sessionOnly,
      schema: {
        tags,
        summary: 'Create an API token (the plain token is in this answer only)',
        security: cookieSecurity,
        params: idParamSchema,
        body: createApiTokenSchema,
        response: { 201: createdApiTokenSchema },
      },
    },
    async (request, reply) => {
      const created = await createApiToken({
        db,
        user: request.user,
        organizationId: request.params.id,
        name: request.body.name,
      });
      return reply.status(201).send(created);
    },
  );

  r.delete(
    '/api/orgdev/:id/tokens/:tokenId',
    {
      ...sessionOnly,
      schema: { tags, summary: 'Revoke an API token', security: cookieSecurity, params: apiTokenParamsSchema },
    },
    async (request, reply) => {
      await revokeApiToken({
        db,
        user: request.user,
        organizationId: request.params.id,
        tokenId: request.params.tokenId,
      });
      return reply.status(204).send();
    },
  );
}
