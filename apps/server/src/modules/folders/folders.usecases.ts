import {
  DOCUMENT_LIMITS,
  type Folder,
  type FolderPageResponse,
  type FolderRole,
  type FoldersResponse,
} from '@sciscope/contracts';
import { hasAccess, isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { nowIso } from '../../app/database/kysely';
import { commonErrors } from '../../app/errors';
import { foldersErrors } from './folders.errors';
import type { FolderRecord, FoldersRepository } from './folders.repository';
import type { ProposalsRepository } from './proposals.repository';

/**
 * Folders and folder roles. The policy (written once, here and in README):
 * - an organization's admins create its folders and give its members a role in each: viewer
 *   (reads the folder and its proposals) or editor (also adds, edits, deletes and imports
 *   proposals, marks and hides referee candidates);
 * - admins of the organization and superusers are editors of all its folders; a member
 *   without a role does not see the folder (404, as for a missing one), nor does anyone
 *   outside the organization; a role stops counting when its holder leaves the organization;
 * - a user without an organization has one personal folder, created on first use, of which
 *   they are the only editor; users in an organization work in its folders.
 */
/** The permissions whose rule is a folder role (checked on a folder or a proposal in it). */
export type FolderPermission = 'folders.read' | 'folders.edit' | 'folders.marks.read' | 'proposals.mark_referees';

export interface FoldersDeps {
  folders: FoldersRepository;
  access: AccessRepository;
  user: Actor;
}

/** The personal folder's name (one per user, so no choice is offered). */
export const PERSONAL_FOLDER_NAME = 'My proposals';

function toFolder(record: FolderRecord, role: FolderRole): Folder {
  return {
    id: record.id,
    name: record.name,
    organizationId: record.organizationId,
    organizationName: record.organizationName,
    personal: record.personalOwnerId !== null,
    role,
    proposalsCount: record.proposalsCount,
    createdAt: record.createdAt,
  };
}

/** The folder resource of the access rules. */
export function folderResource(folder: Pick<FolderRecord, 'id' | 'organizationId' | 'personalOwnerId'>) {
  return {
    kind: 'folder' as const,
    id: folder.id,
    organizationId: folder.organizationId,
    personalOwnerId: folder.personalOwnerId,
  };
}

/**
 * Loads a folder and checks `permission` on it: 404 'Folder not found.' for a missing one and
 * for one the caller has no role in, 403 for a viewer asking for an editor's right.
 */
export async function requireFolder({
  folders,
  access,
  user,
  folderId,
  permission,
}: FoldersDeps & { folderId: number; permission: FolderPermission }): Promise<{
  folder: FolderRecord;
  role: FolderRole;
}> {
  // Guests learn nothing about ids: the login check comes before the lookup.
  if (user === null) throw commonErrors.unauthenticated();
  const folder = await folders.find({ folderId });
  if (!folder) throw foldersErrors.folderNotFound();
  const grant = await requireAccess({ access, user, permission, resource: folderResource(folder) });
  return { folder, role: grant.folderRole ?? 'editor' };
}

/** `GET /api/folders`: the caller's folders, where they may create one, and the personal-folder switch. */
export async function listFolders({ folders, access, user }: FoldersDeps): Promise<FoldersResponse> {
  const grant = await requireAccess({ access, user, permission: 'folders.list' });
  const me = grant.user;
  if (!me) {
    // The system actor (CLI) sees every folder.
    const all = await folders.listAll();
    return {
      folders: all.map((f) => toFolder(f, 'editor')),
      organizations: await folders.allOrganizations(),
      canUsePersonalFolder: false,
    };
  }
  const superuser = me.isSuperuser && !me.apiToken;
  const records = superuser ? await folders.listAll() : await folders.listForUser({ userId: me.id });
  const administered = await folders.adminOrganizations({ userId: me.id });
  const adminOf = new Set(administered.map((o) => o.id));
  const visible: Folder[] = [];
  for (const record of records) {
    // A token sees its own organization's folders only.
    if (me.apiToken && record.organizationId !== me.apiToken.organizationId) continue;
    const editor =
      superuser ||
      record.personalOwnerId === me.id ||
      (record.organizationId !== null && adminOf.has(record.organizationId));
    const role = editor ? 'editor' : await access.findFolderRole({ userId: me.id, folderId: record.id });
    if (role !== null) visible.push(toFolder(record, role));
  }
  const organizations = superuser ? await folders.allOrganizations() : administered;
  return {
    folders: visible,
    organizations: me.apiToken ? organizations.filter((o) => o.id === me.apiToken!.organizationId) : organizations,
    canUsePersonalFolder: !me.apiToken && !(await folders.hasMembership({ userId: me.id })),
  };
}

/** `POST /api/folders`: a new folder in an organization the caller administers. */
export async function createFolder({
  folders,
  access,
  user,
  name,
  organizationId,
}: FoldersDeps & { name: string; organizationId: number }): Promise<Folder> {
  const grant = await requireAccess({
    access,
    user,
    permission: 'folders.manage',
    resource: { kind: 'organization', id: organizationId },
  });
  const now = nowIso();
  const id = await folders.insert({
    name,
    organizationId,
    personalOwnerId: null,
    createdBy: grant.user?.id ?? null,
    now,
  });
  const record = await folders.find({ folderId: id });
  return toFolder(record!, 'editor');
}

/**
 * `POST /api/folders/personal`: the caller's personal folder, created on first use. Users in
 * an organization (and API tokens) get 403 `folders.no_personal_folder`: they work in its folders.
 */
export async function ensurePersonalFolder({ folders, access, user }: FoldersDeps): Promise<Folder> {
  const grant = await requireAccess({ access, user, permission: 'folders.personal' });
  const me = grant.user;
  if (!me || isSystemActor(user) || me.apiToken) throw foldersErrors.noPersonalFolder();
  if (await folders.hasMembership({ userId: me.id })) throw foldersErrors.noPersonalFolder();
  const existing = await folders.findPersonal({ userId: me.id });
  if (existing) return toFolder(existing, 'editor');
  await folders.insertPersonal({ userId: me.id, name: PERSONAL_FOLDER_NAME, now: nowIso() });
  return toFolder((await folders.findPersonal({ userId: me.id }))!, 'editor');
}

/** Whether the caller may set roles in the folder (its organization's admins, superusers). */
async function canManageRoles({ access, user }: FoldersDeps, folder: FolderRecord): Promise<boolean> {
  if (folder.organizationId === null) return false;
  return hasAccess({
    access,
    user,
    permission: 'folders.manage',
    resource: { kind: 'organization', id: folder.organizationId },
  });
}

/** `GET /api/folders/{id}`: the folder, a page of its proposals, and its roles for those who set them. */
export async function getFolderPage({
  proposals,
  offset,
  ...deps
}: FoldersDeps & { proposals: ProposalsRepository; folderId: number; offset: number }): Promise<FolderPageResponse> {
  const { folder, role } = await requireFolder({ ...deps, permission: 'folders.read' });
  const page = await proposals.listInFolder({ folderId: folder.id, offset, limit: DOCUMENT_LIMITS.pageSize });
  const members = (await canManageRoles(deps, folder)) ? await deps.folders.listRoles({ folderId: folder.id }) : null;
  return { folder: toFolder(folder, role), proposals: page.rows, totalProposals: page.total, members };
}

/** Loads the folder for a role change: organization admins and superusers; personal folders have none. */
async function requireRoleManager(deps: FoldersDeps & { folderId: number }): Promise<FolderRecord> {
  if (deps.user === null) throw commonErrors.unauthenticated();
  const folder = await deps.folders.find({ folderId: deps.folderId });
  if (!folder) throw foldersErrors.folderNotFound();
  if (folder.organizationId === null) {
    // Only its owner knows a personal folder exists.
    await requireAccess({ ...deps, permission: 'folders.read', resource: folderResource(folder) });
    throw foldersErrors.personalRoles();
  }
  await requireAccess({
    access: deps.access,
    user: deps.user,
    permission: 'folders.manage',
    resource: { kind: 'organization', id: folder.organizationId },
  });
  return folder;
}

/** `PUT /api/folders/{id}/roles`: gives a member of the folder's organization a role (by e-mail). */
export async function setFolderRole({
  email,
  role,
  ...deps
}: FoldersDeps & { folderId: number; email: string; role: FolderRole }): Promise<void> {
  const folder = await requireRoleManager(deps);
  const member = await deps.folders.findMemberByEmail({ organizationId: folder.organizationId!, email });
  if (!member) throw foldersErrors.notAMember();
  await deps.folders.upsertRole({ folderId: folder.id, userId: member.userId, role, now: nowIso() });
}

/** `DELETE /api/folders/{id}/roles/{userId}`: 404 when the user holds no role there. */
export async function removeFolderRole({ userId, ...deps }: FoldersDeps & { folderId: number; userId: number }) {
  const folder = await requireRoleManager(deps);
  if (!(await deps.folders.deleteRole({ folderId: folder.id, userId }))) throw commonErrors.notFound('Role');
}
