import { PERMISSIONS, type AccessRule, type OrgRole, type Permission } from '@sciscope/contracts';
import type { SessionUser } from './auth/auth.types';
import { AppError, commonErrors } from './errors';
import type { AccessRepository, ActiveQuota } from './access.repository';

export type { AccessRepository, ActiveQuota } from './access.repository';

/**
 * The one access check. Every use case calls `requireAccess` first, before reading or
 * changing anything; the permission's rule lives in `PERMISSIONS` (packages/contracts),
 * which also documents the refusals (401 guest, 403 missing right, 404 for organizations and
 * objects the user has no part in) and what an API token may do (its creator's rights within
 * its organization, never a superuser's; 403 `auth.session_required` on `session` rules).
 */

/**
 * The trusted caller of the command line, start-up tasks and test factories: whoever can run
 * them already holds the database, so it passes every check. Never built from a request.
 */
export const SYSTEM_ACTOR = Object.freeze({ kind: 'system' as const });
export type SystemActor = typeof SYSTEM_ACTOR;

/** Whom a use case acts for: a session user, a guest (null) or the system. */
export type Actor = SessionUser | SystemActor | null;

/** What a permission is asked about, when its rule depends on an object. */
export type AccessResource =
  | { kind: 'organization'; id: number }
  /** An object with an owner, loaded by the use case; `label` names it in the 404 ('Monitoring'). */
  | { kind: 'owned'; label: string; ownerId: number | null }
  /** A folder (or a proposal in it): its organization, or the user whose personal folder it is. */
  | { kind: 'folder'; id: number; organizationId: number | null; personalOwnerId: number | null };

/** What the check found out, for use cases that need it. */
export interface AccessGrant {
  /** The logged-in user; null for guests and the system actor. */
  user: SessionUser | null;
  /** The quota grant, when the rule asked for one (null for the system actor). */
  quota: ActiveQuota | null;
  /** The user's role in the organization resource (null for a superuser who is not a member). */
  orgRole: OrgRole | null;
  /** The user's effective role in the folder resource (`folder_role` rules; unset for the system actor, who may do anything). */
  folderRole?: 'viewer' | 'editor' | null;
}

interface AccessRequest {
  /** Reads quotas, memberships and trials; untouched for public permissions. */
  access: AccessRepository;
  user: Actor;
  permission: Permission;
  resource?: AccessResource;
  /** The clock for trial ends (tests). */
  now?: Date;
}

export function isSystemActor(actor: Actor): actor is SystemActor {
  return actor !== null && 'kind' in actor && actor.kind === 'system';
}

/** The account a request is signed in as through a browser session (no API token), else null. */
export function browserSessionUserId(actor: Actor): number | null {
  return actor !== null && !('kind' in actor) && !actor.apiToken ? actor.id : null;
}

/**
 * Passes when `user` holds `permission` (on `resource` where the rule needs one) and returns
 * what the check learnt; otherwise throws the refusal as an `AppError`.
 */
export async function requireAccess({ permission, ...request }: AccessRequest): Promise<AccessGrant> {
  return requireRule({ ...request, rule: PERMISSIONS[permission] });
}

/**
 * `requireAccess` for a rule rather than a named permission: what it runs, exported for the
 * tests of rule kinds no permission uses yet. Use cases call `requireAccess`.
 */
export async function requireRule({
  rule,
  ...request
}: Omit<AccessRequest, 'permission'> & { rule: AccessRule }): Promise<AccessGrant> {
  const grant: AccessGrant = { user: null, quota: null, orgRole: null };
  if (isSystemActor(request.user)) return grant;
  grant.user = request.user;
  const refusal = await evaluate(rule, { ...request, user: request.user, grant });
  if (refusal) throw refusal;
  return grant;
}

