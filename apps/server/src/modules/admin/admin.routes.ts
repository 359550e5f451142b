import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMemberSchema,
  adminUsersResponseSchema,
  createOrganizationSchema,
  idParamSchema,
  organizationSchema,
  pagingQuerySchema,
  quotaGrantSchema,
  userQuotaParamsSchema,
} from '@sciscope/contracts';
import { z } from 'zod';
import { requireSuperuser } from '../../app/auth/access';
import type { RouteDeps } from '../../app/routes';
import {
  addOrganizationMember,
  createOrganization,
  grantQuota,
  listOrganizations,
  listUsers,
  revokeQuota,
} from './admin.usecases';

/**
 * The superuser gate also runs before validation, so guests get 401 and other users 403
 * whatever they send; the use cases check again.
 */
const superusersOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireSuperuser(request);
  },
};

/** `/api/admin/…`: superuser-only screens. */
export async function registerAdminRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/users',
    { ...superusersOnly, schema: { querystring: pagingQuerySchema, response: { 200: adminUsersResponseSchema } } },
    async (request) => listUsers({ db, user: request.user, offset: request.query.offset, query: request.query.query }),
  );

  r.post(
    '/api/admin/users/:id/quotas',
    { ...superusersOnly, schema: { params: idParamSchema, body: quotaGrantSchema } },
    async (request, reply) => {
      await grantQuota({ db, user: request.user, userId: request.params.id, ...request.body });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/admin/users/:id/quotas/:name',
    { ...superusersOnly, schema: { params: userQuotaParamsSchema } },
    async (request, reply) => {
      await revokeQuota({ db, user: request.user, userId: request.params.id, name: request.params.name });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/organizations',
    { ...superusersOnly, schema: { response: { 200: z.array(organizationSchema) } } },
    async (request) => listOrganizations({ db, user: request.user }),
  );

  r.post(
    '/api/admin/organizations',
    { ...superusersOnly, schema: { body: createOrganizationSchema, response: { 200: organizationSchema } } },
    async (request) => createOrganization({ db, user: request.user, name: request.body.name }),
  );

  r.post(
    '/api/admin/organizations/:id/members',
    { ...superusersOnly, schema: { params: idParamSchema, body: addMemberSchema } },
    async (request, reply) => {
      await addOrganizationMember({ db, user: request.user, organizationId: request.params.id, ...request.body });
      return reply.status(204).send();
    },
  );
}
