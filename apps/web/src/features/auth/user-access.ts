import type { CurrentUser, QuotaName } from '@sciscope/contracts';

/** True when the user holds the named quota (spec 01 section 6). */
export function hasQuota(user: CurrentUser, name: QuotaName): boolean {
  return user.active_quotas.some(([quota]) => quota === name);
}

/** True when the user is logged in and holds the named quota. */
export function isLoggedInWithQuota(user: CurrentUser, name: QuotaName): boolean {
  return user.is_authenticated && hasQuota(user, name);
}

export interface AdministeredOrganization {
  id: number;
  name: string;
}

/**
 * The organisations the user administers, named from `organizations` when listed there.
 * `orgadmin_organizations_ids` is the authority; the names are a convenience.
 */
export function administeredOrganizations(user: CurrentUser): AdministeredOrganization[] {
  return user.orgadmin_organizations_ids.map((id) => ({
    id,
    name: user.organizations.find((org) => org.id === id)?.name ?? `Organization ${id}`,
  }));
}
