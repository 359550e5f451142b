import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  banPossibleLiteralsResponseSchema,
  banPossibleLiteralsSchema,
  conceptChangeResponseSchema,
  conceptListImportResponseSchema,
  conceptListInputSchema,
  conceptListParseResponseSchema,
  createPossibleConceptSchema,
  docPossibleSchema,
  docsBatchListResponseSchema,
  docsBatchQuerySchema,
  docsBatchSchema,
  hideBatchPossibleResponseSchema,
  hideBatchPossibleSchema,
  idParamSchema,
  startDocsBatchResponseSchema,
  startDocsBatchSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { importConceptList, parseConceptListRows } from './concept-list.usecases';
import { ontologyServicesOf } from './ontology.routes';
import {
  articlePossible,
  banPossibleLiterals,
  createFromPossible,
  getDocsBatch,
  listDocsBatches,
  proposalPossible,
  setPossibleHidden,
  startDocsBatch,
} from './possible-concepts.usecases';
import { createPossibleServices, type PossibleCaller } from './possible-deps';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['ontology'];
const security = LOGIN_SECURITY;

/** `/api/ontology/…` of possible concepts and the list import (spec 02; permissions in the use cases). */
export async function registerPossibleConceptsRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = createPossibleServices({ db: deps.db, ontology: ontologyServicesOf(deps) });
  const caller = (user: Actor): PossibleCaller => ({ ...services, user });
  const suggestGate = accessGate({ access: deps.access, permission: 'ontology.suggest' });
  const moderateGate = accessGate({ access: deps.access, permission: 'ontology.moderate' });

  r.get(
    '/api/ontology/docs-batches',
    {
      ...moderateGate,
      schema: {
        tags,
        security,
        summary: 'The newest docs batches (moderators)',
        response: { 200: docsBatchListResponseSchema },
      },
    },
    async (request) => listDocsBatches(caller(request.user)),
  );

  r.post(
    '/api/ontology/docs-batches',
    {
      ...moderateGate,
      schema: {
        tags,
        security,
        summary:
          'Mine the newest N imported works or a saved search of yours for possible concepts (a task); 409 while your same batch is still being mined',
        body: startDocsBatchSchema,
        response: { 202: startDocsBatchResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await startDocsBatch({ ...caller(request.user), input: request.body })),
  );

  r.get(
    '/api/ontology/docs-batches/:id',
    {
      ...moderateGate,
      schema: {
        tags,
        security,
        summary: 'A docs batch with a page of 50 possible concepts, best first (the docsBatch query)',
        params: idParamSchema,
        querystring: docsBatchQuerySchema,
        response: { 200: docsBatchSchema },
      },
    },
    async (request) => getDocsBatch({ ...caller(request.user), id: request.params.id, ...request.query }),
  );

  for (const [path, hidden] of [
    ['/api/ontology/hide-batch-possible-concepts', true],
    ['/api/ontology/unhide-batch-possible-concepts', false],
  ] as const) {
    r.post(
      path,
      {
        ...moderateGate,
        schema: {
          tags,
          security,
          summary: `${hidden ? 'Hide' : 'Unhide'} the selected possible concepts of a docs batch`,
          body: hideBatchPossibleSchema,
          response: { 200: hideBatchPossibleResponseSchema },
        },
      },
      async (request) =>
        setPossibleHidden({
          ...caller(request.user),
          docsBatchId: request.body.docs_batch_id,
          names: request.body.names,
          hidden,
        }),
    );
  }

  r.post(
    '/api/ontology/ban-possible-literals',
    {
      ...accessGate({ access: deps.access, permission: 'ontology.ban_possible' }),
      schema: {
        tags,
        security,
        summary: "'Report False': these terms are never proposed again (superusers)",
        body: banPossibleLiteralsSchema,
        response: { 200: banPossibleLiteralsResponseSchema },
      },
    },
    async (request) => banPossibleLiterals({ ...caller(request.user), literals: request.body.literals }),
  );

  r.get(
    '/api/ontology/articles/:id/possible-concepts',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "An article's possible concepts (the docPossible query)",
        params: idParamSchema,
        response: { 200: docPossibleSchema },
      },
    },
    async (request) => articlePossible({ ...caller(request.user), articleId: request.params.id }),
  );

  r.get(
    '/api/ontology/proposals/:id/possible-concepts',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "A proposal's possible concepts (whoever may read its folder)",
        params: idParamSchema,
        response: { 200: docPossibleSchema },
      },
    },
    async (request) => proposalPossible({ ...caller(request.user), proposalId: request.params.id }),
  );

  r.post(
    '/api/ontology/possible-concepts/create',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Create a concept from possible concepts (one: created; several: merged), or suggest it',
        body: createPossibleConceptSchema,
        response: { 201: conceptChangeResponseSchema, 202: conceptChangeResponseSchema },
      },
    },
    async (request, reply) => {
      const result = await createFromPossible({
        ...caller(request.user),
        docsBatchId: request.body.docs_batch_id,
        names: request.body.names,
        concept: request.body.concept,
      });
      return reply.status(result.pending ? 202 : 201).send(result);
    },
  );

  r.post(
    '/api/ontology/import/parse',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Import from list, dry run: the rows as possible concepts with their errors',
        body: conceptListInputSchema,
        response: { 200: conceptListParseResponseSchema },
      },
    },
    async (request) => parseConceptListRows({ ...caller(request.user), input: request.body }),
  );

  r.post(
    '/api/ontology/import',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Import from list: every row created (moderators) or suggested, in a background task',
        body: conceptListInputSchema,
        response: { 202: conceptListImportResponseSchema },
      },
    },
    async (request, reply) =>
      reply.status(202).send(await importConceptList({ ...caller(request.user), input: request.body })),
  );
}
