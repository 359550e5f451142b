import { MESSAGES } from '@sciscope/contracts';
import { AppError } from '../../app/errors';

/** Errors of the profile page's calls; 400s name the field the form shows them under. */
export const profileErrors = {
  wrongPassword: () =>
    new AppError({
      code: 'profile.wrong_password',
      status: 400,
      message: 'The current password is not correct.',
      details: { fields: { currentPassword: 'The current password is not correct.' } },
    }),
  samePassword: () =>
    new AppError({
      code: 'profile.same_password',
      status: 400,
      message: 'The new password must differ from the current one.',
      details: { fields: { newPassword: 'The new password must differ from the current one.' } },
    }),
  emailTaken: () =>
    new AppError({
      code: 'auth.email_taken',
      status: 400,
      message: MESSAGES.emailTaken,
      details: { fields: { email: MESSAGES.emailTaken } },
    }),
  currentSession: () =>
    new AppError({
      code: 'profile.current_session',
      status: 400,
      message: 'This is the session you are using: log out to end it.',
    }),
  tooManyAttempts: () =>
    new AppError({
      code: 'common.rate_limited',
      status: 429,
      message: 'Too many password attempts. Try again in a minute.',
    }),
};
