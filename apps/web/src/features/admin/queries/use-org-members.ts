import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addOrgMember, fetchOrgMembers, removeOrgMember, type NewMember } from '../api/admin-api';
import { authKeys } from '../../auth/queries/auth-keys';
import type { PendingMemberChange } from '../member-changes';
import { adminKeys } from './admin-keys';

export function useOrgMembers(organizationId: number) {
  return useQuery({
    queryKey: adminKeys.orgMembers(organizationId),
    queryFn: ({ signal }) => fetchOrgMembers(organizationId, signal),
  });
}

export function useAddOrgMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (member: NewMember) => addOrgMember(organizationId, member),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.orgMembers(organizationId) }),
  });
}

/**
 * A confirmed removal or role change (a role change is the add call with the new role). The
 * caller says whether it takes their own access away: then the members list, which would
 * now answer 404, is dropped rather than fetched again, and the page moves on first.
 */
export function useChangeOrgMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change }: { change: PendingMemberChange; leaving: boolean }) =>
      change.kind === 'remove'
        ? removeOrgMember(organizationId, change.member.userId)
        : addOrgMember(organizationId, { email: change.member.email, role: change.role }),
    onSuccess: async (_, { leaving }) => {
      // A change of one's own role changes one's own menu.
      const refreshUser = queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
      if (leaving) {
        // Not awaited: the page shows where it goes before the new menu arrives.
        queryClient.removeQueries({ queryKey: adminKeys.orgMembers(organizationId) });
        return;
      }
      await Promise.all([
        refreshUser,
        queryClient.invalidateQueries({ queryKey: adminKeys.orgMembers(organizationId) }),
      ]);
    },
  });
}
