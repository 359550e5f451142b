/** TanStack Query keys of the authors feature. */
export const authorKeys = {
  all: ['authors'] as const,
  /** Everything cached about one author (invalidated after a change to the author). */
  author: (authorId: number) => [...authorKeys.all, authorId] as const,
  /** The author page: the author and the loaded pages of articles for one query. */
  page: (authorId: number, query: Record<string, string>) => [...authorKeys.author(authorId), 'page', query] as const,
};
