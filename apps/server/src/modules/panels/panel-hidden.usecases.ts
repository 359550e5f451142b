/**
 * Hidden candidates of a panel: they belong to the panel (user 0: everyone who sees it), are
 * hidden and taken back by those who may edit it, and listed to those who may read it.
 */
import type { HiddenCandidate, HideReason } from '@sciscope/contracts';
import type { Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import { toHiddenCandidate } from '../referees/referees-hidden.usecases';
import { createRefereesRepository, type RefereesRepository } from '../referees/referees.repository';
import { requirePanel, userIdOf, type PanelsDeps } from './panels.usecases';

/** The document kind a panel's hides are stored under (the referee finder's table). */
export const PANEL_HIDDEN_KIND = 'panel';

async function requireKnownAuthors(repo: RefereesRepository, authorIds: readonly number[]): Promise<void> {
  const existing = await repo.existingAuthors(authorIds);
  const unknown = authorIds.filter((a) => !existing.has(a));
  if (unknown.length > 0) throw commonErrors.validation({ authorsIds: `Unknown author id ${unknown[0]}.` });
}

/** `POST /api/panel/{id}/hide-candidates/`: hidden for everyone who sees the panel, with the reason. */
export async function hidePanelCandidates({
  deps,
  actor,
  panelId,
  authorIds,
  reason,
  comment,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  authorIds: number[];
  reason: HideReason;
  comment: string;
}): Promise<{ hidden: number }> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const repo = createRefereesRepository({ db: deps.db });
  await requireKnownAuthors(repo, authorIds);
  await repo.hide({
    docKind: PANEL_HIDDEN_KIND,
    docId: panel.id,
    userId: 0,
    authorIds,
    reason,
    comment: comment.trim(),
    hiddenBy: userIdOf(actor) ?? 0,
  });
  return { hidden: authorIds.length };
}

/** `GET /api/panel/{id}/hidden-candidates/`: the panel's hidden candidates, latest first. */
export async function listHiddenPanelCandidates({
  deps,
  actor,
  panelId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
}): Promise<{ hiddenCandidates: HiddenCandidate[] }> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.read' });
  const rows = await createRefereesRepository({ db: deps.db }).hiddenIn({
    docKind: PANEL_HIDDEN_KIND,
    docId: panel.id,
    userId: 0,
  });
  return { hiddenCandidates: rows.map(toHiddenCandidate) };
}

/**
 * `POST /api/panel/{id}/unhide-candidates/`: the named authors are candidates again (the same
 * right as hiding). Authors not hidden are left as they are; an unknown id changes nothing.
 */
export async function unhidePanelCandidates({
  deps,
  actor,
  panelId,
  authorIds,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  authorIds: number[];
}): Promise<{ unhidden: number }> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const repo = createRefereesRepository({ db: deps.db });
  await requireKnownAuthors(repo, authorIds);
  return {
    unhidden: await repo.unhide({ docKind: PANEL_HIDDEN_KIND, docId: panel.id, userId: 0, authorIds }),
  };
}
