import { AppError, commonErrors } from '../../app/errors';

/** Errors of the tasks API. */
export const tasksErrors = {
  notFound: () => commonErrors.notFound('Task'),
  notCancellable: () => new AppError({ code: 'tasks.not_cancellable' }),
  notRetryable: () => new AppError({ code: 'tasks.not_retryable' }),
};
