import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fileExchangeEntrySchema,
  fileExchangeIdParamsSchema,
  fileExchangeListQuerySchema,
  fileExchangeListResponseSchema,
  submitFileCommentResponseSchema,
  submitFileCommentSchema,
} from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { uploadChunks } from '../../app/uploads';
import { contentDisposition } from './file-exchange.content';
import { fileExchangeErrors } from './file-exchange.errors';
import { createFileExchangeRepository } from './file-exchange.repository';
import { createFileExchangeStorage } from './file-exchange.storage';
import { downloadFile, listFiles, submitFileComment, uploadFile } from './file-exchange.usecases';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['file-exchange'];
const security = LOGIN_SECURITY;

/** `/api/file-exchange/…` (spec 02 §7): superusers only. */
export async function registerFileExchangeRoutes(app: FastifyInstance, { db, access, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const files = createFileExchangeRepository({ db });
  const storage = createFileExchangeStorage({ dir: config.fileExchange.dir });
  const gate = accessGate({ access, permission: 'file_exchange.use' });
  const maxBytes = config.fileExchange.maxBytes;

  r.get(
    '/api/file-exchange/list',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'The shared files, newest first',
        querystring: fileExchangeListQuerySchema,
        response: { 200: fileExchangeListResponseSchema },
      },
    },
    async (request) => listFiles({ access, files, actor: request.user, query: request.query }),
  );

  r.post(
    '/api/file-exchange/upload/',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Upload a file (multipart/form-data, field "file"); its type is checked by content',
        response: { 201: fileExchangeEntrySchema },
      },
    },
    async (request: FastifyRequest, reply) => {
      if (!request.isMultipart()) throw fileExchangeErrors.noFile();
      // One byte over the limit lets the storage tell "too large" from "exactly the limit".
      const file = await request.file({ limits: { fileSize: maxBytes + 1, files: 1 } });
      if (!file) throw fileExchangeErrors.noFile();
      // The field is part of the documented API: a client sending another name is refused
      // before anything is stored, rather than working by accident.
      if (file.fieldname !== 'file') throw fileExchangeErrors.wrongField();
      // A refusal (type, size) stops reading; the app's upload drain drops the rest of the file.
      const entry = await uploadFile({
        access,
        files,
        storage,
        actor: request.user,
        originalName: file.filename,
        chunks: uploadChunks(file.file, () => fileExchangeErrors.tooLarge(maxBytes)),
        maxBytes,
      });
      return reply.code(201).send(entry);
    },
  );

  r.post(
    '/api/file-exchange/submit-comment/',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: "Change a file's comment",
        body: submitFileCommentSchema,
        response: { 200: submitFileCommentResponseSchema },
      },
    },
    async (request) => ({
      fileExchange: await submitFileComment({ access, files, actor: request.user, input: request.body }),
    }),
  );

  r.get(
    '/api/file-exchange/download/:id',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Download a file under its original name',
        params: fileExchangeIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await downloadFile({ access, files, storage, actor: request.user, id: request.params.id });
      return (
        reply
          .header('content-type', file.mediaType)
          .header('content-length', file.size)
          .header('content-disposition', contentDisposition(file.filename))
          // Nothing downloaded here may run as a page of this site, whatever it contains.
          .header('content-security-policy', "default-src 'none'; sandbox")
          .send(file.stream)
      );
    },
  );
}
