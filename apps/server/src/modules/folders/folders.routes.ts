import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createFolderSchema,
  folderIdParamsSchema,
  folderPageQuerySchema,
  folderPageResponseSchema,
  folderRoleParamsSchema,
  folderSchema,
  foldersResponseSchema,
  importProposalsResponseSchema,
  importProposalsSchema,
  proposalCreatedSchema,
  proposalInputSchema,
  setFolderRoleSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import { documentTypicality } from '../representations/document-typicality.usecases';
import { createFoldersRepository } from './folders.repository';
import {
  createFolder,
  ensurePersonalFolder,
  getFolderPage,
  listFolders,
  removeFolderRole,
  setFolderRole,
} from './folders.usecases';
import { importProposals } from './proposals-import.usecases';
import type { ProposalTypicality } from './proposal-concepts';
import { createProposalsRepository } from './proposals.repository';
import { createProposal } from './proposals.usecases';

/** An import's JSON body: the file's text (10 MB) plus the escaping JSON adds. */
const IMPORT_BODY_LIMIT = 24 * 1024 * 1024;

/** `/api/folders…`: folders, their roles, and adding proposals to them (one by one or in bulk). */
export async function registerFoldersRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const folders = createFoldersRepository({ db });
  const proposals = createProposalsRepository({ db });
  const matcher = () => getSearchConceptMatcher(db);
  const typicality: ProposalTypicality = (text, conceptIds) => documentTypicality({ db, text, conceptIds });
  const read = accessGate({ access, permission: 'folders.read' });
  const edit = accessGate({ access, permission: 'folders.edit' });
  const manage = accessGate({ access, permission: 'folders.manage' });

  r.get(
    '/api/folders',
    {
      schema: {
        summary: 'The caller’s folders, where they may create one, and the personal-folder switch',
        response: { 200: foldersResponseSchema },
      },
    },
    async (request) => listFolders({ folders, access, user: request.user }),
  );

  r.post(
    '/api/folders',
    {
      ...manage,
      schema: {
        summary: 'Create a folder in an organization the caller administers',
        body: createFolderSchema,
        response: { 200: folderSchema },
      },
    },
    async (request) => createFolder({ folders, access, user: request.user, ...request.body }),
  );

  r.post(
    '/api/folders/personal',
    { schema: { summary: 'The caller’s personal folder, created on first use', response: { 200: folderSchema } } },
    async (request) => ensurePersonalFolder({ folders, access, user: request.user }),
  );

  r.get(
    '/api/folders/:id',
    {
      ...read,
      schema: {
        summary: 'A folder with a page of its proposals (and its roles, for those who set them)',
        params: folderIdParamsSchema,
        querystring: folderPageQuerySchema,
        response: { 200: folderPageResponseSchema },
      },
    },
    async (request) =>
      getFolderPage({
        folders,
        proposals,
        access,
        user: request.user,
        folderId: request.params.id,
        offset: request.query.offset,
      }),
  );

  r.put(
    '/api/folders/:id/roles',
    {
      ...manage,
      schema: {
        summary: 'Give a member of the folder’s organization a role in it, by e-mail',
        params: folderIdParamsSchema,
        body: setFolderRoleSchema,
      },
    },
    async (request, reply) => {
      await setFolderRole({ folders, access, user: request.user, folderId: request.params.id, ...request.body });
      return reply.status(204).send();
    },
  );

  r.delete(
    '/api/folders/:id/roles/:userId',
    { ...manage, schema: { summary: 'Take a user’s role in a folder away', params: folderRoleParamsSchema } },
    async (request, reply) => {
      await removeFolderRole({
        folders,
        access,
        user: request.user,
        folderId: request.params.id,
        userId: request.params.userId,
      });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/folders/:id/proposals',
    {
      ...edit,
      schema: {
        summary: 'Add a proposal to a folder, with its extracted concepts',
        params: folderIdParamsSchema,
        body: proposalInputSchema,
        response: { 200: proposalCreatedSchema },
      },
    },
    async (request) =>
      createProposal({
        folders,
        proposals,
        access,
        matcher,
        typicality,
        user: request.user,
        folderId: request.params.id,
        fields: request.body,
      }),
  );

  r.post(
    '/api/folders/:id/import',
    {
      ...edit,
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: {
        summary: 'Import proposals into a folder from a file (valid rows saved, invalid ones reported)',
        params: folderIdParamsSchema,
        body: importProposalsSchema,
        response: { 200: importProposalsResponseSchema },
      },
    },
    async (request) =>
      importProposals({
        folders,
        proposals,
        access,
        matcher,
        typicality,
        user: request.user,
        folderId: request.params.id,
        ...request.body,
      }),
  );
}
