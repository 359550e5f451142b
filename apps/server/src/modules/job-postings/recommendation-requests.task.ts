import { z } from 'zod';
import type { TaskHandlerContext } from '../tasks/task-execution';
import { createMailer } from '../mail/mailer';
import { createRecommendationsRepository } from './recommendations.repository';
import { sendDueRecommendationRequests } from './recommendations.usecases';

const paramsSchema = z.object({ dueBy: z.string().datetime().optional() }).default({});

/**
 * The task `jobs.recommendation-requests` (every 10 minutes, and `sciscope jobs
 * recommendation-requests [--due-by TIME]`, which may send requests early).
 */
export function runRecommendationRequestsTask({ db, config, params, progress }: TaskHandlerContext) {
  const { dueBy } = paramsSchema.parse(params ?? {});
  return sendDueRecommendationRequests({
    db,
    recommendations: createRecommendationsRepository({ db }),
    mailer: createMailer({ config: config.mail }),
    publicUrl: config.publicUrl,
    progress,
    dueBy: dueBy === undefined ? undefined : new Date(dueBy),
  });
}
