import { emailConfirmationToken } from '../modules/auth/email-confirmation.usecases';
import { passwordResetToken } from '../modules/auth/password-reset.usecases';
import { createTestUser, type TestApp } from './test-app';

/** A valid password-reset token of a fresh account (its current password hash, this app's secret). */
export async function newPasswordResetToken(t: TestApp): Promise<string> {
  const account = await createTestUser(t.db);
  const { passwordHash } = await t.db.kysely
    .selectFrom('users')
    .select('passwordHash')
    .where('id', '=', account.id)
    .executeTakeFirstOrThrow();
  return passwordResetToken({ secret: t.config.secret, userId: account.id, passwordHash });
}

/** A valid e-mail confirmation token of a fresh unconfirmed account. */
export async function newEmailConfirmationToken(t: TestApp): Promise<string> {
  const account = await createTestUser(t.db, { emailConfirmed: false });
  return emailConfirmationToken({ secret: t.config.secret, userId: account.id, email: account.email });
}
