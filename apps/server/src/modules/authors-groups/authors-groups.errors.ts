import { AUTHORS_GROUP_LIMITS } from '@sciscope/contracts';
import { AppError, commonErrors, fieldError } from '../../app/errors';

export const authorsGroupsErrors = {
  /** Also the answer for a group the caller may not see. */
  groupNotFound: () => commonErrors.notFound('Authors group'),
  memberNotFound: () => commonErrors.notFound('Group member'),
  tooManyMembers: () =>
    new AppError({
      code: 'authors_groups.too_many_members',
      message: `A group holds at most ${AUTHORS_GROUP_LIMITS.maxMembers.toLocaleString('en-US')} members.`,
    }),
  unknownOrganization: () => fieldError('authors_groups.unknown_organization', 'organization_id'),
  /** Shared with nobody, while the quota does not allow private groups. */
  organizationRequired: () => fieldError('authors_groups.organization_required', 'organization_id'),
  tooManyEntries: () =>
    commonErrors.validation({
      text: `Paste at most ${AUTHORS_GROUP_LIMITS.maxItemsPerRequest} ORCIDs or author ids at once.`,
    }),
  emptyList: () => commonErrors.validation({ text: 'Paste at least one ORCID or author id.' }),
  unknownAuthor: () => commonErrors.validation({ authorId: 'Pick one of the authors listed.' }),
  alreadyMember: () => commonErrors.validation({ authorId: 'This author already is a member of the group.' }),
};
