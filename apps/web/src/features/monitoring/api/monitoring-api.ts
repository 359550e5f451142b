import {
  monitoringCooccurrenceResponseSchema,
  monitoringEditResponseSchema,
  monitoringListResponseSchema,
  monitoringQueryResponseSchema,
  monitoringResponseSchema,
  monitoringUnsubscribeResponseSchema,
  monitoringDigestToggleResponseSchema,
  type MonitoringCooccurrenceRequest,
  type MonitoringCooccurrenceResponse,
  type MonitoringEditRequest,
  type MonitoringEditResponse,
  type MonitoringListResponse,
  type MonitoringQueryRequest,
  type MonitoringQueryResponse,
  type MonitoringResponse,
  type MonitoringUnsubscribeResponse,
} from '@sciscope/contracts';
import { api } from '../../../app/api-client';

const signalOption = (signal?: AbortSignal) => (signal ? { signal } : {});

/** POST /api/monitoring/query: a page of 50 results (silent: the results panel shows the error). */
export function fetchMonitoringResults(
  request: MonitoringQueryRequest,
  signal?: AbortSignal,
): Promise<MonitoringQueryResponse> {
  return api.post('/api/monitoring/query', request, {
    schema: monitoringQueryResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** POST /api/monitoring/top-cooccurrence */
export function fetchCooccurrence(
  request: MonitoringCooccurrenceRequest,
  signal?: AbortSignal,
): Promise<MonitoringCooccurrenceResponse> {
  return api.post('/api/monitoring/top-cooccurrence', request, {
    schema: monitoringCooccurrenceResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** GET /api/monitoring/list?with_topics=true&offset= */
export function fetchMonitorings(offset: number, signal?: AbortSignal): Promise<MonitoringListResponse> {
  return api.get('/api/monitoring/list', {
    query: { with_topics: 'true', offset },
    schema: monitoringListResponseSchema,
    ...signalOption(signal),
  });
}

/** GET /api/monitoring/{id} */
export function fetchMonitoring(id: number, signal?: AbortSignal): Promise<MonitoringResponse> {
  return api.get(`/api/monitoring/${id}`, { schema: monitoringResponseSchema, ...signalOption(signal) });
}

/** POST /api/monitoring/edit: silent, the save form shows the error inline (spec 01 section 8). */
export function saveMonitoring(request: MonitoringEditRequest): Promise<MonitoringEditResponse> {
  return api.post('/api/monitoring/edit', request, { schema: monitoringEditResponseSchema, silent: true });
}

/** DELETE /api/monitoring/{id}: silent, the alert dialog shows the error (spec 01 section 8). */
export async function deleteMonitoring(id: number): Promise<void> {
  await api.delete<unknown>(`/api/monitoring/${id}`, { silent: true });
}

/** POST /api/monitoring/{id}/digest */
export function setMonitoringDigest(id: number, enabled: boolean): Promise<{ digestEnabled: boolean }> {
  return api.post(`/api/monitoring/${id}/digest`, { enabled }, { schema: monitoringDigestToggleResponseSchema });
}

/** GET /api/monitoring/unsubscribe?token=: the title of the monitoring the link names (silent: the page shows the error). */
export function fetchUnsubscribeLink(token: string, signal?: AbortSignal): Promise<MonitoringUnsubscribeResponse> {
  return api.get('/api/monitoring/unsubscribe', {
    query: { token },
    schema: monitoringUnsubscribeResponseSchema,
    silent: true,
    ...signalOption(signal),
  });
}

/** POST /api/monitoring/unsubscribe: the digest e-mail's link (no login). */
export function unsubscribeFromDigest(token: string): Promise<MonitoringUnsubscribeResponse> {
  return api.post(
    '/api/monitoring/unsubscribe',
    { token },
    { schema: monitoringUnsubscribeResponseSchema, silent: true },
  );
}
