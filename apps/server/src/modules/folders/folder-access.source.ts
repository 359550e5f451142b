import { createAccessRepository } from '../../app/access.repository';
import type { FolderAccess } from '../referees/referees.ports';
import { createFoldersRepository } from './folders.repository';
import { requireFolder } from './folders.usecases';

/**
 * The folder check of the referee finder's folder default-settings pages: reading them needs
 * a role in the folder, changing them the editor role (editors, the organization's admins,
 * superusers); others get the folder's 404, a viewer asking to change them 403.
 */
export const folderAccessSource: FolderAccess = {
  async load({ db, actor, id, manage }) {
    const { folder } = await requireFolder({
      folders: createFoldersRepository({ db }),
      access: createAccessRepository({ db }),
      user: actor,
      folderId: id,
      permission: manage ? 'folders.edit' : 'folders.read',
    });
    return { id: folder.id, name: folder.name, organizationId: folder.organizationId };
  },
};
