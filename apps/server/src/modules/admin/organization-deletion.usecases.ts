import type { OrganizationDeletion } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { recordAction } from '../actions-log/actions-log.usecases';
import { adminErrors } from './admin.errors';
import type { OrganizationDeletionRepository } from './organization-deletion.repository';

/*
 * Deleting an organization (superusers only, `admin.organizations.delete`). The spec names
 * organization administration but says nothing of deletion, so the rule is the safe one: what
 * belongs to the organization alone and holds no work (memberships, the links of quota grants to
 * it, its API tokens, empty folders) goes with it; what its members own and shared with it
 * (monitorings, labels, authors groups) stays with them, private; its shared work (panels,
 * folders with proposals) refuses the deletion until someone deletes it on purpose.
 */

interface DeletionCaller {
  deletion: OrganizationDeletionRepository;
  access: AccessRepository;
  user: Actor;
  organizationId: number;
}

/** What deleting the organization would remove, detach, and what blocks it (404 for a missing one). */
export async function organizationDeletionImpact({
  deletion,
  access,
  user,
  organizationId,
}: DeletionCaller): Promise<OrganizationDeletion> {
  await requireAccess({ access, user, permission: 'admin.organizations.delete' });
  const impact = await deletion.impact({ organizationId });
  if (!impact) throw commonErrors.notFound('Organization');
  return impact;
}

/**
 * Deletes the organization and answers what went with it; 409 `admin.organization_in_use`
 * naming its panels and proposals while it holds any, 404 for a missing one.
 */
export async function deleteOrganization({
  actionsLog,
  ...caller
}: DeletionCaller & { actionsLog: ActionsLogRepository }): Promise<OrganizationDeletion> {
  const { deletion, access, user, organizationId } = caller;
  await requireAccess({ access, user, permission: 'admin.organizations.delete' });
  const outcome = await deletion.delete({ organizationId });
  if (outcome.kind === 'missing') throw commonErrors.notFound('Organization');
  if (outcome.kind === 'blocked') throw adminErrors.organizationInUse(outcome.impact);
  const { organization, removes, detaches } = outcome.impact;
  await recordAction({
    actionsLog,
    access,
    user,
    action: 'organization.deleted',
    payload: { organizationId, name: organization.name, removes, detaches },
  });
  return outcome.impact;
}
