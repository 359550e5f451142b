import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMemberSchema,
  idParamSchema,
  orgMemberParamsSchema,
  orgMembersResponseSchema,
  organizationNameResultSchema,
  renameOrganizationSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createAdminRepository } from './admin.repository';
import { createOrganizationsRepository } from './organizations.repository';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { addOrgMember, listOrgMembers, removeOrgMember, renameOrganization } from './orgadmin.usecases';

/** `/api/orgadmin/{id}/…`: one organization's name and members, for its admins and superusers (others get 404). */
export async function registerOrgAdminRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = createAdminRepository({ db });
  const organizations = createOrganizationsRepository({ db });
  // Guests get 401 before validation; the organization check needs the validated id.
  const gate = accessGate({ access, permission: 'orgadmin.members.manage' });
  const actionsLog = createActionsLogRepository({ db });

  r.put(
    '/api/orgadmin/:id',
    {
      ...accessGate({ access, permission: 'orgadmin.organization.rename' }),
      schema: {
        summary: 'Organization admins: rename the organization (unique ignoring case, at most 200 characters)',
        params: idParamSchema,
        body: renameOrganizationSchema,
        response: { 200: organizationNameResultSchema },
      },
    },
    async (request) =>
      renameOrganization({
        organizations,
        actionsLog,
        access,
        user: request.user,
        organizationId: request.params.id,
        name: request.body.name,
      }),
  );

  r.get(
    '/api/orgadmin/:id/members',
    {
      ...gate,
      schema: {
        summary: 'Organization admins: the organization and its members with their roles',
        params: idParamSchema,
        response: { 200: orgMembersResponseSchema },
      },
    },
    async (request) => listOrgMembers({ organizations, access, user: request.user, organizationId: request.params.id }),
  );

  r.post(
    '/api/orgadmin/:id/members',
    {
      ...gate,
      schema: {
        summary: 'Organization admins: add a member by e-mail, or change a member’s role (the last admin stays admin)',
        params: idParamSchema,
        body: addMemberSchema,
      },
    },
    async (request, reply) => {
      await addOrgMember({
        admin,
        organizations,
        access,
        user: request.user,
        organizationId: request.params.id,
        ...request.body,
      });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/orgadmin/:id/members/:userId',
    {
      ...gate,
      schema: { summary: 'Organization admins: remove a member (not the last admin)', params: orgMemberParamsSchema },
    },
    async (request, reply) => {
      await removeOrgMember({
        organizations,
        access,
        user: request.user,
        organizationId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );
}
