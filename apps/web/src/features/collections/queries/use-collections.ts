import type { CollectionInput, CollectionUpdate } from '@sciscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authKeys } from '../../auth/queries/auth-keys';
import { useCurrentUser } from '../../auth/queries/use-current-user';
import {
  addCollectionArticles,
  createCollection,
  deleteCollection,
  fetchArticleLabels,
  fetchCollection,
  fetchCollectionArticles,
  fetchCollections,
  removeCollectionArticles,
  updateCollection,
} from '../api/collections-api';
import { createArticleLabelsBatcher } from './article-labels-batcher';
import { collectionsKeys } from './collections-keys';

/** The caller's labels, then those shared with them (only asked when they may read labels). */
export function useCollections({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: collectionsKeys.list(),
    queryFn: ({ signal }) => fetchCollections(signal),
    enabled,
    staleTime: 30_000,
  });
}

export function useCollection(id: number) {
  return useQuery({ queryKey: collectionsKeys.collection(id), queryFn: ({ signal }) => fetchCollection(id, signal) });
}

export function useCollectionArticles(id: number, page: number) {
  return useQuery({
    queryKey: collectionsKeys.articles(id, page),
    queryFn: ({ signal }) => fetchCollectionArticles(id, page, signal),
    placeholderData: keepPreviousData,
  });
}

const articleLabelsBatcher = createArticleLabelsBatcher({ fetchBatch: fetchArticleLabels });

/**
 * The labels an article row shows as chips. Every row asks for its own article; the rows of
 * one page are fetched in one request. Nothing is asked for users without labels access.
 */
export function useArticleLabels(articleId: number) {
  const { data: user } = useCurrentUser();
  return useQuery({
    queryKey: collectionsKeys.articleLabelsOf(articleId),
    queryFn: () => articleLabelsBatcher.load(articleId),
    enabled: user?.has_labels_access === true,
    staleTime: 30_000,
  });
}

/**
 * After a change: every label list, page and chip; after creating, sharing or deleting a label
 * also the current user's label flags (has_labels_access follows the labels one reads).
 */
function useInvalidateCollections({ currentUser }: { currentUser: boolean }) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: collectionsKeys.all }),
      currentUser ? queryClient.invalidateQueries({ queryKey: authKeys.currentUser() }) : null,
    ]);
}

/** Creates a label, and puts `articleIds` in it at once (the row's 'New label'). */
export function useCreateCollection() {
  const invalidate = useInvalidateCollections({ currentUser: true });
  return useMutation({
    mutationFn: async ({ articleIds = [], ...input }: CollectionInput & { articleIds?: number[] }) => {
      const created = await createCollection(input);
      if (articleIds.length > 0) await addCollectionArticles(created.collection.id, articleIds);
      return created;
    },
    onSuccess: invalidate,
  });
}

export function useUpdateCollection(id: number) {
  const invalidate = useInvalidateCollections({ currentUser: true });
  return useMutation({
    mutationFn: (changes: CollectionUpdate) => updateCollection(id, changes),
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidateCollections({ currentUser: true });
  return useMutation({ mutationFn: (id: number) => deleteCollection(id), onSuccess: invalidate });
}

/** Adds (`add: true`) or removes articles of a label. */
export function useChangeCollectionArticles() {
  const invalidate = useInvalidateCollections({ currentUser: false });
  return useMutation({
    mutationFn: ({ id, articleIds, add }: { id: number; articleIds: number[]; add: boolean }) =>
      add ? addCollectionArticles(id, articleIds) : removeCollectionArticles(id, articleIds),
    onSettled: invalidate,
  });
}
