import { monitoringCooccurrenceResponseSchema, monitoringQueryResponseSchema } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { defineRead, type ReadScope } from '../../app/reads/read-operation';
import { createArticlesRepository } from '../articles/articles.repository';
import { createMonitoringCorpusRepository } from './monitoring-corpus.repository';
import { createMonitoringIndexHolder } from './monitoring-index-holder';
import {
  monitoringCooccurrence,
  queryMonitoring,
  type MonitoringQueryArgs,
  type MonitoringQueryDeps,
} from './monitoring-query.usecases';
import { createMonitoringRepository } from './monitoring.repository';

/** The monitoring reads of a scope: one index per scope (per read worker, or per in-process app). */
function depsOf(scope: ReadScope): MonitoringQueryDeps {
  return scope.shared('monitoring', () => {
    const corpus = createMonitoringCorpusRepository({ db: scope.db });
    return {
      access: scope.access,
      monitorings: createMonitoringRepository({ db: scope.db }),
      corpus,
      articles: createArticlesRepository({ db: scope.db }),
      holder: createMonitoringIndexHolder({ corpus }),
    };
  });
}

/**
 * `POST /api/monitoring/query` as a read. Warming starts building the worker's index without
 * waiting for it (the worker answers other reads meanwhile; the first monitoring query waits).
 */
export const monitoringQueryRead = defineRead({
  name: 'monitoring.query',
  response: monitoringQueryResponseSchema,
  run: (args: { user: SessionUser | null; query: MonitoringQueryArgs }, scope) =>
    queryMonitoring({ deps: depsOf(scope), user: args.user, args: args.query }),
  warm: async (scope) => {
    const deps = depsOf(scope);
    if ((await deps.corpus.maxArticleId()) > 0) void deps.holder.get().catch(() => {});
  },
});

/** `POST /api/monitoring/top-cooccurrence` as a read. */
export const monitoringCooccurrenceRead = defineRead({
  name: 'monitoring.cooccurrence',
  response: monitoringCooccurrenceResponseSchema,
  run: (args: { user: SessionUser | null; query: Parameters<typeof monitoringCooccurrence>[0]['args'] }, scope) =>
    monitoringCooccurrence({ deps: depsOf(scope), user: args.user, args: args.query }),
});
