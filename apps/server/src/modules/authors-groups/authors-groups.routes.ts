import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addAuthorsGroupMembersSchema,
  addMembersResponseSchema,
  authorsGroupInputSchema,
  authorsGroupMemberAuthorsResponseSchema,
  authorsGroupMembersQuerySchema,
  authorsGroupMembersResponseSchema,
  authorsGroupResponseSchema,
  authorsGroupsListResponseSchema,
  authorsGroupUpdateSchema,
  foundAuthorResponseSchema,
  groupMemberParamsSchema,
  idParamSchema,
  importAuthorsGroupMembersSchema,
  memberParamsSchema,
  repickFoundAuthorSchema,
  repickFoundAuthorResponseSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createAuthorsGroupsRepository } from './authors-groups.repository';
import {
  createAuthorsGroup,
  deleteAuthorsGroup,
  getAuthorsGroup,
  listAuthorsGroups,
  updateAuthorsGroup,
} from './authors-groups.usecases';
import {
  addGroupMembers,
  getFoundAuthor,
  importGroupMembers,
  listGroupMemberAuthors,
  listGroupMembers,
  removeGroupMember,
  repickFoundAuthor,
} from './authors-groups-members.usecases';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['authors-groups'];
const security = LOGIN_SECURITY;

/** `/api/authors-groups/…`: authors groups (quota `authors_group`; see the use cases for who sees what). */
export async function registerAuthorsGroupsRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const groups = createAuthorsGroupsRepository({ db });
  const useGate = accessGate({ access, permission: 'authors_groups.use' });
  const editGate = accessGate({ access, permission: 'authors_groups.edit' });
  const deps = (user: Actor) => ({ groups, access, user });

  r.get(
    '/api/authors-groups',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'The authors groups the caller owns or that are shared with their organizations',
        response: { 200: authorsGroupsListResponseSchema },
      },
    },
    async (request) => listAuthorsGroups(deps(request.user)),
  );

  r.post(
    '/api/authors-groups',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'Create an authors group',
        body: authorsGroupInputSchema,
        response: { 201: authorsGroupResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createAuthorsGroup({ ...deps(request.user), input: request.body })),
  );

  r.get(
    '/api/authors-groups/:id',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'One authors group',
        params: idParamSchema,
        response: { 200: authorsGroupResponseSchema },
      },
    },
    async (request) => getAuthorsGroup({ ...deps(request.user), groupId: request.params.id }),
  );

  r.put(
    '/api/authors-groups/:id',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Rename, relabel or share an authors group (owner only)',
        params: idParamSchema,
        body: authorsGroupUpdateSchema,
        response: { 200: authorsGroupResponseSchema },
      },
    },
    async (request) => updateAuthorsGroup({ ...deps(request.user), groupId: request.params.id, changes: request.body }),
  );

  r.delete(
    '/api/authors-groups/:id',
    {
      ...editGate,
      schema: { tags, security, summary: 'Delete an authors group (owner only)', params: idParamSchema },
    },
    async (request, reply) => {
      await deleteAuthorsGroup({ ...deps(request.user), groupId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/authors-groups/:id/members',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'A page of the members of an authors group, by name',
        params: idParamSchema,
        querystring: authorsGroupMembersQuerySchema,
        response: { 200: authorsGroupMembersResponseSchema },
      },
    },
    async (request) =>
      listGroupMembers({ ...deps(request.user), groupId: request.params.id, offset: request.query.offset }),
  );

  r.get(
    '/api/authors-groups/:id/member-authors',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'The author ids of all members of an authors group (for the author search)',
        params: idParamSchema,
        response: { 200: authorsGroupMemberAuthorsResponseSchema },
      },
    },
    async (request) => listGroupMemberAuthors({ ...deps(request.user), groupId: request.params.id }),
  );

  r.post(
    '/api/authors-groups/:id/members',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Add authors picked in the author search, with a result per author',
        params: idParamSchema,
        body: addAuthorsGroupMembersSchema,
        response: { 200: addMembersResponseSchema },
      },
    },
    async (request) =>
      addGroupMembers({ ...deps(request.user), groupId: request.params.id, authorIds: request.body.authorIds }),
  );

  r.post(
    '/api/authors-groups/:id/members/import',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Add authors from a pasted list of ORCIDs and author ids, with a result per entry',
        params: idParamSchema,
        body: importAuthorsGroupMembersSchema,
        response: { 200: addMembersResponseSchema },
      },
    },
    async (request) =>
      importGroupMembers({ ...deps(request.user), groupId: request.params.id, text: request.body.text }),
  );

  r.delete(
    '/api/authors-groups/:id/members/:memberId',
    {
      ...editGate,
      schema: { tags, security, summary: 'Remove a member (owner only)', params: groupMemberParamsSchema },
    },
    async (request, reply) => {
      await removeGroupMember({
        ...deps(request.user),
        groupId: request.params.id,
        memberId: request.params.memberId,
      });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/authors-groups/members/:memberId',
    {
      ...useGate,
      schema: {
        tags,
        security,
        summary: 'A found member and the corpus authors its name matches',
        params: memberParamsSchema,
        response: { 200: foundAuthorResponseSchema },
      },
    },
    async (request) => getFoundAuthor({ ...deps(request.user), memberId: request.params.memberId }),
  );

  r.put(
    '/api/authors-groups/members/:memberId',
    {
      ...editGate,
      schema: {
        tags,
        security,
        summary: 'Match a found member to another author of its name (owner only)',
        params: memberParamsSchema,
        body: repickFoundAuthorSchema,
        response: { 200: repickFoundAuthorResponseSchema },
      },
    },
    async (request) =>
      repickFoundAuthor({ ...deps(request.user), memberId: request.params.memberId, authorId: request.body.authorId }),
  );
}
