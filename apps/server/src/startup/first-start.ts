import { createAccessRepository } from '../app/access.repository';
import type { AppConfig } from '../app/config';
import type { Db } from '../app/database/kysely';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { ensureInitialAdmin } from './initial-admin';

export interface FirstStartDeps {
  config: AppConfig;
  db: Db;
  log: (line: string) => void;
}

/**
 * Work done once on a fresh installation: the initial superuser. (The default datasets load
 * as a background task once the server listens: `startBackgroundWork`.) Each step checks
 * whether it is still needed, so calling this on every start is safe.
 */
export async function runFirstStart({ config, db, log }: FirstStartDeps): Promise<void> {
  await ensureInitialAdmin({
    config,
    accounts: createAuthRepository({ db }),
    access: createAccessRepository({ db }),
    log,
  });
}
