import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addMemberResultSchema,
  addMemberSchema,
  adminUsersResponseSchema,
  canManageCollectionsSchema,
  createOrganizationSchema,
  idParamSchema,
  organizationDeletionSchema,
  organizationSchema,
  pagingQuerySchema,
  quotaGrantSchema,
  showChangelogLinkSchema,
  userQuotaParamsSchema,
} from '@sciscope/contracts';
import { z } from 'zod';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createAdminRepository } from './admin.repository';
import {
  createOrganization,
  grantQuota,
  listOrganizations,
  listUsers,
  revokeQuota,
  setUserFlag,
} from './admin.usecases';
import { createActionsLogRepository } from '../actions-log/actions-log.repository';
import { createOrganizationDeletionRepository } from './organization-deletion.repository';
import { deleteOrganization, organizationDeletionImpact } from './organization-deletion.usecases';
import { createOrganizationsRepository } from './organizations.repository';
import { setOrgMember } from './orgadmin.usecases';

/** `/api/admin/…`: superuser-only screens. */
export async function registerAdminRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const admin = createAdminRepository({ db });
  const organizations = createOrganizationsRepository({ db });
  // The superuser gate runs before validation, so guests get 401 and other users 403
  // whatever they send; the use cases check again.
  const usersGate = accessGate({ access, permission: 'admin.users.manage' });
  const organizationsGate = accessGate({ access, permission: 'admin.organizations.manage' });
  const deletionGate = accessGate({ access, permission: 'admin.organizations.delete' });
  const deletion = createOrganizationDeletionRepository({ db });
  const actionsLog = createActionsLogRepository({ db });

  r.get(
    '/api/admin/users',
    {
      ...usersGate,
      schema: {
        summary: 'Superusers: the users, 50 a page, filtered by e-mail',
        querystring: pagingQuerySchema,
        response: { 200: adminUsersResponseSchema },
      },
    },
    async (request) =>
      listUsers({ admin, access, user: request.user, offset: request.query.offset, query: request.query.query }),
  );

  r.post(
    '/api/admin/users/:id/quotas',
    {
      ...usersGate,
      schema: {
        summary:
          'Superusers: grant a user a quota, tied to organizations the user is a member of (a held quota only with replace: true)',
        params: idParamSchema,
        body: quotaGrantSchema,
      },
    },
    async (request, reply) => {
      await grantQuota({
        admin,
        organizations,
        access,
        user: request.user,
        userId: request.params.id,
        ...request.body,
      });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/admin/users/:id/quotas/:name',
    { ...usersGate, schema: { summary: 'Superusers: take a quota back from a user', params: userQuotaParamsSchema } },
    async (request, reply) => {
      await revokeQuota({ admin, access, user: request.user, userId: request.params.id, name: request.params.name });
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/admin/users/:id/can-manage-collections',
    {
      ...usersGate,
      schema: {
        summary: 'Superusers: let a user manage labels, or stop them',
        params: idParamSchema,
        body: canManageCollectionsSchema,
      },
    },
    async (request, reply) => {
      await setUserFlag({
        admin,
        access,
        user: request.user,
        userId: request.params.id,
        flag: 'canManageCollections',
        value: request.body.can_manage_collections,
      });
      return reply.status(204).send();
    },
  );

  r.put(
    '/api/admin/users/:id/show-changelog-link',
    {
      ...usersGate,
      schema: {
        summary: 'Superusers: show or hide the changelog link for a user',
        params: idParamSchema,
        body: showChangelogLinkSchema,
      },
    },
    async (request, reply) => {
      await setUserFlag({
        admin,
        access,
        user: request.user,
        userId: request.params.id,
        flag: 'showChangelogLink',
        value: request.body.show_changelog_link,
      });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/admin/organizations',
    {
      ...organizationsGate,
      schema: { summary: 'Superusers: every organization', response: { 200: z.array(organizationSchema) } },
    },
    async (request) => listOrganizations({ organizations, access, user: request.user }),
  );

  r.post(
    '/api/admin/organizations',
    {
      ...organizationsGate,
      schema: {
        summary: 'Superusers: create an organization',
        body: createOrganizationSchema,
        response: { 200: organizationSchema },
      },
    },
    async (request) => createOrganization({ organizations, access, user: request.user, name: request.body.name }),
  );

  r.get(
    '/api/admin/organizations/:id/deletion',
    {
      ...deletionGate,
      schema: {
        summary: 'Superusers: what deleting an organization would remove, detach, and what blocks it',
        params: idParamSchema,
        response: { 200: organizationDeletionSchema },
      },
    },
    async (request) =>
      organizationDeletionImpact({ deletion, access, user: request.user, organizationId: request.params.id }),
  );

  r.delete(
    '/api/admin/organizations/:id',
    {
      ...deletionGate,
      schema: {
        summary:
          'Superusers: delete an organization (refused with 409 while it holds panels or proposals); answers what went',
        params: idParamSchema,
        response: { 200: organizationDeletionSchema },
      },
    },
    async (request) =>
      deleteOrganization({ deletion, actionsLog, access, user: request.user, organizationId: request.params.id }),
  );

  r.post(
    '/api/admin/organizations/:id/members',
    {
      ...organizationsGate,
      schema: {
        summary: 'Superusers: add a member to an organization, or change their role; says which it did',
        params: idParamSchema,
        body: addMemberSchema,
        response: { 200: addMemberResultSchema },
      },
    },
    async (request) =>
      setOrgMember({
        admin,
        organizations,
        access,
        user: request.user,
        organizationId: request.params.id,
        ...request.body,
      }),
  );
}
