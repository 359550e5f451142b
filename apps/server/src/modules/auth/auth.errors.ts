import { MESSAGES } from '@sciscope/contracts';
import { AppError } from '../../app/errors';

/**
 * Auth errors. Bad credentials are a 400, not a 401: the web client replaces every 401
 * text with 'Please login', and the login form must show the spec's own message.
 */
export const authErrors = {
  invalidCredentials: () =>
    new AppError({ code: 'auth.invalid_credentials', status: 400, message: MESSAGES.invalidCredentials }),
  emailTaken: () =>
    new AppError({
      code: 'auth.email_taken',
      status: 400,
      message: MESSAGES.emailTaken,
      details: { fields: { email: MESSAGES.emailTaken } },
    }),
  tooManyAttempts: () =>
    new AppError({
      code: 'common.rate_limited',
      status: 429,
      message: 'Too many login attempts. Try again in a minute.',
    }),
};
