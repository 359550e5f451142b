import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  monitoringCooccurrenceRequestSchema,
  monitoringDigestToggleResponseSchema,
  monitoringDigestToggleSchema,
  monitoringEditRequestSchema,
  monitoringEditResponseSchema,
  monitoringIdParamsSchema,
  monitoringListQuerySchema,
  monitoringListResponseSchema,
  monitoringQueryRequestSchema,
  monitoringResponseSchema,
  monitoringUnsubscribeRequestSchema,
  monitoringUnsubscribeResponseSchema,
} from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { accessGate } from '../../app/access-gate';
import { perMinuteLimit } from '../../app/rate-limits';
import { sendJsonBody } from '../../app/reads/send-json';
import type { RouteDeps } from '../../app/routes.types';
import { monitoringCooccurrenceRead, monitoringQueryRead } from './monitoring.reads';
import { createMonitoringRepository } from './monitoring.repository';
import {
  deleteMonitoring,
  describeUnsubscribeLink,
  getMonitoring,
  listMonitorings,
  saveMonitoring,
  setMonitoringDigest,
  unsubscribeFromDigest,
} from './monitoring.usecases';

const tags = ['monitoring'];

/**
 * `/api/monitoring/…` (spec 01 section 7): queries (open to guests, answered by the read
 * workers), saved monitorings (quota `monitoring`; see the use cases for who sees what), the
 * digest switch and the unsubscribe link.
 */
export async function registerMonitoringRoutes(app: FastifyInstance, { db, access, reads, config }: RouteDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const monitorings = createMonitoringRepository({ db });
  const readGate = accessGate({ access, permission: 'monitoring.read' });
  const editGate = accessGate({ access, permission: 'monitoring.edit' });
  const deps = (user: Actor) => ({ monitorings, access, user });
  // Queries per minute per client address, as for searches: a burst guard against crawling.
  const queryLimit = perMinuteLimit(config.rateLimits.search);

  r.post(
    '/api/monitoring/query',
    {
      config: queryLimit,
      schema: {
        tags,
        summary: 'A page of 50 results of a monitoring query, what each matched, and the top concepts',
        body: monitoringQueryRequestSchema,
        response: { 200: monitoringQueryRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await reads.run(monitoringQueryRead, { user: request.user, query: request.body })),
  );

  r.post(
    '/api/monitoring/top-cooccurrence',
    {
      config: queryLimit,
      schema: {
        tags,
        summary: 'The concepts found most often with one concept in a query’s results',
        body: monitoringCooccurrenceRequestSchema,
        response: { 200: monitoringCooccurrenceRead.response },
      },
    },
    async (request, reply) =>
      sendJsonBody(reply, await reads.run(monitoringCooccurrenceRead, { user: request.user, query: request.body })),
  );

  r.get(
    '/api/monitoring/list',
    {
      ...readGate,
      schema: {
        tags,
        summary: 'The caller’s monitorings and those of their organizations, 50 a page',
        querystring: monitoringListQuerySchema,
        response: { 200: monitoringListResponseSchema },
      },
    },
    async (request) =>
      listMonitorings({ ...deps(request.user), withTopics: request.query.with_topics, offset: request.query.offset }),
  );

  r.post(
    '/api/monitoring/edit',
    {
      ...editGate,
      schema: {
        tags,
        summary: 'Save a monitoring: a new one without id, the owner’s changes with one; answers its id',
        body: monitoringEditRequestSchema,
        response: { 200: monitoringEditResponseSchema },
      },
    },
    async (request) => saveMonitoring({ ...deps(request.user), input: request.body }),
  );

  r.get(
    '/api/monitoring/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The title of the monitoring a digest’s signed unsubscribe link names (no login; changes nothing)',
        querystring: monitoringUnsubscribeRequestSchema,
        response: { 200: monitoringUnsubscribeResponseSchema },
      },
    },
    async (request) =>
      describeUnsubscribeLink({ ...deps(request.user), secret: config.secret, token: request.query.token }),
  );

  r.post(
    '/api/monitoring/unsubscribe',
    {
      schema: {
        tags,
        summary: 'Turn a monitoring’s digest off with the signed token of its e-mail (no login)',
        body: monitoringUnsubscribeRequestSchema,
        response: { 200: monitoringUnsubscribeResponseSchema },
      },
    },
    async (request) =>
      unsubscribeFromDigest({ ...deps(request.user), secret: config.secret, token: request.body.token }),
  );

  r.get(
    '/api/monitoring/:id',
    {
      ...readGate,
      schema: {
        tags,
        summary: 'A saved monitoring',
        params: monitoringIdParamsSchema,
        response: { 200: monitoringResponseSchema },
      },
    },
    async (request) => getMonitoring({ ...deps(request.user), id: request.params.id }),
  );

  r.delete(
    '/api/monitoring/:id',
    {
      ...editGate,
      schema: { tags, summary: 'Delete a monitoring (owner only)', params: monitoringIdParamsSchema },
    },
    async (request, reply) => {
      await deleteMonitoring({ ...deps(request.user), id: request.params.id });
      return reply.status(204).send();
    },
  );

  r.post(
    '/api/monitoring/:id/digest',
    {
      ...editGate,
      schema: {
        tags,
        summary: 'Turn the daily e-mail of new matching articles on or off (owner only)',
        params: monitoringIdParamsSchema,
        body: monitoringDigestToggleSchema,
        response: { 200: monitoringDigestToggleResponseSchema },
      },
    },
    async (request) =>
      setMonitoringDigest({ ...deps(request.user), id: request.params.id, enabled: request.body.enabled }),
  );
}
