import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchDocPossible, fetchDocsBatch, fetchDocsBatches, fetchTask } from './possible-api';

/** How often a batch being mined, or a running import, is fetched again. */
export const POSSIBLE_POLL_MS = 1500;

export const possibleKeys = {
  all: ['ontology', 'possible'] as const,
  batches: () => [...possibleKeys.all, 'batches'] as const,
  batch: (id: number, showHidden: boolean, offset: number) =>
    [...possibleKeys.all, 'batch', id, showHidden, offset] as const,
  doc: (kind: 'article' | 'proposal', id: number) => [...possibleKeys.all, kind, id] as const,
  task: (id: number) => [...possibleKeys.all, 'task', id] as const,
};

const running = (status?: string) => status === 'queued' || status === 'running';

export function useDocsBatches() {
  return useQuery({
    queryKey: possibleKeys.batches(),
    queryFn: ({ signal }) => fetchDocsBatches(signal),
    refetchInterval: (query) => (query.state.data?.batches.some((b) => running(b.status)) ? POSSIBLE_POLL_MS : false),
  });
}

export function useDocsBatch(id: number, showHidden: boolean, offset: number) {
  return useQuery({
    queryKey: possibleKeys.batch(id, showHidden, offset),
    queryFn: ({ signal }) => fetchDocsBatch(id, showHidden, offset, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (running(query.state.data?.status) ? POSSIBLE_POLL_MS : false),
  });
}

export function useDocPossible(kind: 'article' | 'proposal', id: number) {
  return useQuery({
    queryKey: possibleKeys.doc(kind, id),
    queryFn: ({ signal }) => fetchDocPossible(kind, id, signal),
    staleTime: 60_000,
  });
}

/** A background task, fetched again while it is queued or running. */
export function useTaskProgress(id: number | null) {
  return useQuery({
    queryKey: possibleKeys.task(id ?? 0),
    queryFn: ({ signal }) => fetchTask(id!, signal),
    enabled: id !== null,
    refetchInterval: (query) => (running(query.state.data?.state) ? POSSIBLE_POLL_MS : false),
  });
}
