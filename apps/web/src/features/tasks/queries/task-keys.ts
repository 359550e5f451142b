import type { TaskListParams } from '../api/tasks-api';

/** TanStack Query keys of the background tasks. */
export const taskKeys = {
  all: ['tasks'] as const,
  lists: () => [...taskKeys.all, 'list'] as const,
  list: (params: TaskListParams) => [...taskKeys.lists(), params] as const,
};
