import { MESSAGES } from '@sciscope/contracts';
import { AppError, fieldError } from '../../app/errors';

/** Errors of the profile page's calls; 400s name the field the form shows them under. */
export const profileErrors = {
  wrongPassword: () => fieldError('profile.wrong_password', 'currentPassword'),
  samePassword: () => fieldError('profile.same_password', 'newPassword'),
  emailTaken: () => fieldError('auth.email_taken', 'email', MESSAGES.emailTaken),
  currentSession: () => new AppError({ code: 'profile.current_session' }),
  tooManyAttempts: () =>
    new AppError({ code: 'common.rate_limited', message: 'Too many password attempts. Try again in a minute.' }),
};
