import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { OrgRole, QuotaName } from '@sciscope/contracts';
import { SYSTEM_ACTOR } from '../app/access';
import { createAccessRepository } from '../app/access.repository';
import { loadConfig, type AppConfig } from '../app/config';
import type { Db, DbDialect } from '../app/database/kysely';
import { SESSION_COOKIE, startSession } from '../app/auth/session';
import { createSessionRepository } from '../app/auth/session.repository';
import { createAdminRepository } from '../modules/admin/admin.repository';
import { createOrganization, grantQuota, setUserFlag } from '../modules/admin/admin.usecases';
import { createOrganizationsRepository } from '../modules/admin/organizations.repository';
import { addOrgMember } from '../modules/admin/orgadmin.usecases';
import { createAuthRepository } from '../modules/auth/auth.repository';
import { createAccount } from '../modules/auth/auth.usecases';
import { buildApp } from '../server';
import { createTestDb } from './test-db';

/**
 * Integration-test helpers shared by every module: an app on a freshly migrated database,
 * typed factories for users and organizations (the real use cases, called as the system
 * actor), and session cookies.
 *
 * State-changing requests must look same-origin (CSRF rule), so pass `apiHeaders(cookie)`:
 *   await app.inject({ method: 'POST', url, headers: apiHeaders(cookie), payload })
 */
export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  close(): Promise<void>;
}

/** The Origin matching `app.inject`'s default Host header (`localhost:80`). */
export const TEST_ORIGIN = 'http://localhost';

/**
 * Builds the app on a new database of `dialect`; `env` overrides the test configuration,
 * `onRoute` hears of every route as it is registered.
 */
export async function createTestApp({
  dialect = 'sqlite',
  env = {},
  onRoute,
  wakeTaskRunner,
}: {
  dialect?: DbDialect;
  env?: Record<string, string>;
  onRoute?: (route: RouteOptions) => void;
  /** Hears of every task queued through the API (no task runner runs in tests). */
  wakeTaskRunner?: () => void;
} = {}): Promise<TestApp> {
  const runtimeDir = mkdtempSync(join(tmpdir(), 'sciscope-test-'));
  const config = loadConfig({
    SCISCOPE_DATA_DIR: 'none',
    SCISCOPE_SECRET: 'test',
    SCISCOPE_SERVE_WEB: '0',
    LOG_LEVEL: 'silent',
    SCISCOPE_RUNTIME_DIR: runtimeDir,
    ...env,
  });
  const db = await createTestDb(dialect);
  const app = await buildApp({ config, db, onRoute, wakeTaskRunner });
  return {
    app,
    db,
    config,
    async close() {
      await app.close();
      await db.close();
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  };
}

/** Headers for an API call from the app's own pages, optionally with a session cookie. */
export function apiHeaders(cookie?: string): Record<string, string> {
  return cookie ? { origin: TEST_ORIGIN, cookie } : { origin: TEST_ORIGIN };
}

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export type TestQuota = QuotaName | { name: QuotaName; canBePrivate?: boolean; organizationsIds?: number[] };

/** The repositories the account and organization factories hand to the use cases. */
function repositories(db: Db) {
  return {
    accounts: createAuthRepository({ db }),
    admin: createAdminRepository({ db }),
    organizations: createOrganizationsRepository({ db }),
    access: createAccessRepository({ db }),
  };
}

let userCounter = 0;

/** Creates an account (real argon2 hash) with optional quotas and organization roles. */
export async function createTestUser(
  db: Db,
  {
    email = `user${++userCounter}-${process.pid}@example.org`,
    password = 'correct horse battery',
    superuser = false,
    quotas = [],
    memberships = [],
    canManageCollections = false,
    emailConfirmed = true,
  }: {
    email?: string;
    password?: string;
    superuser?: boolean;
    quotas?: TestQuota[];
    memberships?: Array<{ organizationId: number; role?: OrgRole }>;
    /** The right to create and manage labels (set by superusers). */
    canManageCollections?: boolean;
    /** The address confirmed (the link of the confirmation e-mail); false: as a fresh sign-up. */
    emailConfirmed?: boolean;
  } = {},
): Promise<TestUser> {
  const deps = repositories(db);
  const { userId } = await createAccount({
    ...deps,
    user: SYSTEM_ACTOR,
    email,
    password,
    isSuperuser: superuser,
    emailConfirmed,
  });
  for (const quota of quotas) {
    const grant = typeof quota === 'string' ? { name: quota } : quota;
    await grantQuota({
      ...deps,
      user: SYSTEM_ACTOR,
      userId,
      name: grant.name,
      canBePrivate: grant.canBePrivate ?? false,
      organizationsIds: grant.organizationsIds ?? [],
    });
  }
  for (const { organizationId, role = 'member' } of memberships) {
    await addOrgMember({ ...deps, user: SYSTEM_ACTOR, organizationId, email, role });
  }
  if (canManageCollections)
    await setUserFlag({ ...deps, user: SYSTEM_ACTOR, userId, flag: 'canManageCollections', value: true });
  return { id: userId, email, password };
}

let organizationCounter = 0;

export async function createTestOrganization(
  db: Db,
  { name = `Organization ${++organizationCounter}` }: { name?: string } = {},
) {
  const { id } = await createOrganization({ ...repositories(db), user: SYSTEM_ACTOR, name });
  return { id, name };
}

/** A session cookie for `userId`, made directly (no login request, so no rate limit). */
export async function sessionCookieFor({
  app,
  db,
  userId,
}: {
  app: FastifyInstance;
  db: Db;
  userId: number;
}): Promise<string> {
  const { token } = await startSession({ sessions: createSessionRepository({ db }), userId, previousSessionId: null });
  return `${SESSION_COOKIE}=${app.signCookie(token)}`;
}

/** The `name=value` pair of the session cookie a response sets, or null. */
export function sessionCookieFrom(response: LightMyRequestResponse): string | null {
  const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
  return cookie && cookie.value ? `${SESSION_COOKIE}=${cookie.value}` : null;
}

let addressCounter = 0;

/**
 * Logs in through `POST /api/auth/login/` and returns the session cookie. Each call comes
 * from its own client address so suites never trip the per-IP login limit.
 */
export async function loginCookie({
  app,
  email,
  password,
}: {
  app: FastifyInstance;
  email: string;
  password: string;
}): Promise<string> {
  addressCounter += 1;
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login/',
    headers: apiHeaders(),
    payload: { email, password },
    remoteAddress: `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
  });
  const cookie = sessionCookieFrom(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return cookie;
}
