import type { Kysely } from 'kysely';
import type { DbDialect } from './kysely';
import type { Database } from './schema';

/**
 * Serialises the write transactions of one account (or recommender): on PostgreSQL, locks its
 * row until the transaction ends, so a second request of the same person (a double click, two
 * tabs) waits and then sees what the first wrote — a duplicate check and its insert cannot
 * interleave. SQLite needs nothing: its write transactions take the database's write lock at
 * their start (`BEGIN IMMEDIATE`, kysely.ts). Call it first inside the transaction.
 */
export async function lockOwnerRow(
  trx: Kysely<Database>,
  dialect: DbDialect,
  owner: { userId: number } | { advisorId: number },
): Promise<void> {
  if (dialect !== 'postgres') return;
  if ('userId' in owner)
    await trx.selectFrom('users').select('id').where('id', '=', owner.userId).forUpdate().execute();
  else await trx.selectFrom('advisors').select('id').where('id', '=', owner.advisorId).forUpdate().execute();
}
