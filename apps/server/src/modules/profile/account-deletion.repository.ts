import type { Kysely, Transaction } from 'kysely';
import { sql, type Db } from '../../app/database/kysely';
import type { Database } from '../../app/database/schema';

/*
 * Every column that names a user, and what deleting the user's account does to its rows. The
 * foreign keys say much of the same (cascade or set null); the statements are spelt out here so
 * that the rule is read in one place and holds on a database whose keys differ.
 *
 * Deleted: the account's own things and personal data.
 * Anonymised (set to null): the user's part in shared objects, which stay for everyone else.
 * Handled by the statements below the lists: personal folders, job applications and vacancies,
 * pending claims, the search counter.
 */

type Table = keyof Database;

/** Rows that are the user's own: deleted with the account. */
const OWN_ROWS: ReadonlyArray<readonly [Table, string]> = [
  ['sessions', 'userId'],
  ['apiTokens', 'createdBy'],
  ['memberships', 'userId'],
  ['userQuotas', 'userId'],
  ['folderRoles', 'userId'],
  ['monitorings', 'ownerId'],
  ['labels', 'ownerId'],
  ['authorsGroups', 'ownerId'],
  ['savedSearches', 'ownerId'],
  ['refereeSavedSettings', 'userId'],
  // Hides for the user alone; shared hides (user 0) keep their rows, `hiddenBy` unset below.
  ['refereeHiddenCandidates', 'userId'],
  ['claimSessions', 'userId'],
  ['vacancyCommittee', 'userId'],
  // A committee member's vote or comment is their own opinion, keyed by member and application.
  ['jobVotes', 'userId'],
  ['jobComments', 'userId'],
  // The user's activity, whose payloads may hold their e-mail address.
  ['actionsLog', 'userId'],
];

/** The user's part in shared objects: the objects stay, without their name. */
const SHARED_PARTS: ReadonlyArray<readonly [Table, string]> = [
  ['tasks', 'ownerId'],
  ['folders', 'createdBy'],
  ['proposals', 'createdBy'],
  ['refereeDefaultSettings', 'updatedBy'],
  ['refereeHiddenCandidates', 'hiddenBy'],
  ['refereeMarks', 'markedBy'],
  ['labelArticles', 'addedBy'],
  ['ontologyLog', 'createdBy'],
  ['ontologyLog', 'modifiedBy'],
  ['ontologyCategories', 'createdBy'],
  ['fileExchange', 'uploadedBy'],
  ['panels', 'createdBy'],
  ['panelCompositions', 'createdBy'],
  ['advisors', 'createdBy'],
  ['attorneyTokens', 'createdBy'],
  ['claims', 'userId'],
  ['claims', 'decidedBy'],
  ['claims', 'undoneBy'],
  ['jobApplications', 'userId'],
  ['jobRecommendations', 'uploadedBy'],
  ['docsBatches', 'createdBy'],
  ['possibleBannedLiterals', 'bannedBy'],
];

/** Every user column the lists and statements of this file handle (the test compares it with the schema). */
export const HANDLED_USER_COLUMNS: ReadonlyArray<readonly [Table, string]> = [
  ...OWN_ROWS,
  ...SHARED_PARTS,
  ['folders', 'personalOwnerId'],
  ['vacancies', 'ownerId'],
];

/** What deleting an account found in the way, or did. */
export type AccountDeletionOutcome =
  | { kind: 'missing' }
  | { kind: 'last_superuser' }
  /** Vacancies of the user with applications sent by other accounts: their titles. */
  | { kind: 'vacancies_with_applications'; titles: string[] }
  /** Deleted; `storedFiles` are the job files (CVs, letters) to remove from the disk now. */
  | { kind: 'deleted'; storedFiles: string[] };

async function idsOf(query: Promise<Array<{ id: number }>>): Promise<number[]> {
  return (await query).map((row) => row.id);
}

/** Titles of the user's vacancies that hold an application sent by another account. */
async function vacanciesWithOthersApplications(k: Kysely<Database>, userId: number): Promise<string[]> {
  const rows = await k
    .selectFrom('vacancies')
    .innerJoin('jobApplications', 'jobApplications.vacancyId', 'vacancies.id')
    .select(['vacancies.id', 'vacancies.title'])
    .where('vacancies.ownerId', '=', userId)
    .where('jobApplications.userId', 'is not', null)
    .where('jobApplications.userId', '!=', userId)
    .groupBy(['vacancies.id', 'vacancies.title'])
    .orderBy('vacancies.id')
    .execute();
  return rows.map((row) => row.title);
}

/**
 * The user's job applications, and those on the user's own vacancies (people the owner added):
 * deleted with their files, references and letters. Answers the stored names of the files.
 */
