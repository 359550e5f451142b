import {
  COLLECTION_LIMITS,
  labelNameKey,
  nextLabelColor,
  type CollectionResponse,
  type CollectionSummary,
  type CollectionsListResponse,
} from '@sciscope/contracts';
import { hasAccess, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { collectionsErrors } from './collections.errors';
import type { CollectionsRepository, LabelRow } from './collections.repository';

/*
 * Labels and collections (spec 01: /collections/manage/). Who may do what:
 * - a label is read (listed, its chips shown, its articles paged, exported) by its owner and by
 *   every member of the organization it is shared with; anyone else gets 404 for it, as for a
 *   missing id (superusers included: labels are their owners' own);
 * - the readers who hold can_manage_collections add and remove its articles;
 * - its owner, holding can_manage_collections, renames, recolours, shares, unshares and
 *   deletes it; an organization member who reads it gets 403 for these;
 * - creating a label needs can_manage_collections; a label is shared with one of the owner's
 *   organizations at most;
 * - everything needs a browser session (`collections.*` are `session` rules): API tokens get 403.
 * The current-user flags follow from these rules (current-user.usecases.ts).
 */

export interface CollectionsCaller {
  collections: CollectionsRepository;
  access: AccessRepository;
  user: Actor;
}

type CollectionPermission = 'collections.read' | 'collections.edit' | 'collections.manage';

/** What the caller may do with one label. */
export interface LabelRights {
  isOwner: boolean;
  canEdit: boolean;
  canManage: boolean;
}

export function toSummary(row: LabelRow, rights: LabelRights): CollectionSummary {
  return {
    id: row.id,
    name: row.name,
    color: row.color,
    organization: row.organizationId !== null ? { id: row.organizationId, name: row.organizationName ?? '' } : null,
    owner: { id: row.ownerId, name: row.ownerName },
    articlesCount: row.articlesCount,
    isOwner: rights.isOwner,
    canEdit: rights.canEdit,
    canManage: rights.canManage,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** Whether the caller holds can_manage_collections (the system actor does). */
async function holdsRight({ access, user }: CollectionsCaller): Promise<boolean> {
  return hasAccess({ access, user, permission: 'collections.manage' });
}

function rightsOf(row: LabelRow, current: SessionUser | null, holds: boolean): LabelRights {
  const isOwner = current === null || row.ownerId === current.id;
  return { isOwner, canEdit: holds, canManage: holds && isOwner };
}

/**
 * The label if the caller may act on it with `permission` (after that permission's own
 * check): 404 for a label they do not read, 403 for a reader asking to manage another's label.
 */
export async function openLabel(
  caller: CollectionsCaller,
  labelId: number,
  permission: CollectionPermission,
): Promise<{ label: LabelRow; current: SessionUser | null; rights: LabelRights }> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission });
  const label = await caller.collections.findLabel({ labelId });
  if (!label) throw collectionsErrors.labelNotFound();
  const current = grant.user;
  if (current && label.ownerId !== current.id) {
    const reads =
      label.organizationId !== null &&
      (await caller.collections.memberOrganizationIds({ userId: current.id })).has(label.organizationId);
    if (!reads) throw collectionsErrors.labelNotFound();
    if (permission === 'collections.manage') throw commonErrors.forbidden();
  }
  const holds = permission === 'collections.read' ? await holdsRight(caller) : true;
  return { label, current, rights: rightsOf(label, current, holds) };
}

/** Refuses sharing with an organization the owner does not belong to. */
async function checkOrganization(caller: CollectionsCaller, ownerId: number, organizationId: number | null) {
  if (organizationId === null) return;
  if (!(await caller.collections.memberOrganizationIds({ userId: ownerId })).has(organizationId)) {
    throw collectionsErrors.unknownOrganization();
  }
}

