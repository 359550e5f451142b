import {
  CLAIM_LIMITS,
  claimEvidenceSchema,
  type AuthorClaimsResponse,
  type ClaimEntry,
  type ClaimState,
  type ClaimsPageResponse,
} from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import type { AdvisorsRepository } from './advisors.repository';
import { applyClaimChange } from './claim-apply';
import { closeRepeats } from './claim-repeats';
import { claimsErrors } from './claims.errors';
import type { ClaimMove, ClaimRow, ClaimsRepository, ProfileHolder } from './claims.repository';
import { claimDecisionMessage, type ApprovalOutcome, type ClaimsMailer } from './claims-mail';

/*
 * The superusers' moderation queue, undo, and the claim history of an author page.
 * - Approving applies a pending claim: its moves that are still where the claimant found them,
 *   and its profile link unless the claimant got linked to another profile meanwhile (then the
 *   approval is refused with 409). Other holders of the profile keep their link.
 * - Approving also closes the claimant's pending claims that repeat the approved one (approved
 *   with it, nothing to apply, no undo; claim-repeats.ts). Rejecting closes no copy.
 * - Rejecting changes nothing in the corpus. Both decisions are written to the actions log and
 *   e-mailed to the claimant (the account's address, or the recommender's).
 * - Undo reverts an applied or approved claim: the authorships it moved go back where they
 *   came from (those not moved again since) and the profile link it made is removed (if still
 *   the same). The claimant and superusers may undo, from the claim's entry on the author page.
 */

export interface ModerationDeps {
  db: Db;
  access: AccessRepository;
  claims: ClaimsRepository;
  advisors: AdvisorsRepository;
  actionsLog: ActionsLogRepository;
  mailer: ClaimsMailer;
  publicUrl: string;
  user: Actor;
}

const UNDOABLE: readonly ClaimState[] = ['applied', 'approved'];

function viewerOf(user: Actor): { id: number | null; superuser: boolean; system: boolean } {
  if (user === null) return { id: null, superuser: false, system: false };
  if ('kind' in user) return { id: null, superuser: true, system: true };
  return { id: user.id, superuser: user.isSuperuser && !user.apiToken, system: false };
}

/** Whether an applied or approved claim changed anything undo could revert (an approval may have found nothing left to do). */
const changedSomething = (row: ClaimRow) => row.movesCount > 0 || row.linksProfile;

/** A claim as `viewer` may see it: the evidence for superusers only. */
export function claimEntry(row: ClaimRow, user: Actor): ClaimEntry {
  const viewer = viewerOf(user);
  const evidence = viewer.superuser ? claimEvidenceSchema.safeParse(JSON.parse(row.evidence)) : null;
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    author: { id: row.targetAuthorId, name: row.targetAuthorName },
    claimant: row.userEmail ?? (row.advisorName ? `${row.advisorName} (recommender)` : 'a deleted account'),
    articlesCount: row.articlesCount,
    linksProfile: row.linksProfile,
    comment: row.comment,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    canUndo:
      UNDOABLE.includes(row.state) &&
      changedSomething(row) &&
      (viewer.superuser || (viewer.id !== null && viewer.id === row.userId)),
    evidence: evidence?.success ? evidence.data : null,
  };
}

const holderOf = (row: ClaimRow): ProfileHolder =>
  row.advisorId !== null ? { advisorId: row.advisorId } : { userId: row.userId ?? 0 };

/** `GET /api/claims/moderation?state=&offset=`: claims in one state, newest first (superusers). */
export async function listModerationQueue(
  deps: Pick<ModerationDeps, 'access' | 'claims' | 'user'> & { state: ClaimState; offset: number },
): Promise<ClaimsPageResponse> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.moderate' });
  const { rows, total } = await deps.claims.listClaims({
    filter: { state: deps.state },
    offset: deps.offset,
    limit: CLAIM_LIMITS.pageSize,
  });
  return { claims: rows.map((row) => claimEntry(row, deps.user)), total };
}

async function requireClaim(claims: ClaimsRepository, claimId: number): Promise<ClaimRow> {
  const row = await claims.findClaim({ claimId });
  if (!row) throw claimsErrors.claimNotFound();
  return row;
}

