import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addOrgMember, fetchOrgMembers, removeOrgMember, type NewMember } from '../api/admin-api';
import { authKeys } from '../../auth/queries/auth-keys';
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

export function useRemoveOrgMember(organizationId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => removeOrgMember(organizationId, userId),
    // An admin may remove themselves, which changes their own menu.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.orgMembers(organizationId) }),
        queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
      ]),
  });
}
