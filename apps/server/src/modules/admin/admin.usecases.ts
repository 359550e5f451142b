import { ADMIN_PAGE_SIZE, type AdminUsersResponse, type Organization, type QuotaName } from '@sciscope/contracts';
import { isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { adminErrors } from './admin.errors';
import type { AdminRepository, UserFlag } from './admin.repository';
import type { OrganizationsRepository } from './organizations.repository';

/*
 * The superadmin screens: users, their quotas, organizations. Superusers only (the CLI and
 * test factories call the same use cases as the system actor). Adding members to an
 * organization is `addOrgMember` (orgadmin.usecases.ts), open to the organization's admins too.
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
 * Grants a quota to a user. The user must exist (404) and every organization must exist (400 on
 * `organizationsIds`). A superuser's grant must also name only organizations the user is a
 * member of (400 on `organizationsIds`, naming the others: a quota tied to them could not be
 * used), and may not replace a quota the user already holds unless `replace` is set (400 on
 * `name`), so a second grant never silently drops the first one's organizations. The system
 * actor (the CLI's `users grant`, test factories) seeds grants as told, in any order relative
 * to memberships, replacing a held one as it always did.
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
  replace = false,
}: Caller & {
  admin: AdminRepository;
  organizations: OrganizationsRepository;
  userId: number;
  name: QuotaName;
  canBePrivate: boolean;
  organizationsIds: number[];
  replace?: boolean;
}): Promise<void> {
  await requireAccess({ access, user, permission: 'admin.users.manage' });
  const grantee = await admin.findUser({ userId });
  if (!grantee) throw commonErrors.notFound('User');
  const ids = [...new Set(organizationsIds)];
  const names = await organizations.namesOf({ ids });
  const missing = ids.filter((id) => !names.has(id));
  if (missing.length > 0) throw adminErrors.unknownOrganizations(missing);
  if (!isSystemActor(user)) {
    const memberOf = await organizations.idsOfMember({ userId });
    const outside = ids.filter((id) => !memberOf.has(id));
    if (outside.length > 0) {
      throw adminErrors.notMemberOf({ email: grantee.email, names: outside.map((id) => names.get(id) ?? String(id)) });
    }
    if (!replace && (await admin.holdsQuota({ userId, name }))) {
      throw adminErrors.quotaHeld({ email: grantee.email, name });
    }
  }
  await admin.upsertQuota({ userId, name, canBePrivate, organizationsIds: ids, now: nowIso() });
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

/** Every organization by name, with its number of members. */
export async function listOrganizations({
  organizations,
  access,
  user,
}: Caller & { organizations: OrganizationsRepository }): Promise<Organization[]> {
  await requireAccess({ access, user, permission: 'admin.organizations.manage' });
  return organizations.list();
}

/** Creates an organization; names are unique ignoring case (400 on `name`). */
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
