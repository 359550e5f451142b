import type { OrganizationDeletion } from '@sciscope/contracts';
import { AppError, fieldError } from '../../app/errors';

/** "Acme", "Acme and Beta", "Acme, Beta and Gamma". */
function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** Errors of the superadmin and organization-admin screens. */
export const adminErrors = {
  unknownEmail: () => fieldError('admin.unknown_email', 'email'),
  unknownOrganizations: (ids: number[]) =>
    fieldError('admin.unknown_organization', 'organizationsIds', `Unknown organization id: ${ids.join(', ')}.`),
  /**
   * A quota tied to organizations the user does not belong to: stored, it would be useless
   * (the user's save dialogs only offer organizations they are a member of).
   */
  notMemberOf: ({ email, names }: { email: string; names: string[] }) =>
    fieldError(
      'validation.failed',
      'organizationsIds',
      `${email} is not a member of ${listOf(names)}: add them to ${names.length === 1 ? 'it' : 'these organizations'} first, or leave ${names.length === 1 ? 'it' : 'them'} out.`,
    ),
  /** A second grant of a held quota would silently replace the first one's settings. */
  quotaHeld: ({ email, name }: { email: string; name: string }) =>
    fieldError(
      'validation.failed',
      'name',
      `${email} already holds ${name}: revoke it first, or replace its settings (replace: true).`,
    ),
  organizationNameTaken: () => fieldError('admin.organization_exists', 'name'),
  lastAdmin: () => new AppError({ code: 'admin.last_admin' }),
  /** The deletion names what the organization still holds; `details` carries the counts and the list to link. */
  organizationInUse: (impact: OrganizationDeletion) => {
    const { panels, foldersWithProposals, proposals } = impact.blockers;
    const held = [
      panels > 0 ? plural(panels, 'panel') : null,
      proposals > 0 ? `${plural(proposals, 'proposal')} in ${plural(foldersWithProposals, 'folder')}` : null,
    ].filter((part): part is string => part !== null);
    return new AppError({
      code: 'admin.organization_in_use',
      message: `${impact.organization.name} still holds ${listOf(held)}: delete ${held.length === 1 && panels + proposals === 1 ? 'it' : 'them'} first, then the organization.`,
      details: { blockers: impact.blockers, blocking: impact.blocking },
    });
  },
};

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
