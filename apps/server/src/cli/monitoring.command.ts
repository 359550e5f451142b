/**
 * `sciscope monitoring digest [--since DATE]`: runs the task `monitoring.digest` (as the
 * server's scheduler does every morning) and prints its report.
 */
import { parseArgs } from 'node:util';
import { loadConfig } from '../app/config';
import { openDatabase } from '../app/database/kysely';
import { migrateToLatest } from '../app/database/migrations';
import { createCliProgress } from '../app/progress';
import type { DigestReport } from '../modules/monitoring/monitoring-digest.usecases';
import { runTaskFromCli } from '../modules/tasks/cli-task-runner';
import { TASK_REGISTRY, TASK_WORKER_ENTRY } from '../task-registry';

const USAGE = `Usage: sciscope monitoring digest [--since DATE]
E-mails each saved monitoring's owner the articles imported since the last digest that match
it (never an article twice). --since DATE (YYYY-MM-DD, or an ISO time) looks at the articles
imported since then instead.
`;

/** `--since` as an ISO time: a day means its start (UTC). Null when malformed. */
export function parseSince(value: string): string | null {
  const text = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value;
  const ms = Date.parse(text);
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(ms) ? new Date(ms).toISOString() : null;
}

/** Runs `sciscope monitoring …`; returns the exit code. */
export async function runMonitoringCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const [action, ...rest] = argv;
  let since: string | undefined;
  try {
    const { values, positionals } = parseArgs({ args: rest, options: { since: { type: 'string' } } });
    if (action !== 'digest' || positionals.length > 0) throw new Error('usage');
    if (values.since !== undefined) {
      const parsed = parseSince(values.since);
      if (parsed === null) {
        process.stderr.write(`--since ${values.since}: expected a date such as 2026-11-01.\n`);
        return 2;
      }
      since = parsed;
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
      kind: 'monitoring.digest',
      params: since === undefined ? {} : { since },
      registry: TASK_REGISTRY,
      workerEntry: TASK_WORKER_ENTRY,
      display: createCliProgress(),
    });
    if (row.state !== 'done') {
      process.stderr.write(`${row.state}: ${row.error ?? 'unknown error'} (task ${row.id})\n`);
      return row.state === 'cancelled' ? 130 : 1;
    }
    const r = JSON.parse(row.result ?? 'null') as DigestReport;
    process.stdout.write(
      `${r.digests} ${r.digests === 1 ? 'digest' : 'digests'} sent (${r.articles} articles) for ${r.monitorings} monitorings` +
        (r.resent ? `; ${r.resent} interrupted ${r.resent === 1 ? 'digest' : 'digests'} sent again` : '') +
        `${config.mail.smtpUrl ? '' : `; outbox: ${config.mail.outboxDir}`}\n`,
    );
    return 0;
  } finally {
    await db.close();
  }
}
