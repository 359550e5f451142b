import { JOB_MESSAGES } from '@sciscope/contracts';
import { AppError, commonErrors, fieldError } from '../../app/errors';

/** The jobs board's refusals (codes in packages/contracts error-codes.ts). */
export const jobsErrors = {
  vacancyNotFound: () => commonErrors.notFound('Vacancy'),
  applicationNotFound: () => commonErrors.notFound('Application'),
  notFound: (what: string) => commonErrors.notFound(what),
  cannotEdit: () => new AppError({ code: 'jobs.cannot_edit', message: JOB_MESSAGES.cannotEdit }),
  closed: () => new AppError({ code: 'jobs.closed' }),
  alreadyApplied: () => new AppError({ code: 'jobs.already_applied' }),
  unknownUser: () => fieldError('jobs.unknown_user', 'email'),
  tagExists: (name: string) => fieldError('jobs.tag_exists', 'name', JOB_MESSAGES.tagExists(name)),
  tagAssigned: (name: string) => new AppError({ code: 'jobs.tag_assigned', message: JOB_MESSAGES.tagAssigned(name) }),
  mergeRefused: () => new AppError({ code: 'jobs.merge_refused' }),
  removeRefused: () => new AppError({ code: 'jobs.remove_refused' }),
  field: (field: string, message: string) => fieldError('validation.failed', field, message),
};
