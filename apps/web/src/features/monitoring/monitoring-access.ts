import type { CurrentUser } from '@sciscope/contracts';
import { isLoggedInWithQuota } from '../auth/user-access';

/** What the current user may do with monitorings (spec 01 section 6). */
export interface MonitoringRights {
  /** Logged in with the monitoring quota: may save. */
  canSave: boolean;
  /** May save without an organisation (the quota's canBePrivate). */
  canBePrivate: boolean;
  /** The organisations a monitoring may be saved for: the quota's, among the user's; all of the user's when it names none. */
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
