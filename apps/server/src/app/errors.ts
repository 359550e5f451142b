import { ERROR_CODES, type ErrorCode } from '@sciscope/contracts';

/**
 * An error that is safe to show: a code of the contracts' `ERROR_CODES`, the HTTP status that
 * code carries, and a user-facing message (the code's text unless a more precise one is given).
 * Anything else thrown in a request becomes a plain 500 'Internal server error'.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;

  constructor({ code, message, details }: { code: ErrorCode; message?: string; details?: unknown }) {
    super(message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_CODES[code].status;
    this.details = details;
  }
}

/** A 400 on one input field: `details.fields` names it, as validation errors do. */
export function fieldError(code: ErrorCode, field: string, message: string = ERROR_CODES[code].message): AppError {
  return new AppError({ code, message, details: { fields: { [field]: message } } });
}

/** Factories shared by every feature; features add their own in `<feature>.errors.ts`. */
export const commonErrors = {
  unauthenticated: () => new AppError({ code: 'auth.unauthenticated' }),
  forbidden: () => new AppError({ code: 'auth.forbidden' }),
  /** Also used for other users' objects, so existence is never revealed. */
  notFound: (what = 'Object') => new AppError({ code: 'common.not_found', message: `${what} not found.` }),
  validation: (fields: Record<string, string>) =>
    new AppError({
      code: 'validation.failed',
      message: Object.values(fields)[0] ?? ERROR_CODES['validation.failed'].message,
      details: { fields },
    }),
  badRequest: (message: string) => new AppError({ code: 'common.bad_request', message }),
  csrf: () => new AppError({ code: 'auth.csrf' }),
  /** A Bearer token that is malformed, unknown, revoked, or whose creator may no longer use it. */
  invalidApiToken: () => new AppError({ code: 'auth.invalid_token' }),
  /** Account and token management need a browser session; an API token may not do them. */
  sessionRequired: () => new AppError({ code: 'auth.session_required' }),
};