/** `GET /api/collections`: the caller's labels by name, then those shared with them, and where they may share. */
export async function listCollections(caller: CollectionsCaller): Promise<CollectionsListResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'collections.read' });
  if (!grant.user) throw commonErrors.unauthenticated();
  const userId = grant.user.id;
  const [rows, organizations, holds] = await Promise.all([
    caller.collections.listReadable({ userId }),
    caller.collections.listUserOrganizations({ userId }),
    holdsRight(caller),
  ]);
  const summaries = rows.map((row) => toSummary(row, rightsOf(row, grant.user, holds)));
  return {
    collections: [...summaries.filter((s) => s.isOwner), ...summaries.filter((s) => !s.isOwner)],
    organizations,
  };
}

/** `POST /api/collections`: a new, empty label owned by the caller. */
export async function createCollection({
  input,
  ...caller
}: CollectionsCaller & {
  input: { name: string; color?: string | undefined; organization_id: number | null };
}): Promise<CollectionResponse> {
  const grant = await requireAccess({ access: caller.access, user: caller.user, permission: 'collections.manage' });
  // A label belongs to a person: the system actor has no account to own it.
  if (!grant.user) throw commonErrors.unauthenticated();
  const ownerId = grant.user.id;
  await checkOrganization(caller, ownerId, input.organization_id);
  const owned = await caller.collections.countOwned({ ownerId });
  if (owned >= COLLECTION_LIMITS.perUser) throw collectionsErrors.tooMany();
  const labelId = await caller.collections.insertLabel({
    ownerId,
    name: input.name,
    nameKey: labelNameKey(input.name),
    color: input.color ?? nextLabelColor(owned),
    organizationId: input.organization_id,
    now: nowIso(),
  });
  if (labelId === null) throw collectionsErrors.nameTaken(input.name);
  const label = await caller.collections.findLabel({ labelId });
  if (!label) throw new Error(`label ${labelId} vanished after insert`);
  return { collection: toSummary(label, { isOwner: true, canEdit: true, canManage: true }) };
}

/** `GET /api/collections/{id}` */
export async function getCollection({
  labelId,
  ...caller
}: CollectionsCaller & { labelId: number }): Promise<CollectionResponse> {
  const { label, rights } = await openLabel(caller, labelId, 'collections.read');
  return { collection: toSummary(label, rights) };
}

/** `PUT /api/collections/{id}`: rename, recolour, share or unshare (its owner). */
export async function updateCollection({
  labelId,
  changes,
  ...caller
}: CollectionsCaller & {
  labelId: number;
  changes: { name?: string | undefined; color?: string | undefined; organization_id?: number | null | undefined };
}): Promise<CollectionResponse> {
  const { label, rights } = await openLabel(caller, labelId, 'collections.manage');
  if (changes.organization_id !== undefined) await checkOrganization(caller, label.ownerId, changes.organization_id);
  const set: Parameters<CollectionsRepository['updateLabel']>[0]['changes'] = {};
  if (changes.name !== undefined) {
    const nameKey = labelNameKey(changes.name);
    if (await caller.collections.nameKeyTaken({ ownerId: label.ownerId, nameKey, exceptId: labelId })) {
      throw collectionsErrors.nameTaken(changes.name);
    }
    Object.assign(set, { name: changes.name, nameKey });
  }
  if (changes.color !== undefined) set.color = changes.color;
  if (changes.organization_id !== undefined) set.organizationId = changes.organization_id;
  if (Object.keys(set).length > 0) {
    // The check above and the unique index agree; the index wins a race between two renames.
    if (!(await caller.collections.updateLabel({ labelId, changes: set, now: nowIso() }))) {
      throw collectionsErrors.nameTaken(changes.name ?? label.name);
    }
  }
  const updated = await caller.collections.findLabel({ labelId });
  if (!updated) throw collectionsErrors.labelNotFound();
  return { collection: toSummary(updated, rights) };
}

/** `DELETE /api/collections/{id}` (its owner): the label and its article list; the articles stay in the corpus. */
export async function deleteCollection({ labelId, ...caller }: CollectionsCaller & { labelId: number }) {
  await openLabel(caller, labelId, 'collections.manage');
  await caller.collections.deleteLabel({ labelId });
}
