import { sql } from 'kysely';
import type { DialectMigration } from './helpers';

/**
 * E-mail confirmation (walk 22: sign-up never checked the address, while a claim whose evidence
 * is the address — a name in its local part, an institution's domain — linked a profile at
 * once). `users.email_confirmed_for` holds the address the account confirmed with the link of a
 * confirmation e-mail; the account is confirmed while it equals `email`. Superusers are confirmed
 * (an operator or another superuser created them); every other existing account is not, and
 * gets its link from the dashboard's notice.
 */
export const emailConfirmationMigration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('users').addColumn('email_confirmed_for', 'text').execute();
    await sql`UPDATE users SET email_confirmed_for = email WHERE is_superuser = 1`.execute(db);
  },
};
