import type { AppConfig } from '../app/config';
import type { Db } from '../app/database/kysely';
import { createAppStateRepository, DEFAULT_DATA_KEY } from '../modules/corpus/app-state.repository';
import { DEFAULT_LOAD_TASK } from '../modules/status/status.usecases';
import { createWorkerExecutor, type TaskExecutor } from '../modules/tasks/task-executors';
import { createTaskRunner, type TaskRunner } from '../modules/tasks/task-runner';
import { createTaskScheduler, dailyAtUtc, everyMinutes, type TaskSchedule } from '../modules/tasks/task-scheduler';
import { JOB_LIMITS } from '@sciscope/contracts';
import { CONCEPT_RULES_VERSION } from '@sciscope/engine';
import { conceptRulesCurrent, recordConceptRulesIfEmpty } from '../modules/corpus/concept-rules.usecases';
import { enqueueTask, queueTaskOnce } from '../modules/tasks/tasks.usecases';
import { articleIndexIsStale } from '../modules/retrieval/article-index.usecases';
import { articleIndexDir } from '../modules/retrieval/article-index.files';
import { createTasksRepository, writeTasksIfFree } from '../modules/tasks/tasks.repository';
import { MODEL_TASK_KINDS, RESUMABLE_TASK_KINDS, TASK_WORKER_ENTRY } from '../task-registry';
import { createRepresentationsRepository } from '../modules/representations/representations.repository';
import { TRAIN_REPRESENTATIONS_TASK } from '../modules/representations/representations.usecases';
import { typicalityIsStale } from '../modules/representations/concept-typicality.usecases';
import { proposalConceptsAreStale } from '../modules/folders/proposal-rematch.usecases';

const CONCEPT_AMBIGUITY_TASK = 'concepts.ambiguity';
const MERGE_AUTHORS_TASK = 'corpus.merge-authors';
/**
 * The work that follows the default datasets' load. One person under ids of several sources
 * (OpenReview, IEEE, ACL) is one author: the load joins ids on evidence batch by batch, the pass
 * over the whole corpus finds the rest. Badges are only as precise as the corpus-driven ambiguity
 * flags, which need the whole corpus: computed right after the load rather than at the first
 * nightly run.
 */
const LOAD_FOLLOW_UPS = [MERGE_AUTHORS_TASK, CONCEPT_AMBIGUITY_TASK] as const;

/** Periodic tasks. The nightly refresh recomputes what imports maintain by increments. */
export const TASK_SCHEDULES: readonly TaskSchedule[] = [
  { name: 'corpus.refresh', kind: 'corpus.refresh', next: dailyAtUtc(3, 0) },
  // Imports join a new id to a stored author batch by batch; the pass over the whole corpus
  // finds the same person under ids the day's imports brought from another source.
  { name: MERGE_AUTHORS_TASK, kind: MERGE_AUTHORS_TASK, next: dailyAtUtc(3, 30) },
  // After the nightly refresh: the corpus grew, so the machine's ambiguity flags are recomputed.
  { name: 'concepts.ambiguity', kind: 'concepts.ambiguity', next: dailyAtUtc(4, 0) },
  // Retrains when the corpus changed by 10% since the model, else embeds what lacks a vector.
  { name: TRAIN_REPRESENTATIONS_TASK, kind: TRAIN_REPRESENTATIONS_TASK, next: dailyAtUtc(4, 0) },
  // Monitoring digests: the articles imported since the last run, e-mailed each morning.
  { name: 'monitoring.digest', kind: 'monitoring.digest', next: dailyAtUtc(6, 0) },
  // Jobs board: each recommendation request leaves about an hour after the application (60-70 min).
  {
    name: 'jobs.recommendation-requests',
    kind: 'jobs.recommendation-requests',
    next: everyMinutes(JOB_LIMITS.recommendationTaskEveryMinutes),
  },
];

export interface BackgroundWork {
  runner: TaskRunner;
  stop(): Promise<void>;
}

/**
 * Starts the server's background work: the task runner (worker threads), the scheduler of
 * periodic tasks, and — on first start — the load of the default datasets as a task, so the
 * server answers from its first second while the load runs beside it.
 */
