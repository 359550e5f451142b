import { z } from 'zod';
import { idParamSchema } from './admin.contract';

/** Kinds of background work. Each kind has one handler on the server (apps/server/src/task-handlers.ts). */
export const TASK_KINDS = [
  'corpus.load-defaults',
  'corpus.import-works',
  'corpus.import-ontology',
  'concepts.rescan',
  'corpus.refresh',
  'concepts.ambiguity',
  'corpus.merge-authors',
  'representations.train',
  'retrieval.build',
  'panels.compute',
  'monitoring.digest',
  'ontology.possible-batch',
  'ontology.import-list',
  'jobs.recommendation-requests',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

export const TASK_STATES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type TaskState = (typeof TASK_STATES)[number];

/** Short names of task kinds shown on the tasks page. */
export const TASK_KIND_LABELS: Record<TaskKind, string> = {
  'corpus.load-defaults': 'Load default data',
  'corpus.import-works': 'Import works',
  'corpus.import-ontology': 'Import ontology',
  'concepts.rescan': 'Rescan concepts',
  'corpus.refresh': 'Refresh corpus statistics',
  'concepts.ambiguity': 'Recompute concept ambiguity',
  'corpus.merge-authors': 'Merge authors found under ids of several sources',
  'representations.train': 'Train representations',
  'retrieval.build': 'Build the article index',
  'panels.compute': 'Compute a panel',
  'monitoring.digest': 'E-mail the monitoring digests',
  'ontology.possible-batch': 'Find possible concepts',
  'ontology.import-list': 'Import concepts from a list',
  'jobs.recommendation-requests': 'E-mail the recommendation requests',
};

/** A background task as the API shows it (`GET /api/tasks/{id}`). */
export const taskSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(TASK_STATES),
  /** Who runs it: the server's worker threads or a `sciscope` command. */
  runner: z.enum(['server', 'cli']),
  /** The step in progress ('storing works', 'finding concepts', …). */
  step: z.string().nullable(),
  progress: z.object({
    done: z.number().int(),
    total: z.number().int().nullable(),
    /** 0–100 when the total is known. */
    percent: z.number().nullable(),
  }),
  /** Named counters (works imported, pairs written, …). */
  counts: z.record(z.string(), z.number()),
  /** The task's report once done (shape depends on the kind). */
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  cancelRequested: z.boolean(),
  attempts: z.number().int(),
  ownerId: z.number().int().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type Task = z.infer<typeof taskSchema>;

export const TASKS_PAGE_SIZE = 50;

/** `GET /api/tasks` (superusers). */
export const taskListQuerySchema = z.object({
  offset: z.coerce
    .number({ error: 'Offset must be a number.' })
    .int('Offset must be a whole number.')
    .min(0, 'Offset must be 0 or more.')
    .max(1_000_000_000, 'Offset is too large.')
    .default(0),
  state: z.enum(TASK_STATES, { message: 'Unknown task state.' }).optional(),
});

export const taskListResponseSchema = z.object({
  tasks: z.array(taskSchema),
  total: z.number().int(),
  offset: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type TaskListResponse = z.infer<typeof taskListResponseSchema>;

export const taskIdParamSchema = idParamSchema;
