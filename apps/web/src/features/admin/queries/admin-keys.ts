import type { AdminUsersParams } from '../api/admin-api';

/** TanStack Query keys of the administration pages. */
export const adminKeys = {
  all: ['admin'] as const,
  users: () => [...adminKeys.all, 'users'] as const,
  usersPage: (params: AdminUsersParams) => [...adminKeys.users(), params] as const,
  organizations: () => [...adminKeys.all, 'organizations'] as const,
  orgMembers: (organizationId: number) => [...adminKeys.all, 'org-members', organizationId] as const,
  organizationDeletion: (organizationId: number) =>
    [...adminKeys.all, 'organization-deletion', organizationId] as const,
};
