import type { HideReason } from '@sciscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../app/api-client';
import {
  fetchCustomReferees,
  fetchHiddenReferees,
  hideReferees,
  markAsReferees,
  saveRefereeSettings,
  unhideReferees,
} from '../api/referees-api';
import { refereeKeys } from './referee-keys';

/** The server's error text; otherwise 'An unexpected error has occured: {status text}' (spec 03 section 8). */
export function customAuthorsErrorText(error: unknown): string {
  if (error instanceof ApiError && !error.code.startsWith('http.') && error.status !== 0 && error.status < 500)
    return error.message;
  const statusText = error instanceof Error ? error.message : String(error);
  return `An unexpected error has occured: ${statusText}`;
}

/** The error text of a failed call: the server's message. */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export function useSaveRefereeSettings(kind: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ title, settings }: { title: string; settings: string }) =>
      saveRefereeSettings({ kind, id, title, settings }),
    onSuccess: () => client.invalidateQueries({ queryKey: refereeKeys.all }),
  });
}

export function useHideReferees(kind: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ authorsIds, reason, comment }: { authorsIds: number[]; reason: HideReason; comment: string }) =>
      hideReferees({ kind, id, authorsIds, reason, comment }),
    onSuccess: () => client.invalidateQueries({ queryKey: refereeKeys.hidden(kind, id) }),
  });
}

/** The document's hidden candidates (for the "Hidden candidates (N)" view). */
export function useHiddenReferees(kind: string, id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: refereeKeys.hidden(kind, id),
    queryFn: ({ signal }) => fetchHiddenReferees(kind, id, signal),
    retry: false,
    enabled,
  });
}

/** Takes hides back; the ranking is asked again so the candidates return to their places. */
export function useUnhideReferees(kind: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (authorsIds: number[]) => unhideReferees({ kind, id, authorsIds }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: refereeKeys.hidden(kind, id) }),
        client.invalidateQueries({ queryKey: ['referees', 'list', kind, id] }),
        client.invalidateQueries({ queryKey: ['referees', 'custom', kind, id] }),
      ]),
  });
}

export function useMarkReferees(proposalId: number) {
  return useMutation({
    mutationFn: ({ authorsIds, scores, unmark }: { authorsIds: number[]; scores: number[]; unmark: boolean }) =>
      markAsReferees({ proposalId, authorsIds, scores, unmark }),
  });
}

export function useCheckCustomAuthor(kind: string, id: number) {
  return useMutation({
    mutationFn: ({
      settings,
      authorsIds,
      customCoiAuthorsIds,
    }: {
      settings: string;
      authorsIds: number[];
      customCoiAuthorsIds: number[];
    }) => fetchCustomReferees({ kind, id, settings, authorsIds, customCoiAuthorsIds }),
  });
}
