import { AppError, commonErrors, fieldError } from '../../app/errors';

/** Errors of folders, proposals and their uploads. */
export const foldersErrors = {
  folderNotFound: () => commonErrors.notFound('Folder'),
  proposalNotFound: () => commonErrors.notFound('Proposal'),
  noPersonalFolder: () => new AppError({ code: 'folders.no_personal_folder' }),
  notAMember: () => fieldError('folders.not_a_member', 'email'),
  personalRoles: () => new AppError({ code: 'folders.personal_roles' }),
  fileTooLarge: () => new AppError({ code: 'proposals.file_too_large' }),
  unsupportedFile: (message?: string) =>
    new AppError({ code: 'proposals.unsupported_file', ...(message ? { message } : {}) }),
  unreadableFile: (message?: string) =>
    new AppError({ code: 'proposals.unreadable_file', ...(message ? { message } : {}) }),
};
