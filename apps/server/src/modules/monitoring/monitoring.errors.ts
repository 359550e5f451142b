import { MONITORING_LIMITS } from '@sciscope/contracts';
import { AppError, commonErrors, fieldError } from '../../app/errors';

export const monitoringErrors = {
  /** Also the answer for a monitoring the caller may not see. */
  notFound: () => commonErrors.notFound('Monitoring'),
  /** A tree that does not fit the topics, or a text-form message (`field` names the input). */
  invalidQuery: (message: string, field = 'tree') => fieldError('monitoring.invalid_query', field, message),
  organizationRequired: () => fieldError('monitoring.organization_required', 'organizationId'),
  unknownOrganization: () => fieldError('monitoring.unknown_organization', 'organizationId'),
  tooMany: () =>
    new AppError({
      code: 'monitoring.too_many',
      message: `You keep too many monitorings (at most ${MONITORING_LIMITS.perUser}): delete unused ones first.`,
    }),
  invalidUnsubscribeLink: () => fieldError('monitoring.invalid_unsubscribe_link', 'token'),
};
