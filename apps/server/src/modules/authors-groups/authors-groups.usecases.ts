import type {
  AuthorsGroupResponse,
  AuthorsGroupSummary,
  AuthorsGroupsListResponse,
  AuthorsGroupUpdate,
} from '@sciscope/contracts';
import {
  isSystemActor,
  mayBePrivate,
  requireAccess,
  type AccessGrant,
  type AccessRepository,
  type Actor,
} from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { authorsGroupsErrors } from './authors-groups.errors';
import type { AuthorsGroupsRepository, GroupRow } from './authors-groups.repository';

/*
 * Authors groups (spec 03; quota `authors_group`). Who may do what:
 * - a holder of the quota lists, creates and sees groups; without it every call is 403;
 * - a group is seen by its owner and, when the owner shares it with one of their
 *   organizations, by that organization's members (holding the quota), who may use it as a
 *   referee-finder or panel filter; anyone else gets 404 for it, as for a missing id;
 * - only the owner changes a group (name, labels, sharing, members) or deletes it: an
 *   organization member who sees a shared group gets 403 for a change;
 * - a private group (shared with nobody) needs the quota's canBePrivate, as a private monitoring
 *   does: without it, a new group must be shared and a shared one cannot be made private. A group
 *   that is private already (the plan lost canBePrivate) stays so through renames.
 */

export interface AuthorsGroupsCaller {
  groups: AuthorsGroupsRepository;
  access: AccessRepository;
  user: Actor;
}

function toSummary(row: GroupRow, userId: number | null): AuthorsGroupSummary {
  return {
    id: row.id,
    display_name: row.displayName,
    label: row.label,
    owner_label: row.ownerLabel,
    organization: row.organizationId !== null ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    membersCount: row.membersCount,
    isOwner: userId === null || row.ownerId === userId,
    updatedAt: row.updatedAt,
  };
}

/** The group if the caller may see it (404 otherwise), after the quota check of `permission`. */
export async function openGroup(
  { groups, access, user }: AuthorsGroupsCaller,
  groupId: number,
  permission: 'authors_groups.use' | 'authors_groups.edit',
): Promise<{ group: GroupRow; current: SessionUser | null; grant: AccessGrant }> {
  const grant = await requireAccess({ access, user, permission });
  const group = await groups.findGroup({ groupId });
  if (!group) throw authorsGroupsErrors.groupNotFound();
  const current = grant.user;
  if (current && group.ownerId !== current.id) {
    const shared =
      group.organizationId !== null &&
      (await groups.memberOrganizationIds({ userId: current.id })).has(group.organizationId);
    if (!shared) throw authorsGroupsErrors.groupNotFound();
    if (permission === 'authors_groups.edit') throw commonErrors.forbidden();
  }
  return { group, current, grant };
}

/** Refuses sharing with an organization the owner does not belong to. */
async function checkOrganization(
  caller: AuthorsGroupsCaller,
  current: SessionUser | null,
  organizationId: number | null,
) {
  if (organizationId === null || current === null) return;
  const mine = await caller.groups.memberOrganizationIds({ userId: current.id });
  if (!mine.has(organizationId)) throw authorsGroupsErrors.unknownOrganization();
}

/** `GET /api/authors-groups`: the groups the caller sees, and the organizations they may share with. */
export async function listAuthorsGroups(caller: AuthorsGroupsCaller): Promise<AuthorsGroupsListResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'authors_groups.use' });
  if (!grant.user) return { groups: (await caller.groups.listAll()).map((g) => toSummary(g, null)), organizations: [] };
  const userId = grant.user.id;
  const [rows, organizations] = await Promise.all([
    caller.groups.listVisible({ userId }),
    caller.groups.listUserOrganizations({ userId }),
  ]);
  return { groups: rows.map((g) => toSummary(g, userId)), organizations };
}

