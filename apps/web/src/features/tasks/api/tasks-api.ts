import {
  taskListResponseSchema,
  taskSchema,
  type Task,
  type TaskListResponse,
  type TaskState,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

export interface TaskListParams {
  offset: number;
  state: TaskState | null;
}

/** GET /api/tasks?offset=&state= (superusers) */
export function fetchTasks(params: TaskListParams, signal?: AbortSignal): Promise<TaskListResponse> {
  return api.get('/api/tasks', {
    query: params.state ? { offset: params.offset, state: params.state } : { offset: params.offset },
    schema: taskListResponseSchema,
    ...(signal ? { signal } : {}),
  });
}

/** POST /api/tasks/{id}/cancel */
export function cancelTask(id: number): Promise<Task> {
  return api.post(`/api/tasks/${id}/cancel`, undefined, { schema: taskSchema });
}

/** POST /api/tasks/{id}/retry */
export function retryTask(id: number): Promise<Task> {
  return api.post(`/api/tasks/${id}/retry`, undefined, { schema: taskSchema });
}
