import { statusResponseSchema } from '@sciscope/contracts';
import { api } from '../../app/api-client';

/** The cache key of `GET /api/status`: the load banner and the ranking notice share one answer. */
export const STATUS_KEY = ['status'] as const;

/** `GET /api/status`: the first-start load and whether the rankings can rank. */
export function fetchStatus({ signal }: { signal?: AbortSignal }) {
  return api.get('/api/status', { signal, schema: statusResponseSchema, silent: true });
}
