import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (three levels above apps/server/src/app). */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

export interface AppConfig {
  port: number;
  host: string;
  /** `postgres://…` selects PostgreSQL; otherwise SQLite at `sqlitePath`. */
  databaseUrl: string | null;
  sqlitePath: string;
  /** Folder with corpus/, ontology/, names/; null when loading is switched off. */
  dataDir: string | null;
  /** Folder for runtime files (secret, outbox, initial password). */
  runtimeDir: string;
  secret: string;
  adminEmail: string;
  /** Serve the built web app from apps/web/dist. */
  serveWeb: boolean;
  webDistDir: string;
  /** Searches per day for anonymous clients and for logged-in users. */
  guestSearchLimit: number;
  userSearchLimit: number;
  /** Trust X-Forwarded-* headers (only when a reverse proxy sets them). */
  trustProxy: boolean;
  /** Mark cookies Secure (set when served behind HTTPS). */
  secureCookies: boolean;
  logLevel: string;
}

function intFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return value;
}

function resolveDataDir(env: NodeJS.ProcessEnv): string | null {
  const raw = env.SCISCOPE_DATA_DIR;
  if (raw === 'none') return null;
  if (raw) return resolve(raw);
  const sibling = resolve(REPO_ROOT, '../shared/datasets');
  return existsSync(sibling) ? sibling : null;
}

/** Reads `SCISCOPE_SECRET`, or a secret generated once and kept under the runtime dir. */
function resolveSecret(env: NodeJS.ProcessEnv, runtimeDir: string): string {
  if (env.SCISCOPE_SECRET) return env.SCISCOPE_SECRET;
  const file = resolve(runtimeDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(runtimeDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** Builds the configuration from environment variables (documented in README). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const runtimeDir = resolve(env.SCISCOPE_RUNTIME_DIR ?? resolve(REPO_ROOT, 'data'));
  const databaseUrl = env.DATABASE_URL && /^postgres(ql)?:\/\//.test(env.DATABASE_URL) ? env.DATABASE_URL : null;
  return {
    port: intFromEnv(env, 'PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl,
    sqlitePath: env.SCISCOPE_SQLITE ? resolve(env.SCISCOPE_SQLITE) : resolve(runtimeDir, 'sciscope.db'),
    dataDir: resolveDataDir(env),
    runtimeDir,
    secret: resolveSecret(env, runtimeDir),
    adminEmail: (env.SCISCOPE_ADMIN_EMAIL ?? 'admin@localhost').toLowerCase(),
    serveWeb: env.SCISCOPE_SERVE_WEB !== '0',
    webDistDir: resolve(REPO_ROOT, 'apps/web/dist'),
    guestSearchLimit: intFromEnv(env, 'SCISCOPE_GUEST_SEARCH_LIMIT', 10),
    userSearchLimit: intFromEnv(env, 'SCISCOPE_USER_SEARCH_LIMIT', 1000),
    secureCookies: env.SCISCOPE_SECURE_COOKIES === '1',
    trustProxy: env.SCISCOPE_TRUST_PROXY === '1',
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
