import { QUOTA_NAMES, type QuotaName } from '@sciscope/contracts';
import { createAccessRepository } from '../app/access.repository';
import type { Db } from '../app/database/kysely';
import { createActionsLogRepository } from '../modules/actions-log/actions-log.repository';
import { createIntegrationsRepository } from '../modules/integrations/integrations.repository';
import { createApiToken } from '../modules/integrations/integrations.usecases';
import type { MATRIX_COLUMNS } from './authorisation-matrix.table';
import { createTestOrganization, createTestUser } from './test-app';

export type Column = (typeof MATRIX_COLUMNS)[number];

/** One caller of the matrix: a column, and for the quotas column the quota held. */
export interface Principal {
  label: string;
  column: Column;
  quota: QuotaName | null;
  /** The account behind the session or token; null for the guest. */
  userId: number | null;
  /** For the token column: the `Authorization` header it sends instead of a session cookie. */
  bearer?: string;
}

/**
 * The matrix's callers, pushed onto `principals` in column order: the guest, a user, another
 * user (every quota, admin of organization B), organization A's member, admin and developer, a
 * superuser, one holder per quota, and a script with a token organization A's developer created.
 * Returns organization A, its admin and developer, and a maker of more tokens of that developer.
 */
export async function createMatrixPrincipals(db: Db, principals: Principal[]) {
  const orgA = await createTestOrganization(db, { name: 'Organization A' });
  const orgB = await createTestOrganization(db, { name: 'Organization B' });
  const add = async (label: string, column: Column, options: Parameters<typeof createTestUser>[1] = {}) => {
    const user = await createTestUser(db, options);
    principals.push({ label, column, quota: null, userId: user.id });
    return user;
  };
  principals.push({ label: 'guest', column: 'guest', quota: null, userId: null });
  await add('user', 'user');
  await add('another user', 'other', {
    quotas: [...QUOTA_NAMES],
    memberships: [{ organizationId: orgB.id, role: 'admin' }],
    canManageCollections: true,
  });
  await add('organization member', 'member', { memberships: [{ organizationId: orgA.id, role: 'member' }] });
  const orgAdmin = await add('organization admin', 'admin', {
    memberships: [{ organizationId: orgA.id, role: 'admin' }],
    canManageCollections: true,
  });
  const developer = await add('organization developer', 'dev', {
    memberships: [{ organizationId: orgA.id, role: 'developer' }],
    canManageCollections: true,
  });
  await add('superuser', 'super', { superuser: true });
  for (const quota of QUOTA_NAMES) {
    const user = await createTestUser(db, { quotas: [quota] });
    principals.push({ label: `holder of ${quota}`, column: 'quotas', quota, userId: user.id });
  }
  // The token holder: a script with a token the organization-A developer created.
  const tokenDeps = {
    integrations: createIntegrationsRepository({ db }),
    actionsLog: createActionsLogRepository({ db }),
    access: createAccessRepository({ db }),
    user: { id: developer.id, email: developer.email, isSuperuser: false },
    organizationId: orgA.id,
  };
  const newToken = (name: string) => createApiToken({ ...tokenDeps, name });
  const { plainToken } = await newToken('Matrix script');
  principals.push({
    label: 'API token of the organization developer',
    column: 'token',
    quota: null,
    userId: developer.id,
    bearer: `Bearer ${plainToken}`,
  });
  return { orgA, orgAdmin, developer, newToken };
}
