import { loadConfig } from './app/config';
import { openDatabase } from './app/database/kysely';
import { migrateToLatest } from './app/database/migrations';
import { buildApp } from './app/server';
import { runFirstStart } from './app/first-start';
import { loadDefaultDataOnStart } from './app/data-loading';

/** Starts sciscope: configuration, database migration, first-start set-up, then HTTP. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config);
  const { applied } = await migrateToLatest(db);
  if (applied.length) console.log(`database migrated: ${applied.join(', ')}`);
  const app = await buildApp({ config, db });
  await runFirstStart({ config, db, log: (line) => console.log(line) });
  await app.listen({ port: config.port, host: config.host });
  console.log(`sciscope listening on http://localhost:${config.port}`);
  void loadDefaultDataOnStart({ config, db, log: (line) => console.log(line) });
  const shutdown = async () => {
    await app.close();
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
