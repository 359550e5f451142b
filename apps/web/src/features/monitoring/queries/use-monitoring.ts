import type { MonitoringCooccurrenceRequest, MonitoringEditRequest, MonitoringQueryRequest } from '@sciscope/contracts';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forgetQueryWhenUnwatched } from '../../../app/forget-query';
import { rememberConceptNames } from '../../concepts/queries/concept-names';
import {
  deleteMonitoring,
  fetchCooccurrence,
  fetchMonitoring,
  fetchMonitoringResults,
  fetchMonitorings,
  fetchUnsubscribeLink,
  saveMonitoring,
  setMonitoringDigest,
  unsubscribeFromDigest,
} from '../api/monitoring-api';
import { monitoringKeys } from './monitoring-keys';

/**
 * The results of a query, 50 a page; `fetchNextPage` loads the next. `request` null asks
 * nothing (the tree's text form does not parse). The previous results stay while new ones load.
 */
export function useMonitoringResults(request: MonitoringQueryRequest | null) {
  return useInfiniteQuery({
    queryKey: monitoringKeys.results(request ?? { topics: [] }),
    queryFn: async ({ pageParam, signal, client }) => {
      const page = await fetchMonitoringResults({ ...request!, page: pageParam }, signal);
      rememberConceptNames(
        client,
        page.result.articles.flatMap((article) => article.concepts),
      );
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: (last) => last.result.nextPage ?? undefined,
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Concepts found with a chosen one in the results; nothing while `request` is null. */
export function useCooccurrence(request: MonitoringCooccurrenceRequest | null) {
  return useQuery({
    queryKey: monitoringKeys.cooccurrence(request ?? { conceptId: 0, topics: [] }),
    queryFn: ({ signal }) => fetchCooccurrence(request!, signal),
    enabled: request !== null,
    staleTime: 60_000,
  });
}

export function useMonitoringList(offset: number, enabled = true) {
  return useQuery({
    queryKey: monitoringKeys.list(offset),
    queryFn: ({ signal }) => fetchMonitorings(offset, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}

export function useSavedMonitoring(id: number | null) {
  return useQuery({
    queryKey: monitoringKeys.monitoring(id ?? 0),
    queryFn: ({ signal }) => fetchMonitoring(id!, signal),
    enabled: id !== null,
  });
}

export function useSaveMonitoring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: MonitoringEditRequest) => saveMonitoring(request),
    onSuccess: async ({ id }) => {
      await client.invalidateQueries({ queryKey: monitoringKeys.lists() });
      await client.invalidateQueries({ queryKey: monitoringKeys.monitoring(id) });
    },
  });
}

export function useDeleteMonitoring() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMonitoring(id),
    onSuccess: async (_done, id) => {
      // Not removed at once: its page, still on screen until the list opens, would ask for it again.
      forgetQueryWhenUnwatched(client, monitoringKeys.monitoring(id));
      await client.invalidateQueries({ queryKey: monitoringKeys.lists() });
    },
  });
}

export function useMonitoringDigest(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setMonitoringDigest(id, enabled),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: monitoringKeys.monitoring(id) });
      await client.invalidateQueries({ queryKey: monitoringKeys.lists() });
    },
  });
}

/** The monitoring a digest's unsubscribe link names (its title); `token` empty asks nothing. */
export function useUnsubscribeLink(token: string) {
  return useQuery({
    queryKey: monitoringKeys.unsubscribeLink(token),
    queryFn: ({ signal }) => fetchUnsubscribeLink(token, signal),
    enabled: token !== '',
    retry: false,
  });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: (token: string) => unsubscribeFromDigest(token) });
}