/** `POST /api/authors-groups`: a new, empty group owned by the caller. */
export async function createAuthorsGroup({
  input,
  ...caller
}: AuthorsGroupsCaller & {
  input: { display_name: string; label: string; owner_label: string; organization_id: number | null };
}): Promise<AuthorsGroupResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'authors_groups.use' });
  // A group belongs to a person: the system actor has no account to own it.
  if (!grant.user) throw commonErrors.unauthenticated();
  if (input.organization_id === null && !mayBePrivate(grant, undefined))
    throw authorsGroupsErrors.organizationRequired();
  await checkOrganization(caller, grant.user, input.organization_id);
  const groupId = await caller.groups.insertGroup({
    ownerId: grant.user.id,
    organizationId: input.organization_id,
    displayName: input.display_name,
    label: input.label,
    ownerLabel: input.owner_label,
    now: nowIso(),
  });
  const group = await caller.groups.findGroup({ groupId });
  if (!group) throw new Error(`authors group ${groupId} vanished after insert`);
  return { group: toSummary(group, grant.user.id) };
}

/** `GET /api/authors-groups/{id}` */
export async function getAuthorsGroup({ groupId, ...caller }: AuthorsGroupsCaller & { groupId: number }) {
  const { group, current } = await openGroup(caller, groupId, 'authors_groups.use');
  return { group: toSummary(group, current?.id ?? null) };
}

/** `PUT /api/authors-groups/{id}`: rename, relabel, share or unshare (owner only). */
export async function updateAuthorsGroup({
  groupId,
  changes,
  ...caller
}: AuthorsGroupsCaller & { groupId: number; changes: AuthorsGroupUpdate }): Promise<AuthorsGroupResponse> {
  const { group: before, current, grant } = await openGroup(caller, groupId, 'authors_groups.edit');
  // Keeping a group private is allowed; making a shared one private needs canBePrivate.
  if (changes.organization_id === null && !mayBePrivate(grant, before.organizationId)) {
    throw authorsGroupsErrors.organizationRequired();
  }
  if (changes.organization_id !== undefined) await checkOrganization(caller, current, changes.organization_id);
  await caller.groups.updateGroup({
    groupId,
    changes: {
      ...(changes.display_name !== undefined ? { displayName: changes.display_name } : {}),
      ...(changes.label !== undefined ? { label: changes.label } : {}),
      ...(changes.owner_label !== undefined ? { ownerLabel: changes.owner_label } : {}),
      ...(changes.organization_id !== undefined ? { organizationId: changes.organization_id } : {}),
    },
    now: nowIso(),
  });
  const group = await caller.groups.findGroup({ groupId });
  if (!group) throw authorsGroupsErrors.groupNotFound();
  return { group: toSummary(group, current?.id ?? null) };
}

/** `DELETE /api/authors-groups/{id}` (owner only). */
export async function deleteAuthorsGroup({ groupId, ...caller }: AuthorsGroupsCaller & { groupId: number }) {
  await openGroup(caller, groupId, 'authors_groups.edit');
  await caller.groups.deleteGroup({ groupId });
}

/** For the ranking: the groups the actor may use as filters. */
export async function listGroupsForFilters(caller: AuthorsGroupsCaller) {
  const { groups } = await listAuthorsGroups(caller);
  return groups.map((g) => ({ id: g.id, display_name: g.display_name, label: g.label, owner_label: g.owner_label }));
}

/** For the ranking: member author ids per group the actor sees; unknown and hidden ids are left out. */
export async function memberAuthorIdsOfGroups({
  groupIds,
  ...caller
}: AuthorsGroupsCaller & { groupIds: number[] }): Promise<Map<number, Set<number>>> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'authors_groups.use' });
  const wanted = [...new Set(groupIds)];
  let allowed: number[];
  if (isSystemActor(caller.user) || !grant.user) {
    allowed = wanted;
  } else {
    const visible = new Set((await caller.groups.listVisible({ userId: grant.user.id })).map((g) => g.id));
    allowed = wanted.filter((id) => visible.has(id));
  }
  const out = new Map<number, Set<number>>();
  for (const id of allowed) out.set(id, new Set());
  for (const { groupId, authorId } of await caller.groups.membersOfGroups({ groupIds: allowed })) {
    out.get(groupId)?.add(authorId);
  }
  // Unknown ids (no such group) are dropped too.
  if (isSystemActor(caller.user)) {
    const existing = new Set((await caller.groups.listAll()).map((g) => g.id));
    for (const id of out.keys()) if (!existing.has(id)) out.delete(id);
  }
  return out;
}
