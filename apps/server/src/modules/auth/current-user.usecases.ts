import { ANONYMOUS_USER, type CurrentUser } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { AuthRepository } from './auth.repository';

/**
 * The current-user answer of spec 01 section 3 (snake_case on the wire).
 *
 * Derived fields:
 * - `is_expired`: the trial end (`trial_expires_at`) lies in the past;
 * - `organizations`: every membership; `orgadmin_…` / `orgdev_…`: memberships with role
 *   admin / developer;
 * - `has_labels_access` / `has_editable_labels_access`: users who may manage collections,
 *   and superusers (the spec reads these flags without showing their use).
 *
 * For an API token the answer describes what the token may do: its creator, never a
 * superuser, with the token's organisation as the only one.
 */
export async function getCurrentUser({
  accounts,
  access,
  user: actor,
  now = new Date(),
}: {
  accounts: AuthRepository;
  access: AccessRepository;
  user: Actor;
  now?: Date;
}): Promise<CurrentUser> {
  const { user } = await requireAccess({ access, user: actor, permission: 'account.read' });
  if (!user) return ANONYMOUS_USER;
  const [profile, allMemberships, quotas] = await Promise.all([
    accounts.findProfile({ userId: user.id }),
    accounts.listMemberships({ userId: user.id }),
    access.listQuotas({ userId: user.id }),
  ]);
  if (!profile) return ANONYMOUS_USER;
  const scope = user.apiToken;
  const memberships = scope ? allMemberships.filter((m) => m.organizationId === scope.organizationId) : allMemberships;
  const isSuperuser = profile.isSuperuser && !scope;
  const labelsAccess = profile.canManageCollections || isSuperuser;
  return {
    id: profile.id,
    email: profile.email,
    is_authenticated: true,
    is_expired: profile.trialExpiresAt !== null && Date.parse(profile.trialExpiresAt) < now.getTime(),
    is_superuser: isSuperuser,
    author_id: profile.authorId,
    linked_author: profile.linkedAuthor,
    organizations: memberships.map((m) => ({ id: m.organizationId, name: m.name })),
    active_quotas: quotas.map((q) => [q.name, { canBePrivate: q.canBePrivate, organizations_ids: q.organizationsIds }]),
    has_labels_access: labelsAccess,
    has_editable_labels_access: labelsAccess,
    can_manage_collections: profile.canManageCollections,
    orgadmin_organizations_ids: memberships.filter((m) => m.role === 'admin').map((m) => m.organizationId),
    orgdev_organizations_ids: memberships.filter((m) => m.role === 'developer').map((m) => m.organizationId),
    show_changelog_link: profile.showChangelogLink,
  };
}
