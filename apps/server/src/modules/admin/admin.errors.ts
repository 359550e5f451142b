import { AppError } from '../../app/errors';

function fieldError(code: string, field: string, message: string): AppError {
  return new AppError({ code, status: 400, message, details: { fields: { [field]: message } } });
}

/** Errors of the superadmin and organisation-admin screens. */
export const adminErrors = {
  unknownEmail: () => fieldError('admin.unknown_email', 'email', 'No account uses this e-mail.'),
  unknownOrganizations: (ids: number[]) =>
    fieldError('admin.unknown_organization', 'organizationsIds', `Unknown organisation id: ${ids.join(', ')}.`),
  organizationNameTaken: () =>
    fieldError('admin.organization_exists', 'name', 'An organisation with this name already exists.'),
  lastAdmin: () =>
    new AppError({ code: 'admin.last_admin', status: 400, message: 'An organisation must keep at least one admin.' }),
};
