import type { CurrentUser } from '@sciscope/contracts';

/**
 * Whether the user's authors_group quota lets a group be private, shared with nobody (the quota's
 * canBePrivate, as for monitorings); the server refuses a private group otherwise.
 */
export function mayKeepGroupsPrivate(user: CurrentUser | undefined): boolean {
  return user?.active_quotas.find(([name]) => name === 'authors_group')?.[1].canBePrivate ?? false;
}

/** Under the sharing select when private groups are not allowed. */
export const SHARING_REQUIRED_NOTE = 'Your plan does not allow private groups: share the group with an organization.';

/** Instead of the sharing select when private groups are not allowed and the user has no organization. */
export const NO_SHARING_POSSIBLE_NOTE =
  'Your plan does not allow private groups, and you belong to no organization to share one with: ask your organization for access.';

/**
 * On a group's settings when it is private although the plan shares new groups with an
 * organization (its organization was deleted, or the plan changed): the server keeps it private
 * on save, so the owner is told why it reads "Nobody".
 */
export const KEPT_PRIVATE_GROUP_NOTE =
  'Kept private: saving and renaming keep it so, though your plan shares new groups with an organization.';
