import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actionsLogRequestSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { createActionsLogRepository } from './actions-log.repository';
import { recordAction } from './actions-log.usecases';

/** `POST /api/actions-log`: 204 once stored. Throttled per IP so a script cannot flood the table. */
export async function registerActionsLogRoutes(app: FastifyInstance, { db, access }: RouteDeps): Promise<void> {
  const actionsLog = createActionsLogRepository({ db });
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/actions-log',
    {
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
      schema: { summary: 'Record a client usage event (anyone, logged in or not)', body: actionsLogRequestSchema },
    },
    async (request, reply) => {
      await recordAction({
        actionsLog,
        access,
        user: request.user,
        action: request.body.action,
        payload: request.body.payload,
      });
      return reply.status(204).send();
    },
  );
}
