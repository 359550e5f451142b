import {
  MONITORING_LIMITS,
  type Monitoring,
  type MonitoringEditResponse,
  type MonitoringListResponse,
  type MonitoringSummary,
  type MonitoringTopic,
  type MonitoringTreeItemInput,
} from '@sciscope/contracts';
import { parseMonitoringDate, topicListError } from '@sciscope/engine';
import { mayBePrivate, requireAccess, type AccessGrant, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { checkTree } from './monitoring-query-input';
import { monitoringErrors } from './monitoring.errors';
import type { MonitoringRepository, MonitoringRow, StoredTopic } from './monitoring.repository';
import { isUnsubscribeToken, monitoringIdOfToken } from './unsubscribe-token';

/*
 * Saved monitorings (spec 01 sections 3, 6, 7). Who may do what:
 * - anyone, guests included, edits a query and runs it (monitoring-query.usecases.ts); saving
 *   needs a login (401 'Please login') and the monitoring quota (403);
 * - a saved monitoring is its owner's; saved for an organization, it is also seen (listed,
 *   opened, run, duplicated) by that organization's members holding the quota. Anyone else
 *   gets 404 for it, as for a missing id;
 * - only the owner saves changes to it, renames it, deletes it or turns its digest on or off:
 *   an organization member gets 403 (they duplicate it to change a copy of their own);
 * - saving privately (no organization) needs the quota's canBePrivate; otherwise one of the
 *   organizations the quota offers must be chosen: the quota's organizations (organizations_ids)
 *   that the user belongs to, or, when the quota names none, every organization of the user.
 *   What a monitoring already has is kept without these checks: its organization, and being
 *   private. A monitoring can become private without the owner asking (its organization was
 *   deleted, or the plan lost canBePrivate); its owner still saves and renames it as it is,
 *   rather than being asked for an organization they may no longer have. Making a monitoring
 *   private, or creating a private one, still needs canBePrivate.
 */

export interface MonitoringCaller {
  monitorings: MonitoringRepository;
  access: AccessRepository;
  user: Actor;
}

type MonitoringPermission = 'monitoring.read' | 'monitoring.edit';

/** The monitoring if the caller may see it (404 otherwise), after the quota check of `permission`. */
export async function openMonitoring(
  { monitorings, access, user }: MonitoringCaller,
  id: number,
  permission: MonitoringPermission,
): Promise<{ row: MonitoringRow; current: SessionUser | null }> {
  const grant = await requireAccess({ access, user, permission });
  const row = await monitorings.find({ id });
  if (!row) throw monitoringErrors.notFound();
  const current = grant.user;
  if (current && row.ownerId !== current.id) {
    const shared =
      row.organizationId !== null &&
      (await monitorings.memberOrganizations({ userId: current.id })).some((o) => o.id === row.organizationId);
    if (!shared) throw monitoringErrors.notFound();
    if (permission === 'monitoring.edit') throw commonErrors.forbidden();
  }
  return { row, current };
}

/** Stored topics with their concepts' current names; concepts deleted since are left out. */
async function readTopics(
  monitorings: MonitoringRepository,
  rows: MonitoringRow[],
): Promise<Map<number, MonitoringTopic[]>> {
  const parsed = rows.map((row) => [row.id, JSON.parse(row.topics) as StoredTopic[]] as const);
  const names = await monitorings.conceptNames({
    ids: parsed.flatMap(([, topics]) => topics.flatMap((t) => t.concepts.map((c) => c.conceptId))),
  });
  return new Map(
    parsed.map(([id, topics]) => [
      id,
      topics.map((t) => ({
        title: t.title,
        color: t.color,
        disabled: t.disabled,
        required: t.required,
        concepts: t.concepts
          .filter((c) => names.has(c.conceptId))
          .map((c) => ({ conceptId: c.conceptId, name: names.get(c.conceptId)!, selected: c.selected })),
      })),
    ]),
  );
}

function toMonitoring(row: MonitoringRow, topics: MonitoringTopic[], userId: number | null): Monitoring {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    topics,
    tree: row.tree === null ? null : (JSON.parse(row.tree) as MonitoringTreeItemInput),
    useTree: row.useTree,
    organization: row.organizationId !== null ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    isOwner: userId === null || row.ownerId === userId,
    digestEnabled: row.digestEnabled,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** `GET /api/monitoring/{id}` */
export async function getMonitoring({ id, ...caller }: MonitoringCaller & { id: number }) {
  const { row, current } = await openMonitoring(caller, id, 'monitoring.read');
  const topics = (await readTopics(caller.monitorings, [row])).get(row.id)!;
  return { monitoring: toMonitoring(row, topics, current?.id ?? null) };
}

/** `GET /api/monitoring/list?with_topics=&offset=`: the caller's and their organizations', 50 a page. */
export async function listMonitorings({
  withTopics,
  offset,
  ...caller
}: MonitoringCaller & { withTopics: boolean; offset: number }): Promise<MonitoringListResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'monitoring.read' });
  // The system actor has no list of its own.
  if (!grant.user) return { monitorings: [], total: 0, nextOffset: null };
  const limit = 50;
  const { rows, total } = await caller.monitorings.listVisible({ userId: grant.user.id, offset, limit });
  const topics = await readTopics(caller.monitorings, rows);
  const monitorings = rows.map((row): MonitoringSummary => {
    const { topics: rowTopics, tree: _tree, ...rest } = toMonitoring(row, topics.get(row.id)!, grant.user!.id);
    return { ...rest, topicsCount: rowTopics.length, ...(withTopics ? { topics: rowTopics } : {}) };
  });
  return { monitorings, total, nextOffset: offset + rows.length < total ? offset + rows.length : null };
}

