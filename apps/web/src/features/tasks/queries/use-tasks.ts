import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { cancelTask, fetchTasks, retryTask, type TaskListParams } from '../api/tasks-api';
import { taskKeys } from './task-keys';

/** How often the list is fetched again while a task on it is queued or running. */
export const TASKS_POLL_MS = 2000;

export function useTasks(params: TaskListParams) {
  return useQuery({
    queryKey: taskKeys.list(params),
    queryFn: ({ signal }) => fetchTasks(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.tasks.some((task) => task.state === 'queued' || task.state === 'running')
        ? TASKS_POLL_MS
        : false,
  });
}

/** Cancel or retry, then the lists are fetched again. */
export function useTaskAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: 'cancel' | 'retry' }) =>
      action === 'cancel' ? cancelTask(id) : retryTask(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.lists() }),
  });
}
