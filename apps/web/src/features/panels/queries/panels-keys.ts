/** TanStack Query keys of the panel composer's pages. */
export const panelsKeys = {
  all: ['panels'] as const,
  list: (offset: number) => [...panelsKeys.all, 'list', offset] as const,
  panel: (id: number) => [...panelsKeys.all, 'panel', id] as const,
  people: (id: number, compositionId: number, list: string, search: string) =>
    [...panelsKeys.panel(id), 'people', compositionId, list, search] as const,
  documents: (id: number, code: string) => [...panelsKeys.panel(id), 'documents', code] as const,
  hidden: (id: number) => [...panelsKeys.panel(id), 'hidden'] as const,
  coverage: (id: number, compositionId: number) => [...panelsKeys.panel(id), 'coverage', compositionId] as const,
  /** The computation as followed while it runs. */
  computation: (id: number) => [...panelsKeys.all, 'computation', id] as const,
};
