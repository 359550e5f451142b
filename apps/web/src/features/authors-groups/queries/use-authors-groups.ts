import { isAutocompleteQuery } from '@sciscope/contracts';
import type { AuthorsGroupInput, AuthorsGroupUpdate } from '@sciscope/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addGroupMembers,
  createAuthorsGroup,
  deleteAuthorsGroup,
  fetchAuthorsGroup,
  fetchAuthorsGroups,
  fetchFoundAuthor,
  fetchGroupMembers,
  fetchMemberAuthorIds,
  importGroupMembers,
  removeGroupMember,
  repickFoundAuthor,
  updateAuthorsGroup,
} from '../api/authors-groups-api';
import { fetchAuthorSuggestions } from '../../referees/api/referees-api';
import { AUTHOR_SEARCH_MIN_LENGTH } from '../../referees/custom-authors';
import { forgetQueryWhenUnwatched } from '../../../app/forget-query';
import { authorsGroupsKeys } from './authors-groups-keys';

/** The author search starts at this many characters (spec 03 section 5): the one person search's rule. */
export { AUTHOR_SEARCH_MIN_LENGTH };

export function useAuthorsGroups() {
  return useQuery({ queryKey: authorsGroupsKeys.list(), queryFn: ({ signal }) => fetchAuthorsGroups(signal) });
}

export function useAuthorsGroup(id: number) {
  return useQuery({ queryKey: authorsGroupsKeys.group(id), queryFn: ({ signal }) => fetchAuthorsGroup(id, signal) });
}

export function useGroupMembers(id: number, offset: number) {
  return useQuery({
    queryKey: authorsGroupsKeys.members(id, offset),
    queryFn: ({ signal }) => fetchGroupMembers(id, offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useFoundAuthor(memberId: number) {
  return useQuery({
    queryKey: authorsGroupsKeys.foundAuthor(memberId),
    queryFn: ({ signal }) => fetchFoundAuthor(memberId, signal),
  });
}

const idSet = (ids: number[]): ReadonlySet<number> => new Set(ids);

/** The author ids of all the group's members, to mark them in the author search. */
export function useGroupMemberAuthorIds(id: number) {
  return useQuery({
    queryKey: authorsGroupsKeys.memberAuthorIds(id),
    queryFn: ({ signal }) => fetchMemberAuthorIds(id, signal),
    select: idSet,
  });
}

/** Authors matching `text`, asked 250 ms after it stops changing and only from 2 characters. */
export function useAuthorSuggestions(text: string) {
  const [query] = useDebouncedValue(text.trim(), 250);
  return useQuery({
    queryKey: authorsGroupsKeys.authorSuggestions(query),
    queryFn: ({ signal }) => fetchAuthorSuggestions(query, signal),
    // Within the lengths the autocomplete takes (2–200 characters): a longer text asks nothing.
    enabled: isAutocompleteQuery(query),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateGroups() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authorsGroupsKeys.all });
}

export function useCreateAuthorsGroup() {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (input: AuthorsGroupInput) => createAuthorsGroup(input), onSuccess: invalidate });
}

export function useUpdateAuthorsGroup(id: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (changes: AuthorsGroupUpdate) => updateAuthorsGroup(id, changes),
    onSuccess: invalidate,
  });
}

/**
 * Deletes a group. Its page stays on screen until the navigation that follows commits: asked
 * again meanwhile, the group would answer 404 and the page would unmount before the caller's
 * navigation runs, so the group's own query is only forgotten once nothing watches it.
 */
export function useDeleteAuthorsGroup() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteAuthorsGroup(id),
    onSuccess: async (_done, id) => {
      forgetQueryWhenUnwatched(client, authorsGroupsKeys.group(id));
      await client.invalidateQueries({ queryKey: authorsGroupsKeys.list() });
    },
  });
}

export function useAddGroupMembers(id: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (authorIds: number[]) => addGroupMembers(id, authorIds), onSuccess: invalidate });
}

export function useImportGroupMembers(id: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({ mutationFn: (text: string) => importGroupMembers(id, text), onSuccess: invalidate });
}

/** Removes a member; the member's own page (the found author) is forgotten as a deleted group is. */
export function useRemoveGroupMember(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => removeGroupMember(id, memberId),
    onSettled: async (_done, _error, memberId) => {
      forgetQueryWhenUnwatched(client, authorsGroupsKeys.foundAuthor(memberId));
      await Promise.all([
        client.invalidateQueries({ queryKey: authorsGroupsKeys.group(id) }),
        client.invalidateQueries({ queryKey: authorsGroupsKeys.list() }),
      ]);
    },
  });
}

export function useRepickFoundAuthor(memberId: number) {
  const invalidate = useInvalidateGroups();
  return useMutation({
    mutationFn: (authorId: number) => repickFoundAuthor(memberId, authorId),
    onSuccess: invalidate,
  });
}
