import { z } from 'zod';
import type { TaskHandlerContext } from '../tasks/task-execution';
import { createArticlesRepository } from '../articles/articles.repository';
import { createMailer } from '../mail/mailer';
import { createMonitoringCorpusRepository } from './monitoring-corpus.repository';
import { createMonitoringDigestRepository } from './monitoring-digest.repository';
import { sendMonitoringDigests } from './monitoring-digest.usecases';

const paramsSchema = z.object({ since: z.string().datetime().optional() }).default({});

/** The task `monitoring.digest` (daily, and `sciscope monitoring digest --since DATE`). */
export function runDigestTask({ db, config, params, progress, taskId }: TaskHandlerContext) {
  const { since } = paramsSchema.parse(params ?? {});
  return sendMonitoringDigests({
    deps: {
      digests: createMonitoringDigestRepository({ db }),
      corpus: createMonitoringCorpusRepository({ db }),
      articles: createArticlesRepository({ db }),
      mailer: createMailer({ config: config.mail }),
      publicUrl: config.publicUrl,
      secret: config.secret,
    },
    progress,
    since,
    taskId,
  });
}
