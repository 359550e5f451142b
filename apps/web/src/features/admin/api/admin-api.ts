import {
  addMemberResultSchema,
  adminUsersResponseSchema,
  orgMembersResponseSchema,
  organizationDeletionSchema,
  organizationNameResultSchema,
  organizationSchema,
  type AddMemberResult,
  type AdminUsersResponse,
  type OrgMembersResponse,
  type OrgRole,
  type Organization,
  type OrganizationDeletion,
  type OrganizationNameResult,
  type QuotaGrant,
  type QuotaName,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

/*
 * Calls of the superadmin and organization-admin pages. Changes are silent: their forms show
 * the error inline. Their answers (often 204) are not read; the lists are fetched again.
 */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

export interface AdminUsersParams {
  offset: number;
  query: string;
}

/** GET /api/admin/users?offset=&query= */
export function fetchAdminUsers(params: AdminUsersParams, signal?: AbortSignal): Promise<AdminUsersResponse> {
  return api.get('/api/admin/users', {
    query: { offset: params.offset, query: params.query },
    schema: adminUsersResponseSchema,
    ...signalOption(signal),
  });
}

/** POST /api/admin/users/{id}/quotas */
export async function grantQuota(userId: number, grant: QuotaGrant): Promise<void> {
  await api.post<unknown>(`/api/admin/users/${userId}/quotas`, grant, { silent: true });
}

/** DELETE /api/admin/users/{id}/quotas/{name} */
export async function revokeQuota(userId: number, name: QuotaName | string): Promise<void> {
  await api.delete<unknown>(`/api/admin/users/${userId}/quotas/${encodeURIComponent(name)}`);
}

/** PUT /api/admin/users/{id}/can-manage-collections: the right to create and manage labels. */
export async function setCanManageCollections(userId: number, value: boolean): Promise<void> {
  await api.put<unknown>(`/api/admin/users/${userId}/can-manage-collections`, { can_manage_collections: value });
}

/** PUT /api/admin/users/{id}/show-changelog-link: the Changelog link of the user's menu. */
export async function setShowChangelogLink(userId: number, value: boolean): Promise<void> {
  await api.put<unknown>(`/api/admin/users/${userId}/show-changelog-link`, { show_changelog_link: value });
}

const organizationsSchema = organizationSchema.array();

/** GET /api/admin/organizations */
export function fetchOrganizations(signal?: AbortSignal): Promise<Organization[]> {
  return api.get('/api/admin/organizations', { schema: organizationsSchema, ...signalOption(signal) });
}

/** POST /api/admin/organizations */
export async function createOrganization(name: string): Promise<void> {
  await api.post<unknown>('/api/admin/organizations', { name }, { silent: true });
}

export interface NewMember {
  email: string;
  role: OrgRole;
}

/** POST /api/admin/organizations/{id}/members: says whether the person was added or their role changed. */
export function addOrganizationMember(organizationId: number, member: NewMember): Promise<AddMemberResult> {
  return api.post(`/api/admin/organizations/${organizationId}/members`, member, {
    silent: true,
    schema: addMemberResultSchema,
  });
}

/** GET /api/orgadmin/{id}/members */
export function fetchOrgMembers(organizationId: number, signal?: AbortSignal): Promise<OrgMembersResponse> {
  return api.get(`/api/orgadmin/${organizationId}/members`, {
    schema: orgMembersResponseSchema,
    ...signalOption(signal),
  });
}

/** POST /api/orgadmin/{id}/members */
export async function addOrgMember(organizationId: number, member: NewMember): Promise<void> {
  await api.post<unknown>(`/api/orgadmin/${organizationId}/members`, member, { silent: true });
}

/** DELETE /api/orgadmin/{id}/members/{userId} */
export async function removeOrgMember(organizationId: number, userId: number): Promise<void> {
  await api.delete<unknown>(`/api/orgadmin/${organizationId}/members/${userId}`);
}

/** PUT /api/orgadmin/{id}: a new name (its admins and superusers); answers the name as stored. */
export function renameOrganization(organizationId: number, name: string): Promise<OrganizationNameResult> {
  return api.put(`/api/orgadmin/${organizationId}`, { name }, { silent: true, schema: organizationNameResultSchema });
}

/** GET /api/admin/organizations/{id}/deletion: what deleting it would remove, detach, and what blocks it. */
export function fetchOrganizationDeletion(organizationId: number, signal?: AbortSignal): Promise<OrganizationDeletion> {
  return api.get(`/api/admin/organizations/${organizationId}/deletion`, {
    schema: organizationDeletionSchema,
    ...signalOption(signal),
  });
}

/** DELETE /api/admin/organizations/{id}: refused (409) while it holds panels or proposals; the dialog shows why. */
export function deleteOrganization(organizationId: number): Promise<OrganizationDeletion> {
  return api.delete(`/api/admin/organizations/${organizationId}`, { silent: true, schema: organizationDeletionSchema });
}
