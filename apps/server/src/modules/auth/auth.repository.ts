import type { OrgRole } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';

export interface UserCredentials {
  id: number;
  email: string;
  passwordHash: string;
  isActive: boolean;
  isSuperuser: boolean;
}

export interface UserProfile {
  id: number;
  email: string;
  isSuperuser: boolean;
  authorId: number | null;
  linkedAuthor: { id: number; name: string } | null;
  canManageCollections: boolean;
  showChangelogLink: boolean;
  trialExpiresAt: string | null;
  /** The account confirmed its current address (the link of a confirmation e-mail). */
  emailConfirmed: boolean;
}

export interface UserMembership {
  organizationId: number;
  name: string;
  role: OrgRole;
}

/** Accounts: creation, credentials lookup and the profile behind the current-user answer. */
export function createAuthRepository({ db }: { db: Db }) {
  const k = db.kysely;
  return {
    /** The credentials of an account by id (a password-reset link names the account by id). */
    async findCredentialsById({ userId }: { userId: number }): Promise<UserCredentials | null> {
      const row = await k
        .selectFrom('users')
        .select(['id', 'email', 'passwordHash', 'isActive', 'isSuperuser'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { ...row, isActive: row.isActive === 1, isSuperuser: row.isSuperuser === 1 } : null;
    },

    /** Sets a new password hash and signs out every session of the account; answers how many. */
    async resetPassword({ userId, passwordHash }: { userId: number; passwordHash: string }): Promise<number> {
      return k.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ passwordHash }).where('id', '=', userId).execute();
        const result = await tx.deleteFrom('sessions').where('userId', '=', userId).executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },

    async findCredentials({ email }: { email: string }): Promise<UserCredentials | null> {
      const row = await k
        .selectFrom('users')
        .select(['id', 'email', 'passwordHash', 'isActive', 'isSuperuser'])
        .where('email', '=', email)
        .executeTakeFirst();
      return row ? { ...row, isActive: row.isActive === 1, isSuperuser: row.isSuperuser === 1 } : null;
    },

    /** Inserts a user; returns null instead of failing when the e-mail is already taken. */
    async insertUser({
      email,
      passwordHash,
      isSuperuser,
      emailConfirmed = false,
      now,
    }: {
      email: string;
      passwordHash: string;
      isSuperuser: boolean;
      /** Created already confirmed (by an operator, a superuser or a test). */
      emailConfirmed?: boolean;
      now: string;
    }): Promise<{ id: number } | null> {
      const row = await k
        .insertInto('users')
        .values({
          email,
          passwordHash,
          isSuperuser: isSuperuser ? 1 : 0,
          isActive: 1,
          canManageCollections: 0,
          showChangelogLink: 0,
          dateJoined: now,
          emailConfirmedFor: emailConfirmed ? email : null,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ?? null;
    },

    async recordLogin({ userId, now }: { userId: number; now: string }): Promise<void> {
      await k.updateTable('users').set({ lastLoginAt: now }).where('id', '=', userId).execute();
    },

    async countUsers(): Promise<number> {
      const row = await k
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async findProfile({ userId }: { userId: number }): Promise<UserProfile | null> {
      const row = await k
        .selectFrom('users')
        .leftJoin('authors', 'authors.id', 'users.authorId')
        .select([
          'users.id',
          'users.email',
          'users.isSuperuser',
          'users.authorId',
          'users.canManageCollections',
          'users.showChangelogLink',
          'users.trialExpiresAt',
          'users.emailConfirmedFor',
          'authors.id as linkedAuthorId',
          'authors.name as linkedAuthorName',
        ])
        .where('users.id', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        id: row.id,
        email: row.email,
        isSuperuser: row.isSuperuser === 1,
        authorId: row.authorId,
        linkedAuthor:
          row.linkedAuthorId !== null && row.linkedAuthorName !== null
            ? { id: row.linkedAuthorId, name: row.linkedAuthorName }
            : null,
        canManageCollections: row.canManageCollections === 1,
        showChangelogLink: row.showChangelogLink === 1,
        trialExpiresAt: row.trialExpiresAt,
        emailConfirmed: row.emailConfirmedFor !== null && row.emailConfirmedFor === row.email,
      };
    },

    /**
     * Records that the account confirmed `email`, when that is still its address; answers whether
     * it is (a link for an address the account has since left confirms nothing).
     */
    async confirmEmail({ userId, email }: { userId: number; email: string }): Promise<boolean> {
      const result = await k
        .updateTable('users')
        .set({ emailConfirmedFor: email })
        .where('id', '=', userId)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Whether the user reads any label: one they own, or one shared with an organization of theirs. */
    async readsAnyLabel({ userId }: { userId: number }): Promise<boolean> {
      const row = await k
        .selectFrom('labels')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('ownerId', '=', userId),
            eb(
              'organizationId',
              'in',
              eb.selectFrom('memberships').select('organizationId').where('userId', '=', userId),
            ),
          ]),
        )
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The user's organizations with their role there, ordered by organization id. */
    async listMemberships({ userId }: { userId: number }): Promise<UserMembership[]> {
      const rows = await k
        .selectFrom('memberships')
        .innerJoin('organizations', 'organizations.id', 'memberships.organizationId')
        .select(['memberships.organizationId', 'organizations.name', 'memberships.role'])
        .where('memberships.userId', '=', userId)
        .orderBy('memberships.organizationId')
        .execute();
      return rows.map((r) => ({ organizationId: r.organizationId, name: r.name, role: r.role as OrgRole }));
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
