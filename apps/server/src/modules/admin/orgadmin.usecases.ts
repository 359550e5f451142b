import type { AddMemberResult, OrgMembersResponse, OrgRole, OrganizationNameResult } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { recordAction } from '../actions-log/actions-log.usecases';
import { adminErrors } from './admin.errors';
import type { AdminRepository } from './admin.repository';
import type { OrganizationsRepository } from './organizations.repository';

/**
 * The members of one organization. Allowed for the organization's admins and for superusers
 * (`orgadmin.members.manage`); everyone else (members and developers of the organization
 * included) gets 404 'Organization not found.', the same answer as for an id that does not
 * exist. The superadmin screen adds members through `addOrgMember` too.
 */
interface OrgCaller {
  organizations: OrganizationsRepository;
  access: AccessRepository;
  user: Actor;
  organizationId: number;
}

async function requireOrgAdmin({ access, user, organizationId }: OrgCaller): Promise<void> {
  await requireAccess({
    access,
    user,
    permission: 'orgadmin.members.manage',
    resource: { kind: 'organization', id: organizationId },
  });
}

export async function listOrgMembers(caller: OrgCaller): Promise<OrgMembersResponse> {
  await requireOrgAdmin(caller);
  const { organizations, organizationId } = caller;
  const organization = await organizations.find({ organizationId });
  if (!organization) throw commonErrors.notFound('Organization');
  return { organization, members: await organizations.listMembers({ organizationId }) };
}

/**
 * Adds a member or changes their role, and says which it did (so the screens can tell a role
 * change from an addition). Unknown e-mail → 400 on `email`; demoting the organization's last
 * admin → 400.
 */
export async function setOrgMember({
  admin,
  email,
  role,
  ...caller
}: OrgCaller & { admin: AdminRepository; email: string; role: OrgRole }): Promise<AddMemberResult> {
  await requireOrgAdmin(caller);
  const { organizations, organizationId } = caller;
  // The system actor skips the access check, which is where a missing organization shows.
  if (!(await organizations.find({ organizationId }))) throw commonErrors.notFound('Organization');
  const userId = await admin.findUserIdByEmail({ email });
  if (userId === null) throw adminErrors.unknownEmail();
  const current = await organizations.findRole({ organizationId, userId });
  if (current === 'admin' && role !== 'admin' && (await organizations.countAdmins({ organizationId })) <= 1) {
    throw adminErrors.lastAdmin();
  }
  if (current === role) return { result: 'unchanged', email, role, previousRole: current };
  await organizations.upsertMembership({ organizationId, userId, role, now: nowIso() });
  return current === null
    ? { result: 'added', email, role, previousRole: null }
    : { result: 'role_changed', email, role, previousRole: current };
}

/** `setOrgMember` for callers that do not need to know what it did (the CLI, test factories). */
export async function addOrgMember(args: Parameters<typeof setOrgMember>[0]): Promise<void> {
  await setOrgMember(args);
}

/** Removes a member; 404 when they are not one; the last admin cannot be removed. */
export async function removeOrgMember({ userId, ...caller }: OrgCaller & { userId: number }): Promise<void> {
  await requireOrgAdmin(caller);
  const { organizations, organizationId } = caller;
  const role = await organizations.findRole({ organizationId, userId });
  if (role === null) throw commonErrors.notFound('Member');
  if (role === 'admin' && (await organizations.countAdmins({ organizationId })) <= 1) throw adminErrors.lastAdmin();
  await organizations.deleteMembership({ organizationId, userId });
}

/**
 * Renames the organization (its admins and superusers). The name follows creation's rules:
 * trimmed, at most 200 characters, unique ignoring case among the other organizations (400 on
 * `name`); a change of case alone is allowed. Answers the organization as it is now called and
 * whether the name changed: the name it already has (after trimming) stores and logs nothing,
 * and answers `changed: false` rather than an error, so a repeated request is harmless.
 */
export async function renameOrganization({
  name,
  actionsLog,
  ...caller
}: OrgCaller & { name: string; actionsLog: ActionsLogRepository }): Promise<OrganizationNameResult> {
  const { access, user, organizations, organizationId } = caller;
  await requireAccess({
    access,
    user,
    permission: 'orgadmin.organization.rename',
    resource: { kind: 'organization', id: organizationId },
  });
  const before = await organizations.find({ organizationId });
  if (!before) throw commonErrors.notFound('Organization');
  if (before.name === name) return { id: before.id, name: before.name, changed: false };
  const takenByOther = async () => {
    const holder = await organizations.findByName({ name });
    return holder !== null && holder.id !== organizationId;
  };
  if (await takenByOther()) throw adminErrors.organizationNameTaken();
  try {
    // A concurrent creation or rename may take the name between the check and the update.
    if (!(await organizations.rename({ organizationId, name }))) throw commonErrors.notFound('Organization');
  } catch (error) {
    if (await takenByOther()) throw adminErrors.organizationNameTaken();
    throw error;
  }
  await recordAction({
    actionsLog,
    access,
    user,
    action: 'organization.renamed',
    payload: { organizationId, from: before.name, to: name },
  });
  return { id: organizationId, name, changed: true };
}
