import { AppError, commonErrors, fieldError } from '../../app/errors';

/** The referee finder's errors (codes in the contracts' ERROR_CODES). */
export const refereesErrors = {
  /** A missing document, or one the caller has no part in (the same answer). */
  documentNotFound: (what = 'Document') =>
    new AppError({ code: 'referees.unknown_document', message: `${what} not found.` }),
  indexBuilding: () => new AppError({ code: 'referees.index_building' }),
  savedSettingsNotFound: () => commonErrors.notFound('Saved settings'),
  /** A 400 naming the setting and what is wrong with it. */
  invalidSetting: (field: string, message: string) => fieldError('validation.failed', field, message),
};
