import { api } from '../../../app/api-client';

/**
 * POST /api/actions-log: a client-side analytics event. Fire and forget: an event that cannot
 * be stored must never break the page, so failures are swallowed silently.
 */
export function logAction(action: string, payload?: unknown): void {
  api
    .post<void>('/api/actions-log', payload === undefined ? { action } : { action, payload }, { silent: true })
    .catch(() => undefined);
}
