import { labelNameKey } from '@sciscope/contracts';
import { sql, nowIso, type Db } from '../app/database/kysely';
import type { Database } from '../app/database/schema';
import { createAccessRepository } from '../app/access.repository';
import { createActionsLogRepository } from '../modules/actions-log/actions-log.repository';
import { createAuthorsGroupsRepository } from '../modules/authors-groups/authors-groups.repository';
import { createCollectionsRepository } from '../modules/collections/collections.repository';
import { createIntegrationsRepository } from '../modules/integrations/integrations.repository';
import { createApiToken } from '../modules/integrations/integrations.usecases';
import { createMonitoringRepository } from '../modules/monitoring/monitoring.repository';
import { createSavedSearchesRepository } from '../modules/saved-searches/saved-searches.repository';

/*
 * An account with something in every table that names a user, for the account-deletion tests:
 * what must go, what must stay without its name, and (seeded for a second account) what must
 * stay untouched.
 */

export interface AccountDataContext {
  db: Db;
  /** An organization the user is a developer of (API tokens need the role). */
  organizationId: number;
  authorId: number;
  articleId: number;
  /** A folder of that organization, where the user adds a proposal. */
  folderId: number;
}

/** Seeds the user's own things and their part in shared ones; answers the ids the tests look at. */
export async function seedAccountData(
  { db, organizationId, authorId, articleId, folderId }: AccountDataContext,
  user: { id: number; email: string },
) {
  const k = db.kysely;
  const now = nowIso();
  const tag = `${user.id}`;
  await createApiToken({
    integrations: createIntegrationsRepository({ db }),
    actionsLog: createActionsLogRepository({ db }),
    access: createAccessRepository({ db }),
    user: { id: user.id, email: user.email, isSuperuser: false },
    organizationId,
    name: `Token ${tag}`,
  });
  const monitoringId = await createMonitoringRepository({ db }).insert({
    ownerId: user.id,
    fields: {
      organizationId,
      title: `Monitoring ${tag}`,
      date: 'month',
      topics: [{ title: 'Topic 0', color: '#1c7ed6', concepts: [], disabled: false, required: false }],
      tree: null,
      useTree: false,
    },
    digestCursor: 0,
    now,
  });
  const collections = createCollectionsRepository({ db });
  const labelId = (await collections.insertLabel({
    ownerId: user.id,
    name: `Label ${tag}`,
    nameKey: labelNameKey(`Label ${tag}`),
    color: '#228be6',
    organizationId,
    now,
  }))!;
  await collections.insertArticles({ labelId, articleIds: [articleId], addedBy: user.id, now });
  await createAuthorsGroupsRepository({ db }).insertGroup({
    ownerId: user.id,
    organizationId,
    displayName: `Group ${tag}`,
    label: '',
    ownerLabel: '',
    now,
  });
  await createSavedSearchesRepository({ db }).insert({
    ownerId: user.id,
    name: `Search ${tag}`,
    query: 'graphs',
    sort: 'relevance',
    now,
  });
  const personalFolder = await k
    .insertInto('folders')
    .values({ organizationId: null, personalOwnerId: user.id, name: 'Personal', createdBy: user.id, createdAt: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const proposal = (folder: number, title: string) =>
    k
      .insertInto('proposals')
      .values({
        folderId: folder,
        title,
        abstract: '',
        originId: null,
        attributes: '[]',
        authors: '[]',
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  await proposal(personalFolder.id, `Personal proposal ${tag}`);
  const sharedProposal = await proposal(folderId, `Shared proposal ${tag}`);
  await k
    .insertInto('refereeSavedSettings')
    .values({ userId: user.id, title: `Settings ${tag}`, settings: 'min_h_index=2', createdAt: now })
    .execute();
  await k
    .insertInto('refereeHiddenCandidates')
    .values({
      docKind: 'article',
      docId: articleId,
      userId: user.id,
      authorId,
      reason: 'conflict_of_interest',
      comment: '',
      hiddenBy: user.id,
      createdAt: now,
    })
    .execute();
  const suggestion = await k
    .insertInto('ontologyLog')
    .values({
      conceptId: null,
      conceptName: `Suggested ${tag}`,
      status: 'pending',
      actions: '[]',
      createdBy: user.id,
      createdAt: now,
      modifiedBy: user.id,
      modifiedAt: now,
      reviewReason: null,
      rescanArticles: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const claim = (state: string) =>
    k
      .insertInto('claims')
      .values({ kind: 'articles', state, userId: user.id, targetAuthorId: authorId, evidence: '{}', createdAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
  const pendingClaim = await claim('pending');
  const appliedClaim = await claim('applied');
  await k
    .insertInto('searchUsage')
    .values({ clientKey: `user:${user.id}`, day: now.slice(0, 10), count: 3 })
    .execute();
  return {
    monitoringId,
    labelId,
    personalFolderId: personalFolder.id,
    sharedProposalId: sharedProposal.id,
    suggestionId: suggestion.id,
    pendingClaimId: pendingClaim.id,
    appliedClaimId: appliedClaim.id,
  };
}

/** How many rows of `table` have `column` equal to `value`. */
export async function countRows(db: Db, table: keyof Database, column: string, value: number | string) {
  const { rows } = await sql<{
    n: number;
  }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(column)} = ${value}`.execute(db.kysely);
  return Number(rows[0]?.n ?? 0);
}
