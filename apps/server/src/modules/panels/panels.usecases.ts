/**
 * Panels, subpanels and compositions (spec 03 panel composer; docs/panel-composer.md). Who may
 * do what: the `panel_composer` quota, then a role in the panel's organization (any role reads
 * and edits: the panel is the organization's shared work); a panel of another organization
 * answers 404, as a missing one does. A base composition (the current members) can only be
 * duplicated; its members change with the panel (`PUT /api/panel/{id}`).
 */
import {
  PANEL_LIMITS,
  type CreatePanelBody,
  type PanelComputation,
  type PanelDetail,
  type PanelListResponse,
  type SubpanelBody,
  type SubpanelDocumentsResponse,
  type UpdatePanelBody,
} from '@sciscope/contracts';
import {
  isSystemActor,
  requireAccess,
  requireAccessBeforeInput,
  type AccessRepository,
  type Actor,
} from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { AppError, commonErrors } from '../../app/errors';
import type { AuthorsGroupsSource } from '../referees/ref-doc.port';
import type { RefDocRegistry } from '../referees/ref-doc.registry';
import type { RankingIndexHolder } from '../referees/ranking-index';
import type { RefereeCorpusHolder } from '../referees/referee-corpus.repository';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import { createTasksRepository, type TaskRow } from '../tasks/tasks.repository';
import { panelsErrors } from './panels.errors';
import type { PanelRow, PanelsRepository, SubpanelRow } from './panels.repository';

/** The task kind of a panel computation. */
export const PANEL_COMPUTE_TASK = 'panels.compute';

export interface PanelsDeps {
  db: Db;
  access: AccessRepository;
  panels: PanelsRepository;
  /** Proposal and article documents (the referee finder's sources). */
  registry: RefDocRegistry;
  authorsGroups?: AuthorsGroupsSource;
  /** The article index and corpus copy, for people scored on request (members, people added by id). */
  holders: { holder: RankingIndexHolder; corpus: RefereeCorpusHolder };
  /** Tells the task runner a task was queued. */
  wake: () => void;
  /** The support mailbox of the failure alert. */
  contactEmail: string | null;
}

export const userIdOf = (actor: Actor): number | null => (actor && !isSystemActor(actor) ? actor.id : null);

/** The panel if the caller may act on it with `permission` (403 without the quota, else 404). */
export async function requirePanel({
  deps,
  actor,
  panelId,
  permission,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  permission: 'panels.read' | 'panels.edit';
}): Promise<PanelRow> {
  await requireAccessBeforeInput({ access: deps.access, user: actor, permission });
  const panel = await deps.panels.find(panelId);
  if (!panel) throw panelsErrors.panelNotFound();
  try {
    await requireAccess({
      access: deps.access,
      user: actor,
      permission,
      resource: { kind: 'organization', id: panel.organizationId },
    });
  } catch (error) {
    // The organization's 404 would name it; the panel's is the same answer as a missing one.
    if (error instanceof AppError && error.code === 'common.not_found') throw panelsErrors.panelNotFound();
    throw error;
  }
  return panel;
}

/** The panel and one of its compositions (404 for another panel's). */
export async function requireComposition(input: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
  permission: 'panels.read' | 'panels.edit';
}) {
  const panel = await requirePanel(input);
  const composition = await input.deps.panels.findComposition(panel.id, input.compositionId);
  if (!composition) throw panelsErrors.compositionNotFound();
  return { panel, composition };
}

/** The computation state of a panel (see docs/panel-composer.md "States"). */
export function computationOf(panel: PanelRow, task: TaskRow | undefined): PanelComputation {
  const computed = panel.computedVersion !== null;
  const stale = computed && panel.computedVersion !== panel.contentVersion;
  const base = { taskId: task?.id ?? null, computedAt: panel.computedAt, stale };
  if (task && (task.state === 'queued' || task.state === 'running')) {
    const total = task.progressTotal;
    return {
      ...base,
      state: task.state,
      step: task.step,
      // A step of one unit (reading the corpus, saving) has no percentage to show: it would sit at
      // 0% until it ends (walk 12), so it shows as under way.
      percent: total && total > 1 ? Math.min(100, Math.round((task.progressDone / total) * 1000) / 10) : null,
    };
  }
  if (task && task.state === 'failed') return { ...base, state: 'failed', step: task.step, percent: null };
  return { ...base, state: computed ? 'done' : 'not_computed', step: null, percent: null };
}