async function claimantEmail(deps: ModerationDeps, row: ClaimRow): Promise<string | null> {
  if (row.advisorId !== null) return (await deps.advisors.findAdvisor({ advisorId: row.advisorId }))?.email ?? null;
  return row.userEmail;
}

/**
 * What an approval did, for the claimant's e-mail: everything, part, or nothing (the claim's
 * authorships were on the profile already, or had moved elsewhere since the claim was made).
 */
async function approvalOutcome(
  deps: ModerationDeps,
  { row, moves, done, linked }: { row: ClaimRow; moves: ClaimMove[]; done: ClaimMove[]; linked: boolean },
): Promise<ApprovalOutcome> {
  if (done.length === moves.length && (linked || !row.linksProfile || moves.length > 0)) return { applied: 'all' };
  if (done.length > 0 || linked) return { applied: 'part', movedArticles: new Set(done.map((m) => m.articleId)).size };
  const now = await deps.claims.authorsOfAuthorships({ authorships: moves });
  return { applied: 'nothing', alreadyOnProfile: now.every((authorId) => authorId === row.targetAuthorId) };
}

async function mailDecision(
  deps: ModerationDeps,
  row: ClaimRow,
  approved: boolean,
  note: string,
  outcome?: ApprovalOutcome,
  repeats: readonly number[] = [],
): Promise<void> {
  const to = await claimantEmail(deps, row);
  if (!to) return;
  await deps.mailer.send(
    claimDecisionMessage({
      to,
      approved,
      outcome,
      note,
      repeats,
      publicUrl: deps.publicUrl,
      claim: {
        id: row.id,
        kind: row.kind,
        authorId: row.targetAuthorId,
        authorName: row.targetAuthorName,
        articlesCount: row.articlesCount,
      },
    }),
  );
}

function decidedBy(user: Actor): number | null {
  return user !== null && !('kind' in user) ? user.id : null;
}

/** `POST /api/claims/{id}/approve`: applies a pending claim (superusers). */
export async function approveClaim(deps: ModerationDeps & { claimId: number; note: string }): Promise<ClaimEntry> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.moderate' });
  const row = await requireClaim(deps.claims, deps.claimId);
  if (row.state !== 'pending') throw claimsErrors.notPending();
  const holder = holderOf(row);
  if (row.linksProfile) {
    const current = await deps.claims.profileOf({ holder });
    if (current !== null && current !== row.targetAuthorId)
      throw claimsErrors.conflict(
        'The claimant is linked to another author profile now: reject this claim or undo that one first.',
      );
  }
  const moves = await deps.claims.movesOf({ claimId: row.id });
  const at = new Date().toISOString();
  const {
    done,
    linked,
    result: repeats,
  } = await applyClaimChange({
    db: deps.db,
    moves,
    // Links only a holder without a profile (one linked to another was refused above).
    profile: row.linksProfile ? { holder, authorId: row.targetAuthorId, onlyIfLinkedTo: null } : null,
    record: async (claims, done, linked) => {
      const changed = await claims.setClaimState({
        claimId: row.id,
        from: ['pending'],
        state: 'approved',
        by: decidedBy(deps.user),
        at,
        note: deps.note,
      });
      // Decided by someone else meanwhile: the transaction (and its moves) is rolled back.
      if (!changed) throw claimsErrors.notPending();
      // The claim keeps what the approval did, so undo reverts that and nothing else.
      await claims.recordApplied({ claimId: row.id, done, linksProfile: linked });
      // The claimant's pending copies of this claim would otherwise wait forever (claim-repeats.ts).
      return closeRepeats({ claims, approved: row, moves, holder, by: decidedBy(deps.user), at });
    },
  });
  await deps.actionsLog.insert({
    userId: decidedBy(deps.user),
    action: 'claims.approved',
    payload: JSON.stringify({ claimId: row.id, note: deps.note, moved: done.length, linked }),
    createdAt: new Date().toISOString(),
  });
  for (const claimId of repeats) {
    await deps.actionsLog.insert({
      userId: decidedBy(deps.user),
      action: 'claims.approved',
      payload: JSON.stringify({ claimId, repeatOf: row.id, moved: 0, linked: false }),
      createdAt: new Date().toISOString(),
    });
  }
  const outcome = await approvalOutcome(deps, { row, moves, done, linked });
  await mailDecision(deps, row, true, deps.note, outcome, repeats);
  return claimEntry((await deps.claims.findClaim({ claimId: row.id }))!, deps.user);
}

