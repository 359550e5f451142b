import type { OrgRole, QuotaName } from '@sciscope/contracts';
import type { Db } from '../database/kysely';
import { commonErrors } from '../errors';
import type { SessionUser } from './auth.types';
import { createAccessRepository, type ActiveQuota } from './access.repository';

export type { ActiveQuota } from './access.repository';

/**
 * Access helpers shared by every module. Use cases call them first, before reading or
 * changing anything. They accept the request itself or any `{ user }` holder.
 *
 * Rules:
 * - no session → 401 `auth.unauthenticated` ('Please login');
 * - a missing role or quota → 403 `auth.forbidden`;
 * - organisation-scoped access that fails → 404, so nobody learns that another
 *   organisation (or its object) exists. Superusers pass every organisation check.
 * - Quotas are explicit grants: being a superuser does not imply any quota.
 * - An API token acts as its creator, never as a superuser, and passes organisation checks
 *   for its own organisation only (any other answers 404); account and token management
 *   (`requireSessionUser`) refuse it with 403.
 */
export interface Actor {
  user: SessionUser | null;
}

/** The logged-in user, or 401. */
export function requireUser(actor: Actor): SessionUser {
  if (!actor.user) throw commonErrors.unauthenticated();
  return actor.user;
}

/** A user logged in through a browser session (not an API token), or 401 / 403. */
export function requireSessionUser(actor: Actor): SessionUser {
  const user = requireUser(actor);
  if (user.apiToken) throw commonErrors.sessionRequired();
  return user;
}

/** A logged-in superuser, or 401 (anonymous) / 403 (anyone else). */
export function requireSuperuser(actor: Actor): SessionUser {
  const user = requireUser(actor);
  if (!user.isSuperuser) throw commonErrors.forbidden();
  return user;
}

/** The user's quotas (ordered by name). */
export async function loadActiveQuotas({ db, userId }: { db: Db; userId: number }): Promise<ActiveQuota[]> {
  return createAccessRepository({ db }).listQuotas({ userId });
}

/** The settings of quota `quota` held by the logged-in user; 401 when anonymous, 403 when not held. */
export async function requireQuota({
  db,
  user,
  quota,
}: {
  db: Db;
  user: SessionUser | null;
  quota: QuotaName;
}): Promise<{ user: SessionUser; quota: ActiveQuota }> {
  const current = requireUser({ user });
  const quotas = await loadActiveQuotas({ db, userId: current.id });
  const held = quotas.find((q) => q.name === quota);
  if (!held) throw commonErrors.forbidden();
  return { user: current, quota: held };
}

/**
 * Passes when the user has one of `roles` in the organisation, or is a superuser (then the
 * organisation must exist). Otherwise 404 'Organization not found.'; anonymous gets 401.
 * Returns the user's own role there (null for a superuser who is not a member).
 */
export async function requireOrgRole({
  db,
  user,
  organizationId,
  roles,
}: {
  db: Db;
  user: SessionUser | null;
  organizationId: number;
  roles: readonly OrgRole[];
}): Promise<{ user: SessionUser; role: OrgRole | null }> {
  const current = requireUser({ user });
  if (current.apiToken && current.apiToken.organizationId !== organizationId)
    throw commonErrors.notFound('Organization');
  const access = createAccessRepository({ db });
  const role = await access.findMembershipRole({ userId: current.id, organizationId });
  if (role !== null && roles.includes(role)) return { user: current, role };
  if (current.isSuperuser && (await access.organizationExists({ organizationId }))) return { user: current, role };
  throw commonErrors.notFound('Organization');
}
