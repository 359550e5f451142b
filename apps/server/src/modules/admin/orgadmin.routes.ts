import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addMemberSchema, idParamSchema, orgMemberParamsSchema, orgMembersResponseSchema } from '@sciscope/contracts';
import { requireUser } from '../../app/auth/access';
import type { RouteDeps } from '../../app/routes';
import { addOrgMember, listOrgMembers, removeOrgMember } from './orgadmin.usecases';

/** Guests get 401 before validation; the organisation check needs the validated id. */
const usersOnly = {
  preValidation: async (request: FastifyRequest) => {
    requireUser(request);
  },
};

/** `/api/orgadmin/{id}/…`: members of one organisation, for its admins and superusers (others get 404). */
export async function registerOrgAdminRoutes(app: FastifyInstance, { db }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/orgadmin/:id/members',
    { ...usersOnly, schema: { params: idParamSchema, response: { 200: orgMembersResponseSchema } } },
    async (request) => listOrgMembers({ db, user: request.user, organizationId: request.params.id }),
  );

  r.post(
    '/api/orgadmin/:id/members',
    { ...usersOnly, schema: { params: idParamSchema, body: addMemberSchema } },
    async (request, reply) => {
      await addOrgMember({ db, user: request.user, organizationId: request.params.id, ...request.body });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/orgadmin/:id/members/:userId',
    { ...usersOnly, schema: { params: orgMemberParamsSchema } },
    async (request, reply) => {
      await removeOrgMember({
        db,
        user: request.user,
        organizationId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );
}