/** What `POST /api/monitoring/edit` receives (the contract's output). */
export interface MonitoringEditInput {
  id?: number | undefined;
  title: string;
  date: string;
  topics: Array<{
    title: string;
    color: string;
    conceptIds: number[];
    unselectedConceptIds: number[];
    disabled: boolean;
    required: boolean;
  }>;
  tree: MonitoringTreeItemInput | null;
  useTree: boolean;
  organizationId: number | null;
}

/** The organizations the caller's monitoring quota lets them save for (see the module comment). */
export async function offeredOrganizations(
  monitorings: MonitoringRepository,
  grant: AccessGrant,
): Promise<Array<{ id: number; name: string }>> {
  if (!grant.user) return [];
  const mine = await monitorings.memberOrganizations({ userId: grant.user.id });
  const named = grant.quota?.organizationsIds ?? [];
  return named.length === 0 ? mine : mine.filter((o) => named.includes(o.id));
}

/**
 * `POST /api/monitoring/edit`: creates a monitoring (no `id`) or saves the owner's changes.
 * Checks what the contract cannot: topic titles (spec 01 section 5), the tree against the
 * topics, the date, that every concept exists, and the privacy rule; answers the id.
 */
export async function saveMonitoring({
  input,
  ...caller
}: MonitoringCaller & { input: MonitoringEditInput }): Promise<MonitoringEditResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'monitoring.edit' });
  // A monitoring belongs to a person: the system actor has no account to own it.
  if (!grant.user) throw commonErrors.unauthenticated();
  const existing = input.id === undefined ? null : (await openMonitoring(caller, input.id, 'monitoring.edit')).row;

  const titleProblem = topicListError(input.topics.map((t) => t.title));
  if (titleProblem) throw commonErrors.validation({ topics: titleProblem });
  checkTree(input.tree, input.topics.length);
  if (!parseMonitoringDate(input.date)) throw commonErrors.validation({ date: 'The date range is not valid.' });
  const names = await caller.monitorings.conceptNames({ ids: input.topics.flatMap((t) => t.conceptIds) });
  const unknown = input.topics.flatMap((t) => t.conceptIds).find((id) => !names.has(id));
  if (unknown !== undefined) throw commonErrors.validation({ topics: `Unknown concept id: ${unknown}.` });

  // Keeping what a monitoring already has (its organization, or being private) is always allowed.
  if (input.organizationId === null && !mayBePrivate(grant, existing?.organizationId)) {
    throw monitoringErrors.organizationRequired();
  }
  if (input.organizationId !== null && input.organizationId !== existing?.organizationId) {
    const offered = await offeredOrganizations(caller.monitorings, grant);
    if (!offered.some((o) => o.id === input.organizationId)) throw monitoringErrors.unknownOrganization();
  }

  const fields = {
    organizationId: input.organizationId,
    title: input.title,
    date: input.date,
    topics: input.topics.map((t): StoredTopic => ({
      title: t.title.trim(),
      color: t.color,
      disabled: t.disabled,
      required: t.required,
      concepts: [...new Set(t.conceptIds)].map((conceptId) => ({
        conceptId,
        selected: !t.unselectedConceptIds.includes(conceptId),
      })),
    })),
    tree: input.tree,
    useTree: input.useTree,
  };
  const now = nowIso();
  if (existing) {
    await caller.monitorings.update({ id: existing.id, fields, now });
    return { id: existing.id };
  }
  if ((await caller.monitorings.countOwned({ ownerId: grant.user.id })) >= MONITORING_LIMITS.perUser) {
    throw monitoringErrors.tooMany();
  }
  // The first digest brings what is imported after the monitoring is saved.
  const digestCursor = await caller.monitorings.maxArticleId();
  const id = await caller.monitorings.insert({ ownerId: grant.user.id, fields, digestCursor, now });
  return { id };
}

