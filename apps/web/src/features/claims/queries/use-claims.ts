import type { ClaimState } from '@sciscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/queries/auth-keys';
import { authorKeys } from '../../authors/queries/author-keys';
import {
  claimArticles,
  claimAuthors,
  createAdvisor,
  decideClaim,
  editRecommenderProfile,
  fetchAdvisorByAttorney,
  fetchAdvisors,
  fetchAuthorClaims,
  fetchDashboard,
  fetchModerationQueue,
  fetchSuggestedAuthors,
  fetchTopCitedArticles,
  findAuthorsByEmails,
  findClaimArticles,
  issueAttorneyToken,
  revokeAttorneyTokens,
  undoClaim,
} from '../api/claims-api';
import { claimsKeys } from './claims-keys';

/** After a claim: profiles, metrics, the linked author of the menu and every claim list may have changed. */
function useInvalidateAfterClaim() {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: claimsKeys.all }),
      queryClient.invalidateQueries({ queryKey: authorKeys.all }),
      queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
    ]);
  };
}

export function useSuggestedAuthors(token: string | undefined, enabled = true) {
  return useQuery({
    queryKey: claimsKeys.suggestions(token),
    queryFn: ({ signal }) => fetchSuggestedAuthors(token, signal),
    enabled,
  });
}

export function useAdvisorByAttorney(token: string | undefined) {
  return useQuery({
    queryKey: claimsKeys.advisor(token ?? ''),
    queryFn: ({ signal }) => fetchAdvisorByAttorney(token!, signal),
    enabled: token !== undefined,
    retry: false,
  });
}

export function useTopCitedArticles(authorId: number, enabled: boolean) {
  return useQuery({
    queryKey: claimsKeys.topCited(authorId),
    queryFn: ({ signal }) => fetchTopCitedArticles(authorId, signal),
    enabled,
  });
}

export function useFindAuthorsByEmails() {
  return useMutation({ mutationFn: findAuthorsByEmails });
}

export function useClaimAuthors() {
  const invalidate = useInvalidateAfterClaim();
  return useMutation({ mutationFn: claimAuthors, onSuccess: invalidate });
}

export function useFindClaimArticles() {
  return useMutation({ mutationFn: findClaimArticles });
}

export function useClaimArticles() {
  const invalidate = useInvalidateAfterClaim();
  return useMutation({ mutationFn: claimArticles, onSuccess: invalidate });
}

export function useEditRecommenderProfile(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof editRecommenderProfile>[1]) => editRecommenderProfile(token, input),
    onSuccess: (advisor) => queryClient.setQueryData(claimsKeys.advisor(token), advisor),
  });
}

export function useAuthorClaims(authorId: number) {
  return useQuery({
    queryKey: claimsKeys.authorClaims(authorId),
    queryFn: ({ signal }) => fetchAuthorClaims(authorId, signal),
  });
}

export function useUndoClaim() {
  const invalidate = useInvalidateAfterClaim();
  return useMutation({ mutationFn: undoClaim, onSuccess: invalidate });
}

export function useModerationQueue(state: ClaimState, offset: number) {
  return useQuery({
    queryKey: claimsKeys.moderation(state, offset),
    queryFn: ({ signal }) => fetchModerationQueue({ state, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useDecideClaim() {
  const invalidate = useInvalidateAfterClaim();
  return useMutation({ mutationFn: decideClaim, onSuccess: invalidate });
}

export function useAdvisors(query: string, offset: number) {
  return useQuery({
    queryKey: claimsKeys.advisors(query, offset),
    queryFn: ({ signal }) => fetchAdvisors({ query, offset }, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCreateAdvisor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAdvisor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...claimsKeys.all, 'advisors'] }),
  });
}

export function useIssueAttorneyToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueAttorneyToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...claimsKeys.all, 'advisors'] }),
  });
}

export function useRevokeAttorneyTokens() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeAttorneyTokens,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...claimsKeys.all, 'advisors'] }),
  });
}

export function useDashboard(offset: number) {
  return useQuery({
    queryKey: claimsKeys.dashboard(offset),
    queryFn: ({ signal }) => fetchDashboard(offset, signal),
    placeholderData: keepPreviousData,
  });
}
