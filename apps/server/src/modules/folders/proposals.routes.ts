import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  articleIdParamsSchema,
  explainExtractResponseSchema,
  manuscriptExtractResponseSchema,
  proposalCreatedSchema,
  proposalFullQuerySchema,
  proposalFullResponseSchema,
  proposalIdParamsSchema,
  proposalInputSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import { commonErrors } from '../../app/errors';
import { createWorkerPool } from '../../app/workers/worker-pool';
import type { RouteDeps } from '../../app/routes.types';
import { uploadBytes } from '../../app/uploads';
import { createArticlesRepository } from '../articles/articles.repository';
import { getSearchConceptMatcher } from '../search/search-concept-matcher';
import { documentTypicality } from '../representations/document-typicality.usecases';
import { explainArticleExtract, explainProposalExtract } from './explain-extract.usecases';
import { foldersErrors } from './folders.errors';
import { createFoldersRepository } from './folders.repository';
import { extractManuscript, type ManuscriptReader } from './manuscript.usecases';
import type { ManuscriptOutcome } from './manuscript.worker';
import type { ProposalTypicality } from './proposal-concepts';
import { createProposalsRepository } from './proposals.repository';
import { deleteProposal, getProposalFull, updateProposal } from './proposals.usecases';

/** The uploaded file's bytes: 413 as soon as it passes the multipart limit (10 MB), 400 without a file. */
async function uploadedBytes(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart())
    throw commonErrors.badRequest('Send the file as multipart/form-data in the field "file".');
  const file = await request.file();
  if (!file) throw commonErrors.badRequest('Send the file as multipart/form-data in the field "file".');
  return uploadBytes(file.file, foldersErrors.fileTooLarge);
}

const MANUSCRIPT_WORKER = fileURLToPath(new URL('./manuscript.worker.ts', import.meta.url));

/**
 * Manuscripts are read in one worker thread, started on the first upload and stopped after a
 * minute without one (uploads are rare; a second one waits for the first).
 */
function manuscriptReader(app: FastifyInstance): ManuscriptReader {
  let pool: ReturnType<typeof createWorkerPool<{ bytes: Uint8Array }, ManuscriptOutcome>> | null = null;
  app.addHook('onClose', async () => {
    await pool?.destroy();
  });
  return (input) => {
    pool ??= createWorkerPool({ entry: MANUSCRIPT_WORKER, data: null, threads: 1, name: 'manuscripts' });
    return pool.run(input);
  };
}

/** `/api/proposals/…` and the article explain-extract. */
export async function registerProposalsRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const folders = createFoldersRepository({ db });
  const proposals = createProposalsRepository({ db });
  const articles = createArticlesRepository({ db });
  const matcher = () => getSearchConceptMatcher(db);
  const typicality: ProposalTypicality = (text, conceptIds) => documentTypicality({ db, text, conceptIds });
  const readManuscript = manuscriptReader(app);
  const read = accessGate({ access, permission: 'folders.read' });
  const edit = accessGate({ access, permission: 'folders.edit' });

  r.get(
    '/api/proposals/:id/full',
    {
      ...read,
      schema: {
        summary: 'A proposal with its authors and concepts (spec 03, Proposal)',
        params: proposalIdParamsSchema,
        querystring: proposalFullQuerySchema,
        response: { 200: proposalFullResponseSchema },
      },
    },
    async (request) =>
      getProposalFull({
        folders,
        proposals,
        access,
        user: request.user,
        proposalId: request.params.id,
        fulltext: request.query.fulltext === '1',
      }),
  );

  r.put(
    '/api/proposals/:id',
    {
      ...edit,
      schema: {
        summary: 'Change a proposal’s fields and extract its concepts again',
        params: proposalIdParamsSchema,
        body: proposalInputSchema,
        response: { 200: proposalCreatedSchema },
      },
    },
    async (request) =>
      updateProposal({
        folders,
        proposals,
        access,
        matcher,
        typicality,
        user: request.user,
        proposalId: request.params.id,
        fields: request.body,
      }),
  );

  r.delete(
    '/api/proposals/:id',
    { ...edit, schema: { summary: 'Delete a proposal', params: proposalIdParamsSchema } },
    async (request, reply) => {
      await deleteProposal({ folders, proposals, access, user: request.user, proposalId: request.params.id });
      return reply.status(204).send();
    },
  );

  r.get(
    '/api/proposals/:id/explain-extract',
    {
      ...read,
      schema: {
        summary: 'Explain-extract: a proposal’s text with every matched literal and its concept',
        params: proposalIdParamsSchema,
        response: { 200: explainExtractResponseSchema },
      },
    },
    async (request) =>
      explainProposalExtract({
        folders,
        proposals,
        access,
        matcher,
        user: request.user,
        proposalId: request.params.id,
      }),
  );

  r.post(
    '/api/proposals/extract-manuscript',
    {
      ...accessGate({ access, permission: 'proposals.extract_manuscript' }),
      schema: {
        summary: 'Read a proposal’s title, abstract and authors from an uploaded PDF or DOCX (nothing stored)',
        response: { 200: manuscriptExtractResponseSchema },
      },
    },
    async (request) =>
      extractManuscript({ access, user: request.user, bytes: await uploadedBytes(request), read: readManuscript }),
  );

  r.get(
    '/api/articles/:id/explain-extract',
    {
      schema: {
        summary: 'Explain-extract: an article’s text with every matched literal and its concept',
        params: articleIdParamsSchema,
        response: { 200: explainExtractResponseSchema },
      },
    },
    async (request) =>
      explainArticleExtract({
        articles,
        proposals,
        access,
        matcher,
        user: request.user,
        articleId: request.params.id,
      }),
  );
}
