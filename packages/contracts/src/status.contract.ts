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

export const statusResponseSchema = z.object({ dataLoad: dataLoadStatusSchema });
export type StatusResponse = z.infer<typeof statusResponseSchema>;
