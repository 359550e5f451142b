import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  folderIdParamsSchema,
  folderMarksQuerySchema,
  folderMarksResponseSchema,
  markRefereesInputSchema,
  orgMarksExportParamsSchema,
  orgMarksExportQuerySchema,
  proposalIdParamsSchema,
  refereeMarksResponseSchema,
  unmarkRefereesInputSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { createFoldersRepository } from './folders.repository';
import { createProposalsRepository } from './proposals.repository';
import { createRefereeMarksRepository } from './referee-marks.repository';
import { exportFolderMarks, listFolderMarks, markReferees, unmarkReferees } from './referee-marks.usecases';

/** Marking referees on proposals, a folder's marks of one author, the organization's export. */
export async function registerRefereeMarksRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const repos = {
    folders: createFoldersRepository({ db }),
    proposals: createProposalsRepository({ db }),
    marks: createRefereeMarksRepository({ db }),
    access,
  };
  const mark = accessGate({ access, permission: 'proposals.mark_referees' });

  r.post(
    '/api/proposals/:id/mark-as-referees/',
    {
      ...mark,
      schema: {
        summary: 'Mark authors as referees of a proposal',
        params: proposalIdParamsSchema,
        body: markRefereesInputSchema,
        response: { 200: refereeMarksResponseSchema },
      },
    },
    async (request) =>
      markReferees({ ...repos, user: request.user, proposalId: request.params.id, input: request.body }),
  );

  r.post(
    '/api/proposals/:id/unmark-as-referees/',
    {
      ...mark,
      schema: {
        summary: 'Take referee marks off a proposal',
        params: proposalIdParamsSchema,
        body: unmarkRefereesInputSchema,
        response: { 200: refereeMarksResponseSchema },
      },
    },
    async (request) =>
      unmarkReferees({ ...repos, user: request.user, proposalId: request.params.id, input: request.body }),
  );

  r.get(
    '/api/folders/:id/marks',
    {
      ...accessGate({ access, permission: 'folders.marks.read' }),
      schema: {
        summary: 'The proposals of a folder where an author is marked as referee',
        params: folderIdParamsSchema,
        querystring: folderMarksQuerySchema,
        response: { 200: folderMarksResponseSchema },
      },
    },
    async (request) =>
      listFolderMarks({ ...repos, user: request.user, folderId: request.params.id, query: request.query }),
  );

  r.get(
    '/orgadmin/:orgId/export-proposal-referees/folder/:folderId/',
    {
      ...accessGate({ access, permission: 'orgadmin.export_proposal_referees' }),
      schema: { params: orgMarksExportParamsSchema, querystring: orgMarksExportQuerySchema },
    },
    async (request, reply) => {
      const file = await exportFolderMarks({
        ...repos,
        user: request.user,
        organizationId: request.params.orgId,
        folderId: request.params.folderId,
        query: request.query,
      });
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
}
