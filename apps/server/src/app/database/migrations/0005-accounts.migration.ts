import type { DialectMigration } from './helpers';
import { notNull, withId } from './helpers';

/**
 * Accounts and integrations: a display name per user, the browser behind each session (for
 * the profile's session list) and organization API tokens.
 *
 * Sessions get no IP column: the list names sessions by browser and times, and an address
 * would be personal data kept for no feature.
 */
export const accountsMigration: DialectMigration = {
  async up(db, dialect) {
    await db.schema.alterTable('users').addColumn('name', 'text').execute();
    await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();

    await withId(db.schema.createTable('api_tokens'), dialect)
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('created_by', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      // SHA-256 (hex) of the whole token. A token is 32 random bytes: 256 bits cannot be
      // guessed, so the slow, salted hashing that protects low-entropy passwords buys nothing
      // here, while a plain digest can be indexed and looked up on every API request.
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      // The first characters of the token, shown in lists so people can tell tokens apart.
      .addColumn('prefix', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('api_tokens_organization_idx').on('api_tokens').column('organization_id').execute();
  },
};