async function deleteApplications(trx: Transaction<Database>, userId: number): Promise<string[]> {
  const applicationIds = await idsOf(
    trx
      .selectFrom('jobApplications')
      .leftJoin('vacancies', 'vacancies.id', 'jobApplications.vacancyId')
      .select('jobApplications.id')
      .where((eb) => eb.or([eb('jobApplications.userId', '=', userId), eb('vacancies.ownerId', '=', userId)]))
      .execute(),
  );
  if (applicationIds.length === 0) return [];
  const files = await trx
    .selectFrom('jobApplicationFiles')
    .select('storedName')
    .where('applicationId', 'in', applicationIds)
    .execute();
  const letters = await trx
    .selectFrom('jobRecommendations')
    .select('storedName')
    .where('applicationId', 'in', applicationIds)
    .where('storedName', 'is not', null)
    .execute();
  // The references (recommenders) the applicant named go too, as when they drop one; claims
  // keep their record with the recommender unset.
  await trx.deleteFrom('advisors').where('applicationId', 'in', applicationIds).execute();
  await trx.deleteFrom('jobApplications').where('id', 'in', applicationIds).execute();
  return [...files, ...letters].map((row) => String(row.storedName));
}

/** The user's personal folder (with its proposals), and what names them without a foreign key. */
async function deletePersonalFolders(trx: Transaction<Database>, userId: number): Promise<void> {
  const folderIds = await idsOf(trx.selectFrom('folders').select('id').where('personalOwnerId', '=', userId).execute());
  if (folderIds.length === 0) return;
  const proposalIds = await idsOf(
    trx.selectFrom('proposals').select('id').where('folderId', 'in', folderIds).execute(),
  );
  if (proposalIds.length > 0) {
    await trx
      .deleteFrom('refereeHiddenCandidates')
      .where('docKind', '=', 'proposal')
      .where('docId', 'in', proposalIds)
      .execute();
  }
  await trx
    .deleteFrom('refereeDefaultSettings')
    .where('scope', '=', 'folder')
    .where('scopeId', 'in', folderIds)
    .execute();
  await trx.deleteFrom('folders').where('id', 'in', folderIds).execute();
}

/** Deleting an account and the personal data that names it (see the lists above). */
export function createAccountDeletionRepository({ db }: { db: Db }) {
  return {
    /**
     * Deletes the account in one transaction, unless it is the last superuser or owns vacancies
     * with other people's applications. On PostgreSQL the superusers' rows and the user's
     * vacancies are locked first, so two superusers deleting themselves at once cannot leave
     * none, and an application sent meanwhile is seen (or fails for want of its vacancy).
     */
    async delete({ userId }: { userId: number }): Promise<AccountDeletionOutcome> {
      return db.kysely.transaction().execute(async (trx) => {
        const postgres = db.dialect === 'postgres';
        const account = await trx.selectFrom('users').select('isSuperuser').where('id', '=', userId).executeTakeFirst();
        if (!account) return { kind: 'missing' };
        if (account.isSuperuser === 1) {
          let superusers = trx.selectFrom('users').select('id').where('isSuperuser', '=', 1);
          if (postgres) superusers = superusers.forUpdate();
          const ids = await idsOf(superusers.execute());
          if (!ids.some((id) => id !== userId)) return { kind: 'last_superuser' };
        }
        if (postgres) {
          await trx.selectFrom('vacancies').select('id').where('ownerId', '=', userId).forUpdate().execute();
        }
        const titles = await vacanciesWithOthersApplications(trx, userId);
        if (titles.length > 0) return { kind: 'vacancies_with_applications', titles };

        const storedFiles = await deleteApplications(trx, userId);
        await trx.deleteFrom('vacancies').where('ownerId', '=', userId).execute();
        await deletePersonalFolders(trx, userId);
        // A pending claim was never applied: nothing in the corpus depends on it, and no one is
        // left to link it to. Decided claims stay (below) as the record of what they changed.
        await trx.deleteFrom('claims').where('userId', '=', userId).where('state', '=', 'pending').execute();
        // The daily search counter of the account (search-limits.usecases.ts keys it `user:{id}`).
        await trx.deleteFrom('searchUsage').where('clientKey', '=', `user:${userId}`).execute();
        for (const [table, column] of OWN_ROWS) {
          await sql`delete from ${sql.table(table)} where ${sql.ref(column)} = ${userId}`.execute(trx);
        }
        for (const [table, column] of SHARED_PARTS) {
          await sql`update ${sql.table(table)} set ${sql.ref(column)} = null where ${sql.ref(column)} = ${userId}`.execute(
            trx,
          );
        }
        await trx.deleteFrom('users').where('id', '=', userId).execute();
        return { kind: 'deleted', storedFiles };
      });
    },
  };
}

export type AccountDeletionRepository = ReturnType<typeof createAccountDeletionRepository>;