export async function panelComputation(deps: PanelsDeps, panel: PanelRow): Promise<PanelComputation> {
  const task =
    panel.computeTaskId === null
      ? undefined
      : await createTasksRepository({ db: deps.db }).findById(panel.computeTaskId);
  return computationOf(panel, task);
}

/**
 * `GET /api/panel/{id}/computation`: the computation's state, step and percentage, for anyone
 * who may read the panel (the task itself is its owner's: another editor of the panel follows
 * the computation here).
 */
export async function getPanelComputation({
  deps,
  actor,
  panelId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
}): Promise<PanelComputation> {
  return panelComputation(deps, await requirePanel({ deps, actor, panelId, permission: 'panels.read' }));
}

/** Corpus authors only (a 400 naming the first unknown id). */
async function requireAuthors(deps: PanelsDeps, authorIds: readonly number[], field: string): Promise<void> {
  const known = await deps.panels.existingAuthors(authorIds);
  const unknown = authorIds.find((id) => !known.has(id));
  if (unknown !== undefined) throw commonErrors.validation({ [field]: `Unknown author id ${unknown}.` });
}

/** `GET /api/panels`. */
export async function listPanels({
  deps,
  actor,
  offset,
}: {
  deps: PanelsDeps;
  actor: Actor;
  offset: number;
}): Promise<PanelListResponse> {
  await requireAccess({ access: deps.access, user: actor, permission: 'panels.use' });
  const userId = userIdOf(actor);
  const organizations = userId === null ? [] : await deps.panels.organizationsOf(userId);
  const { rows, total } = await deps.panels.list({
    organizationIds: organizations.map((o) => o.id),
    offset,
    limit: PANEL_LIMITS.panelsPageSize,
  });
  const panels = await Promise.all(
    rows.map(async (panel) => {
      const [subpanels, documents, base] = await Promise.all([
        deps.panels.subpanels(panel.id),
        deps.panels.documents(panel.id),
        deps.panels.baseComposition(panel.id),
      ]);
      return {
        id: panel.id,
        panelName: panel.name,
        organization: { id: panel.organizationId, name: panel.organizationName },
        subpanelsCount: subpanels.length,
        documentsCount: documents.length,
        membersCount: base.membersCount,
        computation: await panelComputation(deps, panel),
        updatedAt: panel.updatedAt,
      };
    }),
  );
  const next = offset + rows.length;
  return { panels, total, offset, nextOffset: next < total ? next : null, organizations };
}

/** `POST /api/panels`: a panel in one of the caller's organizations, with its base composition. */
export async function createPanel({
  deps,
  actor,
  body,
}: {
  deps: PanelsDeps;
  actor: Actor;
  body: CreatePanelBody;
}): Promise<{ id: number }> {
  await requireAccessBeforeInput({ access: deps.access, user: actor, permission: 'panels.edit' });
  await requireAccess({
    access: deps.access,
    user: actor,
    permission: 'panels.edit',
    resource: { kind: 'organization', id: body.organizationId },
  });
  const members = [...new Set(body.memberAuthorIds)];
  await requireAuthors(deps, members, 'memberAuthorIds');
  const id = await deps.panels.insert({
    organizationId: body.organizationId,
    name: body.name,
    createdBy: userIdOf(actor),
    memberAuthorIds: members,
  });
  return { id };
}

async function previewOf(deps: PanelsDeps, panelId: number, subpanels: SubpanelRow[]) {
  const documents = await deps.panels.documents(panelId);
  const titles = await deps.panels.documentTitles(documents);
  return subpanels.map((s) => {
    const own = documents.filter((d) => d.subpanelId === s.id && titles.has(`${d.docKind}:${d.docId}`));
    return {
      id: s.id,
      code: s.code,
      name: s.name,
      documents: {
        total: own.length,
        preview: own.slice(0, PANEL_LIMITS.previewDocuments).map((d) => ({
          docKind: d.docKind,
          docId: d.docId,
          title: titles.get(`${d.docKind}:${d.docId}`) ?? '',
        })),
      },
    };
  });
}

