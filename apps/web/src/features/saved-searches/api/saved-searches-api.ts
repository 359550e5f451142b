import {
  savedSearchesResponseSchema,
  savedSearchResponseSchema,
  type CreateSavedSearchRequest,
  type SavedSearch,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** GET /api/saved-searches */
export async function fetchSavedSearches(signal?: AbortSignal): Promise<SavedSearch[]> {
  const { savedSearches } = await api.get('/api/saved-searches', {
    schema: savedSearchesResponseSchema,
    ...signalOption(signal),
  });
  return savedSearches;
}

/** POST /api/saved-searches: silent, the dialog shows the error. */
export async function createSavedSearch(input: CreateSavedSearchRequest): Promise<SavedSearch> {
  const { savedSearch } = await api.post('/api/saved-searches', input, {
    schema: savedSearchResponseSchema,
    silent: true,
  });
  return savedSearch;
}

/** PUT /api/saved-search/{id}: silent, the dialog shows the error. */
export async function renameSavedSearch(id: number, name: string): Promise<SavedSearch> {
  const { savedSearch } = await api.put(
    `/api/saved-search/${id}`,
    { name },
    { schema: savedSearchResponseSchema, silent: true },
  );
  return savedSearch;
}

/** DELETE /api/saved-search/{id} */
export async function deleteSavedSearch(id: number): Promise<void> {
  await api.delete<unknown>(`/api/saved-search/${id}`);
}
