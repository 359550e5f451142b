import {
  ADMIN_PAGE_SIZE,
  type AdminUsersResponse,
  type OrgRole,
  type Organization,
  type QuotaName,
} from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { requireSuperuser } from '../../app/auth/access';
import { nowIso, type Db } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { adminErrors } from './admin.errors';
import { createAdminRepository } from './admin.repository';
import { createOrganizationsRepository } from './organizations.repository';

type Actor = { db: Db; user: SessionUser | null };

/** Superadmin: one page of users, optionally filtered by an e-mail substring. */
export async function listUsers({
  db,
  user,
  offset,
  query,
}: Actor & { offset: number; query?: string | undefined }): Promise<AdminUsersResponse> {
  requireSuperuser({ user });
  return createAdminRepository({ db }).listUsers({ offset, limit: ADMIN_PAGE_SIZE, query: query || null });
}

/**
 * Grants (or replaces) a quota without a permission check: for trusted callers (the CLI)
 * and for `grantQuota` after its check. The user must exist (404) and every organisation
 * must exist (400 on `organizationsIds`).
 */
export async function applyQuotaGrant({
  db,
  userId,
  name,
  canBePrivate,
  organizationsIds,
}: {
  db: Db;
  userId: number;
  name: QuotaName;
  canBePrivate: boolean;
  organizationsIds: number[];
}): Promise<void> {
  const admin = createAdminRepository({ db });
  if (!(await admin.userExists({ userId }))) throw commonErrors.notFound('User');
  const existing = await createOrganizationsRepository({ db }).existingIds({ ids: organizationsIds });
  const missing = organizationsIds.filter((id) => !existing.has(id));
  if (missing.length > 0) throw adminErrors.unknownOrganizations(missing);
  await admin.upsertQuota({ userId, name, canBePrivate, organizationsIds, now: nowIso() });
}

/** Superadmin: grants a quota to a user (upsert). */
export async function grantQuota(
  input: Actor & { userId: number; name: QuotaName; canBePrivate: boolean; organizationsIds: number[] },
): Promise<void> {
  requireSuperuser({ user: input.user });
  await applyQuotaGrant(input);
}

/** Removes a quota without a permission check (trusted callers); false when it was not held. */
export async function applyQuotaRevoke({
  db,
  userId,
  name,
}: {
  db: Db;
  userId: number;
  name: QuotaName;
}): Promise<boolean> {
  const admin = createAdminRepository({ db });
  if (!(await admin.userExists({ userId }))) throw commonErrors.notFound('User');
  return admin.deleteQuota({ userId, name });
}

/** Superadmin: revokes a quota; an unknown user or a quota not held is a 404. */
export async function revokeQuota({
  db,
  user,
  userId,
  name,
}: Actor & { userId: number; name: QuotaName }): Promise<void> {
  requireSuperuser({ user });
  if (!(await applyQuotaRevoke({ db, userId, name }))) throw commonErrors.notFound('Quota');
}

export async function listOrganizations({ db, user }: Actor): Promise<Organization[]> {
  requireSuperuser({ user });
  return createOrganizationsRepository({ db }).list();
}

/** Creates an organisation without a permission check (trusted callers); names are unique ignoring case. */
export async function applyCreateOrganization({ db, name }: { db: Db; name: string }): Promise<Organization> {
  const organizations = createOrganizationsRepository({ db });
  if (await organizations.findByName({ name })) throw adminErrors.organizationNameTaken();
  const row = await organizations.insert({ name, now: nowIso() });
  if (!row) throw adminErrors.organizationNameTaken();
  return { ...row, membersCount: 0 };
}

export async function createOrganization({ db, user, name }: Actor & { name: string }): Promise<Organization> {
  requireSuperuser({ user });
  return applyCreateOrganization({ db, name });
}

/**
 * Adds a member to an organisation or changes their role, without a permission check.
 * Unknown e-mail → 400 on `email`. Demoting the organisation's last admin → 400.
 */
export async function applyMembership({
  db,
  organizationId,
  email,
  role,
}: {
  db: Db;
  organizationId: number;
  email: string;
  role: OrgRole;
}): Promise<void> {
  const organizations = createOrganizationsRepository({ db });
  if (!(await organizations.find({ organizationId }))) throw commonErrors.notFound('Organization');
  const userId = await createAdminRepository({ db }).findUserIdByEmail({ email });
  if (userId === null) throw adminErrors.unknownEmail();
  const current = await organizations.findRole({ organizationId, userId });
  if (current === 'admin' && role !== 'admin' && (await organizations.countAdmins({ organizationId })) <= 1) {
    throw adminErrors.lastAdmin();
  }
  await organizations.upsertMembership({ organizationId, userId, role, now: nowIso() });
}

/** Superadmin: adds a member to any organisation. */
export async function addOrganizationMember({
  db,
  user,
  organizationId,
  email,
  role,
}: Actor & { organizationId: number; email: string; role: OrgRole }): Promise<void> {
  requireSuperuser({ user });
  await applyMembership({ db, organizationId, email, role });
}
