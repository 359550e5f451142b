import type {
  PanelCandidateResponse,
  PanelDetail,
  PanelPeopleResponse,
  SubpanelBody,
  UpdatePanelBody,
} from '@sciscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  changeCandidate,
  createPanel,
  createSubpanel,
  deleteComposition,
  deletePanel,
  deleteSubpanel,
  duplicateComposition,
  fetchComputation,
  fetchCoverage,
  fetchPanel,
  fetchPanelPeople,
  fetchPanels,
  fetchSubpanelDocuments,
  fetchHiddenPanelCandidates,
  hidePanelCandidates,
  unhidePanelCandidates,
  importPanel,
  scheduleComputation,
  updatePanel,
  updateSubpanel,
} from '../api/panels-api';
import { panelsKeys } from './panels-keys';
import { computationRunning } from '../panel-display';
import { applyCandidateChange } from '../panel-totals';

export function usePanels(offset: number) {
  return useQuery({
    queryKey: panelsKeys.list(offset),
    queryFn: ({ signal }) => fetchPanels(offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function usePanel(id: number) {
  return useQuery({ queryKey: panelsKeys.panel(id), queryFn: ({ signal }) => fetchPanel(id, signal) });
}

export function usePanelPeople(id: number, compositionId: number, list: 'members' | 'candidates', search: string) {
  return useQuery({
    queryKey: panelsKeys.people(id, compositionId, list, search),
    queryFn: ({ signal }) => fetchPanelPeople(id, compositionId, list, search, signal),
    placeholderData: keepPreviousData,
  });
}

export function useSubpanelDocuments(id: number, code: string) {
  return useQuery({
    queryKey: panelsKeys.documents(id, code),
    queryFn: ({ signal }) => fetchSubpanelDocuments(id, code, signal),
  });
}

export function useCoverage(id: number, compositionId: number) {
  return useQuery({
    queryKey: panelsKeys.coverage(id, compositionId),
    queryFn: ({ signal }) => fetchCoverage(id, compositionId, signal),
  });
}

/** How often a running computation is asked for its progress. */
export const COMPUTATION_POLL_MS = 1500;

/**
 * The panel's computation, asked again every 1.5 s while it is queued or running (as the other
 * pages follow their tasks); `follow` false: nothing to follow.
 */
export function useComputation(panelId: number, follow: boolean) {
  return useQuery({
    queryKey: panelsKeys.computation(panelId),
    queryFn: ({ signal }) => fetchComputation(panelId, signal),
    enabled: follow,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data !== undefined && computationRunning(query.state.data.state) ? COMPUTATION_POLL_MS : false,
  });
}

/**
 * Reloads `refetch` every `seconds` while `active` and whenever the tab becomes visible again
 * (spec 03 section 4: a failed or running computation).
 */
export function useReloadWhile(active: boolean, refetch: () => void, seconds: number) {
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(refetch, seconds * 1000);
    const onVisible = () => {
      if (document.visibilityState === 'visible') refetch();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [active, refetch, seconds]);
}

function useInvalidatePanels() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: panelsKeys.all });
}

export function useCreatePanel() {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: createPanel, onSuccess: invalidate });
}

export function useUpdatePanel(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (body: UpdatePanelBody) => updatePanel(id, body), onSuccess: invalidate });
}

/**
 * Deletes the panel: `onDeleted` leaves its pages first, then its cached data goes (nothing asks
 * the server for the deleted panel again) and the panels list reloads.
 */
export function useDeletePanel(id: number, onDeleted: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => deletePanel(id),
    onSuccess: () => {
      onDeleted();
      client.removeQueries({ queryKey: panelsKeys.panel(id) });
      return client.invalidateQueries({ queryKey: [...panelsKeys.all, 'list'] });
    },
  });
}

export function useSaveSubpanel(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: ({ code, body }: { code: string | null; body: SubpanelBody }) =>
      code === null ? createSubpanel(id, body) : updateSubpanel(id, code, body),
    onSuccess: invalidate,
  });
}

export function useDeleteSubpanel(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({ mutationFn: (code: string) => deleteSubpanel(id, code), onSuccess: invalidate });
}

export function useImportPanel(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: (input: { format: 'csv' | 'json'; content: string }) => importPanel(id, input),
    onSuccess: invalidate,
  });
}

/**
 * Queues the computation. The panel's cached data takes the answer's computation at once, so the
 * next screen says 'being computed' before its data is read again; every panel query then reloads.
 */
export function useScheduleComputation(id: number) {
  const client = useQueryClient();
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: () => scheduleComputation(id),
    onSuccess: ({ computation }) => {
      client.setQueryData<PanelDetail>(panelsKeys.panel(id), (old) => (old ? { ...old, computation } : old));
      // Not awaited: the caller moves on (to the compositions page) with the new state shown.
      void invalidate();
    },
  });
}

export function useDuplicateComposition(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: (input: { fromCompositionId: number; name: string }) => duplicateComposition(id, input),
    onSuccess: invalidate,
  });
}

export function useDeleteComposition(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: (compositionId: number) => deleteComposition(id, compositionId),
    onSuccess: invalidate,
  });
}

/**
 * Add or remove a candidate: the person's status and the subpanel totals change in place in
 * every loaded list of the composition (the person keeps their row), then the lists reload.
 */
export function useChangeCandidate(id: number, compositionId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, authorId }: { action: 'add' | 'remove'; authorId: number }) =>
      changeCandidate(action, { panelId: id, compositionId, authorId }),
    onSuccess: (answer: PanelCandidateResponse) => {
      client.setQueriesData<PanelPeopleResponse>(
        { queryKey: [...panelsKeys.panel(id), 'people', compositionId] },
        (data) => (data ? applyCandidateChange(data, answer) : data),
      );
      void client.invalidateQueries({ queryKey: panelsKeys.coverage(id, compositionId) });
    },
  });
}

export function useHideCandidates(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: (body: Parameters<typeof hidePanelCandidates>[1]) => hidePanelCandidates(id, body),
    onSuccess: invalidate,
  });
}

/** The panel's hidden candidates (the "Hidden candidates (N)" view). */
export function useHiddenPanelCandidates(id: number) {
  return useQuery({
    queryKey: panelsKeys.hidden(id),
    queryFn: ({ signal }) => fetchHiddenPanelCandidates(id, signal),
    retry: false,
  });
}

/** Takes hides back; every panel screen is asked again (the candidates return). */
export function useUnhideCandidates(id: number) {
  const invalidate = useInvalidatePanels();
  return useMutation({
    mutationFn: (authorsIds: number[]) => unhidePanelCandidates(id, authorsIds),
    onSuccess: invalidate,
  });
}
