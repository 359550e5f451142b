import { ADMIN_PAGE_SIZE, type AdminUsersResponse, type Organization, type QuotaName } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { adminErrors } from './admin.errors';
import type { AdminRepository, UserFlag } from './admin.repository';
import type { OrganizationsRepository } from './organizations.repository';

/*
 * The superadmin screens: users, their quotas, organisations. Superusers only (the CLI and
 * test factories call the same use cases as the system actor). Adding members to an
 * organisation is `addOrgMember` (orgadmin.usecases.ts), open to the organisation's admins too.
 */

interface Caller {
  access: AccessRepository;
  user: Actor;
}

/** One page of users, optionally filtered by an e-mail substring. */
export async function listUsers({
  admin,
  access,
  user,
  offset,
  query,
}: Caller & { admin: AdminRepository; offset: number; query?: string | undefined }): Promise<AdminUsersResponse> {
  await requireAccess({ access, user, permission: 'admin.users.manage' });
  return admin.listUsers({ offset, limit: ADMIN_PAGE_SIZE, query: query || null });
}

/**
 * Grants a quota to a user, replacing an earlier grant of the same name. The user must exist
 * (404) and every organisation must exist (400 on `organizationsIds`).
 */
export async function grantQuota({
  admin,
  organizations,
  access,
  user,
  userId,
  name,
  canBePrivate,
  organizationsIds,
}: Caller & {
  admin: AdminRepository;
  organizations: OrganizationsRepository;
  userId: number;
  name: QuotaName;
  canBePrivate: boolean;
  organizationsIds: number[];
}): Promise<void> {
  await requireAccess({ access, user, permission: 'admin.users.manage' });
  if (!(await admin.userExists({ userId }))) throw commonErrors.notFound('User');
  const existing = await organizations.existingIds({ ids: organizationsIds });
  const missing = organizationsIds.filter((id) => !existing.has(id));
  if (missing.length > 0) throw adminErrors.unknownOrganizations(missing);
  await admin.upsertQuota({ userId, name, canBePrivate, organizationsIds, now: nowIso() });
}

/** Revokes a quota; an unknown user or a quota not held is a 404. */
export async function revokeQuota({
  admin,
  access,
  user,
  userId,
  name,
}: Caller & { admin: AdminRepository; userId: number; name: QuotaName }): Promise<void> {
  await requireAccess({ access, user, permission: 'admin.users.manage' });
  if (!(await admin.userExists({ userId }))) throw commonErrors.notFound('User');
  if (!(await admin.deleteQuota({ userId, name }))) throw commonErrors.notFound('Quota');
}

/**
 * Sets one of a user's switches: `canManageCollections`, the right to create and manage labels
 * (the 'Manage labels' link; see the README's "Labels and collections"), or `showChangelogLink`,
 * the Changelog link of the user menu (spec 01 §2: shown only when set). An unknown user is a 404.
 */
export async function setUserFlag({
  admin,
  access,
  user,
  userId,
  flag,
  value,
}: Caller & { admin: AdminRepository; userId: number; flag: UserFlag; value: boolean }): Promise<void> {
  await requireAccess({ access, user, permission: 'admin.users.manage' });
  if (!(await admin.setUserFlag({ userId, flag, value }))) throw commonErrors.notFound('User');
}

/** Every organisation by name, with its number of members. */
export async function listOrganizations({
  organizations,
  access,
  user,
}: Caller & { organizations: OrganizationsRepository }): Promise<Organization[]> {
  await requireAccess({ access, user, permission: 'admin.organizations.manage' });
  return organizations.list();
}

/** Creates an organisation; names are unique ignoring case (400 on `name`). */
export async function createOrganization({
  organizations,
  access,
  user,
  name,
}: Caller & { organizations: OrganizationsRepository; name: string }): Promise<Organization> {
  await requireAccess({ access, user, permission: 'admin.organizations.manage' });
  if (await organizations.findByName({ name })) throw adminErrors.organizationNameTaken();
  const row = await organizations.insert({ name, now: nowIso() });
  if (!row) throw adminErrors.organizationNameTaken();
  return { ...row, membersCount: 0 };
}
