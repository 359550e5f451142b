import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoriesResponseSchema,
  conceptChangeResponseSchema,
  conceptInputSchema,
  conceptListQuerySchema,
  conceptListResponseSchema,
  conceptLogQuerySchema,
  conceptSchema,
  idParamSchema,
  literalCheckRequestSchema,
  mergeConceptSchema,
  missingLiteralsQuerySchema,
  missingLiteralsResponseSchema,
  ontologyLogResponseSchema,
  recommendedConceptsQuerySchema,
  recommendedConceptsResponseSchema,
  useAsParentRequestSchema,
  useAsParentResponseSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { createMailer } from '../mail/mailer';
import { deleteConcept, restoreConcept, saveConcept } from './concept-edit.usecases';
import { conceptMissingLiterals, mergeConcept, useAsParentInComposite } from './concept-merge.usecases';
import { getConcept, listCategories, listConcepts, recommendedConcepts } from './concept-view.usecases';
import { createOntologyServices, type OntologyCaller, type OntologyServices } from './ontology-deps';
import { conceptLog } from './ontology-moderation.usecases';
import { checkLiteralsRead } from './ontology.reads';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['ontology'];
const security = LOGIN_SECURITY;

/** The services of the ontology routes (REST and GraphQL share one set per app). */
export function ontologyServicesOf({ db, access, config, wakeTaskRunner }: RouteDeps): OntologyServices {
  return createOntologyServices({
    db,
    access,
    wake: wakeTaskRunner,
    mailer: createMailer({ config: config.mail }),
    publicUrl: config.publicUrl,
  });
}

/** `/api/ontology/…`: concepts, their form's checks, suggestions (spec 02; permissions in the use cases). */
export async function registerOntologyRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = ontologyServicesOf(deps);
  const caller = (user: Actor): OntologyCaller => ({ ...services, user });
  const suggestGate = accessGate({ access: deps.access, permission: 'ontology.suggest' });
  const moderateGate = accessGate({ access: deps.access, permission: 'ontology.moderate' });
  const change = {
    200: conceptChangeResponseSchema,
    201: conceptChangeResponseSchema,
    202: conceptChangeResponseSchema,
  };

  r.get(
    '/api/ontology/concepts',
    {
      schema: {
        tags,
        summary: 'A page of concepts (50), searched by name or literal',
        querystring: conceptListQuerySchema,
        response: { 200: conceptListResponseSchema },
      },
    },
    async (request) => listConcepts({ ...caller(request.user), ...request.query }),
  );

  r.post(
    '/api/ontology/concepts',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Create a concept (moderators) or suggest one (everyone else logged in)',
        body: conceptInputSchema,
        response: change,
      },
    },
    async (request, reply) => {
      const result = await saveConcept({ ...caller(request.user), conceptId: null, input: request.body });
      return reply.status(result.pending ? 202 : 201).send(result);
    },
  );

  r.get(
    '/api/ontology/concepts/:id',
    {
      schema: {
        tags,
        summary: 'A concept with its literals, relations and categories',
        params: idParamSchema,
        response: { 200: z.object({ concept: conceptSchema }) },
      },
    },
    async (request) => ({ concept: await getConcept({ ...caller(request.user), conceptId: request.params.id }) }),
  );

  r.put(
    '/api/ontology/concepts/:id',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Save a concept (moderators) or suggest the edit (everyone else logged in)',
        params: idParamSchema,
        body: conceptInputSchema,
        response: change,
      },
    },
    async (request, reply) => {
      const result = await saveConcept({ ...caller(request.user), conceptId: request.params.id, input: request.body });
      return reply.status(result.pending ? 202 : 200).send(result);
    },
  );

  r.delete(
    '/api/ontology/concepts/:id',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "Delete a concept (moderators) or suggest it; a parent of other concepts can't be deleted",
        params: idParamSchema,
        response: change,
      },
    },
    async (request, reply) => {
      const result = await deleteConcept({ ...caller(request.user), conceptId: request.params.id });
      return reply.status(result.pending ? 202 : 200).send(result);
    },
  );

  r.post(
    '/api/ontology/concepts/:id/restore',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Restore a deleted concept (moderators) or suggest it',
        params: idParamSchema,
        response: change,
      },
    },
    async (request, reply) => {
      const result = await restoreConcept({ ...caller(request.user), conceptId: request.params.id });
      return reply.status(result.pending ? 202 : 200).send(result);
    },
  );

  r.post(
    '/api/ontology/concepts/:id/merge',
    {
      ...moderateGate,
      schema: {
        tags,
        security,
        summary: 'Merge the concept into another one: it is deleted and its missing literals carried over',
        params: idParamSchema,
        body: mergeConceptSchema,
        response: { 200: conceptChangeResponseSchema },
      },
    },
    async (request) =>
      mergeConcept({ ...caller(request.user), conceptId: request.params.id, targetId: request.body.targetId }),
  );

  r.get(
    '/api/ontology/concepts/:id/missing-literals',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'The literals a merge into the target would carry over',
        params: idParamSchema,
        querystring: missingLiteralsQuerySchema,
        response: { 200: missingLiteralsResponseSchema },
      },
    },
    async (request) =>
      conceptMissingLiterals({
        ...caller(request.user),
        conceptId: request.params.id,
        targetId: request.query.targetId,
      }),
  );

  r.get(
    '/api/ontology/concepts/:id/recommended',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: 'Concepts often found in the same articles (related-concept suggestions)',
        params: idParamSchema,
        querystring: recommendedConceptsQuerySchema,
        response: { 200: recommendedConceptsResponseSchema },
      },
    },
    async (request) =>
      recommendedConcepts({ ...caller(request.user), conceptId: request.params.id, topn: request.query.topn }),
  );

  r.get(
    '/api/ontology/concepts/:id/log',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "A concept's modification log (moderators: every entry; others: their own suggestions)",
        params: idParamSchema,
        querystring: conceptLogQuerySchema,
        response: { 200: ontologyLogResponseSchema },
      },
    },
    async (request) => conceptLog({ ...caller(request.user), conceptId: request.params.id, ...request.query }),
  );

  r.post(
    '/api/ontology/check-literals',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "The form's re-check of literals: variants, conflicts, neighbours, DF and samples on the corpus",
        body: literalCheckRequestSchema,
        response: { 200: checkLiteralsRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(
        reply,
        await deps.reads.run(checkLiteralsRead, {
          user: request.user,
          conceptId: request.body.conceptId ?? null,
          literals: request.body.literals,
        }),
      ),
  );

  r.post(
    '/api/ontology/use-as-parent-in-composite',
    {
      ...suggestGate,
      schema: {
        tags,
        security,
        summary: "'Construct': the literals with the parent's literals replaced by references to it (nothing saved)",
        body: useAsParentRequestSchema,
        response: { 200: useAsParentResponseSchema },
      },
    },
    async (request) =>
      useAsParentInComposite({
        ...caller(request.user),
        parentConceptId: request.body.parent_concept_id,
        literals: request.body.literals,
      }),
  );

  r.get(
    '/api/ontology/categories',
    {
      schema: {
        tags,
        summary: "Categories: the schemes' top concepts and the moderators' categories",
        response: { 200: categoriesResponseSchema },
      },
    },
    async (request) => listCategories(caller(request.user)),
  );
}
