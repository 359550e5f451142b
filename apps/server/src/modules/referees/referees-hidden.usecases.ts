/**
 * Hidden candidates of the referee finder: hiding them with a reason, listing them and taking
 * a hide back. A hide on a proposal holds for everyone in its folder (user 0) and needs the
 * folder's editor right (`canHideCandidates`); on the other document kinds it holds for the
 * user who hid. Listing needs only the document; unhiding needs exactly what hiding needs.
 */
import type { HiddenCandidate, HideReason } from '@sciscope/contracts';
import { requireAccess, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import { actorId, type RefereesDeps } from './referees-prepare.usecases';
import { createRefereesRepository, type RefereesRepository } from './referees.repository';

/**
 * The caller's right on the document's hides, checked in the order the hide route always has:
 * the permission, the document (404 when it is not theirs to see), then, for a change on a
 * proposal, the folder's editor right (403). Answers the scope the hides live in.
 */
async function hideScope({
  deps,
  actor,
  kind,
  id,
  change,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  change: boolean;
}): Promise<{ userId: number }> {
  await requireAccess({ access: deps.access, user: actor, permission: 'referees.rank' });
  const { rights } = await deps.registry.load({ db: deps.db, actor, kind, id });
  if (change && kind === 'proposal' && !rights.canHideCandidates) throw commonErrors.forbidden();
  return { userId: kind === 'proposal' ? 0 : actorId(actor) };
}

/** 400 naming the first id no author has, before anything changes. */
async function requireKnownAuthors(repo: RefereesRepository, authorIds: readonly number[]): Promise<void> {
  const existing = await repo.existingAuthors(authorIds);
  const unknown = authorIds.filter((a) => !existing.has(a));
  if (unknown.length > 0) throw commonErrors.validation({ authorsIds: `Unknown author id ${unknown[0]}.` });
}

/** `POST …/hide-referees/`: hides authors for the document (for everyone on proposals). */
export async function hideReferees({
  deps,
  actor,
  kind,
  id,
  authorIds,
  reason,
  comment,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  authorIds: number[];
  reason: HideReason;
  comment: string;
}): Promise<{ hidden: number }> {
  const { userId } = await hideScope({ deps, actor, kind, id, change: true });
  const repo = createRefereesRepository({ db: deps.db });
  await requireKnownAuthors(repo, authorIds);
  await repo.hide({
    docKind: kind,
    docId: id,
    userId,
    authorIds,
    reason,
    comment: comment.trim(),
    hiddenBy: actorId(actor),
  });
  return { hidden: authorIds.length };
}

/** `GET …/hidden-referees/`: the candidates hidden for the document where the caller sees them, latest first. */
export async function listHiddenReferees({
  deps,
  actor,
  kind,
  id,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
}): Promise<{ hiddenCandidates: HiddenCandidate[] }> {
  const { userId } = await hideScope({ deps, actor, kind, id, change: false });
  const rows = await createRefereesRepository({ db: deps.db }).hiddenIn({ docKind: kind, docId: id, userId });
  return { hiddenCandidates: rows.map(toHiddenCandidate) };
}

/**
 * `POST …/unhide-referees/`: the named authors are candidates again. Authors that were not
 * hidden are left as they are (not counted); an id no author has is refused, changing nothing.
 */
export async function unhideReferees({
  deps,
  actor,
  kind,
  id,
  authorIds,
}: {
  deps: RefereesDeps;
  actor: Actor;
  kind: string;
  id: number;
  authorIds: number[];
}): Promise<{ unhidden: number }> {
  const { userId } = await hideScope({ deps, actor, kind, id, change: true });
  const repo = createRefereesRepository({ db: deps.db });
  await requireKnownAuthors(repo, authorIds);
  return { unhidden: await repo.unhide({ docKind: kind, docId: id, userId, authorIds }) };
}

/** A stored hide as the API shows it. */
export function toHiddenCandidate(row: {
  authorId: number;
  name: string;
  reason: string;
  comment: string;
  createdAt: string;
}): HiddenCandidate {
  return {
    author: { id: Number(row.authorId), name: row.name },
    reason: row.reason as HiddenCandidate['reason'],
    comment: row.comment,
    hiddenAt: row.createdAt,
  };
}
