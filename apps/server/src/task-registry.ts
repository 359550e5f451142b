import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { TaskKind } from '@sciscope/contracts';
import type { TaskDefinition } from './modules/tasks/task-execution';
import { importOntologyPipeline, importWorksPipeline, loadDefaultData } from './modules/corpus/corpus-pipeline';
import { WORKS_IMPORT_STEP_UNITS } from './modules/corpus/work-batches';
import { refreshConceptAmbiguity } from './modules/corpus/concept-ambiguity.usecases';
import { processRescanQueue, queueRescanOfAll } from './modules/corpus/concept-scan.usecases';
import { refreshCorpus } from './modules/corpus/corpus-refresh.usecases';
import { loadGenderLookup } from './modules/corpus/gender-lookup';
import { mergeCrossSourceAuthors } from './modules/corpus/author-merge.usecases';
import { trainRepresentations } from './modules/representations/representations.usecases';
import { updateConceptTypicality } from './modules/representations/concept-typicality.usecases';
import { buildArticleIndex } from './modules/retrieval/article-index.usecases';
import { articleIndexDir } from './modules/retrieval/article-index.files';
import { queueTaskOnce } from './modules/tasks/tasks.usecases';
import { computePanel } from './modules/panels/panel-compute.usecases';
import { articleRefDocSource } from './modules/referees/corpus-ref-doc.sources';
import { createRefDocRegistry } from './modules/referees/ref-doc.registry';
import { proposalRefDocSource } from './modules/folders/proposal-ref-doc.source';
import { rematchProposals, sharedMatcher } from './modules/folders/proposal-rematch.usecases';
import { runDigestTask } from './modules/monitoring/monitoring-digest.task';
import { runPossibleBatch } from './modules/ontology/possible-batch.task';
import { runImportListTask } from './modules/ontology/concept-list.task';
import { runRecommendationRequestsTask } from './modules/job-postings/recommendation-requests.task';

const filesSchema = z.object({
  files: z.array(z.string().min(1)).min(1),
  batchSize: z.number().int().positive().optional(),
});
const loadSchema = z.object({
  dataDir: z.string().min(1),
  force: z.boolean().default(false),
  batchSize: z.number().int().positive().optional(),
});
const trainSchema = z.object({ force: z.boolean().default(false) });

const rescanSchema = z.object({ all: z.boolean().default(false) });

/**
 * Every kind of background work and its handler: the one place that wires modules into the
 * task runner (used by the task worker threads and by the `sciscope` command). All corpus
 * kinds are resumable: they commit in batches and skip what a previous run committed.
 */
