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
