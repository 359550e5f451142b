import { MESSAGES } from '@sciscope/contracts';

/**
 * An error that is safe to show: a stable code, an HTTP status and a user-facing message.
 * Anything else thrown in a request becomes a plain 500 'Internal server error'.
 */
export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;

  constructor({ code, status, message, details }: { code: string; status: number; message: string; details?: unknown }) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = status;
    this.details = details;
  }
}

/** Factories shared by every feature; features add their own in `<feature>.errors.ts`. */
export const commonErrors = {
  unauthenticated: () => new AppError({ code: 'auth.unauthenticated', status: 401, message: MESSAGES.pleaseLogin }),
  forbidden: () => new AppError({ code: 'auth.forbidden', status: 403, message: MESSAGES.forbidden }),
  /** Also used for other users' objects, so existence is never revealed. */
  notFound: (what = 'Object') => new AppError({ code: 'common.not_found', status: 404, message: `${what} not found.` }),
  validation: (fields: Record<string, string>) =>
    new AppError({
      code: 'validation.failed',
      status: 400,
      message: Object.values(fields)[0] ?? 'Invalid input.',
      details: { fields },
    }),
  badRequest: (message: string, code = 'common.bad_request') => new AppError({ code, status: 400, message }),
  /** A Bearer token that is malformed, unknown, revoked, or whose creator may no longer use it. */
  invalidApiToken: () =>
    new AppError({ code: 'auth.invalid_token', status: 401, message: 'Invalid or revoked API token.' }),
  /** Account and token management need a browser session; an API token may not do them. */
  sessionRequired: () =>
    new AppError({
      code: 'auth.session_required',
      status: 403,
      message: 'This operation needs a logged-in browser session; API tokens may not perform it.',
    }),
  csrf: () => new AppError({ code: 'auth.csrf', status: 403, message: 'Cross-site request rejected.' }),
};
