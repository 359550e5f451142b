import {
  addMembersResponseSchema,
  authorsGroupMemberAuthorsResponseSchema,
  authorsGroupMembersResponseSchema,
  authorsGroupResponseSchema,
  authorsGroupsListResponseSchema,
  foundAuthorResponseSchema,
  repickFoundAuthorResponseSchema,
  type AddMembersResponse,
  type AuthorsGroupInput,
  type AuthorsGroupMember,
  type AuthorsGroupMembersResponse,
  type AuthorsGroupResponse,
  type AuthorsGroupsListResponse,
  type AuthorsGroupUpdate,
  type FoundAuthorResponse,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/authors-groups */
export function fetchAuthorsGroups(signal?: AbortSignal): Promise<AuthorsGroupsListResponse> {
  return api.get('/api/authors-groups', { schema: authorsGroupsListResponseSchema, ...signalOption(signal) });
}

/** POST /api/authors-groups: silent, the form shows the error. */
export function createAuthorsGroup(input: AuthorsGroupInput): Promise<AuthorsGroupResponse> {
  return api.post('/api/authors-groups', input, { schema: authorsGroupResponseSchema, silent: true });
}

/** GET /api/authors-groups/{id} */
export function fetchAuthorsGroup(id: number, signal?: AbortSignal): Promise<AuthorsGroupResponse> {
  return api.get(`/api/authors-groups/${id}`, { schema: authorsGroupResponseSchema, ...signalOption(signal) });
}

/** PUT /api/authors-groups/{id}: silent, the form shows the error. */
export function updateAuthorsGroup(id: number, changes: AuthorsGroupUpdate): Promise<AuthorsGroupResponse> {
  return api.put(`/api/authors-groups/${id}`, changes, { schema: authorsGroupResponseSchema, silent: true });
}

/** DELETE /api/authors-groups/{id} */
export async function deleteAuthorsGroup(id: number): Promise<void> {
  await api.delete<unknown>(`/api/authors-groups/${id}`);
}

/** GET /api/authors-groups/{id}/members?offset= */
export function fetchGroupMembers(
  id: number,
  offset: number,
  signal?: AbortSignal,
): Promise<AuthorsGroupMembersResponse> {
  return api.get(`/api/authors-groups/${id}/members`, {
    query: { offset },
    schema: authorsGroupMembersResponseSchema,
    ...signalOption(signal),
  });
}

/** GET /api/authors-groups/{id}/member-authors: the author ids of all members. */
export async function fetchMemberAuthorIds(id: number, signal?: AbortSignal): Promise<number[]> {
  const { authorIds } = await api.get(`/api/authors-groups/${id}/member-authors`, {
    schema: authorsGroupMemberAuthorsResponseSchema,
    ...signalOption(signal),
  });
  return authorIds;
}

/** POST /api/authors-groups/{id}/members: authors picked in the search. */
export function addGroupMembers(id: number, authorIds: number[]): Promise<AddMembersResponse> {
  return api.post(
    `/api/authors-groups/${id}/members`,
    { authorIds },
    { schema: addMembersResponseSchema, silent: true },
  );
}

/** POST /api/authors-groups/{id}/members/import: a pasted list. */
export function importGroupMembers(id: number, text: string): Promise<AddMembersResponse> {
  return api.post(
    `/api/authors-groups/${id}/members/import`,
    { text },
    { schema: addMembersResponseSchema, silent: true },
  );
}

/** DELETE /api/authors-groups/{id}/members/{memberId} */
export async function removeGroupMember(id: number, memberId: number): Promise<void> {
  await api.delete<unknown>(`/api/authors-groups/${id}/members/${memberId}`);
}

/** GET /api/authors-groups/members/{memberId} */
export function fetchFoundAuthor(memberId: number, signal?: AbortSignal): Promise<FoundAuthorResponse> {
  return api.get(`/api/authors-groups/members/${memberId}`, {
    schema: foundAuthorResponseSchema,
    ...signalOption(signal),
  });
}

/** PUT /api/authors-groups/members/{memberId}: silent, the page shows the error. */
export async function repickFoundAuthor(memberId: number, authorId: number): Promise<AuthorsGroupMember> {
  const { member } = await api.put(
    `/api/authors-groups/members/${memberId}`,
    { authorId },
    { schema: repickFoundAuthorResponseSchema, silent: true },
  );
  return member;
}
