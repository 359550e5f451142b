import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  curationDecisionResponseSchema,
  curationDecisionSchema,
  curationEvidenceQuerySchema,
  curationQuerySchema,
  curationResponseSchema,
  idParamSchema,
  ontologyLogQuerySchema,
  ontologyLogResponseSchema,
  rejectLogEntrySchema,
  rescanQueueResponseSchema,
  reviewResponseSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { rescanQueue } from './concept-view.usecases';
import { curationQueue, decideCuration } from './curation-queue.usecases';
import type { OntologyCaller } from './ontology-deps';
import { approveLogEntry, listOntologyLog, rejectLogEntry } from './ontology-moderation.usecases';
import { conceptImpactRead, curationEvidenceRead } from './ontology.reads';
import { ontologyServicesOf } from './ontology.routes';
import { LOGIN_SECURITY } from '../../app/openapi';

const tags = ['ontology moderation'];
const security = LOGIN_SECURITY;

/** The moderators' routes (quota ontology_moderator): the log, reviews, the curation and rescan queues. */
export async function registerOntologyModerationRoutes(app: FastifyInstance, deps: RouteDeps): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const services = ontologyServicesOf(deps);
  const caller = (user: Actor): OntologyCaller => ({ ...services, user });
  const gate = accessGate({ access: deps.access, permission: 'ontology.moderate' });

  r.get(
    '/api/ontology/log',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: "The ontology's moderation log, 100 a page, filtered by the creator's e-mail or organization",
        querystring: ontologyLogQuerySchema,
        response: { 200: ontologyLogResponseSchema },
      },
    },
    async (request) => listOntologyLog({ ...caller(request.user), ...request.query }),
  );

  r.get(
    '/api/ontology/log/:id/impact',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'What approving a pending change would do: articles gaining and losing the concept',
        params: idParamSchema,
        response: { 200: conceptImpactRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await deps.reads.run(conceptImpactRead, { user: request.user, logId: request.params.id })),
  );

  r.post(
    '/api/ontology/log/:id/approve',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Approve a pending change: it is applied and the affected articles are rescanned',
        params: idParamSchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => approveLogEntry({ ...caller(request.user), id: request.params.id }),
  );

  r.post(
    '/api/ontology/log/:id/reject',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Reject a pending change with a reason; the suggester is told by e-mail',
        params: idParamSchema,
        body: rejectLogEntrySchema,
        response: { 200: reviewResponseSchema },
      },
    },
    async (request) => rejectLogEntry({ ...caller(request.user), id: request.params.id, reason: request.body.reason }),
  );

  r.get(
    '/api/ontology/curation',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'The curation queue: literals the corpus marked ambiguous, concepts it suggests as basic',
        querystring: curationQuerySchema,
        response: { 200: curationResponseSchema },
      },
    },
    async (request) => curationQueue({ ...caller(request.user), ...request.query }),
  );

  r.get(
    '/api/ontology/curation/evidence',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Evidence of a curation item: DF, sample sentences, co-occurring concepts',
        querystring: curationEvidenceQuerySchema,
        response: { 200: curationEvidenceRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await deps.reads.run(curationEvidenceRead, { user: request.user, ...request.query })),
  );

  r.post(
    '/api/ontology/curation/decisions',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Accept or dismiss a curation item (logged like any change)',
        body: curationDecisionSchema,
        response: { 200: curationDecisionResponseSchema },
      },
    },
    async (request) => decideCuration({ ...caller(request.user), ...request.body }),
  );

  r.get(
    '/api/ontology/rescan-queue',
    {
      ...gate,
      schema: {
        tags,
        security,
        summary: 'Articles waiting for a concept rescan and the latest rescan tasks',
        response: { 200: rescanQueueResponseSchema },
      },
    },
    async (request) => rescanQueue(caller(request.user)),
  );
}
