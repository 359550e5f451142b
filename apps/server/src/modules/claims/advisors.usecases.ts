import {
  CLAIM_LIMITS,
  type AdvisorRecord,
  type FetchAdvisorResponse,
  type IssuedAttorneyToken,
} from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import type { AdvisorListRow, AdvisorsRepository } from './advisors.repository';
import { createAdvisor, issueAttorneyToken } from './attorney-tokens.usecases';
import { fetchAdvisorByAttorney } from './claim-authors.usecases';
import { requireAdvisorOfToken } from './claimant';
import { claimsErrors } from './claims.errors';
import type { ClaimsRepository } from './claims.repository';

/*
 * Recommenders for support (superusers) until the jobs module creates them with applications,
 * and the recommender's own page behind an attorney token (/edit-recommender-profile/{token}).
 */

export interface AdvisorsDeps {
  db: Db;
  access: AccessRepository;
  advisors: AdvisorsRepository;
  actionsLog: ActionsLogRepository;
  user: Actor;
}

const actorId = (user: Actor) => (user !== null && !('kind' in user) ? user.id : null);

function record(row: AdvisorListRow): AdvisorRecord {
  return {
    id: row.id,
    uuid: row.uuid,
    name: row.name,
    email: row.email,
    affiliation: row.affiliation,
    isPhdAdvisor: row.isPhdAdvisor,
    authorId: row.authorId,
    authorName: row.authorName,
    applicationId: row.applicationId,
    createdAt: row.createdAt,
    activeTokens: row.activeTokens,
    tokenExpiresAt: row.tokenExpiresAt,
  };
}

/** `GET /api/admin/advisors?query=&offset=` */
export async function listAdvisors(deps: AdvisorsDeps & { query: string; offset: number }) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.advisors.manage' });
  const { rows, total } = await deps.advisors.listAdvisors({
    query: deps.query,
    offset: deps.offset,
    limit: CLAIM_LIMITS.pageSize,
    now: new Date().toISOString(),
  });
  return { advisors: rows.map(record), total };
}

async function advisorRecord(deps: AdvisorsDeps, advisorId: number): Promise<AdvisorRecord> {
  const { rows } = await deps.advisors.listAdvisors({
    query: '',
    offset: 0,
    limit: 1,
    now: new Date().toISOString(),
    advisorId,
  });
  const [row] = rows;
  if (!row) throw claimsErrors.advisorNotFound();
  return record(row);
}

/** `POST /api/admin/advisors`: a recommender created for support. */
export async function createAdvisorAsSuperuser(
  deps: AdvisorsDeps & { input: { name: string; email: string; affiliation: string; isPhdAdvisor: boolean } },
): Promise<{ advisor: AdvisorRecord }> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.advisors.manage' });
  const advisor = await createAdvisor({
    db: deps.db,
    advisors: deps.advisors,
    ...deps.input,
    createdBy: actorId(deps.user),
  });
  await deps.actionsLog.insert({
    userId: actorId(deps.user),
    action: 'claims.advisor_created',
    payload: JSON.stringify({ advisorId: advisor.id }),
    createdAt: new Date().toISOString(),
  });
  return { advisor: await advisorRecord(deps, advisor.id) };
}

/** `POST /api/admin/advisors/{id}/attorney-tokens`: a new token, shown once, with the three token pages. */
export async function issueAttorneyTokenAsSuperuser(
  deps: AdvisorsDeps & { advisorId: number; publicUrl: string },
): Promise<IssuedAttorneyToken> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.advisors.manage' });
  if (!(await deps.advisors.findAdvisor({ advisorId: deps.advisorId }))) throw claimsErrors.advisorNotFound();
  const { token, expiresAt } = await issueAttorneyToken({
    db: deps.db,
    advisorId: deps.advisorId,
    issuedBy: actorId(deps.user),
  });
  await deps.actionsLog.insert({
    userId: actorId(deps.user),
    action: 'claims.attorney_token_issued',
    payload: JSON.stringify({ advisorId: deps.advisorId, expiresAt }),
    createdAt: new Date().toISOString(),
  });
  return {
    token,
    expiresAt,
    links: {
      findAuthors: `${deps.publicUrl}/find-authors/${token}`,
      claimPublications: `${deps.publicUrl}/claim-publications/${token}`,
      editProfile: `${deps.publicUrl}/edit-recommender-profile/${token}`,
    },
  };
}

/** `DELETE /api/admin/advisors/{id}/attorney-tokens`: revokes every active token of the recommender. */
export async function revokeAttorneyTokensAsSuperuser(deps: AdvisorsDeps & { advisorId: number }): Promise<void> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.advisors.manage' });
  if (!(await deps.advisors.findAdvisor({ advisorId: deps.advisorId }))) throw claimsErrors.advisorNotFound();
  const revoked = await deps.advisors.revokeTokens({ advisorId: deps.advisorId, now: new Date().toISOString() });
  await deps.actionsLog.insert({
    userId: actorId(deps.user),
    action: 'claims.attorney_tokens_revoked',
    payload: JSON.stringify({ advisorId: deps.advisorId, revoked }),
    createdAt: new Date().toISOString(),
  });
}

/** `POST /api/jobs/edit-advisor-by-attorney/{token}`: the recommender edits their name, e-mail and affiliation. */
export async function editRecommenderProfile(
  deps: AdvisorsDeps & {
    claims: ClaimsRepository;
    token: string;
    input: { name: string; email: string; affiliation: string };
  },
): Promise<FetchAdvisorResponse> {
  const advisor = await requireAdvisorOfToken({ ...deps, token: deps.token });
  await deps.advisors.updateAdvisor({ advisorId: advisor.id, ...deps.input, now: new Date().toISOString() });
  await deps.actionsLog.insert({
    userId: actorId(deps.user),
    action: 'claims.recommender_profile_edited',
    payload: JSON.stringify({ advisorId: advisor.id }),
    createdAt: new Date().toISOString(),
  });
  return fetchAdvisorByAttorney({ ...deps, token: deps.token });
}
