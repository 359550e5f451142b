import type { AppConfig } from './config';
import type { Db } from './database/kysely';
import { ensureInitialAdmin } from './initial-admin';

export interface FirstStartDeps {
  config: AppConfig;
  db: Db;
  log: (line: string) => void;
}

/**
 * Work done once on a fresh installation: the initial superuser and the default datasets.
 * Each step checks whether it is still needed, so calling this on every start is safe.
 */
export async function runFirstStart(deps: FirstStartDeps): Promise<void> {
  await ensureInitialAdmin(deps);
}
