import { loadConfig } from './app/config';
import { openDatabase } from './app/database/kysely';
import { migrateToLatest } from './app/database/migrations';
import { buildApp } from './server';
import { runFirstStart } from './startup/first-start';
import { createServerTaskRunner, startBackgroundWork } from './startup/background-work';

/** Starts sciscope: configuration, database migration, first-start set-up, HTTP, then background work. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  const log = (line: string) => {
    if (config.logLevel !== 'silent') console.log(line);
  };
  const { applied } = await migrateToLatest(db);
  if (applied.length) log(`database migrated: ${applied.join(', ')}`);
  const { runner } = createServerTaskRunner({ config, db, log });
  const app = await buildApp({ config, db, wakeTaskRunner: () => runner.wake() });
  await runFirstStart({ config, db, log });
  await app.listen({ port: config.port, host: config.host });
  log(`sciscope listening on http://localhost:${config.port}`);
  const background = await startBackgroundWork({ config, db, runner, log });
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    await app.close();
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
