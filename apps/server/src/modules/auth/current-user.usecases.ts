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
 * - `can_manage_collections`: the right superusers set on the account (create and manage labels);
 * - `has_editable_labels_access`: may add articles to labels and remove them, which is the same
 *   right (in one's own labels and in those shared with one's organizations);
 * - `has_labels_access`: may read labels: the right above, or a label to read (one the user owns,
 *   or one shared with an organization of theirs). The web app shows label chips and the
 *   'Save to label' action on article rows by these two flags (README, "Labels and collections").
 *
 * For an API token the answer describes what the token may do: its creator, never a
 * superuser, with the token's organization as the only one, and no labels (a session-only tool).
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
  const scope = user.apiToken;
  const [profile, allMemberships, quotas, readsLabels] = await Promise.all([
    accounts.findProfile({ userId: user.id }),
    accounts.listMemberships({ userId: user.id }),
    access.listQuotas({ userId: user.id }),
    scope ? false : accounts.readsAnyLabel({ userId: user.id }),
  ]);
  if (!profile) return ANONYMOUS_USER;
  const memberships = scope ? allMemberships.filter((m) => m.organizationId === scope.organizationId) : allMemberships;
  const isSuperuser = profile.isSuperuser && !scope;
  const canManageCollections = profile.canManageCollections && !scope;
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
    has_labels_access: canManageCollections || readsLabels,
    has_editable_labels_access: canManageCollections,
    can_manage_collections: canManageCollections,
    orgadmin_organizations_ids: memberships.filter((m) => m.role === 'admin').map((m) => m.organizationId),
    orgdev_organizations_ids: memberships.filter((m) => m.role === 'developer').map((m) => m.organizationId),
    show_changelog_link: profile.showChangelogLink,
    email_confirmed: profile.emailConfirmed,
  };
}