export async function startBackgroundWork({
  config,
  db,
  runner,
  log,
  followUps = true,
}: {
  config: AppConfig;
  db: Db;
  runner: TaskRunner;
  log: (line: string) => void;
  /**
   * Queue the work that follows a first-start load — the corpus-driven concept ambiguity and
   * the first representation training (then the article index) — false for benchmarks that
   * time the load alone.
   */
  followUps?: boolean;
}): Promise<BackgroundWork> {
  const repository = createTasksRepository({ db });
  await runner.start();
  const loadedAt = await createAppStateRepository({ db }).get(DEFAULT_DATA_KEY);
  if (config.dataDir && loadedAt === null && !(await repository.hasActive(DEFAULT_LOAD_TASK))) {
    const id = await enqueueTask({
      repository,
      kind: DEFAULT_LOAD_TASK,
      params: { dataDir: config.dataDir },
      ownerId: null,
      wake: runner.wake,
    });
    log(`loading the default data from ${config.dataDir} (task ${id}; progress at GET /api/status)`);
    if (followUps)
      for (const kind of LOAD_FOLLOW_UPS)
        if (!(await repository.hasActive(kind)))
          await enqueueTask({ repository, kind, params: {}, ownerId: null, wake: runner.wake });
  } else if (followUps && loadedAt !== null) {
    // Loaded by another process (`sciscope import defaults` runs the load alone): what has not
    // run since the load is queued, or the badges would wait for the nightly ambiguity run.
    const queued: string[] = [];
    for (const kind of LOAD_FOLLOW_UPS) {
      const latest = await repository.latestOfKind(kind);
      const since = latest && (latest.finishedAt === null || latest.finishedAt >= loadedAt);
      if (since) continue;
      const id = await enqueueTask({ repository, kind, params: {}, ownerId: null, wake: runner.wake });
      queued.push(`${kind} (task ${id})`);
    }
    if (queued.length > 0) log(`the default data was loaded without what follows it: queued ${queued.join(', ')}`);
  }
  // Articles scanned under older matching rules: the ambiguity task gathers the statistics
  // those rules feed again and rescans every article (a corpus still empty only records them).
  if (
    followUps &&
    !(await conceptRulesCurrent(db)) &&
    !(await recordConceptRulesIfEmpty(db)) &&
    !(await repository.hasActive(CONCEPT_AMBIGUITY_TASK))
  ) {
    const taskId = await enqueueTask({
      repository,
      kind: CONCEPT_AMBIGUITY_TASK,
      params: {},
      ownerId: null,
      wake: runner.wake,
    });
    log(`concept matching rules changed (now ${CONCEPT_RULES_VERSION}): every article is rescanned (task ${taskId})`);
  }
  // Proposals keep the concepts of the ontology they were saved under until re-matched: once for
  // an upgraded database (pairs saved before migration 0020 lack their badge evidence), or after
  // an ontology change no rescan followed. The rescan task re-matches them after its articles.
  if (followUps && (await proposalConceptsAreStale(db))) await queueTaskOnce({ db, kind: 'concepts.rescan' });
  // The first model is trained after the first-start load (upkeep tasks run one at a time, in order).
  if (
    followUps &&
    config.dataDir &&
    (await createRepresentationsRepository({ db }).latestModelId()) === null &&
    !(await repository.hasActive(TRAIN_REPRESENTATIONS_TASK))
  ) {
    await enqueueTask({ repository, kind: TRAIN_REPRESENTATIONS_TASK, params: {}, ownerId: null, wake: runner.wake });
  }
  // Badge relevance reads each pair's typicality: computed once for a model it never was
  // (an upgraded database), by the task that embeds articles.
  if (followUps && (await typicalityIsStale(db)) && !(await repository.hasActive(TRAIN_REPRESENTATIONS_TASK)))
    await queueTaskOnce({ db, kind: TRAIN_REPRESENTATIONS_TASK });
  // An index folder deleted (or never built for an existing model) is rebuilt from the stored vectors.
  if (config.retrievalIndex === 'hnsw' && (await articleIndexIsStale({ db, dir: articleIndexDir(config.runtimeDir) })))
    await queueTaskOnce({ db, kind: 'retrieval.build' });
  const scheduler = createTaskScheduler({
    repository,
    schedules: TASK_SCHEDULES,
    enqueue: async (schedule, writer) => {
      await enqueueTask({
        repository: writer,
        kind: schedule.kind,
        params: schedule.params ?? {},
        ownerId: null,
        wake: runner.wake,
      });
    },
    // A due schedule never waits on the server's thread for a task's write transaction.
    writeIfFree: (work) => writeTasksIfFree(db, work),
  });
  await scheduler.start(log);
  return {
    runner,
    async stop() {
      scheduler.stop();
      await runner.stop();
    },
  };
}

/** The server's task runner over worker threads. */
export function createServerTaskRunner({
  config,
  db,
  log,
}: {
  config: AppConfig;
  db: Db;
  log: (line: string) => void;
}): {
  runner: TaskRunner;
  executor: TaskExecutor;
} {
  const executor = createWorkerExecutor({ db, config, entry: TASK_WORKER_ENTRY });
  const runner = createTaskRunner({
    repository: createTasksRepository({ db }),
    executor,
    resumableKinds: RESUMABLE_TASK_KINDS,
    needsModel: MODEL_TASK_KINDS,
    log,
  });
  return { runner, executor };
}