/** `GET /api/panel/{id}`. */
export async function getPanel({
  deps,
  actor,
  panelId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
}): Promise<PanelDetail> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.read' });
  const [subpanels, compositions] = await Promise.all([
    deps.panels.subpanels(panel.id),
    deps.panels.compositions(panel.id),
  ]);
  const base = compositions.find((c) => c.isBase)!;
  const people = await deps.panels.people(base.id);
  const names = await namesOf(
    deps,
    people.map((p) => p.authorId),
  );
  return {
    id: panel.id,
    panelName: panel.name,
    organization: { id: panel.organizationId, name: panel.organizationName },
    subpanels: await previewOf(deps, panel.id, subpanels),
    compositions: compositions.map((c) => ({
      id: c.id,
      name: c.name,
      isEditable: !c.isBase,
      membersCount: c.membersCount,
      createdAt: c.createdAt,
    })),
    members: people.map((p) => ({ id: p.authorId, name: names.get(p.authorId) ?? '' })),
    computation: await panelComputation(deps, panel),
    createdAt: panel.createdAt,
    updatedAt: panel.updatedAt,
  };
}

function namesOf(deps: PanelsDeps, authorIds: number[]): Promise<Map<number, string>> {
  return createRefereesFactsRepository({ db: deps.db }).authorNames(authorIds);
}

/**
 * `PUT /api/panel/{id}`: rename, or set the current members (the base composition). Members
 * added to a computed panel are scored at once (`ensureScored`), so totals stay exact.
 */
export async function updatePanel({
  deps,
  actor,
  panelId,
  body,
  ensureScored,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  body: UpdatePanelBody;
  ensureScored: (panel: PanelRow, authorIds: number[]) => Promise<void>;
}): Promise<PanelDetail> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  if (body.memberAuthorIds) {
    const members = [...new Set(body.memberAuthorIds)];
    await requireAuthors(deps, members, 'memberAuthorIds');
    const base = await deps.panels.baseComposition(panel.id);
    await deps.panels.replaceMembers(base.id, members);
    await ensureScored(panel, members);
  }
  if (body.name !== undefined) await deps.panels.rename(panel.id, body.name);
  return getPanel({ deps, actor, panelId });
}

/** `DELETE /api/panel/{id}`. */
export async function deletePanel({ deps, actor, panelId }: { deps: PanelsDeps; actor: Actor; panelId: number }) {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  await deps.panels.remove(panel.id);
}

/**
 * The documents of a subpanel, each one the caller may see: proposals through the proposal
 * source (a proposal of a folder the caller has no role in is as unknown as a missing one),
 * articles from the corpus. A 400 names the first bad document.
 */
export async function checkDocuments(
  deps: PanelsDeps,
  actor: Actor,
  documents: SubpanelBody['documents'],
  field = 'documents',
): Promise<void> {
  const articles = await deps.panels.existingDocuments(documents.filter((d) => d.docKind === 'article'));
  for (const [i, d] of documents.entries()) {
    if (d.docKind === 'article') {
      if (!articles.has(`article:${d.docId}`))
        throw commonErrors.validation({ [`${field}.${i}.docId`]: `Unknown article ${d.docId}.` });
      continue;
    }
    try {
      await deps.registry.load({ db: deps.db, actor, kind: 'proposal', id: d.docId });
    } catch (error) {
      if (error instanceof AppError && error.status === 404)
        throw commonErrors.validation({ [`${field}.${i}.docId`]: `Unknown proposal ${d.docId}.` });
      throw error;
    }
  }
}

async function requireSubpanel(deps: PanelsDeps, panelId: number, code: string): Promise<SubpanelRow> {
  const subpanel = (await deps.panels.subpanels(panelId)).find((s) => s.code === code);
  if (!subpanel) throw panelsErrors.subpanelNotFound();
  return subpanel;
}

/** `POST /api/panel/{id}/subpanels`. */
export async function createSubpanel({
  deps,
  actor,
  panelId,
  body,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  body: SubpanelBody;
}): Promise<PanelDetail> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  if ((await deps.panels.subpanels(panel.id)).length >= PANEL_LIMITS.subpanels)
    throw commonErrors.validation({ code: `A panel holds at most ${PANEL_LIMITS.subpanels} subpanels.` });
  await checkDocuments(deps, actor, body.documents);
  const id = await deps.panels.insertSubpanel({ panelId: panel.id, ...body });
  if (id === null) throw panelsErrors.subpanelExists();
  return getPanel({ deps, actor, panelId });
}

