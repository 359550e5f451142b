import { loadConfig, siteConfigNotices } from './app/config';
import { LIGHT_MEMORY, openDatabase, READER_MEMORY } from './app/database/kysely';
import { createReadExecutor } from './app/reads/read-executor';
import { migrateToLatest } from './app/database/migrations';
import { READ_OPERATIONS, READ_WORKER_ENTRY } from './read-registry';
import { CATCH_UP_MS, sharedRankingHolders } from './modules/referees/ranking-index';
import { startRankingWarmer } from './modules/referees/ranking-warmer';
import { startApplicantWarmer } from './modules/job-postings/applicant-warmer';
import { recordServerPublicUrl } from './modules/mail/public-url';
import { buildApp } from './server';
import { runFirstStart } from './startup/first-start';
import { createServerTaskRunner, startBackgroundWork } from './startup/background-work';
import { getSearchConceptMatcher } from './modules/search/search-concept-matcher';

/** How long after listening the referee finder's copies are opened (start-up work goes first). */
const WARM_UP_DELAY_MS = 5_000;

/** Starts sciscope: configuration, database migration, first-start set-up, HTTP, then background work. */
async function main(): Promise<void> {
  const config = loadConfig();
  // With read workers, this thread's connection serves only sessions, tasks and admin pages.
  const db = openDatabase(config, config.readWorkers > 0 ? LIGHT_MEMORY : READER_MEMORY);
  const log = (line: string) => {
    if (config.logLevel !== 'silent') console.log(line);
  };
  for (const notice of siteConfigNotices(config.site)) log(notice);
  const { applied } = await migrateToLatest(db);
  if (applied.length) log(`database migrated: ${applied.join(', ')}`);
  const { runner } = createServerTaskRunner({ config, db, log });
  // Search, autocomplete and author pages are answered by worker threads with their own
  // connections (SCISCOPE_READ_WORKERS, one per core by default), so reads use every core.
  const readsStarted = performance.now();
  const reads = createReadExecutor({
    db,
    threads: config.readWorkers,
    entry: READ_WORKER_ENTRY,
    operations: READ_OPERATIONS,
  });
  const app = await buildApp({ config, db, wakeTaskRunner: () => runner.wake(), reads });
  await runFirstStart({ config, db, log });
  // Listening before the read workers have started and warmed up made the first search wait
  // for them (2.5 s at a first start): they start beside the set-up above, and are waited for.
  const readsReady = await reads.ready();
  const readsSeconds = ((performance.now() - readsStarted) / 1000).toFixed(1);
  if (readsReady) log(`read workers ready in ${readsSeconds} s`);
  else log(`read workers not ready after ${readsSeconds} s: listening anyway, the first reads wait for them`);
  await app.listen({ port: config.port, host: config.host });
  log(`sciscope listening on http://localhost:${config.port}`);
  // `sciscope` commands that send e-mail link to this address (see `configForCommand`).
  await recordServerPublicUrl({ db, config });
  const background = await startBackgroundWork({ config, db, runner, log });
  // The referee finder's index and corpus copy are opened in the background (paged reads between
  // requests) and kept current, rather than by a ranking, which would otherwise wait seconds —
  // also once a first start's training has stored the first model, and after every retraining.
  const { holder, corpus } = sharedRankingHolders({ db, runtimeDir: config.runtimeDir, kind: config.retrievalIndex });
  const rankingWarmer = startRankingWarmer({ holder, corpus, log, delayMs: WARM_UP_DELAY_MS, everyMs: CATCH_UP_MS });
  let applicantWarmer: { stop(): void } | null = null;
  const warmUp = setTimeout(() => {
    // The jobs committees' applicants too (and again whenever the corpus moves on).
    applicantWarmer = startApplicantWarmer({ db, holder, log });
    // The concept matcher of this thread (a saved proposal's concepts, the explain pages): built
    // now rather than by the first proposal saved, which waited 3.4 s for it in walk 12.
    const matcherStarted = performance.now();
    getSearchConceptMatcher(db)
      .then(() => log(`concept matcher ready in ${((performance.now() - matcherStarted) / 1000).toFixed(1)} s`))
      .catch((error: unknown) => log(`concept matcher warm-up failed: ${String(error)}`));
  }, WARM_UP_DELAY_MS);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(warmUp);
    rankingWarmer.stop();
    applicantWarmer?.stop();
    await app.close();
    await reads.close();
    await background.stop();
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
