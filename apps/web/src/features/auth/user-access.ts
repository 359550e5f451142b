import { accessRuleOf, type AccessRule, type CurrentUser, type Permission, type QuotaName } from '@sciscope/contracts';

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
 * The organizations the user administers, named from `organizations` when listed there.
 * `orgadmin_organizations_ids` is the authority; the names are a convenience.
 */
export function administeredOrganizations(user: CurrentUser): AdministeredOrganization[] {
  return user.orgadmin_organizations_ids.map((id) => ({
    id,
    name: user.organizations.find((org) => org.id === id)?.name ?? `Organization ${id}`,
  }));
}

/**
 * True when the contract's rule for `permission` lets this user in, as far as the current user
 * tells: login, superuser, quota and user-flag rules (and `all`/`any` of them). Rules about one
 * object (owner, organization or folder roles) and the trial rule need the server, so they answer
 * false here: use this to show a control, never instead of the server's check.
 */
export function userMay(user: CurrentUser, permission: Permission): boolean {
  return passes(user, accessRuleOf(permission));
}

function passes(user: CurrentUser, rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'public':
      return true;
    case 'login':
    case 'session':
      return user.is_authenticated;
    case 'superuser':
      return user.is_authenticated && user.is_superuser;
    case 'quota':
      return user.is_authenticated && (hasQuota(user, rule.quota) || (rule.superuser === true && user.is_superuser));
    case 'user_flag':
      return user.is_authenticated && user[rule.flag] === true;
    case 'all':
      return rule.rules.every((inner) => passes(user, inner));
    case 'any':
      return rule.rules.some((inner) => passes(user, inner));
    default:
      return false;
  }
}
