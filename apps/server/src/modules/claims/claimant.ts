import type { ClaimEvidence } from '@sciscope/contracts';
import { browserSessionUserId, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { commonErrors } from '../../app/errors';
import type { AdvisorRow, AdvisorsRepository } from './advisors.repository';
import { resolveWithRepository } from './attorney-tokens.usecases';
import { claimsErrors } from './claims.errors';
import type { ClaimsRepository, ProfileHolder } from './claims.repository';

/**
 * Who a claim is for: the logged-in account, or — with an attorney token — the recommender
 * the token acts for. A token scopes everything to that recommender's profile: the
 * account of whoever holds the link (if any) is never touched.
 */
export interface Claimant {
  via: 'account' | 'attorney_token';
  holder: ProfileHolder;
  /** The account acting (recorded as the claim's author); null for an anonymous token holder. */
  userId: number | null;
  advisor: AdvisorRow | null;
  name: string | null;
  email: string | null;
  affiliation: string | null;
  /** The profile the account or recommender is linked to now. */
  authorId: number | null;
  /**
   * Whether the e-mail is proven: the account confirmed it with its link; a recommender's
   * token was sent to the recommender's address. Claims whose evidence is the address wait for
   * a moderator until then.
   */
  emailConfirmed: boolean;
}

export interface ClaimantDeps {
  access: AccessRepository;
  claims: ClaimsRepository;
  advisors: AdvisorsRepository;
  user: Actor;
}

/** The recommender a token acts for; 404 (the same for unknown, expired and revoked tokens). */
export async function requireAdvisorOfToken({
  access,
  advisors,
  user,
  token,
}: Omit<ClaimantDeps, 'claims'> & { token: string }): Promise<AdvisorRow> {
  await requireAccess({ access, user, permission: 'claims.act_for_recommender' });
  const advisor = await resolveWithRepository({ advisors, token });
  if (!advisor) throw claimsErrors.invalidAttorneyToken();
  return advisor;
}

/**
 * The claimant of a request: checks `claims.claim` (a browser session) without a token, and
 * the token itself with one.
 */
export async function requireClaimant({
  access,
  claims,
  advisors,
  user,
  attorneyToken,
}: ClaimantDeps & { attorneyToken: string | undefined }): Promise<Claimant> {
  if (attorneyToken !== undefined) {
    const advisor = await requireAdvisorOfToken({ access, advisors, user, token: attorneyToken });
    return {
      via: 'attorney_token',
      holder: { advisorId: advisor.id },
      userId: browserSessionUserId(user),
      advisor,
      name: advisor.name,
      email: advisor.email,
      affiliation: advisor.affiliation || null,
      authorId: advisor.authorId,
      emailConfirmed: true,
    };
  }
  await requireAccess({ access, user, permission: 'claims.claim' });
  const identity = await claims.userIdentity({ userId: (user as SessionUser).id });
  if (!identity) throw commonErrors.unauthenticated();
  return {
    via: 'account',
    holder: { userId: identity.id },
    userId: identity.id,
    advisor: null,
    name: identity.name,
    email: identity.email,
    affiliation: null,
    authorId: identity.authorId,
    emailConfirmed: identity.emailConfirmedFor !== null && identity.emailConfirmedFor === identity.email,
  };
}

/** The claimant part of a claim's evidence. */
export function identityEvidence(claimant: Claimant): ClaimEvidence['identity'] {
  return { via: claimant.via, name: claimant.name, email: claimant.email, affiliation: claimant.affiliation };
}

/** Whether a session of a claim-articles upload belongs to this claimant. */
export function ownsSession(claimant: Claimant, session: { userId: number | null; advisorId: number | null }): boolean {
  return 'advisorId' in claimant.holder
    ? session.advisorId === claimant.holder.advisorId
    : session.advisorId === null && session.userId === claimant.holder.userId;
}
