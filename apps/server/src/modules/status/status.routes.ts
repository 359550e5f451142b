import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusResponseSchema } from '@sciscope/contracts';
import type { AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { defaultDataLoaded } from '../corpus/corpus-pipeline';
import { createTasksRepository } from '../tasks/tasks.repository';
import { getDataLoadStatus } from './status.usecases';

/** `GET /api/health` (liveness) and `GET /api/status` (the first-start load), both public. */
export async function registerStatusRoutes(
  app: FastifyInstance,
  { config, db }: { config: AppConfig; db: Db },
): Promise<void> {
  const tasks = createTasksRepository({ db });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/health', async () => ({ ok: true }));
  typed.get('/api/status', { schema: { response: { 200: statusResponseSchema } } }, async () => ({
    dataLoad: await getDataLoadStatus({ tasks, dataDir: config.dataDir, loaded: () => defaultDataLoaded(db) }),
  }));
}
