/**
 * E-mail confirmation. Registration e-mails a link `/accounts/confirm-email/{token}` with a token
 * `{userId}.{expiry}.{signature}`: an HMAC-SHA-256 (instance secret) of the account, the address
 * it was sent to and the expiry. It works for `EMAIL_CONFIRMATION_DAYS` days, for whoever opens it
 * (signed in or not: the signature names the account), and only while the account still has that
 * address. Claims whose evidence is the address are applied at once only for a confirmed one
 * (claims' `claim-policy.ts`); the dashboard offers a new link (`resendEmailConfirmation`).
 */
import { readSignedLinkToken, signedLinkMatches, signedLinkToken } from '../../app/auth/signed-link';
import { EMAIL_CONFIRMATION_DAYS, EMAIL_CONFIRMATION_TEXTS, type CurrentUser } from '@sciscope/contracts';
import { browserSessionUserId, requireAccess, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import { AppError, commonErrors } from '../../app/errors';
import type { Mailer } from '../mail/mailer';
import type { AccountDeps } from './auth.usecases';
import { getCurrentUser } from './current-user.usecases';

/** The token of a confirmation link of this account and address. */
export function emailConfirmationToken({
  secret,
  userId,
  email,
  now = new Date(),
}: {
  secret: string;
  userId: number;
  email: string;
  now?: Date;
}): string {
  return signedLinkToken({
    secret,
    purpose: 'email-confirmation',
    userId,
    bound: email,
    seconds: EMAIL_CONFIRMATION_DAYS * 86_400,
    now,
  });
}

/** The confirmation e-mail (plain text: every reader shows it). */
export function emailConfirmationMessage({ to, link }: { to: string; link: string }) {
  return {
    to,
    subject: 'Confirm your e-mail address for sciscope',
    text: [
      'Someone (we hope you) registered a sciscope account with this address.',
      '',
      `Confirm that it is yours within ${EMAIL_CONFIRMATION_DAYS} days: ${link}`,
      '',
      'Until it is confirmed, claims of author profiles and articles wait for a moderator.',
      'If you did not register, ignore this e-mail: the account stays unconfirmed.',
    ].join('\n'),
  };
}

export interface ConfirmationMail {
  mailer: Mailer;
  secret: string;
  publicUrl: string;
}

/** E-mails the account a confirmation link for its address. */
export async function sendEmailConfirmation({
  mailer,
  secret,
  publicUrl,
  userId,
  email,
  now = new Date(),
}: ConfirmationMail & { userId: number; email: string; now?: Date }): Promise<void> {
  const token = emailConfirmationToken({ secret, userId, email, now });
  await mailer.send(emailConfirmationMessage({ to: email, link: `${publicUrl}/accounts/confirm-email/${token}` }));
}

const invalidLink = () => new AppError({ code: 'common.bad_request', message: EMAIL_CONFIRMATION_TEXTS.invalidLink });

/**
 * Confirms the address a link's token names, when the account still has it. Answers the current
 * user when the request is signed in as that account (its `email_confirmed` turned true), else null.
 */
export async function confirmEmail({
  accounts,
  access,
  user,
  secret,
  token,
  now = new Date(),
}: Pick<AccountDeps, 'accounts' | 'access'> & { user: Actor; secret: string; token: string; now?: Date }): Promise<{
  message: string;
  currentUser: CurrentUser | null;
}> {
  await requireAccess({ access, user, permission: 'account.confirm_email' });
  const read = readSignedLinkToken(token, now);
  if (!read) throw invalidLink();
  const { userId, expires, given } = read;
  const account = await accounts.findCredentialsById({ userId });
  if (!account || !account.isActive) throw invalidLink();
  const parts = { secret, purpose: 'email-confirmation', userId, expires, bound: account.email } as const;
  if (!signedLinkMatches(parts, given)) throw invalidLink();
  if (!(await accounts.confirmEmail({ userId, email: account.email }))) throw invalidLink();
  const signedInAs = browserSessionUserId(user);
  return {
    message: EMAIL_CONFIRMATION_TEXTS.confirmed,
    currentUser: signedInAs === userId ? await getCurrentUser({ accounts, access, user }) : null,
  };
}

/** Sends the signed-in account a new link; says so when its address is confirmed already. */
export async function resendEmailConfirmation({
  accounts,
  access,
  user,
  now = new Date(),
  ...mail
}: Pick<AccountDeps, 'accounts' | 'access'> & ConfirmationMail & { user: Actor; now?: Date }): Promise<{
  message: string;
}> {
  await requireAccess({ access, user, permission: 'account.resend_confirmation' });
  const profile = await accounts.findProfile({ userId: (user as SessionUser).id });
  if (!profile) throw commonErrors.unauthenticated();
  if (profile.emailConfirmed) return { message: EMAIL_CONFIRMATION_TEXTS.already };
  await sendEmailConfirmation({ ...mail, userId: profile.id, email: profile.email, now });
  return { message: EMAIL_CONFIRMATION_TEXTS.sent(profile.email) };
}