/** Whether `user` holds `permission`: for what is shown rather than refused (e.g. gender). */
export async function hasAccess(request: AccessRequest): Promise<boolean> {
  try {
    await requireAccess(request);
    return true;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
}

/**
 * The part of the rule that does not depend on the object: run before the input is validated
 * (see `accessGate`), so a caller who may not use a route learns nothing from its validation
 * errors. Organization and owner rules reduce to "logged in" here; the use case checks the rest.
 */
export async function requireAccessBeforeInput({
  access,
  user,
  permission,
}: Omit<AccessRequest, 'resource' | 'now'>): Promise<void> {
  if (isSystemActor(user)) return;
  const grant: AccessGrant = { user, quota: null, orgRole: null };
  const refusal = await evaluate(PERMISSIONS[permission], { access, user, grant, deferResource: true });
  if (refusal) throw refusal;
}

interface Context {
  access: AccessRepository;
  user: SessionUser | null;
  resource?: AccessResource;
  now?: Date;
  grant: AccessGrant;
  deferResource?: boolean;
}

/** The refusal `rule` gives in `ctx`, or null when it passes (filling in the grant). */
async function evaluate(rule: AccessRule, ctx: Context): Promise<AppError | null> {
  if (rule.kind === 'public') return null;
  if (rule.kind === 'all') {
    for (const part of rule.rules) {
      const refusal = await evaluate(part, ctx);
      if (refusal) return refusal;
    }
    return null;
  }
  if (rule.kind === 'any') {
    let refusal: AppError | null = commonErrors.forbidden();
    for (const part of rule.rules) {
      refusal = await evaluate(part, ctx);
      if (!refusal) return null;
    }
    return refusal;
  }
  const user = ctx.user;
  if (!user) return commonErrors.unauthenticated();
  switch (rule.kind) {
    case 'login':
      return null;
    case 'session':
      return user.apiToken ? commonErrors.sessionRequired() : null;
    case 'superuser':
      return user.isSuperuser ? null : commonErrors.forbidden();
    case 'active_trial': {
      const ends = await ctx.access.findTrialExpiresAt({ userId: user.id });
      const now = ctx.now ?? new Date();
      return ends !== null && Date.parse(ends) < now.getTime() ? new AppError({ code: rule.denial }) : null;
    }
    case 'quota': {
      const quotas = await ctx.access.listQuotas({ userId: user.id });
      const held = quotas.find((q) => q.name === rule.quota);
      if (!held) return rule.superuser && user.isSuperuser && !user.apiToken ? null : commonErrors.forbidden();
      ctx.grant.quota = held;
      return null;
    }
    case 'org_role': {
      if (ctx.deferResource) return null;
      const organizationId = resourceOf(ctx, 'organization').id;
      // An API token acts for its own organization only; any other is as missing as an unknown id.
      if (user.apiToken && user.apiToken.organizationId !== organizationId)
        return commonErrors.notFound('Organization');
      const role = await ctx.access.findMembershipRole({ userId: user.id, organizationId });
      ctx.grant.orgRole = role;
      if (role !== null && rule.roles.includes(role)) return null;
      if (user.isSuperuser && (await ctx.access.organizationExists({ organizationId }))) return null;
      return commonErrors.notFound('Organization');
    }
    case 'folder_role': {
      if (ctx.deferResource) return null;
      const folder = resourceOf(ctx, 'folder');
      const role = await folderRoleOf(ctx.access, user, folder);
      ctx.grant.folderRole = role;
      if (role === null) return commonErrors.notFound('Folder');
      return rule.roles.includes(role) ? null : commonErrors.forbidden();
    }
    case 'owner': {
      if (ctx.deferResource) return null;
      const owned = resourceOf(ctx, 'owned');
      if (owned.ownerId === user.id || (rule.superuser && user.isSuperuser)) return null;
      return commonErrors.notFound(owned.label);
    }
    case 'user_flag':
      return (await ctx.access.hasUserFlag({ userId: user.id, flag: rule.flag })) ? null : commonErrors.forbidden();
  }
}

/**
 * The caller's effective role in a folder: editor for superusers (not through a token), the
 * owner of a personal folder and the admins of the folder's organization; else the role an
 * admin gave them, provided they are still a member. A token sees its own organization only.
 */
async function folderRoleOf(
  access: AccessRepository,
  user: SessionUser,
  folder: Extract<AccessResource, { kind: 'folder' }>,
): Promise<'viewer' | 'editor' | null> {
  if (user.apiToken) {
    if (folder.organizationId === null || user.apiToken.organizationId !== folder.organizationId) return null;
  } else if (user.isSuperuser) return 'editor';
  if (folder.organizationId === null) return folder.personalOwnerId === user.id ? 'editor' : null;
  const orgRole = await access.findMembershipRole({ userId: user.id, organizationId: folder.organizationId });
  if (orgRole === null) return null;
  if (orgRole === 'admin') return 'editor';
  return access.findFolderRole({ userId: user.id, folderId: folder.id });
}

function resourceOf<K extends AccessResource['kind']>(ctx: Context, kind: K): Extract<AccessResource, { kind: K }> {
  const resource = ctx.resource;
  // A use case that forgets the object is a programming error, not a refusal.
  if (!resource || resource.kind !== kind) throw new Error(`access rule needs a resource of kind "${kind}"`);
  return resource as Extract<AccessResource, { kind: K }>;
}

/**
 * Whether some API token could pass `rule`: what `evaluate` does for a token, read without a
 * request. A token is never a superuser and fails `session` rules; every other kind may pass
 * for the right token (its creator's quotas, roles and flags). The OpenAPI description marks
 * the routes gated by a rule that fails here as "browser session only".
 */
export function ruleAdmitsApiToken(rule: AccessRule): boolean {
  switch (rule.kind) {
    case 'session':
    case 'superuser':
      return false;
    case 'all':
      return rule.rules.every(ruleAdmitsApiToken);
    case 'any':
      return rule.rules.some(ruleAdmitsApiToken);
    default:
      return true;
  }
}

/**
 * Whether something a user shares with an organization (a monitoring, an authors group) may be
 * private (shared with nobody): with the quota's canBePrivate (`grant`; the system actor always),
 * or when it is private already (`current` null: its organization was deleted, or the plan lost
 * the flag), which its owner keeps through renames and saves. `current` is undefined for a new one.
 */
export function mayBePrivate(grant: AccessGrant, current: number | null | undefined): boolean {
  return grant.user === null || grant.quota?.canBePrivate === true || current === null;
}
