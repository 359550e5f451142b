/**
 * The base of the links in e-mail when a `sciscope` command sends it. Without
 * `SCISCOPE_PUBLIC_URL`, the public URL is derived from PORT, and a command run beside a server
 * on another port (`PORT=3100 npm start`, then `npx sciscope monitoring digest`) would write
 * links to its own default port, dead for every reader. So the server records the URL it
 * serves at, and a command without an explicit `SCISCOPE_PUBLIC_URL` uses that one.
 */
import type { AppConfig } from '../../app/config';
import type { Db } from '../../app/database/kysely';
import { createAppStateRepository } from '../corpus/app-state.repository';

const SERVER_PUBLIC_URL_KEY = 'server_public_url';

/** Called by the server once it listens: the URL its e-mail links use. */
export async function recordServerPublicUrl({ db, config }: { db: Db; config: AppConfig }): Promise<void> {
  await createAppStateRepository({ db }).set(SERVER_PUBLIC_URL_KEY, config.publicUrl);
}

/**
 * The configuration a command's tasks run with: `SCISCOPE_PUBLIC_URL` when set, else the URL
 * the last server on this database recorded, else the command's own default.
 */
export async function configForCommand({ db, config }: { db: Db; config: AppConfig }): Promise<AppConfig> {
  if (config.publicUrlSet) return config;
  const recorded = await createAppStateRepository({ db }).get(SERVER_PUBLIC_URL_KEY);
  return recorded ? { ...config, publicUrl: recorded } : config;
}
