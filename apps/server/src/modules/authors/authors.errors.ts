import { AppError } from '../../app/errors';

/** Author errors (stable codes). */
export const authorsErrors = {
  notFound: () => new AppError({ code: 'authors.not_found' }),
};
