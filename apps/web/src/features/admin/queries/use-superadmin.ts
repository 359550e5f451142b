import type { QuotaGrant } from '@sciscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  addOrganizationMember,
  createOrganization,
  fetchAdminUsers,
  fetchOrganizations,
  grantQuota,
  revokeQuota,
  setCanManageCollections,
  setShowChangelogLink,
  type AdminUsersParams,
  type NewMember,
} from '../api/admin-api';
import { authKeys } from '../../auth/queries/auth-keys';
import { adminKeys } from './admin-keys';

/** The users' rows changed; so may the current user's own quotas and organizations. */
function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
    queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }),
  ]);
}

export function useAdminUsers(params: AdminUsersParams) {
  return useQuery({
    queryKey: adminKeys.usersPage(params),
    queryFn: ({ signal }) => fetchAdminUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrganizations() {
  return useQuery({
    queryKey: adminKeys.organizations(),
    queryFn: ({ signal }) => fetchOrganizations(signal),
  });
}

export function useGrantQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, grant }: { userId: number; grant: QuotaGrant }) => grantQuota(userId, grant),
    onSuccess: () => invalidateUsers(queryClient),
  });
}

export function useRevokeQuota() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, name }: { userId: number; name: string }) => revokeQuota(userId, name),
    onSettled: () => invalidateUsers(queryClient),
  });
}

export function useSetCanManageCollections() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, value }: { userId: number; value: boolean }) => setCanManageCollections(userId, value),
    onSettled: () => invalidateUsers(queryClient),
  });
}

export function useSetShowChangelogLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, value }: { userId: number; value: boolean }) => setShowChangelogLink(userId, value),
    onSettled: () => invalidateUsers(queryClient),
  });
}

export function useCreateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name }: { name: string }) => createOrganization(name),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.organizations() }),
  });
}

export function useAddOrganizationMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ organizationId, member }: { organizationId: number; member: NewMember }) =>
      addOrganizationMember(organizationId, member),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.organizations() }),
        invalidateUsers(queryClient),
      ]),
  });
}
