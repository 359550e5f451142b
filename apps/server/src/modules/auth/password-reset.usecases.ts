/**
 * Password reset by e-mail (the spec has no such screens; `/accounts/password-reset/`). A request
 * answers the same whether or not an account uses the address, so nobody learns who has one; the
 * account gets a link with a token `{userId}.{expiry}.{signature}`, an HMAC-SHA-256 (instance
 * secret) of the account, the expiry and its current password hash: it works for
 * `PASSWORD_RESET_HOURS`, and once only — the new password changes the hash, and so does any
 * other password change before it is used. Using it sets the password, signs out every session
 * of the account and opens a new one.
 */
import { PASSWORD_RESET_HOURS, PASSWORD_RESET_TEXTS } from '@sciscope/contracts';
import { requireAccess, type Actor } from '../../app/access';
import { AppError } from '../../app/errors';
import { hashPassword } from '../../app/auth/passwords';
import { readSignedLinkToken, signedLinkMatches, signedLinkToken } from '../../app/auth/signed-link';
import type { Mailer } from '../mail/mailer';
import type { AccountDeps, LoginResult } from './auth.usecases';
import { openSession } from './auth.usecases';

/** The token of a reset link for this account as it stands now. */
export function passwordResetToken({
  secret,
  userId,
  passwordHash,
  now = new Date(),
}: {
  secret: string;
  userId: number;
  passwordHash: string;
  now?: Date;
}): string {
  return signedLinkToken({
    secret,
    purpose: 'password-reset',
    userId,
    bound: passwordHash,
    seconds: PASSWORD_RESET_HOURS * 3600,
    now,
  });
}

const invalidLink = () => new AppError({ code: 'common.bad_request', message: PASSWORD_RESET_TEXTS.invalidLink });

/** The e-mail of a reset link (plain text: every reader shows it). */
export function passwordResetMessage({ to, link }: { to: string; link: string }) {
  return {
    to,
    subject: 'Choose a new sciscope password',
    text: [
      'Someone (we hope you) asked to choose a new password for the sciscope account of this address.',
      '',
      `Choose it here within ${PASSWORD_RESET_HOURS} hour: ${link}`,
      '',
      'The link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.',
    ].join('\n'),
  };
}

/** Sends a reset link to the account of `email`, if there is an active one; answers the same text either way. */
export async function requestPasswordReset({
  accounts,
  access,
  user,
  mailer,
  secret,
  publicUrl,
  email,
  now = new Date(),
}: Pick<AccountDeps, 'accounts' | 'access'> & {
  user: Actor;
  mailer: Mailer;
  secret: string;
  publicUrl: string;
  email: string;
  now?: Date;
}): Promise<{ message: string }> {
  await requireAccess({ access, user, permission: 'account.password_reset' });
  const account = await accounts.findCredentials({ email });
  if (account && account.isActive) {
    const token = passwordResetToken({ secret, userId: account.id, passwordHash: account.passwordHash, now });
    await mailer.send(
      passwordResetMessage({ to: account.email, link: `${publicUrl}/accounts/password-reset/${token}` }),
    );
  }
  return { message: PASSWORD_RESET_TEXTS.sent };
}

/** Sets the new password from a reset link's token: every session signed out, a new one opened. */
export async function resetPassword({
  secret,
  token,
  password,
  user,
  previousSessionId,
  userAgent = null,
  now = new Date(),
  ...deps
}: AccountDeps & {
  secret: string;
  token: string;
  password: string;
  user: Actor;
  previousSessionId: string | null;
  userAgent?: string | null;
  now?: Date;
}): Promise<LoginResult> {
  await requireAccess({ access: deps.access, user, permission: 'account.password_reset' });
  const read = readSignedLinkToken(token, now);
  if (!read) throw invalidLink();
  const { userId, expires, given } = read;
  const account = await deps.accounts.findCredentialsById({ userId });
  if (!account || !account.isActive) throw invalidLink();
  const parts = { secret, purpose: 'password-reset', userId, expires, bound: account.passwordHash } as const;
  if (!signedLinkMatches(parts, given)) throw invalidLink();
  await deps.accounts.resetPassword({ userId, passwordHash: await hashPassword(password) });
  return openSession({
    ...deps,
    user: { id: account.id, email: account.email, isSuperuser: account.isSuperuser },
    // The request's own session (another account's, or none) gives way to the new one.
    previousSessionId,
    userAgent,
  });
}