export const TASK_REGISTRY: Record<TaskKind, TaskDefinition> = {
  'corpus.load-defaults': {
    resumable: true,
    stepUnits: WORKS_IMPORT_STEP_UNITS,
    run: ({ db, params, progress }) => loadDefaultData({ db, progress, ...loadSchema.parse(params) }),
  },
  'corpus.import-works': {
    resumable: true,
    stepUnits: WORKS_IMPORT_STEP_UNITS,
    run: ({ db, config, params, progress }) =>
      importWorksPipeline({ db, progress, dataDir: config.dataDir, ...filesSchema.parse(params) }),
  },
  'corpus.import-ontology': {
    resumable: true,
    run: async ({ db, params, progress }) => {
      const report = await importOntologyPipeline({ db, progress, files: filesSchema.parse(params).files });
      // Proposals follow the new ontology as the articles just did.
      return { ...report, proposals: await rematchProposals({ db, progress }) };
    },
  },
  'concepts.rescan': {
    resumable: true,
    run: async ({ db, params, progress }) => {
      // `all` queues every article first (a rescan after a matcher change); the queue is
      // persistent, so a resumed run does not queue again what it already rescanned.
      const { all } = rescanSchema.parse(params);
      if (all) await queueRescanOfAll(db, 'rescan of all articles');
      // One matcher build serves the articles and the proposals.
      const matcher = sharedMatcher(db);
      const articles = await processRescanQueue({ db, progress, matcher: async () => (await matcher()).matcher });
      // Then the stored proposals, whose concepts were extracted on save under an older ontology
      // (also run when no article waited: start-up, or an edit no article holds, queues this
      // task for the proposals alone).
      const report = { ...articles, proposals: await rematchProposals({ db, progress, matcher }) };
      // A rescan of every article rewrites every pair: their typicality follows at once. The few
      // articles an ontology edit rescans are not worth a pass over the whole corpus's vectors
      // (20-100 s on 95k): their pairs weigh nothing for typicality until the next embedding run.
      return all ? { ...report, typicality: await updateConceptTypicality({ db, progress }) } : report;
    },
  },
  'concepts.ambiguity': {
    resumable: true,
    run: async ({ db, progress }) => {
      const report = await refreshConceptAmbiguity({ db, progress });
      if (report.rescan === null) return report;
      // Changed flags rescanned the articles: the proposals follow, then typicality.
      const proposals = await rematchProposals({ db, progress });
      return { ...report, proposals, typicality: await updateConceptTypicality({ db, progress }) };
    },
  },
  'corpus.merge-authors': {
    resumable: true,
    run: ({ db, progress }) => mergeCrossSourceAuthors({ db, progress }),
  },
  'corpus.refresh': {
    resumable: true,
    run: async ({ db, config, progress }) =>
      refreshCorpus({ db, progress, gender: await loadGenderLookup(config.dataDir) }),
  },
  'representations.train': {
    resumable: true,
    run: async ({ db, params, progress }) => {
      const report = await trainRepresentations({ db, progress, ...trainSchema.parse(params ?? {}) });
      // A new model makes the article index stale; new vectors only extend it (in memory at
      // once, in the file by this build).
      if (report.trained || report.embedded > 0) await queueTaskOnce({ db, kind: 'retrieval.build' });
      // New vectors, a new model, or pairs rescanned since the last run: typicality follows.
      return { ...report, typicality: await updateConceptTypicality({ db, progress }) };
    },
  },
  'retrieval.build': {
    resumable: true,
    run: ({ db, config, progress }) => buildArticleIndex({ db, dir: articleIndexDir(config.runtimeDir), progress }),
  },
  // A panel's scores: its documents are proposals and articles, read as the referee finder reads them.
  'panels.compute': {
    resumable: true,
    needsModel: true,
    run: ({ db, config, params, progress }) =>
      computePanel({
        db,
        config,
        params,
        progress,
        registry: createRefDocRegistry([articleRefDocSource, proposalRefDocSource]),
      }),
  },
  // Idempotent: a run started again sends what an interrupted one recorded and nothing twice.
  'monitoring.digest': { resumable: true, run: runDigestTask },
  // Possible concepts of a docs batch: mined again from the start when resumed.
  'ontology.possible-batch': { resumable: true, run: runPossibleBatch },
  // An imported list's concepts: a cut-short run is failed, not repeated (its concepts exist).
  'ontology.import-list': { resumable: false, run: runImportListTask },
  // Jobs board: requests to recommenders, due about an hour after each application.
  'jobs.recommendation-requests': { resumable: true, run: runRecommendationRequestsTask },
};

/** Kinds whose interrupted runs are queued again rather than failed. */
export const RESUMABLE_TASK_KINDS: ReadonlySet<string> = new Set(
  Object.entries(TASK_REGISTRY)
    .filter(([, definition]) => definition.resumable)
    .map(([kind]) => kind),
);

/** Kinds that rank with the representation model (they wait for the first one). */
export const MODEL_TASK_KINDS: readonly string[] = Object.entries(TASK_REGISTRY)
  .filter(([, definition]) => definition.needsModel === true)
  .map(([kind]) => kind);

/** Absolute path of the task worker module (for the worker pools). */
export const TASK_WORKER_ENTRY = fileURLToPath(new URL('./task-worker.ts', import.meta.url));
