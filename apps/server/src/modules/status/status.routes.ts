import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusResponseSchema } from '@sciscope/contracts';
import type { RouteDeps } from '../../app/routes.types';
import { defaultDataLoaded } from '../corpus/corpus-pipeline';
import { createRepresentationsRepository } from '../representations/representations.repository';
import { createTasksRepository } from '../tasks/tasks.repository';
import { checkHealth, getStatus } from './status.usecases';

/** `GET /api/health` (liveness) and `GET /api/status` (the first-start load, the rankings), both public. */
export async function registerStatusRoutes(app: FastifyInstance, { access, config, db }: RouteDeps): Promise<void> {
  const tasks = createTasksRepository({ db });
  const representations = createRepresentationsRepository({ db });
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/health', { schema: { summary: 'Liveness: the process answers' } }, async (request) =>
    checkHealth({ access, user: request.user }),
  );
  r.get(
    '/api/status',
    {
      schema: {
        summary: 'The progress of the first-start load of the default datasets, and whether the rankings can rank',
        response: { 200: statusResponseSchema },
      },
    },
    async (request) =>
      getStatus({
        access,
        user: request.user,
        tasks,
        dataDir: config.dataDir,
        loaded: () => defaultDataLoaded(db),
        modelTrained: async () => (await representations.latestModelId()) !== null,
      }),
  );
}
