import { AppError } from '../../app/errors';

/** Article errors (stable codes). */
export const articlesErrors = {
  notFound: () => new AppError({ code: 'articles.not_found' }),
};
