import type { CreateSavedSearchRequest } from '@sciscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createSavedSearch, deleteSavedSearch, fetchSavedSearches, renameSavedSearch } from '../api/saved-searches-api';

/** TanStack Query keys of saved searches. */
export const savedSearchesKeys = { all: ['saved-searches'] as const };

export function useSavedSearches() {
  return useQuery({ queryKey: savedSearchesKeys.all, queryFn: ({ signal }) => fetchSavedSearches(signal) });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: savedSearchesKeys.all });
}

export function useCreateSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (input: CreateSavedSearchRequest) => createSavedSearch(input),
    onSuccess: invalidate,
  });
}

export function useRenameSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, name }: { id: number; name: string }) => renameSavedSearch(id, name),
    onSuccess: invalidate,
  });
}

export function useDeleteSavedSearch() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: number) => deleteSavedSearch(id), onSettled: invalidate });
}
