import { AppError, fieldError } from '../../app/errors';

/**
 * Auth errors. Bad credentials are a 400, not a 401: the web client replaces every 401
 * text with 'Please login', and the login form must show the spec's own message.
 */
export const authErrors = {
  invalidCredentials: () => new AppError({ code: 'auth.invalid_credentials' }),
  emailTaken: () => fieldError('auth.email_taken', 'email'),
  tooManyAttempts: () =>
    new AppError({ code: 'common.rate_limited', message: 'Too many login attempts. Try again in a minute.' }),
  tooManyResets: () =>
    new AppError({
      code: 'common.rate_limited',
      message: 'Too many reset links asked for this address. Try again in a minute.',
    }),
  tooManyConfirmations: () =>
    new AppError({
      code: 'common.rate_limited',
      message: 'Three confirmation links were sent in the last ten minutes: use one of them, or try again later.',
    }),
};
