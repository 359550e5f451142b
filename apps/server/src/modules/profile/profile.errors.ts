import { MESSAGES } from '@sciscope/contracts';
import { AppError, fieldError } from '../../app/errors';

/** Errors of the profile page's calls; 400s name the field the form shows them under. */
export const profileErrors = {
  wrongPassword: () => fieldError('profile.wrong_password', 'currentPassword'),
  samePassword: () => fieldError('profile.same_password', 'newPassword'),
  emailTaken: () => fieldError('auth.email_taken', 'email', MESSAGES.emailTaken),
  currentSession: () => new AppError({ code: 'profile.current_session' }),
  /** Names the vacancies (at most three, then how many more). */
  vacanciesWithApplications: (titles: string[]) => {
    const shown = titles.slice(0, 3).map((title) => `“${title}”`);
    const more = titles.length > 3 ? ` and ${titles.length - 3} more` : '';
    return new AppError({
      code: 'profile.vacancies_with_applications',
      message: `Your ${titles.length === 1 ? 'vacancy' : 'vacancies'} ${shown.join(', ')}${more} ${titles.length === 1 ? 'has' : 'have'} applications from other people, which would be deleted with your account. Contact the operator of this site to hand ${titles.length === 1 ? 'it' : 'them'} over first.`,
    });
  },
  tooManyAttempts: () =>
    new AppError({ code: 'common.rate_limited', message: 'Too many password attempts. Try again in a minute.' }),
};
