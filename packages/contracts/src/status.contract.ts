import { z } from 'zod';

/** `GET /api/status`: progress of the default-data load that runs on first start. */
export const dataLoadStatusSchema = z.object({
  state: z.enum(['idle', 'loading', 'done', 'failed', 'disabled']),
  /** The current step ('reading works', 'finding concepts', …) while loading. */
  step: z.string().nullable(),
  /** Percent of the current step, when known. */
  percent: z.number().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  error: z.string().nullable(),
  /** The load's background task (`GET /api/tasks/{id}` for superusers). */
  taskId: z.number().int().nullable(),
});
export type DataLoadStatus = z.infer<typeof dataLoadStatusSchema>;

/**
 * Whether the referee finder, the panels and the jobs ranking can rank: they need a trained
 * representation model. `training` while its task runs (step and percent as it reports them),
 * `waiting` while the task is queued behind `ahead` others (the first start's load and what
 * follows it), `none` when no model exists and no training is queued (the nightly run trains one).
 */
export const rankingStatusSchema = z.object({
  state: z.enum(['ready', 'training', 'waiting', 'none']),
  step: z.string().nullable(),
  percent: z.number().nullable(),
  /** Tasks queued or running before the training (only for `waiting`). */
  ahead: z.number().int(),
  /** The training's background task (`GET /api/tasks/{id}` for superusers). */
  taskId: z.number().int().nullable(),
});
export type RankingStatus = z.infer<typeof rankingStatusSchema>;

export const statusResponseSchema = z.object({ dataLoad: dataLoadStatusSchema, ranking: rankingStatusSchema });
export type StatusResponse = z.infer<typeof statusResponseSchema>;
