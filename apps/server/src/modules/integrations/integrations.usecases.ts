import {
  API_TOKEN_LIMITS,
  type ApiTokensResponse,
  type CreatedApiToken,
  type OrgRole,
  type OrgdevOrganizationsResponse,
} from '@sciscope/contracts';
import { requireOrgRole, requireSessionUser } from '../../app/auth/access';
import { generateApiToken } from '../../app/auth/api-token';
import type { SessionUser } from '../../app/auth/auth.types';
import { nowIso, type Db } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { recordAction } from '../actions-log/actions-log.usecases';
import { integrationsErrors } from './integrations.errors';
import { createIntegrationsRepository } from './integrations.repository';

/*
 * API tokens of organisations (/orgdev/integrations/). Who may do what:
 * - developers of an organisation list, create and revoke its tokens;
 * - superusers list and revoke any organisation's tokens, and create tokens only where
 *   they are developers themselves (a token acts as its creator within the organisation);
 * - everyone else gets 404 for the organisation and for its tokens, like ids that do not
 *   exist; guests 401; API tokens 403 (a token never mints or revokes tokens).
 */

interface OrgActor {
  db: Db;
  user: SessionUser | null;
  organizationId: number;
}

const DEVELOPERS: readonly OrgRole[] = ['developer'];

export async function listOrgdevOrganizations({
  db,
  user,
}: {
  db: Db;
  user: SessionUser | null;
}): Promise<OrgdevOrganizationsResponse> {
  const current = requireSessionUser({ user });
  const rows = await createIntegrationsRepository({ db }).listOrganizations({
    userId: current.id,
    all: current.isSuperuser,
  });
  return { organizations: rows.map((r) => ({ id: r.id, name: r.name, isDeveloper: r.role === 'developer' })) };
}

async function requireDeveloperAccess({ db, user, organizationId }: OrgActor) {
  const current = requireSessionUser({ user });
  const { role } = await requireOrgRole({ db, user: current, organizationId, roles: DEVELOPERS });
  return { current, isDeveloper: role === 'developer' };
}

export async function listApiTokens({ db, user, organizationId }: OrgActor): Promise<ApiTokensResponse> {
  const { isDeveloper } = await requireDeveloperAccess({ db, user, organizationId });
  const repository = createIntegrationsRepository({ db });
  const organization = await repository.findOrganization({ organizationId });
  if (!organization) throw commonErrors.notFound('Organization');
  return { organization, canCreate: isDeveloper, tokens: await repository.listTokens({ organizationId }) };
}

/** Creates a token; the plain token is in this answer only, the database keeps its hash. */
export async function createApiToken({
  db,
  user,
  organizationId,
  name,
}: OrgActor & { name: string }): Promise<CreatedApiToken> {
  const { current, isDeveloper } = await requireDeveloperAccess({ db, user, organizationId });
  if (!isDeveloper) throw commonErrors.forbidden();
  const repository = createIntegrationsRepository({ db });
  if ((await repository.countActive({ organizationId })) >= API_TOKEN_LIMITS.activePerOrganization) {
    throw integrationsErrors.tooManyTokens();
  }
  const { token, tokenHash, prefix } = generateApiToken();
  const tokenId = await repository.insert({
    organizationId,
    createdBy: current.id,
    name,
    tokenHash,
    prefix,
    createdAt: nowIso(),
  });
  await recordAction({
    db,
    user: current,
    action: 'integrations.token_created',
    payload: { organizationId, tokenId, name },
  });
  const stored = await repository.findToken({ organizationId, tokenId });
  if (!stored) throw new Error(`token ${tokenId} vanished after insert`);
  return { token: stored, plainToken: token };
}

/** Revokes a token of the organisation; tokens of other organisations answer 404. */
export async function revokeApiToken({
  db,
  user,
  organizationId,
  tokenId,
}: OrgActor & { tokenId: number }): Promise<void> {
  const { current } = await requireDeveloperAccess({ db, user, organizationId });
  const repository = createIntegrationsRepository({ db });
  const token = await repository.findToken({ organizationId, tokenId });
  if (!token) throw commonErrors.notFound('Token');
  if (token.revokedAt !== null) return;
  await repository.revoke({ tokenId, now: nowIso() });
  await recordAction({ db, user: current, action: 'integrations.token_revoked', payload: { organizationId, tokenId } });
}
