import { searchLimitMessage, type SearchInvalidQueryDetails } from '@sciscope/contracts';
import type { SearchQueryError } from '@sciscope/engine';
import { AppError } from '../../app/errors';

/** Search errors (stable codes). */
export const searchErrors = {
  /** A query the parser rejected: its message, with the problem's code and position as details. */
  invalidQuery: (error: SearchQueryError) =>
    new AppError({
      code: 'search.invalid_query',
      message: error.message,
      details: { code: error.code, position: error.position } satisfies SearchInvalidQueryDetails,
    }),
  /**
   * The daily search cap is used up. 429 (Too Many Requests): the request was fine, the
   * client has simply asked too often today; 403 would say it may never search. The message
   * is the one spec 01 section 8 reads (last word = the limit).
   */
  limitExceeded: ({ limit, isAnonymous }: { limit: number; isAnonymous: boolean }) =>
    new AppError({
      code: 'search.limit_exceeded',
      message: searchLimitMessage({ limit, isAnonymous }),
      details: { limit, isAnonymous },
    }),
};
