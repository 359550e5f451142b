import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taskIdParamSchema, taskListQuerySchema, taskListResponseSchema, taskSchema } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { cancelTask, getTask, listTasks, retryTask } from './tasks.usecases';
import { createTasksRepository } from './tasks.repository';

/** Task progress for owners and superusers; the list, cancel and retry for superusers. */
export async function registerTasksRoutes(
  app: FastifyInstance,
  { db, wakeTaskRunner }: { db: Db; wakeTaskRunner: () => void },
): Promise<void> {
  const repository = createTasksRepository({ db });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get(
    '/api/tasks',
    { schema: { querystring: taskListQuerySchema, response: { 200: taskListResponseSchema } } },
    async (request) => listTasks({ repository, user: request.user, ...request.query }),
  );
  typed.get(
    '/api/tasks/:id',
    { schema: { params: taskIdParamSchema, response: { 200: taskSchema } } },
    async (request) => getTask({ repository, user: request.user, id: request.params.id }),
  );
  typed.post(
    '/api/tasks/:id/cancel',
    { schema: { params: taskIdParamSchema, response: { 200: taskSchema } } },
    async (request) => cancelTask({ repository, user: request.user, id: request.params.id }),
  );
  typed.post(
    '/api/tasks/:id/retry',
    { schema: { params: taskIdParamSchema, response: { 200: taskSchema } } },
    async (request) => retryTask({ repository, user: request.user, id: request.params.id, wake: wakeTaskRunner }),
  );
}