/** `DELETE /api/monitoring/{id}` (owner only). */
export async function deleteMonitoring({ id, ...caller }: MonitoringCaller & { id: number }): Promise<void> {
  await openMonitoring(caller, id, 'monitoring.edit');
  await caller.monitorings.delete({ id });
}

/** `POST /api/monitoring/{id}/digest`: the owner turns the daily e-mail on or off. */
export async function setMonitoringDigest({
  id,
  enabled,
  ...caller
}: MonitoringCaller & { id: number; enabled: boolean }): Promise<{ digestEnabled: boolean }> {
  await openMonitoring(caller, id, 'monitoring.edit');
  await caller.monitorings.setDigestEnabled({ id, enabled });
  return { digestEnabled: enabled };
}

/**
 * The monitoring a digest's signed link names. An unknown, deleted or re-owned monitoring and a
 * wrong signature all answer the same 400.
 */
async function monitoringOfUnsubscribeLink({
  monitorings,
  access,
  user,
  secret,
  token,
}: MonitoringCaller & { secret: string; token: string }) {
  await requireAccess({ access, user, permission: 'monitoring.unsubscribe' });
  const id = monitoringIdOfToken(token);
  const row = id === null ? null : await monitorings.find({ id });
  if (!row || !isUnsubscribeToken({ secret, token, monitoringId: row.id, ownerId: row.ownerId })) {
    throw monitoringErrors.invalidUnsubscribeLink();
  }
  return row;
}

/**
 * `GET /api/monitoring/unsubscribe?token=`: the title of the monitoring a digest's link names,
 * changing nothing, so the page can ask about that monitoring by name before the button.
 */
export async function describeUnsubscribeLink(
  caller: MonitoringCaller & { secret: string; token: string },
): Promise<{ title: string }> {
  const row = await monitoringOfUnsubscribeLink(caller);
  return { title: row.title };
}

/** `POST /api/monitoring/unsubscribe`: the signed link of a digest turns it off without a login. */
export async function unsubscribeFromDigest(
  caller: MonitoringCaller & { secret: string; token: string },
): Promise<{ title: string }> {
  const row = await monitoringOfUnsubscribeLink(caller);
  await caller.monitorings.setDigestEnabled({ id: row.id, enabled: false });
  return { title: row.title };
}
