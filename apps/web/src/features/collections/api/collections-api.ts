import {
  articleLabelsResponseSchema,
  collectionArticlesChangeResponseSchema,
  collectionArticlesResponseSchema,
  collectionResponseSchema,
  collectionsListResponseSchema,
  type ArticleLabelsResponse,
  type CollectionArticlesChangeResponse,
  type CollectionArticlesResponse,
  type CollectionExportFormat,
  type CollectionInput,
  type CollectionResponse,
  type CollectionsListResponse,
  type CollectionUpdate,
} from '@sciscope/contracts';
import { api, withQuery } from '../../../app/api-client';

/* Calls of labels and collections (README, "Labels and collections"). */

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/collections */
export function fetchCollections(signal?: AbortSignal): Promise<CollectionsListResponse> {
  return api.get('/api/collections', { schema: collectionsListResponseSchema, ...signalOption(signal) });
}

/** POST /api/collections: silent, the form shows the error. */
export function createCollection(input: CollectionInput): Promise<CollectionResponse> {
  return api.post('/api/collections', input, { schema: collectionResponseSchema, silent: true });
}

/** GET /api/collections/{id} */
export function fetchCollection(id: number, signal?: AbortSignal): Promise<CollectionResponse> {
  return api.get(`/api/collections/${id}`, { schema: collectionResponseSchema, ...signalOption(signal) });
}

/** PUT /api/collections/{id}: silent, the form shows the error. */
export function updateCollection(id: number, changes: CollectionUpdate): Promise<CollectionResponse> {
  return api.put(`/api/collections/${id}`, changes, { schema: collectionResponseSchema, silent: true });
}

/** DELETE /api/collections/{id} */
export async function deleteCollection(id: number): Promise<void> {
  await api.delete<unknown>(`/api/collections/${id}`);
}

/** GET /api/collections/{id}/articles?page= */
export function fetchCollectionArticles(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<CollectionArticlesResponse> {
  return api.get(`/api/collections/${id}/articles`, {
    query: { page },
    schema: collectionArticlesResponseSchema,
    ...signalOption(signal),
  });
}

/** POST /api/collections/{id}/articles */
export function addCollectionArticles(id: number, articleIds: number[]): Promise<CollectionArticlesChangeResponse> {
  return api.post(
    `/api/collections/${id}/articles`,
    { articleIds },
    { schema: collectionArticlesChangeResponseSchema },
  );
}

/** POST /api/collections/{id}/articles/remove */
export function removeCollectionArticles(id: number, articleIds: number[]): Promise<CollectionArticlesChangeResponse> {
  return api.post(
    `/api/collections/${id}/articles/remove`,
    { articleIds },
    { schema: collectionArticlesChangeResponseSchema },
  );
}

/** GET /api/collections/article-labels?articleIds=1,2,3 */
export function fetchArticleLabels(articleIds: readonly number[]): Promise<ArticleLabelsResponse> {
  return api.get('/api/collections/article-labels', {
    query: { articleIds: articleIds.join(',') },
    schema: articleLabelsResponseSchema,
  });
}

/** The download address of a label's export: a plain link, so the browser saves the file. */
export function collectionExportUrl(id: number, format: CollectionExportFormat): string {
  return withQuery(`/api/collections/${id}/export`, { format });
}
