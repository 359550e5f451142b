import type { AccountDeleted } from '@sciscope/contracts';
import { requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { verifyPassword } from '../../app/auth/passwords';
import { contactAddress, type ContactAddressSettings } from '../../app/contact-address';
import { AppError, commonErrors } from '../../app/errors';
import { nowIso } from '../../app/database/kysely';
import type { ActionsLogRepository } from '../actions-log/actions-log.repository';
import type { JobFilesStorage } from '../job-postings/job-files';
import type { Mailer } from '../mail/mailer';
import type { AccountDeletionRepository } from './account-deletion.repository';
import { profileErrors } from './profile.errors';
import type { ProfileRepository } from './profile.repository';

/*
 * Deleting one's own account (/profile/, `profile.delete_account`: a browser session, never an
 * API token). What goes and what stays is listed in account-deletion.repository.ts: the
 * account's own things and personal data go; its part in shared objects (ontology suggestions
 * and the moderation log, decided claims, proposals and marks in organization folders, shared
 * files, panels) stays without its name, so nobody else loses work.
 */

/**
 * Whom the confirmation tells the former owner to write to, never nobody: the operator's contact
 * mailbox (`SCISCOPE_CONTACT_EMAIL`); without it the address the instance's mail comes from
 * (`SCISCOPE_MAIL_FROM`) unless that is a no-reply one (as the default is); else the initial
 * superuser's (`SCISCOPE_ADMIN_EMAIL`), the operator's own account. The pages' contact links
 * name the same address (`contactAddress`).
 */
export const accountDeletionContact: (settings: ContactAddressSettings) => string = contactAddress;

/** The confirmation e-mail, sent to the address the account had; replies go to `contact`. */
export function accountDeletedMessage({ to, contact }: { to: string; contact: string }) {
  return {
    to,
    subject: 'Your sciscope account was deleted',
    text: [
      'The sciscope account of this address was deleted at its owner’s request, after the password was entered.',
      '',
      'Its sessions, API tokens, organization memberships, quotas, personal folder, monitorings, labels, authors groups, saved searches, referee-finder settings, job applications, vacancies without other people’s applications, committee seats with their votes and comments, and pending claims were deleted with it. Ontology suggestions, decided claims and work in organization folders and panels stay, without your name.',
      '',
      `If you did not ask for this, or have a question about it, write to ${contact} at once.`,
    ].join('\n'),
    headers: { 'Reply-To': contact },
  };
}

export interface AccountDeletionDeps {
  deletion: AccountDeletionRepository;
  profiles: ProfileRepository;
  actionsLog: ActionsLogRepository;
  access: AccessRepository;
  mailer: Mailer;
  /** Where CVs and letters of deleted job applications are removed from. */
  jobFiles: JobFilesStorage;
  /** Whom the confirmation names and replies go to (`accountDeletionContact`). */
  contact: string;
  user: Actor;
}

/**
 * Deletes the caller's account after checking the current password (400 on `currentPassword`);
 * the typed confirmation was checked with the input. Refused (409) for the last superuser and
 * for the owner of vacancies holding other people's applications. Afterwards the job files go
 * from the disk, the actions log keeps one line without the address, and the address gets a
 * confirmation. Answers the address the account had, and whether the confirmation went out.
 */
export async function deleteAccount({
  currentPassword,
  ...deps
}: AccountDeletionDeps & { currentPassword: string }): Promise<AccountDeleted> {
  const { user } = await requireAccess({ access: deps.access, user: deps.user, permission: 'profile.delete_account' });
  if (!user) throw commonErrors.unauthenticated();
  const hash = await deps.profiles.findPasswordHash({ userId: user.id });
  if (!(await verifyPassword({ hash, password: currentPassword }))) throw profileErrors.wrongPassword();
  const profile = await deps.profiles.find({ userId: user.id });
  if (!profile) throw commonErrors.unauthenticated();

  const outcome = await deps.deletion.delete({ userId: user.id });
  if (outcome.kind === 'missing') throw commonErrors.unauthenticated();
  if (outcome.kind === 'last_superuser') throw new AppError({ code: 'profile.last_superuser' });
  if (outcome.kind === 'vacancies_with_applications') throw profileErrors.vacanciesWithApplications(outcome.titles);

  // The rows are gone; a file left behind by a failed removal is unreachable, not exposed.
  await Promise.allSettled(outcome.storedFiles.map((name) => deps.jobFiles.remove(name)));
  await deps.actionsLog.insert({
    userId: null,
    action: 'account.deleted',
    payload: JSON.stringify({ userId: user.id }),
    createdAt: nowIso(),
  });
  // The account is gone whatever the relay says: a failed confirmation is reported, not an error.
  const confirmationSent = await deps.mailer
    .send(accountDeletedMessage({ to: profile.email, contact: deps.contact }))
    .then(
      () => true,
      () => false,
    );
  return { email: profile.email, confirmationSent };
}
