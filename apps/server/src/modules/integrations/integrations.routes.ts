import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenSchema,
  createdApiTokenSchema,
  idParamSchema,
  orgdevOrganizationsResponseSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { createIntegrationsRepository } from './integrations.repository';
import { createApiToken, listApiTokens, listOrgdevOrganizations, revokeApiToken } from './integrations.usecases';

const cookieSecurity = [{ sessionCookie: [] }];
const tags = ['integrations'];

/** `/api/orgdev/…`: API tokens of organizations, for their developers (and superusers). */
export async function registerIntegrationsRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = {
    integrations: createIntegrationsRepository({ db }),
    actionsLog: createActionsLogRepository({ db }),
    access,
  };
  // Guests get 401 and API tokens 403 before validation; organization checks need the validated id.
  const listGate = accessGate({ access, permission: 'integrations.organizations.list' });
  const manageGate = accessGate({ access, permission: 'integrations.tokens.manage' });
  const createGate = accessGate({ access, permission: 'integrations.tokens.create' });

  r.get(
    '/api/orgdev/organizations',
    {
      ...listGate,
      schema: {
        tags,
        summary: 'Organizations whose API tokens the user may manage',
        security: cookieSecurity,
        response: { 200: orgdevOrganizationsResponseSchema },
      },
    },
    async (request) => listOrgdevOrganizations({ ...deps, user: request.user }),
  );

  r.get(
    '/api/orgdev/:id/tokens',
    {
      ...manageGate,
      schema: {
        tags,
        summary: "An organization's API tokens, revoked ones included",
        security: cookieSecurity,
        params: idParamSchema,
        response: { 200: apiTokensResponseSchema },
      },
    },
    async (request) => listApiTokens({ ...deps, user: request.user, organizationId: request.params.id }),
  );

  r.post(
    '/api/orgdev/:id/tokens',
    {
      ...createGate,
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
        ...deps,
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
      ...manageGate,
      schema: { tags, summary: 'Revoke an API token', security: cookieSecurity, params: apiTokenParamsSchema },
    },
    async (request, reply) => {
      await revokeApiToken({
        ...deps,
        user: request.user,
        organizationId: request.params.id,
        tokenId: request.params.tokenId,
      });
      return reply.status(204).send();
    },
  );
}
