import {
  MONITORING_LIMITS,
  MONITORING_PAGE_SIZE,
  type MonitoringConceptCount,
  type MonitoringCooccurrenceResponse,
  type MonitoringQueryResponse,
  type MonitoringTreeItemInput,
} from '@sciscope/contracts';
import {
  cooccurringConcepts,
  runMonitoringQuery,
  type MonitoringConceptCount as EngineConceptCount,
} from '@sciscope/engine';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import type { ArticlesRepository } from '../articles/articles.repository';
import type { MonitoringCorpusRepository } from './monitoring-corpus.repository';
import type { MonitoringIndexHolder } from './monitoring-index-holder';
import { engineQuery, type TopicInput } from './monitoring-query-input';
import type { MonitoringRepository } from './monitoring.repository';
import { openMonitoring } from './monitoring.usecases';

/** What answering a query reads; built once per read scope (a read worker, or in-process). */
export interface MonitoringQueryDeps {
  access: AccessRepository;
  monitorings: MonitoringRepository;
  corpus: MonitoringCorpusRepository;
  articles: ArticlesRepository;
  holder: MonitoringIndexHolder;
}

async function named(deps: MonitoringQueryDeps, counts: EngineConceptCount[]): Promise<MonitoringConceptCount[]> {
  const names = await deps.corpus.conceptNames(counts.map((c) => c.conceptId));
  return counts.map((c) => ({ conceptId: c.conceptId, name: names.get(c.conceptId) ?? '', count: c.count }));
}

export interface MonitoringQueryArgs {
  topics: ReadonlyArray<TopicInput>;
  tree: MonitoringTreeItemInput | null;
  useTree: boolean;
  date: string;
  monitoringId?: number | undefined;
  page: number;
}

/**
 * `POST /api/monitoring/query`: a page of 50 results of the query the editor holds, with what
 * each matched and the result's top concepts. Open to guests (spec 01 section 6); a
 * `monitoringId` names the saved monitoring on screen, which the caller must be able to see.
 */
export async function queryMonitoring({
  deps,
  user,
  args,
  now = new Date(),
}: {
  deps: MonitoringQueryDeps;
  user: Actor;
  args: MonitoringQueryArgs;
  now?: Date;
}): Promise<MonitoringQueryResponse> {
  await requireAccess({ access: deps.access, user, permission: 'monitoring.query' });
  if (args.monitoringId !== undefined) {
    await openMonitoring(
      { monitorings: deps.monitorings, access: deps.access, user },
      args.monitoringId,
      'monitoring.read',
    );
  }
  const query = engineQuery({ ...args, now });
  // An "Added …" window that reaches back to the first-start load: count what came with it.
  const { window } = query;
  const firstLoadAt = window.basis === 'imported' ? await deps.corpus.firstLoadAt() : null;
  const firstLoadSecond = firstLoadAt === null ? Number.NaN : Date.parse(firstLoadAt) / 1000;
  const reachesFirstLoad = window.basis === 'imported' && firstLoadSecond >= window.fromSecond;
  const index = await deps.holder.get();
  const page = runMonitoringQuery(index, query, {
    page: args.page,
    pageSize: MONITORING_PAGE_SIZE,
    topConceptsLimit: MONITORING_LIMITS.topConcepts,
    ...(reachesFirstLoad ? { importedUpTo: firstLoadSecond } : {}),
  });
  const [articles, topConcepts] = await Promise.all([
    deps.articles.buildArticleRows({ articleIds: page.matches.map((m) => m.articleId) }),
    named(deps, page.topConcepts),
  ]);
  // An article deleted since the index was built has no row: its match goes too.
  const shown = new Set(articles.map((a) => a.id));
  return {
    result: {
      articles,
      matches: page.matches.filter((m) => shown.has(m.articleId)),
      total: page.total,
      nextPage: page.nextPage !== null && page.nextPage <= MONITORING_LIMITS.maxPage ? page.nextPage : null,
      topConcepts,
      ...(page.importedUpToCount > 0 ? { firstLoad: { loadedAt: firstLoadAt!, count: page.importedUpToCount } } : {}),
    },
  };
}

/** `POST /api/monitoring/top-cooccurrence`: concepts found together with one concept in the query's results. */
export async function monitoringCooccurrence({
  deps,
  user,
  args,
  now = new Date(),
}: {
  deps: MonitoringQueryDeps;
  user: Actor;
  args: {
    conceptId: number;
    selectedDate: string;
    topics: ReadonlyArray<TopicInput>;
    tree: MonitoringTreeItemInput | null;
    useTree?: boolean | undefined;
  };
  now?: Date;
}): Promise<MonitoringCooccurrenceResponse> {
  await requireAccess({ access: deps.access, user, permission: 'monitoring.query' });
  const query = engineQuery({
    topics: args.topics,
    tree: args.tree,
    useTree: args.useTree ?? args.tree !== null,
    date: args.selectedDate,
    dateField: 'selectedDate',
    now,
  });
  const names = await deps.corpus.conceptNames([args.conceptId]);
  const name = names.get(args.conceptId);
  if (name === undefined) throw commonErrors.notFound('Concept');
  const index = await deps.holder.get();
  const found = cooccurringConcepts(index, query, args.conceptId, MONITORING_LIMITS.cooccurring);
  return { result: { name, articles: found.articles, topConcepts: await named(deps, found.topConcepts) } };
}
