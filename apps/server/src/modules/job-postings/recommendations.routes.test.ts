import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@sciscope/contracts';
import { createLogProgress } from '../../app/progress';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { readEml } from '../../test-support/eml';
import { buildJobsFixture, multipartForm, SAMPLE_CV, vacancyFields } from '../../test-support/jobs.fixture';
import { createMailer } from '../mail/mailer';
import { everyMinutes } from '../tasks/task-scheduler';
import { createRecommendationsRepository } from './recommendations.repository';
import { sendDueRecommendationRequests } from './recommendations.usecases';

describe('the recommendation task schedule', () => {
  it('runs on the next multiple of its interval', () => {
    const next = everyMinutes(10);
    expect(next(new Date('2026-11-25T08:03:10Z')).toISOString()).toBe('2026-11-25T08:10:00.000Z');
    expect(next(new Date('2026-11-25T08:10:00Z')).toISOString()).toBe('2026-11-25T08:20:00.000Z');
  });
});

describeEachDatabase('jobs board: references and letters', (dialect) => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let member: { id: number; email: string };
  let applicant: { id: number; email: string };
  let stranger: { id: number; email: string };
  let superuser: { id: number; email: string };
  let vacancyId: number;
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
  const references = (n: number) =>
    Array.from({ length: n }, (_, i) => ({
      name: `Rec ${i + 1}`,
      email: `rec${i + 1}@uni.example`,
      isPhdAdvisor: i === 0,
    }));
  const apply = (userId: number, advisors: unknown, extra: Record<string, string> = {}) => {
    const form = multipartForm(
      { vacancyId: String(vacancyId), phdAwardDate: '2021-06', advisors: JSON.stringify(advisors), ...extra },
      extra.id ? [] : [{ field: 'cv', filename: 'cv.pdf', content: SAMPLE_CV }],
    );
    return call(userId, 'POST', '/api/jobs/edit-application/', form.payload, form.headers);
  };
  const upload = (userId: number | null, advisorId: string, file?: { filename: string; content: Buffer }) => {
    const form = multipartForm({ advisorId }, file ? [{ field: 'recommendation', ...file }] : []);
    return call(userId, 'POST', '/api/jobs/upload-recommendation/', form.payload, form.headers);
  };
  const outbox = () => {
    try {
      return readdirSync(t.config.mail.outboxDir)
        .filter((f) => f.endsWith('.eml'))
        .sort();
    } catch {
      return [];
    }
  };
  const runTask = (dueBy?: Date, write: (line: string) => void = () => {}) =>
    sendDueRecommendationRequests({
      db: t.db,
      recommendations: createRecommendationsRepository({ db: t.db }),
      mailer: createMailer({ config: t.config.mail }),
      publicUrl: t.config.publicUrl,
      progress: createLogProgress(write),
      dueBy,
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    owner = await createTestUser(t.db);
    member = await createTestUser(t.db);
    applicant = await createTestUser(t.db);
    stranger = await createTestUser(t.db);
    superuser = await createTestUser(t.db, { superuser: true });
    const fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [{ userId: member.id, isEqualityOfficer: false }],
      applicantId: stranger.id,
      applicantEmail: stranger.email,
      selection: { articleIds: [], authorIds: [], conceptIds: [] },
    });
    vacancyId = await fx.vacancies.insert({
      ownerId: owner.id,
      fields: vacancyFields({ isAdvisorsRequired: true }),
      selection: { articleIds: [], authorIds: [], conceptIds: [] },
    });
    await fx.vacancies.upsertCommitteeMember({ vacancyId, userId: member.id, isEqualityOfficer: false });
  });
  afterAll(() => t.close());

  it('asks for 3 references with names and valid e-mails when the vacancy requires them', async () => {
    const two = await apply(applicant.id, references(2));
    expect(two.statusCode).toBe(400);
    expect(two.json().error.details.fields.advisors).toBe(JOB_MESSAGES.referencesRequired);
    const bad = await apply(applicant.id, [
      { name: '', email: 'a@uni.example' },
      { name: 'B', email: 'not-an-address' },
      { name: 'C', email: 'c@uni.example' },
    ]);
    const fields = bad.json().error.details.fields;
    expect(fields['advisors.0.name']).toBe(JOB_MESSAGES.required);
    expect(fields['advisors.1.email']).toBe(JOB_MESSAGES.invalidEmail('not-an-address'));
    expect((await call(applicant.id, 'GET', `/api/jobs/vacancy/${vacancyId}`)).json().ownApplicationId).toBeNull();
  });

  it('stores the references as advisors and e-mails their requests an hour later, once, with a working token', async () => {
    const before = outbox().length;
    const applied = await apply(applicant.id, references(3));
    expect(applied.statusCode).toBe(200);
    const advisors = applied.json().application.advisors;
    expect(advisors.map((a: { name: string }) => a.name)).toEqual(['Rec 1', 'Rec 2', 'Rec 3']);
    expect(advisors[0].isPhdAdvisor).toBe(true);
    expect(advisors.every((a: { hasPostedRecommendation: boolean }) => !a.hasPostedRecommendation)).toBe(true);

    // Not yet due: nothing leaves right after applying, nor 59 minutes later.
    expect((await runTask()).sent).toBe(0);
    expect((await runTask(new Date(Date.now() + 59 * 60_000))).sent).toBe(0);
    // The progress knows its total before the first request leaves: '3/3', never '3/0'.
    const progressLines: string[] = [];
    expect((await runTask(new Date(Date.now() + 61 * 60_000), (line) => progressLines.push(line))).sent).toBe(3);
    expect(progressLines.length).toBeGreaterThan(0);
    expect(progressLines.at(-1)).toMatch(/^sending recommendation requests: 100% \(3\/3, \d+\.\d s\)$/);
    expect((await runTask(new Date(Date.now() + 120 * 60_000))).sent).toBe(0);
    const mails = outbox().slice(before);
    expect(mails).toHaveLength(3);
    const read = mails.map((f) => readEml(readFileSync(join(t.config.mail.outboxDir, f), 'utf8')));
    expect(read.map((m) => m.to).sort()).toEqual(['rec1@uni.example', 'rec2@uni.example', 'rec3@uni.example']);
    const text = read.map((m) => m.text).join('\n');
    const uuid = /\/jobs\/recommendation\/([0-9a-f-]{36})/.exec(text)![1]!;
    const token = /\/find-authors\/(sca_[A-Za-z0-9_-]+)/.exec(text)![1]!;
    const fetched = await call(null, 'GET', `/api/jobs/fetch-advisor-by-attorney/${token}`);
    expect(fetched.statusCode).toBe(200);
    expect(JSON.stringify(fetched.json())).toMatch(/Rec [123]/);
    const page = await call(null, 'GET', `/api/jobs/recommendation-request/${uuid}`);
    expect(page.statusCode).toBe(200);
    expect(page.json()).toMatchObject({ recommendation: false, vacancyId, vacancyTitle: 'Postdoc in graph theory' });
    const sent = (await call(applicant.id, 'GET', `/api/jobs/application/${applied.json().application.applicationId}`))
      .json()
      .advisors.filter((a: { requestSentAt: string | null }) => a.requestSentAt !== null);
    expect(sent).toHaveLength(3);
  });

  it('takes a letter anonymously, checked like an application file, and hides it from the applicant', async () => {
    const application = (await call(applicant.id, 'GET', `/api/jobs/vacancy/${vacancyId}`)).json().ownApplicationId;
    const refs = await createRecommendationsRepository({ db: t.db }).referencesOf([application]);
    const { uuid, advisorId } = refs[0]!;

    const missing = await upload(null, uuid);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details.fields.recommendation).toBe(JOB_MESSAGES.required);
    const exe = await upload(null, uuid, { filename: 'letter.pdf', content: Buffer.from('MZ\x90\x00binary') });
    expect(exe.json().error.details.fields.recommendation).toBe(JOB_MESSAGES.fileType);
    // The numeric id is the superusers' link: anyone else learns nothing.
    expect((await upload(null, String(advisorId), { filename: 'l.pdf', content: SAMPLE_CV })).statusCode).toBe(404);
    expect((await upload(stranger.id, String(advisorId), { filename: 'l.pdf', content: SAMPLE_CV })).statusCode).toBe(
      404,
    );
    expect((await call(null, 'GET', `/api/jobs/recommendation-request/${crypto.randomUUID()}`)).statusCode).toBe(404);

    const letter = Buffer.concat([SAMPLE_CV, Buffer.from('% letter for the applicant\n')]);
    const ok = await upload(null, uuid, { filename: 'letter.pdf', content: letter });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().filename).toBe('letter.pdf');

    const own = (await call(applicant.id, 'GET', `/api/jobs/application/${application}`)).json();
    expect(own.advisors[0].hasPostedRecommendation).toBe(true);
    expect(JSON.stringify(own)).not.toContain('letter.pdf');
    for (const who of [applicant.id, stranger.id, null])
      expect((await call(who, 'GET', `/api/jobs/recommendation/${advisorId}/letter.pdf`)).statusCode).toBe(
        who === null ? 401 : 404,
      );
    expect((await call(applicant.id, 'GET', `/api/jobs/vacancy/${vacancyId}/recommenders`)).statusCode).toBe(404);

    const download = await call(member.id, 'GET', `/api/jobs/recommendation/${advisorId}/letter.pdf`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(letter)).toBe(true);
    expect(download.headers['content-disposition']).toContain('attachment');
    const tab = (await call(member.id, 'GET', `/api/jobs/vacancy/${vacancyId}/recommenders`)).json();
    expect(tab.recommenders).toHaveLength(3);
    const rec1 = tab.recommenders.find((r: { name: string }) => r.name === 'Rec 1');
    expect(rec1.letters[0]).toMatchObject({ applicationId: application, filename: 'letter.pdf' });
    const applicants = (await call(member.id, 'GET', `/api/jobs/vacancy/${vacancyId}/applicants`)).json();
    expect(applicants.applicants[0].advisors.map((a: { filename: string | null }) => a.filename)).toEqual([
      'letter.pdf',
      null,
      null,
    ]);

    // A superuser uploads a missing letter by the advisor's id.
    const byId = await upload(superuser.id, String(refs[1]!.advisorId), { filename: 'rec2.pdf', content: SAMPLE_CV });
    expect(byId.statusCode).toBe(200);
  });

  it('keeps references that stay on an edited application and removes dropped ones with their letters', async () => {
    const application = (await call(applicant.id, 'GET', `/api/jobs/vacancy/${vacancyId}`)).json().ownApplicationId;
    const edited = await apply(
      applicant.id,
      [...references(3).slice(0, 2), { name: 'Rec 4', email: 'rec4@uni.example' }],
      {
        id: String(application),
      },
    );
    expect(edited.statusCode).toBe(200);
    const advisors = edited.json().application.advisors;
    expect(advisors.map((a: { email: string }) => a.email)).toEqual([
      'rec1@uni.example',
      'rec2@uni.example',
      'rec4@uni.example',
    ]);
    expect(advisors.map((a: { hasPostedRecommendation: boolean }) => a.hasPostedRecommendation)).toEqual([
      true,
      true,
      false,
    ]);
    // Only the new reference is due for a request.
    expect((await runTask(new Date(Date.now() + 61 * 60_000))).sent).toBe(1);
  });
});
