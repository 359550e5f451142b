import type { OrgMembersResponse, OrgRole } from '@sciscope/contracts';
import type { SessionUser } from '../../app/auth/auth.types';
import { requireOrgRole } from '../../app/auth/access';
import type { Db } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { adminErrors } from './admin.errors';
import { applyMembership } from './admin.usecases';
import { createOrganizationsRepository } from './organizations.repository';

/**
 * Organisation administration. Allowed for the organisation's admins and for superusers;
 * everyone else (members and developers of the organisation included) gets 404
 * 'Organization not found.', the same answer as for an id that does not exist.
 */
type OrgActor = { db: Db; user: SessionUser | null; organizationId: number };

const ADMINS: readonly OrgRole[] = ['admin'];

export async function listOrgMembers({ db, user, organizationId }: OrgActor): Promise<OrgMembersResponse> {
  await requireOrgRole({ db, user, organizationId, roles: ADMINS });
  const organizations = createOrganizationsRepository({ db });
  const organization = await organizations.find({ organizationId });
  if (!organization) throw commonErrors.notFound('Organization');
  return { organization, members: await organizations.listMembers({ organizationId }) };
}

export async function addOrgMember({
  db,
  user,
  organizationId,
  email,
  role,
}: OrgActor & { email: string; role: OrgRole }): Promise<void> {
  await requireOrgRole({ db, user, organizationId, roles: ADMINS });
  await applyMembership({ db, organizationId, email, role });
}

/** Removes a member; 404 when they are not one; the last admin cannot be removed. */
export async function removeOrgMember({
  db,
  user,
  organizationId,
  userId,
}: OrgActor & { userId: number }): Promise<void> {
  await requireOrgRole({ db, user, organizationId, roles: ADMINS });
  const organizations = createOrganizationsRepository({ db });
  const role = await organizations.findRole({ organizationId, userId });
  if (role === null) throw commonErrors.notFound('Member');
  if (role === 'admin' && (await organizations.countAdmins({ organizationId })) <= 1) throw adminErrors.lastAdmin();
  await organizations.deleteMembership({ organizationId, userId });
}
