/** TanStack Query keys of labels and collections. */
export const collectionsKeys = {
  all: ['collections'] as const,
  list: () => [...collectionsKeys.all, 'list'] as const,
  collection: (id: number) => [...collectionsKeys.all, 'collection', id] as const,
  articles: (id: number, page: number) => [...collectionsKeys.all, 'collection', id, 'articles', page] as const,
  /** The labels of each article row on screen (one query per article, fetched in batches). */
  articleLabels: () => [...collectionsKeys.all, 'article-labels'] as const,
  articleLabelsOf: (articleId: number) => [...collectionsKeys.articleLabels(), articleId] as const,
};
