import {
  authorArticlesResponseSchema,
  authorFullResponseSchema,
  type AuthorArticlesResponse,
  type AuthorFullResponse,
  type ManualGender,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

interface AuthorCall {
  authorId: number;
  /** Sort, concepts and pass-through parameters (see `authorArticlesApiQuery`). */
  query: Record<string, string>;
  signal?: AbortSignal;
}

/*
 * The author page shows its own failures (a 404 as 'Page not found', others inline), so its
 * reads are silent; the shared alert would repeat the message.
 */

/** GET /api/authors/{id}/full: the author and the first page of articles. */
export function fetchAuthorFull({ authorId, query, signal }: AuthorCall): Promise<AuthorFullResponse> {
  return api.get(`/api/authors/${authorId}/full`, {
    query,
    schema: authorFullResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** GET /api/authors/{id}/articles?…&offset=: a further page of articles. */
export function fetchAuthorArticles({
  authorId,
  query,
  offset,
  signal,
}: AuthorCall & { offset: number }): Promise<AuthorArticlesResponse> {
  return api.get(`/api/authors/${authorId}/articles`, {
    query: { ...query, offset },
    schema: authorArticlesResponseSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
}

/** PUT /api/authors/{id}/set-gender/?gender=-100|100 (answers 204). */
export function setAuthorGender({ authorId, gender }: { authorId: number; gender: ManualGender }): Promise<void> {
  return api.put<void>(`/api/authors/${authorId}/set-gender/`, undefined, { query: { gender } });
}
