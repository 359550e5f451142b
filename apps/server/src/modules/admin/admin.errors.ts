import { AppError, fieldError } from '../../app/errors';

/** Errors of the superadmin and organisation-admin screens. */
export const adminErrors = {
  unknownEmail: () => fieldError('admin.unknown_email', 'email'),
  unknownOrganizations: (ids: number[]) =>
    fieldError('admin.unknown_organization', 'organizationsIds', `Unknown organisation id: ${ids.join(', ')}.`),
  organizationNameTaken: () => fieldError('admin.organization_exists', 'name'),
  lastAdmin: () => new AppError({ code: 'admin.last_admin' }),
};