/** `PUT /api/panel/{id}/subpanels/{code}`: code, name and documents (replaced). */
export async function updateSubpanel({
  deps,
  actor,
  panelId,
  code,
  body,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  code: string;
  body: SubpanelBody;
}): Promise<PanelDetail> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const subpanel = await requireSubpanel(deps, panel.id, code);
  await checkDocuments(deps, actor, body.documents);
  if (!(await deps.panels.updateSubpanel({ panelId: panel.id, subpanelId: subpanel.id, ...body })))
    throw panelsErrors.subpanelExists();
  return getPanel({ deps, actor, panelId });
}

/** `DELETE /api/panel/{id}/subpanels/{code}`. */
export async function deleteSubpanel({
  deps,
  actor,
  panelId,
  code,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  code: string;
}): Promise<PanelDetail> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const subpanel = await requireSubpanel(deps, panel.id, code);
  await deps.panels.deleteSubpanel(panel.id, subpanel.id);
  return getPanel({ deps, actor, panelId });
}

/** `GET /api/panel/{id}/subpanel/{subpanelCode}/documents` (spec 03 section 7). */
export async function subpanelDocuments({
  deps,
  actor,
  panelId,
  code,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  code: string;
}): Promise<SubpanelDocumentsResponse> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.read' });
  const subpanel = await requireSubpanel(deps, panel.id, code);
  const documents = (await deps.panels.documents(panel.id)).filter((d) => d.subpanelId === subpanel.id);
  const titles = await deps.panels.documentTitles(documents);
  return {
    panelName: panel.name,
    subpanel: { id: subpanel.id, code: subpanel.code, name: subpanel.name },
    documents: documents.flatMap((d) => {
      const title = titles.get(`${d.docKind}:${d.docId}`);
      return title === undefined ? [] : [{ docKind: d.docKind, docId: d.docId, title }];
    }),
  };
}

/** `POST /api/panel/{id}/compositions`: a duplicate (the only thing a base composition allows). */
export async function duplicateComposition({
  deps,
  actor,
  panelId,
  fromCompositionId,
  name,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  fromCompositionId: number;
  name: string;
}): Promise<{ id: number }> {
  const { panel, composition } = await requireComposition({
    deps,
    actor,
    panelId,
    compositionId: fromCompositionId,
    permission: 'panels.edit',
  });
  const id = await deps.panels.duplicateComposition({
    panelId: panel.id,
    fromId: composition.id,
    name,
    createdBy: userIdOf(actor),
  });
  return { id };
}

/** `DELETE /api/panel/{panelId}/composition/{compId}`: an editable composition. */
export async function deleteComposition({
  deps,
  actor,
  panelId,
  compositionId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
  compositionId: number;
}): Promise<void> {
  const { composition } = await requireComposition({ deps, actor, panelId, compositionId, permission: 'panels.edit' });
  if (composition.isBase) throw panelsErrors.baseComposition();
  await deps.panels.deleteComposition(composition.id);
}

/**
 * `POST /api/panel/{id}/compute` (spec 03): queues the computation as a background task owned
 * by the caller; a computation already queued or running is answered instead of a second one.
 */
export async function scheduleComputation({
  deps,
  actor,
  panelId,
}: {
  deps: PanelsDeps;
  actor: Actor;
  panelId: number;
}): Promise<{ taskId: number; computation: PanelComputation }> {
  const panel = await requirePanel({ deps, actor, panelId, permission: 'panels.edit' });
  const tasks = createTasksRepository({ db: deps.db });
  const current = panel.computeTaskId === null ? undefined : await tasks.findById(panel.computeTaskId);
  if (current && (current.state === 'queued' || current.state === 'running'))
    return { taskId: current.id, computation: computationOf(panel, current) };
  const taskId = await tasks.insert({
    kind: PANEL_COMPUTE_TASK,
    params: { panelId: panel.id },
    ownerId: userIdOf(actor),
    runner: 'server',
  });
  await deps.panels.setComputeTask(panel.id, taskId);
  deps.wake();
  const updated = (await deps.panels.find(panel.id))!;
  return { taskId, computation: computationOf(updated, await tasks.findById(taskId)) };
}
