import type { DialectMigration } from './helpers';
import { bool, notNull, withId } from './helpers';

/** Accounts, sessions, organizations, quotas, the actions log and search usage counters. */
export const foundationMigration: DialectMigration = {
  async up(db, dialect) {
    await withId(db.schema.createTable('users'), dialect)
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('password_hash', 'text', notNull)
      .addColumn('is_superuser', 'integer', bool)
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('author_id', 'integer')
      .addColumn('can_manage_collections', 'integer', bool)
      .addColumn('show_changelog_link', 'integer', bool)
      .addColumn('trial_expires_at', 'text')
      .addColumn('date_joined', 'text', notNull)
      .addColumn('last_login_at', 'text')
      .execute();

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', notNull)
      .addColumn('expires_at', 'text', notNull)
      .addColumn('last_seen_at', 'text', notNull)
      .execute();
    await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

    await withId(db.schema.createTable('organizations'), dialect)
      .addColumn('name', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('memberships')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addColumn('role', 'text', notNull)
      .addColumn('created_at', 'text', notNull)
      .addPrimaryKeyConstraint('memberships_pk', ['user_id', 'organization_id'])
      .execute();
    await db.schema.createIndex('memberships_org_idx').on('memberships').column('organization_id').execute();

    await withId(db.schema.createTable('user_quotas'), dialect)
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('name', 'text', notNull)
      .addColumn('can_be_private', 'integer', bool)
      .addColumn('created_at', 'text', notNull)
      .addUniqueConstraint('user_quotas_user_name_uq', ['user_id', 'name'])
      .execute();

    await db.schema
      .createTable('user_quota_organizations')
      .addColumn('quota_id', 'integer', (c) => c.notNull().references('user_quotas.id').onDelete('cascade'))
      .addColumn('organization_id', 'integer', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('user_quota_organizations_pk', ['quota_id', 'organization_id'])
      .execute();

    await withId(db.schema.createTable('actions_log'), dialect)
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', notNull)
      .addColumn('payload', 'text')
      .addColumn('created_at', 'text', notNull)
      .execute();

    await db.schema
      .createTable('search_usage')
      .addColumn('client_key', 'text', notNull)
      .addColumn('day', 'text', notNull)
      .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('search_usage_pk', ['client_key', 'day'])
      .execute();

    await db.schema
      .createTable('app_state')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', notNull)
      .execute();
  },
};