/** `POST /api/claims/{id}/reject`: refuses a pending claim (superusers); the corpus is not changed. */
export async function rejectClaim(deps: ModerationDeps & { claimId: number; note: string }): Promise<ClaimEntry> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.moderate' });
  if (deps.note.trim() === '') throw claimsErrors.rejectionReasonRequired();
  const row = await requireClaim(deps.claims, deps.claimId);
  const changed = await deps.claims.setClaimState({
    claimId: row.id,
    from: ['pending'],
    state: 'rejected',
    by: decidedBy(deps.user),
    at: new Date().toISOString(),
    note: deps.note,
  });
  if (!changed) throw claimsErrors.notPending();
  await deps.actionsLog.insert({
    userId: decidedBy(deps.user),
    action: 'claims.rejected',
    payload: JSON.stringify({ claimId: row.id, note: deps.note }),
    createdAt: new Date().toISOString(),
  });
  await mailDecision(deps, row, false, deps.note);
  return claimEntry((await deps.claims.findClaim({ claimId: row.id }))!, deps.user);
}

/** `POST /api/claims/{id}/undo`: reverts an applied or approved claim (its claimant, or a superuser). */
export async function undoClaim(deps: ModerationDeps & { claimId: number }): Promise<ClaimEntry> {
  const row = await deps.claims.findClaim({ claimId: deps.claimId });
  await requireAccess({
    access: deps.access,
    user: deps.user,
    permission: 'claims.undo',
    resource: { kind: 'owned', label: 'Claim', ownerId: row?.userId ?? null },
  });
  if (!row) throw claimsErrors.claimNotFound();
  if (!UNDOABLE.includes(row.state)) throw claimsErrors.notUndoable();
  if (!changedSomething(row)) throw claimsErrors.nothingToUndo();
  const moves = (await deps.claims.movesOf({ claimId: row.id })).map((m) => ({
    ...m,
    fromAuthorId: m.toAuthorId,
    toAuthorId: m.fromAuthorId,
  }));
  await applyClaimChange({
    db: deps.db,
    moves,
    profile: row.linksProfile ? { holder: holderOf(row), authorId: null, onlyIfLinkedTo: row.targetAuthorId } : null,
    record: async (claims) => {
      const changed = await claims.setClaimState({
        claimId: row.id,
        from: UNDOABLE,
        state: 'undone',
        by: decidedBy(deps.user),
        at: new Date().toISOString(),
      });
      if (!changed) throw claimsErrors.notUndoable();
    },
  });
  await deps.actionsLog.insert({
    userId: decidedBy(deps.user),
    action: 'claims.undone',
    payload: JSON.stringify({ claimId: row.id }),
    createdAt: new Date().toISOString(),
  });
  return claimEntry((await deps.claims.findClaim({ claimId: row.id }))!, deps.user);
}

/**
 * `GET /api/claims/author/{id}`: whether someone holds the profile, and the claims on it the
 * caller may see: all of them for superusers, their own for a claimant, none for others.
 */
export async function getAuthorClaims(
  deps: Pick<ModerationDeps, 'access' | 'claims' | 'user'> & { authorId: number },
): Promise<AuthorClaimsResponse> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'claims.author_history' });
  const holders = await deps.claims.holdersOf({ authorIds: [deps.authorId] });
  const viewer = viewerOf(deps.user);
  let claims: ClaimEntry[] = [];
  if (viewer.superuser || viewer.id !== null) {
    const { rows } = await deps.claims.listClaims({
      filter: { targetAuthorId: deps.authorId, ...(viewer.superuser ? {} : { userId: viewer.id! }) },
      offset: 0,
      limit: CLAIM_LIMITS.pageSize,
    });
    claims = rows.map((row) => claimEntry(row, deps.user));
  }
  return { claimed: (holders.get(deps.authorId)?.length ?? 0) > 0, claims };
}
