import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { CLAIM_LIMITS } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { createAdvisorsRepository, type AdvisorRow, type AdvisorsRepository } from './advisors.repository';

/*
 * Attorney tokens: a link that lets whoever holds it act for one recommender (spec 04: claim
 * the recommender's author profile and articles, edit their name, e-mail and affiliation).
 *
 * - A token is `sca_` + 32 random bytes (base64url). Only its SHA-256 is stored: 256 random
 *   bits need no slow hash, and a digest can be looked up by index.
 * - It lives `ATTORNEY_TOKEN_LIFETIME_DAYS` (90) days from issue, long enough for a hiring
 *   round, and can be revoked earlier (issuing a new one does not revoke the old ones).
 * - An expired, revoked or unknown token resolves to null: callers answer all three alike.
 *
 * The jobs module calls `createAdvisor` for each reference of an application and
 * `issueAttorneyToken` for the link it e-mails with the recommendation request; the token
 * pages call `resolveAttorneyToken`. These functions check no permission: the caller has.
 */

export const ATTORNEY_TOKEN_LIFETIME_DAYS = CLAIM_LIMITS.attorneyTokenDays;
const TOKEN_PREFIX = 'sca_';
const DAY_MS = 24 * 60 * 60 * 1000;

/** SHA-256 (hex) of a token: what the database keeps. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Creates a recommender; `applicationId` is the jobs module's application (null for superusers' support records). */
export async function createAdvisor({
  db,
  name,
  email,
  affiliation = '',
  isPhdAdvisor = false,
  applicationId = null,
  createdBy = null,
  advisors = createAdvisorsRepository({ db }),
}: {
  db: Db;
  name: string;
  email: string;
  affiliation?: string;
  isPhdAdvisor?: boolean;
  applicationId?: number | null;
  createdBy?: number | null;
  advisors?: AdvisorsRepository;
}): Promise<AdvisorRow> {
  const id = await advisors.insertAdvisor({
    uuid: randomUUID(),
    name,
    email: email.toLowerCase(),
    affiliation,
    isPhdAdvisor,
    applicationId,
    createdBy,
    now: new Date().toISOString(),
  });
  return (await advisors.findAdvisor({ advisorId: id }))!;
}

/** Issues a new token for the recommender; the plain token is returned once and never stored. */
export async function issueAttorneyToken({
  db,
  advisorId,
  issuedBy,
  now = new Date(),
}: {
  db: Db;
  advisorId: number;
  /** The user issuing it, or null for the system (the jobs module's e-mails). */
  issuedBy: number | null;
  now?: Date;
}): Promise<{ token: string; expiresAt: string }> {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const expiresAt = new Date(now.getTime() + ATTORNEY_TOKEN_LIFETIME_DAYS * DAY_MS).toISOString();
  await createAdvisorsRepository({ db }).insertToken({
    tokenHash: hashToken(token),
    advisorId,
    expiresAt,
    createdBy: issuedBy,
    createdAt: now.toISOString(),
  });
  return { token, expiresAt };
}

/** The recommender a token acts for, or null when the token is unknown, expired or revoked. */
export async function resolveAttorneyToken({
  db,
  token,
  now = new Date(),
}: {
  db: Db;
  token: string;
  now?: Date;
}): Promise<AdvisorRow | null> {
  return resolveWithRepository({ advisors: createAdvisorsRepository({ db }), token, now });
}

/** `resolveAttorneyToken` on a repository the caller holds. */
export async function resolveWithRepository({
  advisors,
  token,
  now = new Date(),
}: {
  advisors: AdvisorsRepository;
  token: string;
  now?: Date;
}): Promise<AdvisorRow | null> {
  if (!token.startsWith(TOKEN_PREFIX)) return null;
  const advisorId = await advisors.advisorIdOfToken({ tokenHash: hashToken(token), now: now.toISOString() });
  return advisorId === null ? null : advisors.findAdvisor({ advisorId });
}

/** Revokes every active token of a recommender (the links stop working at once). */
export async function revokeAttorneyTokens({ db, advisorId }: { db: Db; advisorId: number }): Promise<number> {
  return createAdvisorsRepository({ db }).revokeTokens({ advisorId, now: new Date().toISOString() });
}
