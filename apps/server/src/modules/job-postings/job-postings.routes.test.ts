import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES, isDeadlinePassed } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildJobsFixture, multipartForm, SAMPLE_CV, vacancyFields } from '../../test-support/jobs.fixture';
import { byVotes, voteScores } from './review.usecases';

describe('the deadline rule', () => {
  it('keeps a vacancy open until 23:59:59 of its deadline day and closes it a moment later', () => {
    expect(isDeadlinePassed('2030-05-01', new Date('2030-05-01T23:59:59.000Z'))).toBe(false);
    expect(isDeadlinePassed('2030-05-01', new Date('2030-05-02T00:00:00.000Z'))).toBe(true);
  });
});

describe("the committee's order", () => {
  it('puts the higher vote score first, then the closer applicant, whatever the similarity order was', () => {
    const row = (applicationId: number, voteScore: number, similarityCombined: number | null) => ({
      applicationId,
      voteScore,
      similarityCombined,
    });
    const bySimilarity = [row(1, -10, 0.9), row(2, 2, 0.5), row(3, 2, 0.7), row(4, 0, null), row(5, 0, null)];
    expect(byVotes(bySimilarity).map((r) => r.applicationId)).toEqual([3, 2, 4, 5, 1]);
    expect(bySimilarity.map((r) => r.applicationId)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('vote normalisation', () => {
  it('dilutes an evaluator who lists everyone but never a rejection', () => {
    const scores = voteScores([
      { applicationId: 1, userId: 10, voteType: 'short_list' },
      { applicationId: 1, userId: 11, voteType: 'short_list' },
      { applicationId: 2, userId: 11, voteType: 'short_list' },
      { applicationId: 3, userId: 11, voteType: 'short_list' },
      { applicationId: 4, userId: 11, voteType: 'short_list' },
      { applicationId: 4, userId: 10, voteType: 'reject' },
    ]);
    expect(scores.get(1)).toBeCloseTo(2 / Math.sqrt(1) + 2 / Math.sqrt(4));
    expect(scores.get(2)).toBeCloseTo(1);
    expect(scores.get(4)).toBeCloseTo(1 - 10);
  });
});

describeEachDatabase('jobs board', (dialect) => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let member: { id: number; email: string };
  let officer: { id: number; email: string };
  let applicant: { id: number; email: string };
  let stranger: { id: number; email: string };
  let fx: Awaited<ReturnType<typeof buildJobsFixture>>;
  let conceptId: number;
  const cookie = (userId: number) => sessionCookieFor({ app: t.app, db: t.db, userId });
  const call = async (
    userId: number | null,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: object | Buffer,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...apiHeaders(userId === null ? undefined : await cookie(userId)), ...headers },
      ...(payload ? { payload } : {}),
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    owner = await createTestUser(t.db);
    member = await createTestUser(t.db);
    officer = await createTestUser(t.db);
    applicant = await createTestUser(t.db);
    stranger = await createTestUser(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    const concept = await corpus.concept({ name: 'graph theory', df: 1 });
    conceptId = concept.id;
    const author = await corpus.author({ name: 'Grace Graph' });
    const article = await corpus.article({ title: 'On graphs', authors: [author.id], concepts: [{ conceptId }] });
    fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [
        { userId: member.id, isEqualityOfficer: false },
        { userId: officer.id, isEqualityOfficer: true },
      ],
      applicantId: applicant.id,
      applicantEmail: applicant.email,
      selection: { articleIds: [article.id], authorIds: [author.id], conceptIds: [conceptId] },
    });
  });
  afterAll(() => t.close());

  it('never shows candidates the selected authors, articles or concepts', async () => {
    for (const who of [applicant.id, stranger.id, null]) {
      const body = (await call(who, 'GET', `/api/jobs/vacancy/${fx.vacancyId}`)).json();
      expect(body.title).toBe('Postdoc in graph theory');
      expect([body.articles, body.authors, body.concepts, body.text]).toEqual([[], [], [], '']);
      expect(body.canReview).toBe(false);
    }
    const own = (await call(owner.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}`)).json();
    expect(own.concepts).toEqual([{ id: conceptId, name: 'graph theory' }]);
    expect(own.authors[0].name).toBe('Grace Graph');
    expect(own.descriptionRendered).toContain('<strong>postdoc</strong>');
    expect(own.text).toBe('graph theory');
  });

  it('points an applicant to their own application (where /apply leads them), and nobody else to it', async () => {
    const ownId = async (userId: number | null) =>
      (await call(userId, 'GET', `/api/jobs/vacancy/${fx.vacancyId}`)).json().ownApplicationId;
    expect(await ownId(applicant.id)).toBe(fx.applicationId);
    for (const who of [stranger.id, owner.id, member.id, null]) expect(await ownId(who)).toBeNull();
  });

  it('renders the description with raw HTML escaped and script links dropped', async () => {
    const response = await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', {
      ...vacancyFields({ status: 'draft' }),
      descriptionMarkdown: '<script>alert(1)</script> [x](javascript:alert(2))',
      conceptsIds: [conceptId],
    });
    expect(response.statusCode).toBe(200);
    const body = (await call(owner.id, 'GET', `/api/jobs/vacancy/${response.json().id}`)).json();
    expect(body.descriptionRendered).not.toContain('<script>');
    expect(body.descriptionRendered).toContain('&lt;script&gt;');
    expect(body.descriptionRendered).not.toContain('href="javascript:');
  });

  it('asks for a selection or text, and refuses another user edits with the spec text', async () => {
    const empty = await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', { ...vacancyFields(), text: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.fields.selection).toBe(JOB_MESSAGES.selectionRequired);
    const badDate = await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', {
      ...vacancyFields(),
      dateDeadline: '2030-13-01',
    });
    expect(badDate.json().error.details.fields.dateDeadline).toBe(JOB_MESSAGES.invalidDate);
    const badEmail = await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', {
      ...vacancyFields(),
      infoEmail: 'jobs at example.org',
    });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().error.details.fields.infoEmail).toBe(JOB_MESSAGES.invalidEmail('jobs at example.org'));
    const foreign = await call(stranger.id, 'POST', '/api/jobs/edit-vacancy/', {
      ...vacancyFields(),
      id: fx.vacancyId,
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe(JOB_MESSAGES.cannotEdit);
  });

  it('e-mails the payment request when a vacancy is published, once', async () => {
    const outbox = t.config.mail.outboxDir;
    const count = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
      } catch {
        return 0;
      }
    };
    const before = count();
    const draft = (await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', vacancyFields({ status: 'draft' }))).json();
    expect(count()).toBe(before);
    await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', { ...vacancyFields(), id: draft.id });
    await call(owner.id, 'POST', '/api/jobs/edit-vacancy/', { ...vacancyFields(), id: draft.id, title: 'Renamed' });
    expect(count()).toBe(before + 1);
    const newest = readdirSync(outbox).sort().at(-1)!;
    const message = readFileSync(join(outbox, newest), 'utf8');
    expect(message).toContain(`To: ${owner.email}`);
    expect(message).toContain('$250');
    // No contact mailbox is configured here: the operator's own address says whom to pay (walk 22).
    expect(t.config.site.contactEmail).toBeNull();
    expect(message.replace(/=\r?\n/g, '').replace(/\r?\n/g, ' ')).toContain(`write to ${t.config.adminEmail}`);
  });

  it('refuses to publish a vacancy whose deadline day has ended, on the deadline field, saving and sending nothing', async () => {
    const outbox = t.config.mail.outboxDir;
    const mails = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml')).length;
      } catch {
        return 0;
      }
    };
    const own = async () => (await call(owner.id, 'GET', '/api/jobs/vacancies?mine=1&deadline=all')).json().total;
    const save = (fields: object) => call(owner.id, 'POST', '/api/jobs/edit-vacancy/', fields);
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const [mailsBefore, vacanciesBefore] = [mails(), await own()];

    for (const dateDeadline of ['2020-01-01', yesterday]) {
      const refused = await save(vacancyFields({ dateDeadline, status: 'published' }));
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.details.fields).toEqual({ dateDeadline: JOB_MESSAGES.deadlinePassed });
    }
    expect([mails(), await own()]).toEqual([mailsBefore, vacanciesBefore]);

    // A draft may carry a past deadline; publishing it later is refused the same way.
    const draft = await save(vacancyFields({ dateDeadline: '2020-01-01', status: 'draft' }));
    expect(draft.statusCode).toBe(200);
    expect(draft.json().status).toBe('draft');
    const publish = await save({ ...vacancyFields({ dateDeadline: '2020-01-01' }), id: draft.json().id });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().error.details.fields.dateDeadline).toBe(JOB_MESSAGES.deadlinePassed);
    const stored = (await call(owner.id, 'GET', `/api/jobs/vacancy/${draft.json().id}`)).json();
    expect([stored.status, stored.publishedAt, stored.isClosed]).toEqual(['draft', null, true]);
    expect(mails()).toBe(mailsBefore);

    // A vacancy already published stays editable: moving its deadline into the past closes it early.
    const open = await save(vacancyFields({ status: 'published' }));
    expect(mails()).toBe(mailsBefore + 1);
    const closing = await save({ ...vacancyFields({ dateDeadline: '2020-01-01' }), id: open.json().id });
    expect(closing.statusCode).toBe(200);
    expect((await call(owner.id, 'GET', `/api/jobs/vacancy/${open.json().id}`)).json().isClosed).toBe(true);
    expect(mails()).toBe(mailsBefore + 1);
  });

  it('refuses oversize, empty and renamed executable files, and a missing CV, with the field named', async () => {
    const apply = (files: Parameters<typeof multipartForm>[1]) => {
      const form = multipartForm({ vacancyId: String(fx.vacancyId), phdAwardDate: '2019-02' }, files);
      return call(stranger.id, 'POST', '/api/jobs/edit-application/', form.payload, form.headers);
    };
    const big = Buffer.concat([SAMPLE_CV, Buffer.alloc(10 * 1024 * 1024)]);
    const oversize = await apply([{ field: 'cv', filename: 'cv.pdf', content: big }]);
    expect(oversize.statusCode).toBe(400);
    expect(oversize.json().error.details.fields.cv).toBe(JOB_MESSAGES.fileTooLarge);
    const empty = await apply([{ field: 'cv', filename: 'cv.pdf', content: Buffer.alloc(0) }]);
    expect(empty.json().error.details.fields.cv).toBe(JOB_MESSAGES.fileEmpty);
    const exe = await apply([{ field: 'cv', filename: 'cv.pdf', content: Buffer.from('MZ\x90\x00binary') }]);
    expect(exe.json().error.details.fields.cv).toBe(JOB_MESSAGES.fileType);
    const missing = await apply([]);
    expect(missing.json().error.details.fields.cv).toBe(JOB_MESSAGES.required);
    const badDate = multipartForm({ vacancyId: String(fx.vacancyId), phdAwardDate: '2019-13' }, []);
    const date = await call(stranger.id, 'POST', '/api/jobs/edit-application/', badDate.payload, badDate.headers);
    expect(date.json().error.details.fields.phdAwardDate).toBe(JOB_MESSAGES.invalidDate);
    // Spec 04 section 5: the date is required, empty or left out.
    const noDates: Array<Record<string, string>> = [{ phdAwardDate: '' }, { phdAwardDate: '  ' }, {}];
    for (const fields of noDates) {
      const noDate = multipartForm({ vacancyId: String(fx.vacancyId), ...fields }, []);
      const refused = await call(stranger.id, 'POST', '/api/jobs/edit-application/', noDate.payload, noDate.headers);
      expect(refused.json().error.details.fields.phdAwardDate).toBe(JOB_MESSAGES.required);
    }
    // Nothing was created by any refusal.
    expect(await fx.applications.findByUser(fx.vacancyId, stranger.id)).toBeNull();
  });

  it('closes applications after the deadline day', async () => {
    const closedId = await fx.vacancies.insert({
      ownerId: owner.id,
      fields: vacancyFields({ dateDeadline: '2020-01-01' }),
      selection: { articleIds: [], authorIds: [], conceptIds: [conceptId] },
    });
    const form = multipartForm({ vacancyId: String(closedId), phdAwardDate: '2019-02' }, [
      { field: 'cv', filename: 'cv.pdf', content: SAMPLE_CV },
    ]);
    const response = await call(stranger.id, 'POST', '/api/jobs/edit-application/', form.payload, form.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('jobs.closed');
  });

  it('lets an applicant read only their own application, and only the committee the votes', async () => {
    expect((await call(applicant.id, 'GET', `/api/jobs/application/${fx.applicationId}`)).statusCode).toBe(200);
    // The applicant may check the files they uploaded (the form links them).
    const own = await call(applicant.id, 'GET', `/api/jobs/attachment/${fx.fileId}/cv.pdf`);
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(SAMPLE_CV)).toBe(true);
    expect((await call(stranger.id, 'GET', `/api/jobs/application/${fx.applicationId}`)).statusCode).toBe(404);
    expect((await call(stranger.id, 'GET', `/api/jobs/attachment/${fx.fileId}`)).statusCode).toBe(404);
    const download = await call(member.id, 'GET', `/api/jobs/attachment/${fx.fileId}/cv.pdf`);
    expect(download.rawPayload.equals(SAMPLE_CV)).toBe(true);
    expect((await call(applicant.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/applicants`)).statusCode).toBe(404);
    expect(
      (await call(applicant.id, 'POST', '/api/jobs/vote/', { voteType: 'seen', applicationId: fx.applicationId }))
        .statusCode,
    ).toBe(404);
  });

  it('answers a committee member only what the review view shows of an application, and refuses their edit', async () => {
    const application = (await call(member.id, 'GET', `/api/jobs/application/${fx.applicationId}`)).json();
    const reviewed = (await call(member.id, 'GET', `/api/jobs/applicant/${fx.applicationId}`)).json().applicant;
    expect(application.email).toBe(reviewed.email);
    expect(application.phdAwardDate).toBe(reviewed.phdAwardDate);
    expect(application.attachments).toEqual(reviewed.attachments);
    expect(application.advisors).toHaveLength(reviewed.advisors.length);
    application.advisors.forEach((a: object, i: number) => expect(reviewed.advisors[i]).toMatchObject(a));
    // Saving the applicant's form is the applicant's alone: 404, and nothing changes.
    const form = multipartForm({
      id: String(fx.applicationId),
      vacancyId: String(fx.vacancyId),
      phdAwardDate: '2001-01',
    });
    const edit = await call(member.id, 'POST', '/api/jobs/edit-application/', form.payload, form.headers);
    expect(edit.statusCode).toBe(404);
    expect((await call(applicant.id, 'GET', `/api/jobs/application/${fx.applicationId}`)).json()).toEqual(
      (await call(member.id, 'GET', `/api/jobs/application/${fx.applicationId}`)).json(),
    );
    expect((await fx.applications.find(fx.applicationId))!.phdAwardDate).not.toBe('2001-01');
  });

  it('keeps one vote and one comment per user, replaced, revoked and deleted only by their author', async () => {
    const id = fx.applicationId;
    await call(member.id, 'POST', '/api/jobs/vote/', { voteType: 'long_list', applicationId: id });
    await call(member.id, 'POST', '/api/jobs/vote/', { voteType: 'short_list', applicationId: id });
    await call(officer.id, 'POST', '/api/jobs/vote/', { voteType: 'seen', applicationId: id });
    // Revoking a type one does not hold is refused; the officer's vote stays.
    expect(
      (await call(member.id, 'DELETE', '/api/jobs/vote/', { voteType: 'seen', applicationId: id })).statusCode,
    ).toBe(404);
    await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'Good', applicationId: id });
    await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'Very good', applicationId: id });
    await call(officer.id, 'POST', '/api/jobs/comment/', { comment: 'Checked', applicationId: id });
    const list = (await call(member.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/applicants`)).json();
    const ann = list.applicants.find((a: { applicationId: number }) => a.applicationId === id);
    expect(ann.votes).toEqual([
      { voteType: 'short_list', ownVote: true, name: expect.any(String) },
      { voteType: 'seen', ownVote: false, name: expect.any(String) },
    ]);
    expect(
      ann.comments.map((c: { comment: string; equalityOfficer: boolean }) => [c.comment, c.equalityOfficer]),
    ).toEqual([
      ['Very good', false],
      ['Checked', true],
    ]);
    await call(member.id, 'DELETE', '/api/jobs/vote/', { voteType: 'short_list', applicationId: id });
    await call(member.id, 'POST', '/api/jobs/comment/', { comment: '  ', applicationId: id });
    const after = (await call(officer.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/applicants`)).json();
    const again = after.applicants.find((a: { applicationId: number }) => a.applicationId === id);
    expect(again.votes).toEqual([{ voteType: 'seen', ownVote: true, name: expect.any(String) }]);
    expect(again.comments.map((c: { comment: string }) => c.comment)).toEqual(['Checked']);
  });

  it('checks tag names and assignments with the spec texts', async () => {
    const made = await call(member.id, 'POST', '/api/jobs/vacancy-tag/', { vacancyId: fx.vacancyId, name: 'Strong' });
    const again = await call(member.id, 'POST', '/api/jobs/vacancy-tag/', { vacancyId: fx.vacancyId, name: 'strong' });
    expect(again.json().error.message).toBe(JOB_MESSAGES.tagExists('strong'));
    const empty = await call(member.id, 'POST', '/api/jobs/vacancy-tag/', { vacancyId: fx.vacancyId, name: ' ' });
    expect(empty.json().error.details.fields.name).toBe(JOB_MESSAGES.tagNameRequired);
    const body = { applicationsIds: [fx.applicationId], vacancyTagId: made.json().id };
    expect((await call(member.id, 'POST', '/api/jobs/applicant-tag/', body)).statusCode).toBe(204);
    const twice = await call(member.id, 'POST', '/api/jobs/applicant-tag/', body);
    expect(twice.json().error.message).toBe(JOB_MESSAGES.tagAssigned('Strong'));
  });

  it('adds, merges and removes preliminary applicants', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const author = await corpus.author({ name: 'Ann Applicant' });
    const added = await call(owner.id, 'POST', '/api/jobs/add-preliminary-applicants/', {
      vacancyId: fx.vacancyId,
      authorsIds: [author.id, author.id],
    });
    expect(added.json()).toEqual({ addedCount: 1 });
    const list = (await call(owner.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/applicants/preliminary`)).json();
    const prelim = list.applicants.find((a: { authorId: number }) => a.authorId === author.id);
    expect(prelim.mergeWith).toEqual({ name: 'Ann Applicant', applicationId: fx.applicationId });
    const refused = await call(owner.id, 'DELETE', '/api/jobs/delete-preliminary-application/', {
      applicationId: fx.applicationId,
    });
    expect(refused.statusCode).toBe(400);
    const merged = await call(owner.id, 'POST', '/api/jobs/merge-applications/', {
      applicationId1: prelim.applicationId,
      applicationId2: fx.applicationId,
    });
    expect(merged.json().preliminaryApplicationId).toBe(prelim.applicationId);
    expect((await fx.applications.find(fx.applicationId))!.authorId).toBe(author.id);
  });

  it('adds in bulk the candidates the referee finder lists, from its settings form, for reviewers only', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const [one, two] = [await corpus.author({ name: 'Bulk One' }), await corpus.author({ name: 'Bulk Two' })];
    // What the finder posts (spec 03 section 7): its settings, form-encoded, plus docId, docKind, vacancyId, authorsIds.
    const form = Buffer.from(
      new URLSearchParams({
        min_h_index: '0',
        gender: '',
        docId: String(fx.vacancyId),
        docKind: 'vacancy',
        vacancyId: String(fx.vacancyId),
        authorsIds: `${one.id},${two.id}`,
      }).toString(),
    );
    const headers = { 'content-type': 'application/x-www-form-urlencoded' };
    const path = '/api/jobs/add-all-preliminary-applicants/';
    const before = (await fx.applications.listByVacancy(fx.vacancyId)).length;
    expect((await call(stranger.id, 'POST', path, form, headers)).statusCode).toBe(404);
    expect((await fx.applications.listByVacancy(fx.vacancyId)).length).toBe(before);
    const added = await call(owner.id, 'POST', path, form, headers);
    expect(added.json()).toEqual({ addedCount: 2 });
    expect((await call(owner.id, 'POST', path, form, headers)).json()).toEqual({ addedCount: 0 });
  });

  it("orders the applicants by the committee's votes on request, and refuses an unknown order", async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const [otto, vera] = [await corpus.author({ name: 'Otto Order' }), await corpus.author({ name: 'Vera Vote' })];
    await call(owner.id, 'POST', '/api/jobs/add-preliminary-applicants/', {
      vacancyId: fx.vacancyId,
      authorsIds: [otto.id, vera.id],
    });
    const rows = await fx.applications.listByVacancy(fx.vacancyId);
    const [ottoId, veraId] = [otto.id, vera.id].map((authorId) => rows.find((r) => r.authorId === authorId)!.id);
    await call(member.id, 'POST', '/api/jobs/vote/', { voteType: 'reject', applicationId: ottoId });
    await call(member.id, 'POST', '/api/jobs/vote/', { voteType: 'short_list', applicationId: veraId });
    const path = `/api/jobs/vacancy/${fx.vacancyId}/applicants/preliminary`;
    const listed = await call(member.id, 'GET', `${path}?order=votes`);
    expect(listed.statusCode).toBe(200);
    const ids = listed.json().applicants.map((a: { applicationId: number }) => a.applicationId);
    expect(ids.filter((id: number) => id === ottoId || id === veraId)).toEqual([veraId, ottoId]);
    const bad = await call(member.id, 'GET', `${path}?order=name`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain("Order must be 'relevance' or 'votes'.");
  });

  it('refuses a comment over the limit with the field and a clear message, and keeps the saved one', async () => {
    const id = fx.applicationId;
    await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'Kept', applicationId: id });
    const long = await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'x'.repeat(5001), applicationId: id });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details.fields.comment).toBe(JOB_MESSAGES.commentTooLong(5000));
    const at = await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'y'.repeat(5000), applicationId: id });
    expect(at.statusCode).toBe(204);
    await call(member.id, 'POST', '/api/jobs/comment/', { comment: 'z'.repeat(6000), applicationId: id });
    const list = (await call(member.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/applicants`)).json();
    const own = list.applicants
      .find((a: { applicationId: number }) => a.applicationId === id)
      .comments.find((c: { ownComment: boolean }) => c.ownComment);
    expect(own.comment).toBe('y'.repeat(5000));
  });

  it('lists a committee member the vacancies they sit on the committee of, and nobody else', async () => {
    const titles = async (userId: number, mine: string) => {
      const response = await call(userId, 'GET', `/api/jobs/vacancies?mine=${mine}&deadline=all`);
      expect(response.statusCode).toBe(200);
      return response.json().vacancies.map((v: { id: number }) => v.id);
    };
    const draftId = await fx.vacancies.insert({
      ownerId: owner.id,
      fields: vacancyFields({ status: 'draft', title: 'Draft with a committee' }),
      selection: { articleIds: [], authorIds: [], conceptIds: [conceptId] },
    });
    await fx.vacancies.upsertCommitteeMember({ vacancyId: draftId, userId: member.id, isEqualityOfficer: false });
    const seats = await call(member.id, 'GET', '/api/jobs/vacancies?mine=committee&deadline=all');
    const listed = seats.json().vacancies;
    expect(listed.map((v: { id: number }) => v.id).sort()).toEqual([fx.vacancyId, draftId].sort());
    const fixture = listed.find((v: { id: number }) => v.id === fx.vacancyId);
    expect(fixture.concepts).toEqual([{ id: conceptId, name: 'graph theory' }]);
    expect(fixture.applicantsCount).toBeGreaterThan(0);
    expect(await titles(officer.id, 'committee')).toContain(fx.vacancyId);
    expect(await titles(officer.id, 'committee')).not.toContain(draftId);
    // The owner is not on the committee of their own vacancies; strangers and applicants sit on none.
    for (const who of [owner.id, stranger.id, applicant.id]) expect(await titles(who, 'committee')).toEqual([]);
    expect(await titles(member.id, '1')).toEqual([]);
    expect((await call(null, 'GET', '/api/jobs/vacancies?mine=committee')).statusCode).toBe(401);
  });

  it('names every applicant in the suggested topics, preliminary ones included', async () => {
    const corpus = createCorpusFactories({ db: t.db });
    const author = await corpus.author({ name: 'Pia Preliminary' });
    await call(owner.id, 'POST', '/api/jobs/add-preliminary-applicants/', {
      vacancyId: fx.vacancyId,
      authorsIds: [author.id],
    });
    const pia = (await fx.applications.listByVacancy(fx.vacancyId)).find((r) => r.authorId === author.id)!;
    for (const path of ['suggest-topics', 'suggest-topics-for-new-applicants']) {
      const response = await call(owner.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/${path}`);
      expect(response.statusCode).toBe(200);
      const names = new Map(
        response.json().applicants.map((a: { applicationId: number; name: string }) => [a.applicationId, a.name]),
      );
      expect(names.get(pia.id)).toBe('Pia Preliminary');
      expect(names.get(fx.applicationId)).toBe('Ann Applicant');
    }
    expect((await call(stranger.id, 'GET', `/api/jobs/vacancy/${fx.vacancyId}/suggest-topics`)).statusCode).toBe(404);
  });

  it("offers the owner the articles of their own vacancies' selections, and nobody else", async () => {
    const own = (await call(owner.id, 'GET', '/api/jobs/last-articles/')).json();
    expect(own.articles.map((a: { title: string }) => a.title)).toEqual(['On graphs']);
    expect((await call(applicant.id, 'GET', '/api/jobs/last-articles/')).json().articles).toEqual([]);
    expect((await call(null, 'GET', '/api/jobs/last-articles/')).statusCode).toBe(401);
  });
});
