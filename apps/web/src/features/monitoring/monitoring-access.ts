import type { CurrentUser, Monitoring } from '@sciscope/contracts';
import { isLoggedInWithQuota } from '../auth/user-access';

/** What the current user may do with monitorings (spec 01 section 6). */
export interface MonitoringRights {
  /** Logged in with the monitoring quota: may save. */
  canSave: boolean;
  /** May save without an organization (the quota's canBePrivate). */
  canBePrivate: boolean;
  /** The organizations a monitoring may be saved for: the quota's, among the user's; all of the user's when it names none. */
  organizations: Array<{ id: number; name: string }>;
}

export function monitoringRights(user: CurrentUser | undefined): MonitoringRights {
  if (!user || !isLoggedInWithQuota(user, 'monitoring'))
    return { canSave: false, canBePrivate: false, organizations: [] };
  const settings = user.active_quotas.find(([name]) => name === 'monitoring')?.[1];
  const named = settings?.organizations_ids ?? [];
  return {
    canSave: true,
    canBePrivate: settings?.canBePrivate ?? false,
    organizations: named.length === 0 ? user.organizations : user.organizations.filter((o) => named.includes(o.id)),
  };
}

/** What the editor says of a private monitoring its owner's plan would not let them create privately. */
export const KEPT_PRIVATE_NOTE =
  'Kept private: saving and renaming keep it so, though your plan saves new monitorings for an organization.';

/**
 * The note for a saved monitoring that is private while the owner's plan allows no private ones
 * (its organization was deleted, or the plan changed): the server keeps it private on save, so
 * the owner is told why no organization is asked for. Null in every other case.
 */
export function keptPrivateNote(
  saved: Pick<Monitoring, 'organization' | 'isOwner'> | null,
  rights: MonitoringRights,
): string | null {
  if (!saved || !saved.isOwner || saved.organization !== null) return null;
  return rights.canSave && !rights.canBePrivate ? KEPT_PRIVATE_NOTE : null;
}
