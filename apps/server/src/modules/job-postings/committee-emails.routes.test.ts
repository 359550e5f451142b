import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccessRepository } from '../../app/access.repository';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { readEml } from '../../test-support/eml';
import { buildJobsFixture, vacancyFields } from '../../test-support/jobs.fixture';
import { addCommitteeMember } from './vacancies.usecases';

/*
 * Appointing the hiring committee (user walk: appointees heard nothing): a newcomer gets one
 * e-mail naming who appointed them, the vacancy, their role and the link to its applicants;
 * saving the same person again, or only their equality-officer mark, sends nothing.
 */
describeEachDatabase('e-mailing an appointed committee member', (dialect) => {
  let t: TestApp;
  let owner: { id: number; email: string };
  let fx: Awaited<ReturnType<typeof buildJobsFixture>>;

  const mails = () => {
    const outbox = t.config.mail.outboxDir;
    try {
      return readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
        .map((f) => readEml(readFileSync(join(outbox, f), 'utf8')));
    } catch {
      return [];
    }
  };
  const appoint = async (vacancyId: number, email: string, isEqualityOfficer = false) =>
    t.app.inject({
      method: 'POST',
      url: `/api/jobs/vacancy/${vacancyId}/committee`,
      headers: apiHeaders(await sessionCookieFor({ app: t.app, db: t.db, userId: owner.id })),
      payload: { email, isEqualityOfficer },
    });
  const named = async (name: string) => {
    const user = await createTestUser(t.db);
    await t.db.kysely.updateTable('users').set({ name }).where('id', '=', user.id).execute();
    return user;
  };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    owner = await named('Olga Owner');
    const applicant = await createTestUser(t.db);
    fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [],
      applicantId: applicant.id,
      applicantEmail: applicant.email,
    });
  });
  afterAll(() => t.close());

  it('mails a newcomer once, with the link to the applicants; saving them again mails nobody', async () => {
    const member = await named('Mia Member');
    const before = mails().length;
    expect((await appoint(fx.vacancyId, member.email)).statusCode).toBe(200);
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(member.email);
    expect(sent[0]!.subject).toBe('Hiring committee: "Postdoc in graph theory"');
    expect(sent[0]!.text).toContain(
      `Dear Mia Member,\n\nOlga Owner (${owner.email}) has appointed you to the hiring committee of\n` +
        '"Postdoc in graph theory" (University of Testing).\nYour role: committee member.\n',
    );
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/jobs/${fx.vacancyId}/applicants\n`);
    expect(sent[0]!.text).not.toContain('draft');

    const again = await appoint(fx.vacancyId, member.email);
    expect(again.statusCode).toBe(200);
    const officer = await appoint(fx.vacancyId, member.email, true);
    expect(officer.json().members).toEqual([expect.objectContaining({ userId: member.id, isEqualityOfficer: true })]);
    expect(mails()).toHaveLength(before + 1);
  });

  it('tells an equality officer of a draft their role and that it is a draft; the owner seating themself gets nothing', async () => {
    const draftId = await fx.vacancies.insert({
      ownerId: owner.id,
      fields: vacancyFields({ status: 'draft', title: 'Draft lectureship' }),
      selection: { articleIds: [], authorIds: [], conceptIds: [] },
    });
    const officer = await createTestUser(t.db);
    const before = mails().length;
    expect((await appoint(draftId, officer.email, true)).statusCode).toBe(200);
    expect((await appoint(draftId, owner.email)).statusCode).toBe(200);
    const sent = mails().slice(before);
    expect(sent.map((m) => m.to)).toEqual([officer.email]);
    expect(sent[0]!.text).toContain(`Dear ${officer.email},`);
    expect(sent[0]!.text).toContain('Your role: equality officer (your comments on applicants carry the EOO mark).');
    expect(sent[0]!.text).toContain('The vacancy is still a draft, not yet published');
    expect(sent[0]!.text).toContain(`${t.config.publicUrl}/jobs/${draftId}/applicants\n`);
  });

  it('seats nobody when the mail cannot leave, so trying again still mails the newcomer', async () => {
    const member = await createTestUser(t.db);
    const deps = (mailer: Parameters<typeof addCommitteeMember>[0]['mailer']) => ({
      access: createAccessRepository({ db: t.db }),
      vacancies: fx.vacancies,
      user: { id: owner.id, email: owner.email, isSuperuser: false },
      mailer,
      publicUrl: t.config.publicUrl,
    });
    const input = { vacancyId: fx.vacancyId, email: member.email, isEqualityOfficer: false };
    const failing = { send: () => Promise.reject(new Error('relay down')) };
    await expect(addCommitteeMember(deps(failing), input)).rejects.toThrow('relay down');
    expect(await fx.vacancies.committeeRole(fx.vacancyId, member.id)).toBeNull();
    const sent: string[] = [];
    const working = {
      send: async (m: { to: string | string[] }) => (sent.push(String(m.to)), { messageId: 'x', file: null }),
    };
    await addCommitteeMember(deps(working), input);
    expect(sent).toEqual([member.email]);
  });
});
