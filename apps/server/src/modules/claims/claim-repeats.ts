import { claimEvidenceSchema, type ClaimEvidence } from '@sciscope/contracts';
import type { ClaimMove, ClaimRow, ClaimsRepository, PendingClaim, ProfileHolder } from './claims.repository';

/*
 * Repeated claims: the same claimant asking a moderator for the same thing twice (a double
 * click, or the same claim at a later visit, stored before such claims were refused).
 * - A new profile claim whose profiles all wait in one of the claimant's pending profile claims
 *   is refused (claim-authors.usecases.ts).
 * - Approving a claim closes the claimant's pending claims that repeat it, as approved with it:
 *   there is nothing left for them to apply, so they keep no moves and offer no undo, and their
 *   decision note names the claim they repeat. Claims that ask for more stay pending. A
 *   rejection closes nothing: the moderator may have rejected one copy for being a copy.
 */

function evidenceOf(text: string): ClaimEvidence | null {
  try {
    const parsed = claimEvidenceSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The profiles a profile claim asks for: the profile it links or merges into, and those it merges. */
function profilesOf(claim: Pick<PendingClaim, 'targetAuthorId' | 'evidence'>): Set<number> {
  const sources = evidenceOf(claim.evidence)?.sources ?? [];
  return new Set([claim.targetAuthorId, ...sources.map((s) => s.authorId)]);
}

/** The id of the first of `pending` (profile claims) that asks for every one of `authorIds`, or null. */
export function waitingProfileClaim(pending: readonly PendingClaim[], authorIds: readonly number[]): number | null {
  for (const claim of pending) {
    if (claim.kind !== 'profile') continue;
    const profiles = profilesOf(claim);
    if (authorIds.every((id) => profiles.has(id))) return claim.id;
  }
  return null;
}

const moveKey = (m: { articleId: number; position: number }) => `${m.articleId}:${m.position}`;

/**
 * Whether `candidate` (a pending claim of the same claimant, kind and target) asks for nothing
 * beyond `approved`: its moves, its articles and its profiles are among the approved claim's,
 * and a profile link it asks for is in place (`linkedNow`).
 */
export function repeatsClaim(
  candidate: PendingClaim,
  approved: { evidence: string; moves: readonly ClaimMove[] },
  linkedNow: boolean,
): boolean {
  if (candidate.linksProfile && !linkedNow) return false;
  const mine = evidenceOf(candidate.evidence);
  const theirs = evidenceOf(approved.evidence);
  if (!mine || !theirs) return false;
  const moves = new Set(approved.moves.map(moveKey));
  const articles = new Set(theirs.articles.map((a) => a.articleId));
  const sources = new Set(theirs.sources.map((s) => s.authorId));
  return (
    candidate.moves.every((m) => moves.has(moveKey(m))) &&
    mine.articles.every((a) => articles.has(a.articleId)) &&
    mine.sources.every((s) => sources.has(s.authorId))
  );
}

/** The decision note of a claim closed with the approval of the claim it repeats. */
export const repeatNote = (approvedId: number) =>
  `Repeats claim #${approvedId}, approved with it: nothing was left to apply.`;

/**
 * Inside the approval's transaction, once `approved` is recorded: closes the claimant's pending
 * claims that repeat it (approved, no moves, no profile link, so no undo). Answers their ids.
 */
export async function closeRepeats({
  claims,
  approved,
  moves,
  holder,
  by,
  at,
}: {
  claims: ClaimsRepository;
  approved: Pick<ClaimRow, 'id' | 'kind' | 'targetAuthorId' | 'evidence'>;
  /** The approved claim's moves as it was filed (before the approval skipped any). */
  moves: readonly ClaimMove[];
  holder: ProfileHolder;
  by: number | null;
  at: string;
}): Promise<number[]> {
  const pending = (
    await claims.pendingClaimsOf({ holder, targetAuthorId: approved.targetAuthorId, kind: approved.kind })
  ).filter((claim) => claim.id !== approved.id);
  if (pending.length === 0) return [];
  const linkedNow = (await claims.profileOf({ holder })) === approved.targetAuthorId;
  const closed: number[] = [];
  for (const claim of pending) {
    if (!repeatsClaim(claim, { evidence: approved.evidence, moves }, linkedNow)) continue;
    const changed = await claims.setClaimState({
      claimId: claim.id,
      from: ['pending'],
      state: 'approved',
      by,
      at,
      note: repeatNote(approved.id),
    });
    if (!changed) continue;
    await claims.recordApplied({ claimId: claim.id, done: [], linksProfile: false });
    closed.push(claim.id);
  }
  return closed;
}
