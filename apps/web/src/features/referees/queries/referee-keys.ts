/** TanStack Query keys of the referee finder. */
export const refereeKeys = {
  all: ['referees'] as const,
  list: (kind: string, id: number, request: Record<string, unknown>) =>
    ['referees', 'list', kind, id, request] as const,
  custom: (kind: string, id: number, request: Record<string, unknown>) =>
    ['referees', 'custom', kind, id, request] as const,
  hidden: (kind: string, id: number) => ['referees', 'hidden', kind, id] as const,
  alreadyRefereed: (articleId: number) => ['referees', 'already-refereed', articleId] as const,
  coauthors: (kind: string, id: number, authorId: number, settings: string) =>
    ['referees', 'coauthors', kind, id, authorId, settings] as const,
  authorSuggestions: (query: string) => ['referees', 'author-suggestions', query] as const,
};
