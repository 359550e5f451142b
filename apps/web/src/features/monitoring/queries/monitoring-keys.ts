import type { MonitoringCooccurrenceRequest, MonitoringQueryRequest } from '@sciscope/contracts';

/** TanStack Query keys of the monitoring feature. */
export const monitoringKeys = {
  all: ['monitoring'] as const,
  results: (request: MonitoringQueryRequest) => [...monitoringKeys.all, 'results', request] as const,
  cooccurrence: (request: MonitoringCooccurrenceRequest) => [...monitoringKeys.all, 'cooccurrence', request] as const,
  list: (offset: number) => [...monitoringKeys.all, 'list', offset] as const,
  lists: () => [...monitoringKeys.all, 'list'] as const,
  monitoring: (id: number) => [...monitoringKeys.all, 'one', id] as const,
  unsubscribeLink: (token: string) => [...monitoringKeys.all, 'unsubscribe-link', token] as const,
};
