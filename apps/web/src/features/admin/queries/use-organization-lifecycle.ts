import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteOrganization, fetchOrganizationDeletion, renameOrganization } from '../api/admin-api';
import { authKeys } from '../../auth/queries/auth-keys';
import { adminKeys } from './admin-keys';
import type { Organization } from '@sciscope/contracts';

/** Renaming: the members page, the organizations lists and the user's own menu show the name. */
export function useRenameOrganization(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => renameOrganization(organizationId, name),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orgMembers(organizationId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.organizations() }),
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      ]),
  });
}

/** What deleting the organization would do, read when the confirmation opens (always fresh). */
export function useOrganizationDeletion(organizationId: number, enabled: boolean) {
  return useQuery({
    queryKey: adminKeys.organizationDeletion(organizationId),
    queryFn: ({ signal }) => fetchOrganizationDeletion(organizationId, signal),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/**
 * Deleting: the organization's own queries are dropped (they would answer 404), the cached list loses it at once
 * (the page navigated to must not show it while its refetch runs), and the lists are fetched again.
 */
export function useDeleteOrganization(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteOrganization(organizationId),
    onSuccess: () => {
      queryClient.setQueryData<Organization[]>(adminKeys.organizations(), (all) =>
        all?.filter((organization) => organization.id !== organizationId),
      );
      queryClient.removeQueries({ queryKey: adminKeys.orgMembers(organizationId) });
      queryClient.removeQueries({ queryKey: adminKeys.organizationDeletion(organizationId) });
      void queryClient.invalidateQueries({ queryKey: adminKeys.organizations() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
    },
  });
}
