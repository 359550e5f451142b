import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { countRows, seedAccountData } from '../../test-support/account-data.fixture';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { readEml } from '../../test-support/eml';
import { buildJobsFixture } from '../../test-support/jobs.fixture';
import { readOutbox } from '../../test-support/outbox';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  loginCookie,
  sessionCookieFor,
  type TestApp,
  type TestUser,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { jobFilesDir } from '../job-postings/job-files';
import { HANDLED_USER_COLUMNS } from './account-deletion.repository';

const CONFIRMATION = 'delete my account';

describeEachDatabase('deleting one’s own account (POST /api/profile/delete-account)', (dialect) => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
  });
  afterEach(async () => {
    await t.close();
  });

  const cookieOf = (user: TestUser) => sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  const deleteAccount = (cookie: string, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/profile/delete-account', headers: apiHeaders(cookie), payload });
  const userExists = async (user: TestUser) =>
    (await t.db.kysely.selectFrom('users').select('id').where('id', '=', user.id).executeTakeFirst()) !== undefined;
  const outbox = async () => (await readOutbox(t.config.mail.outboxDir)).map((m) => readEml(m.raw));

  it('asks for the current password and the typed confirmation, and changes nothing without them', async () => {
    const user = await createTestUser(t.db);
    const cookie = await cookieOf(user);
    const wrongPassword = await deleteAccount(cookie, { currentPassword: 'not it', confirmation: CONFIRMATION });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().error.details.fields).toEqual({
      currentPassword: 'The current password is not correct.',
    });
    const unconfirmed = await deleteAccount(cookie, { currentPassword: user.password, confirmation: 'delete' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.details.fields.confirmation).toBe('Type "delete my account" to confirm.');
    expect(await userExists(user)).toBe(true);
    expect((await t.app.inject({ url: '/api/profile/', headers: { cookie } })).statusCode).toBe(200);
    expect(await outbox()).toEqual([]);
  });

  it('deletes the account, signs it out everywhere and e-mails a confirmation; the address can register again', async () => {
    const user = await createTestUser(t.db);
    const elsewhere = await loginCookie({ app: t.app, email: user.email, password: user.password });
    const cookie = await cookieOf(user);
    const response = await deleteAccount(cookie, {
      currentPassword: user.password,
      confirmation: ' Delete My Account ',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ email: user.email, confirmationSent: true });
    expect(response.cookies.find((c) => c.name === 'sciscope_session')?.value).toBe('');
    expect(await userExists(user)).toBe(false);
    for (const session of [cookie, elsewhere]) {
      expect((await t.app.inject({ url: '/api/profile/', headers: { cookie: session } })).statusCode).toBe(401);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: apiHeaders(),
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(400);

    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: user.email, subject: 'Your sciscope account was deleted' });
    expect(mail!.text).toContain('was deleted at its owner’s request');
    expect(mail!.text.replace(/\s+/g, ' ')).toContain('committee seats with their votes and comments');
    // No contact mailbox is configured and the sender is no-reply@localhost: the operator's own address.
    expect(mail!.text.replace(/\s+/g, ' ')).toContain(
      'If you did not ask for this, or have a question about it, write to admin@localhost at once.',
    );
    const [raw] = await readOutbox(t.config.mail.outboxDir);
    expect(raw!.raw).toMatch(/^Reply-To: admin@localhost\r?$/m);
    const log = await t.db.kysely
      .selectFrom('actionsLog')
      .selectAll()
      .where('action', '=', 'account.deleted')
      .execute();
    expect(log).toEqual([expect.objectContaining({ userId: null, payload: JSON.stringify({ userId: user.id }) })]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register/',
      headers: apiHeaders(),
      payload: { email: user.email, password: 'a fresh long password' },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses the last superuser, and lets a superuser go once another one exists', async () => {
    const root = await createTestUser(t.db, { superuser: true });
    const refused = await deleteAccount(await cookieOf(root), {
      currentPassword: root.password,
      confirmation: CONFIRMATION,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'profile.last_superuser',
      message:
        'You are the only superuser. Create another superuser first (sciscope users create --superuser), then delete this account.',
    });
    expect(await userExists(root)).toBe(true);

    await createTestUser(t.db, { superuser: true });
    const done = await deleteAccount(await cookieOf(root), {
      currentPassword: root.password,
      confirmation: CONFIRMATION,
    });
    expect(done.statusCode).toBe(200);
    expect(await userExists(root)).toBe(false);
  });

  it('refuses the owner of a vacancy with other people’s applications, naming it', async () => {
    const owner = await createTestUser(t.db);
    const applicant = await createTestUser(t.db);
    const jobs = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [],
      applicantId: applicant.id,
      applicantEmail: applicant.email,
    });
    const response = await deleteAccount(await cookieOf(owner), {
      currentPassword: owner.password,
      confirmation: CONFIRMATION,
    });
    expect(response.statusCode).toBe(409);
    const { title } = await t.db.kysely
      .selectFrom('vacancies')
      .select('title')
      .where('id', '=', jobs.vacancyId)
      .executeTakeFirstOrThrow();
    expect(response.json().error.message).toBe(
      `Your vacancy “${title}” has applications from other people, which would be deleted with your account. Contact the operator of this site to hand it over first.`,
    );
    expect(await userExists(owner)).toBe(true);
    expect(await countRows(t.db, 'jobApplications', 'id', jobs.applicationId)).toBe(1);
  });

  it('deletes the personal data, keeps shared work without the name, and leaves other accounts’ data alone', async () => {
    const organization = await createTestOrganization(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    const author = await corpus.author({ name: 'Ada Corpus' });
    const article = await corpus.article({ title: 'Graphs', authors: [author.id] });
    const folder = await t.db.kysely
      .insertInto('folders')
      .values({
        organizationId: organization.id,
        personalOwnerId: null,
        name: 'Shared',
        createdBy: null,
        createdAt: '',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const member = { memberships: [{ organizationId: organization.id, role: 'developer' as const }] };
    const leaving = await createTestUser(t.db, {
      ...member,
      quotas: [{ name: 'monitoring', organizationsIds: [organization.id] }],
    });
    const staying = await createTestUser(t.db, {
      ...member,
      quotas: [{ name: 'monitoring', organizationsIds: [organization.id] }],
    });
    const context = {
      db: t.db,
      organizationId: organization.id,
      authorId: author.id,
      articleId: article.id,
      folderId: folder.id,
    };
    const mine = await seedAccountData(context, leaving);
    const theirs = await seedAccountData(context, staying);
    // The leaving user's job application (CV and a letter on disk), and their vote and comment
    // on someone else's application to the staying user's vacancy.
    const applied = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: staying.id,
      committee: [],
      applicantId: leaving.id,
      applicantEmail: leaving.email,
    });
    const third = await createTestUser(t.db);
    const reviewed = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: staying.id,
      committee: [
        { userId: leaving.id, isEqualityOfficer: false },
        { userId: staying.id, isEqualityOfficer: false },
      ],
      applicantId: third.id,
      applicantEmail: third.email,
    });
    for (const reviewer of [leaving, staying]) {
      await reviewed.applications.setVote(reviewed.applicationId, reviewer.id, 'seen');
      await reviewed.applications.setComment(reviewed.applicationId, reviewer.id, `Comment of ${reviewer.id}`);
    }
    const storedFiles = async (applicationId: number) =>
      [
        ...(await t.db.kysely
          .selectFrom('jobApplicationFiles')
          .select('storedName')
          .where('applicationId', '=', applicationId)
          .execute()),
        ...(await t.db.kysely
          .selectFrom('jobRecommendations')
          .select('storedName')
          .where('applicationId', '=', applicationId)
          .execute()),
      ].map((row) => join(jobFilesDir(t.config.runtimeDir), String(row.storedName)));
    const leavingFiles = await storedFiles(applied.applicationId);
    expect(leavingFiles).toHaveLength(2);
    expect(leavingFiles.every((file) => existsSync(file))).toBe(true);

    const countsOf = async (userId: number) =>
      Promise.all(HANDLED_USER_COLUMNS.map(([table, column]) => countRows(t.db, table, column, userId)));
    const stayingBefore = await countsOf(staying.id);
    const seeded = (await countsOf(leaving.id)).flatMap((n, i) => (n > 0 ? [HANDLED_USER_COLUMNS[i]!.join('.')] : []));
    // Not a vacuous check: the account shows up in most of the columns before.
    expect(seeded.length).toBeGreaterThanOrEqual(20);

    const response = await deleteAccount(await cookieOf(leaving), {
      currentPassword: leaving.password,
      confirmation: CONFIRMATION,
    });
    expect(response.statusCode).toBe(200);

    // Nothing names the account any more; the other account has every row it had.
    expect(await countsOf(leaving.id)).toEqual(HANDLED_USER_COLUMNS.map(() => 0));
    expect(await countRows(t.db, 'searchUsage', 'clientKey', `user:${leaving.id}`)).toBe(0);
    expect(await countsOf(staying.id)).toEqual(stayingBefore);
    expect(await countRows(t.db, 'searchUsage', 'clientKey', `user:${staying.id}`)).toBe(1);
    for (const [table, id] of [
      ['monitorings', theirs.monitoringId],
      ['labels', theirs.labelId],
      ['folders', theirs.personalFolderId],
      ['claims', theirs.pendingClaimId],
    ] as const) {
      expect(await countRows(t.db, table, 'id', id), `${table} of the other account`).toBe(1);
    }

    // Gone: the account's own things, its application with its files, its pending claim.
    for (const [table, id] of [
      ['monitorings', mine.monitoringId],
      ['labels', mine.labelId],
      ['folders', mine.personalFolderId],
      ['claims', mine.pendingClaimId],
      ['jobApplications', applied.applicationId],
    ] as const) {
      expect(await countRows(t.db, table, 'id', id), `${table} of the deleted account`).toBe(0);
    }
    expect(leavingFiles.some((file) => existsSync(file))).toBe(false);
    expect((await storedFiles(reviewed.applicationId)).every((file) => existsSync(file))).toBe(true);

    // Kept without the name: shared work, the suggestion, the decided claim, others' labels and reviews.
    const kept = t.db.kysely;
    expect(
      await kept.selectFrom('proposals').select('createdBy').where('id', '=', mine.sharedProposalId).executeTakeFirst(),
    ).toEqual({ createdBy: null });
    expect(
      await kept
        .selectFrom('ontologyLog')
        .select(['createdBy', 'status'])
        .where('id', '=', mine.suggestionId)
        .executeTakeFirst(),
    ).toEqual({ createdBy: null, status: 'pending' });
    expect(
      await kept
        .selectFrom('claims')
        .select(['userId', 'state'])
        .where('id', '=', mine.appliedClaimId)
        .executeTakeFirst(),
    ).toEqual({ userId: null, state: 'applied' });
    expect(await countRows(t.db, 'jobVotes', 'applicationId', reviewed.applicationId)).toBe(1);
    expect(await countRows(t.db, 'jobComments', 'applicationId', reviewed.applicationId)).toBe(1);
    expect(await countRows(t.db, 'vacancyCommittee', 'vacancyId', reviewed.vacancyId)).toBe(1);
    expect(await countRows(t.db, 'memberships', 'organizationId', organization.id)).toBe(1);
  });

  it('handles every column that refers to a user', async () => {
    if (dialect !== 'sqlite') return;
    const tables = t.db.sqlite!.prepare(`select name from sqlite_master where type = 'table'`).all() as Array<{
      name: string;
    }>;
    const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    const handled = new Set(HANDLED_USER_COLUMNS.map(([table, column]) => `${snake(table)}.${snake(column)}`));
    const referring = tables.flatMap(({ name }) =>
      (
        t.db.sqlite!.prepare(`pragma foreign_key_list(${JSON.stringify(name)})`).all() as Array<{
          table: string;
          from: string;
        }>
      )
        .filter((key) => key.table === 'users')
        .map((key) => `${name}.${key.from}`),
    );
    expect(referring.length).toBeGreaterThan(30);
    expect(referring.filter((column) => !handled.has(column))).toEqual([]);
  });
});
