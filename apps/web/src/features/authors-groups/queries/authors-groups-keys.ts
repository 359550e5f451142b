/** TanStack Query keys of the authors-groups pages. */
export const authorsGroupsKeys = {
  all: ['authors-groups'] as const,
  list: () => [...authorsGroupsKeys.all, 'list'] as const,
  group: (id: number) => [...authorsGroupsKeys.all, 'group', id] as const,
  members: (id: number, offset: number) => [...authorsGroupsKeys.all, 'group', id, 'members', offset] as const,
  /** Under the group's key: a removal, which refreshes the group, refreshes these too. */
  memberAuthorIds: (id: number) => [...authorsGroupsKeys.all, 'group', id, 'member-authors'] as const,
  foundAuthor: (memberId: number) => [...authorsGroupsKeys.all, 'found-author', memberId] as const,
  authorSuggestions: (query: string) => [...authorsGroupsKeys.all, 'author-suggestions', query] as const,
};
