import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { taskIdParamSchema, taskListQuerySchema, taskListResponseSchema, taskSchema } from '@sciscope/contracts';
import { accessGate } from '../../app/access-gate';
import type { RouteDeps } from '../../app/routes.types';
import { cancelTask, getTask, listTasks, retryTask } from './tasks.usecases';
import { createTasksRepository } from './tasks.repository';

/** Task progress for owners and superusers; the list, cancel and retry for superusers. */
export async function registerTasksRoutes(
  app: FastifyInstance,
  { access, db, wakeTaskRunner }: RouteDeps,
): Promise<void> {
  const repository = createTasksRepository({ db });
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const manageGate = accessGate({ access, permission: 'tasks.manage' });
  const readGate = accessGate({ access, permission: 'tasks.read' });
  typed.get(
    '/api/tasks',
    {
      ...manageGate,
      schema: {
        summary: 'Superusers: every task, newest first',
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema },
      },
    },
    async (request) => listTasks({ access, repository, user: request.user, ...request.query }),
  );
  typed.get(
    '/api/tasks/:id',
    {
      ...readGate,
      schema: {
        summary: 'The progress of a task (its owner’s, or any for a superuser)',
        params: taskIdParamSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => getTask({ access, repository, user: request.user, id: request.params.id }),
  );
  typed.post(
    '/api/tasks/:id/cancel',
    {
      ...readGate,
      schema: {
        summary: 'Cancel a task: a queued one at once, a running one at its next checkpoint',
        params: taskIdParamSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) => cancelTask({ access, repository, user: request.user, id: request.params.id }),
  );
  typed.post(
    '/api/tasks/:id/retry',
    {
      ...manageGate,
      schema: {
        summary: 'Superusers: put a failed or cancelled task back on the queue',
        params: taskIdParamSchema,
        response: { 200: taskSchema },
      },
    },
    async (request) =>
      retryTask({ access, repository, user: request.user, id: request.params.id, wake: wakeTaskRunner }),
  );
}
