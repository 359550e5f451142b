/**
 * `sciscope representations train [--force]`: runs the task `representations.train` (as the
 * server's scheduler does daily; it updates the concepts' typicality too) and prints its report.
 */
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { runTaskFromCli } from '../modules/tasks/cli-task-runner';
import type { TrainReport } from '../modules/representations/representations.usecases';
import type { TypicalityReport } from '../modules/representations/concept-typicality.usecases';
import { TASK_REGISTRY, TASK_WORKER_ENTRY } from '../task-registry';

const USAGE = `Usage: sciscope representations train [--force]
Trains the corpus representation model when there is none or the corpus changed by 10%
since (--force: always), and embeds every article without a vector.
`;

/** Runs `sciscope representations …`; returns the exit code. */
export async function runRepresentationsCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [action, ...rest] = argv;
  if (action !== 'train' || rest.some((arg) => arg !== '--force')) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig(env);
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const row = await runTaskFromCli({
      db,
      config,
      kind: 'representations.train',
      params: { force: rest.includes('--force') },
      registry: TASK_REGISTRY,
      workerEntry: TASK_WORKER_ENTRY,
      display: createCliProgress(),
    });
    if (row.state !== 'done') {
      process.stderr.write(`${row.state}: ${row.error ?? 'unknown error'} (task ${row.id})\n`);
      return row.state === 'cancelled' ? 130 : 1;
    }
    const r = JSON.parse(row.result ?? 'null') as TrainReport & { typicality?: TypicalityReport };
    process.stdout.write(
      `${r.trained ? `trained model ${r.modelId} on ${r.articles} articles in ${(r.trainingSeconds ?? 0).toFixed(1)} s` : `kept model ${r.modelId ?? 'none'}`}; ` +
        `embedded ${r.embedded} articles; ` +
        (r.typicality ? `concept typicality of ${r.typicality.updated} pairs updated; ` : '') +
        `${(r.seconds + (r.typicality?.seconds ?? 0)).toFixed(1)} s in all\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
