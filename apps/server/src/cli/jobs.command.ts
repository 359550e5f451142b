/**
 * `sciscope jobs recommendation-requests [--due-by TIME]`: runs the task
 * `jobs.recommendation-requests` (as the server's scheduler does every 10 minutes) and prints
 * how many requests it e-mailed. --due-by also sends the requests falling due before TIME
 * (an ISO time), e.g. to send them at once rather than an hour after the application.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import { runTaskFromCli } from '../modules/tasks/cli-task-runner';
import { TASK_REGISTRY, TASK_WORKER_ENTRY } from '../task-registry';

const USAGE = `Usage: sciscope jobs recommendation-requests [--due-by TIME]
E-mails every recommendation request that is due (about an hour after its application) and was
not sent yet. --due-by TIME (an ISO time such as 2026-11-25T12:00:00Z) sends those falling due
before then as well.
`;

/** Runs `sciscope jobs …`; returns the exit code. */
export async function runJobsCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [action, ...rest] = argv;
  let dueBy: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: rest, options: { 'due-by': { type: 'string' } } });
    if (action !== 'recommendation-requests' || positionals.length > 0) throw new Error('usage');
    if (values['due-by'] !== undefined) {
      const ms = Date.parse(values['due-by']);
      if (!/^\d{4}-\d{2}-\d{2}/.test(values['due-by']) || Number.isNaN(ms)) {
        process.stderr.write(`--due-by ${values['due-by']}: expected a time such as 2026-11-25T12:00:00Z.\n`);
        return 2;
      }
      dueBy = new Date(ms).toISOString();
    }
  } catch {
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
      kind: 'jobs.recommendation-requests',
      params: dueBy === undefined ? {} : { dueBy },
      registry: TASK_REGISTRY,
      workerEntry: TASK_WORKER_ENTRY,
      display: createCliProgress(),
    });
    if (row.state !== 'done') {
      process.stderr.write(`${row.state}: ${row.error ?? 'unknown error'} (task ${row.id})\n`);
      return row.state === 'cancelled' ? 130 : 1;
    }
    const { sent } = JSON.parse(row.result ?? 'null') as { sent: number };
    process.stdout.write(
      `${sent} recommendation ${sent === 1 ? 'request' : 'requests'} sent` +
        `${config.mail.smtpUrl ? '' : `; outbox: ${config.mail.outboxDir}`}\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
