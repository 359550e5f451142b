import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusResponseSchema, type DataLoadStatus } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { checkHealth, getStatus } from './status.usecases';

/**
 * `GET /api/health` and `GET /api/status`. The load status is owned by the start-up code that
 * loads the data; the composition root hands the live object in.
 */
export async function registerStatusRoutes(
  app: FastifyInstance,
  { access, dataLoadStatus }: Pick<RouteDeps, 'access'> & { dataLoadStatus: DataLoadStatus },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', async (request) => checkHealth({ access, user: request.user }));
  r.get('/api/status', { schema: { response: { 200: statusResponseSchema } } }, async (request) =>
    getStatus({ access, user: request.user, dataLoadStatus }),
  );
}
