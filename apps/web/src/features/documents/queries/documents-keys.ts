/** TanStack Query keys of folders, proposals and explain-extract. */
export const documentsKeys = {
  all: ['documents'] as const,
  folders: () => [...documentsKeys.all, 'folders'] as const,
  folder: (folderId: number) => [...documentsKeys.all, 'folder', folderId] as const,
  folderPage: (folderId: number, offset: number) => [...documentsKeys.folder(folderId), offset] as const,
  proposal: (proposalId: number) => [...documentsKeys.all, 'proposal', proposalId] as const,
  explain: (kind: 'proposal' | 'article', id: number) => [...documentsKeys.all, 'explain', kind, id] as const,
};
