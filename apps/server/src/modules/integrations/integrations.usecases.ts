import type { ApiTokensResponse, CreatedApiToken, OrgdevOrganizationsResponse } from '@sciscope/contracts';
import { API_TOKEN_LIMITS } from '@sciscope/contracts';
import { requireAccess, type AccessGrant, type AccessRepository, type Actor } from '../../app/access';
import { generateApiToken } from '../../app/auth/api-token';
import type { SessionUser } from '../../app/auth/auth.types';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import { recordAction } from '../actions-log/actions-log.usecases';
import { integrationsErrors } from './integrations.errors';
import type { IntegrationsRepository } from './integrations.repository';

/*
 * API tokens of organizations (/orgdev/integrations/). Who may do what (PERMISSIONS):
 * - developers of an organization list, create and revoke its tokens;
 * - superusers list and revoke any organization's tokens, and create tokens only where
 *   they are developers themselves (a token acts as its creator within the organization);
 * - everyone else gets 404 for the organization and for its tokens, like ids that do not
 *   exist; guests 401; API tokens 403 (a token never mints or revokes tokens).
 */

/** What every integrations use case reads and writes, and for whom. */
export interface IntegrationsCaller {
  integrations: IntegrationsRepository;
  actionsLog: ActionsLogRepository;
  access: AccessRepository;
  user: Actor;
}

type OrgCaller = IntegrationsCaller & { organizationId: number };

/** The person acting: these calls list, create and log per user, which the system actor is not. */
function personOf(grant: AccessGrant): SessionUser {
  if (!grant.user) throw commonErrors.unauthenticated();
  return grant.user;
}

export async function listOrgdevOrganizations({
  integrations,
  access,
  user,
}: IntegrationsCaller): Promise<OrgdevOrganizationsResponse> {
  const current = personOf(await requireAccess({ access, user, permission: 'integrations.organizations.list' }));
  const rows = await integrations.listOrganizations({ userId: current.id, all: current.isSuperuser });
  return { organizations: rows.map((r) => ({ id: r.id, name: r.name, isDeveloper: r.role === 'developer' })) };
}

async function requireTokenAccess(
  { access, user, organizationId }: OrgCaller,
  permission: 'integrations.tokens.manage' | 'integrations.tokens.create',
): Promise<{ current: SessionUser; isDeveloper: boolean }> {
  const grant = await requireAccess({
    access,
    user,
    permission,
    resource: { kind: 'organization', id: organizationId },
  });
  return { current: personOf(grant), isDeveloper: grant.orgRole === 'developer' };
}

export async function listApiTokens(caller: OrgCaller): Promise<ApiTokensResponse> {
  const { isDeveloper } = await requireTokenAccess(caller, 'integrations.tokens.manage');
  const { integrations, organizationId } = caller;
  const organization = await integrations.findOrganization({ organizationId });
  if (!organization) throw commonErrors.notFound('Organization');
  return { organization, canCreate: isDeveloper, tokens: await integrations.listTokens({ organizationId }) };
}

/** Creates a token; the plain token is in this answer only, the database keeps its hash. */
export async function createApiToken({ name, ...caller }: OrgCaller & { name: string }): Promise<CreatedApiToken> {
  const { current, isDeveloper } = await requireTokenAccess(caller, 'integrations.tokens.create');
  // The token will act as its creator inside the organization: a superuser must develop for it.
  if (!isDeveloper) throw commonErrors.forbidden();
  const { integrations, organizationId } = caller;
  if ((await integrations.countActive({ organizationId })) >= API_TOKEN_LIMITS.activePerOrganization) {
    throw integrationsErrors.tooManyTokens();
  }
  const { token, tokenHash, prefix } = generateApiToken();
  const tokenId = await integrations.insert({
    organizationId,
    createdBy: current.id,
    name,
    tokenHash,
    prefix,
    createdAt: nowIso(),
  });
  await recordAction({
    actionsLog: caller.actionsLog,
    access: caller.access,
    user: current,
    action: 'integrations.token_created',
    payload: { organizationId, tokenId, name },
  });
  const stored = await integrations.findToken({ organizationId, tokenId });
  if (!stored) throw new Error(`token ${tokenId} vanished after insert`);
  return { token: stored, plainToken: token };
}

/** Revokes a token of the organization; tokens of other organizations answer 404. */
export async function revokeApiToken({ tokenId, ...caller }: OrgCaller & { tokenId: number }): Promise<void> {
  const { current } = await requireTokenAccess(caller, 'integrations.tokens.manage');
  const { integrations, organizationId } = caller;
  const token = await integrations.findToken({ organizationId, tokenId });
  if (!token) throw commonErrors.notFound('Token');
  if (token.revokedAt !== null) return;
  await integrations.revoke({ tokenId, now: nowIso() });
  await recordAction({
    actionsLog: caller.actionsLog,
    access: caller.access,
    user: current,
    action: 'integrations.token_revoked',
    payload: { organizationId, tokenId },
  });
}
