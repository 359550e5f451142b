import { MESSAGES } from '@sciscope/contracts';
import { AppError } from '../../app/errors';

/** Author errors (stable codes). */
export const authorsErrors = {
  notFound: () => new AppError({ code: 'authors.not_found', status: 404, message: 'Author not found.' }),
  /** A logged-in user whose trial ended tried to filter an author's articles. */
  trialExpired: () => new AppError({ code: 'authors.trial_expired', status: 403, message: MESSAGES.trialExpired }),
};
