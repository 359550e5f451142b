import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createApiToken,
  fetchApiTokens,
  fetchOpenApiDocument,
  fetchOrgdevOrganizations,
  revokeApiToken,
} from '../api/integrations-api';
import { listOperations } from '../api-reference';
import { integrationsKeys } from './integrations-keys';

export function useOrgdevOrganizations() {
  return useQuery({
    queryKey: integrationsKeys.organizations(),
    queryFn: ({ signal }) => fetchOrgdevOrganizations(signal),
  });
}

export function useApiTokens(organizationId: number | null) {
  return useQuery({
    queryKey: integrationsKeys.tokens(organizationId ?? 0),
    queryFn: ({ signal }) => fetchApiTokens(organizationId!, signal),
    enabled: organizationId !== null,
  });
}

export function useCreateApiToken(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => createApiToken(organizationId, name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.tokens(organizationId) }),
  });
}

export function useRevokeApiToken(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (tokenId: number) => revokeApiToken(organizationId, tokenId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationsKeys.tokens(organizationId) }),
  });
}

/** The API's operations from its OpenAPI description; the description changes only with a release. */
export function useApiOperations() {
  return useQuery({
    queryKey: integrationsKeys.openApi(),
    queryFn: ({ signal }) => fetchOpenApiDocument(signal),
    select: listOperations,
    staleTime: Infinity,
  });
}
