import { nowIso, type Db } from '../app/database/kysely';
import { createTestOrganization, createTestUser } from './test-app';

/*
 * The matrix world's makers for the rows that delete an organization or an account: each call
 * uses its object up, so each gets a fresh one (or has its obstacles cleared).
 */

let counter = 0;

/** A new organization with a member, a quota grant tied to it and an empty folder: its id. */
export async function newMatrixOrganization(db: Db): Promise<number> {
  const { id } = await createTestOrganization(db, { name: `Matrix organization ${++counter}` });
  await createTestUser(db, {
    memberships: [{ organizationId: id, role: 'admin' }],
    quotas: [{ name: 'monitoring', organizationsIds: [id] }],
  });
  await db.kysely
    .insertInto('folders')
    .values({ organizationId: id, personalOwnerId: null, name: 'Empty', createdBy: null, createdAt: nowIso() })
    .execute();
  return id;
}

/**
 * Clears what would refuse deleting the account of `userId`: another superuser exists (the
 * last one may not leave), and the user's vacancies hold no application of another account.
 */
export async function clearAccountDeletion(db: Db, userId: number): Promise<void> {
  await createTestUser(db, { superuser: true });
  const vacancies = db.kysely.selectFrom('vacancies').select('id').where('ownerId', '=', userId);
  await db.kysely
    .deleteFrom('jobApplications')
    .where('vacancyId', 'in', vacancies)
    .where('userId', 'is not', null)
    .where('userId', '!=', userId)
    .execute();
}
