import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildJobsFixture } from '../../test-support/jobs.fixture';

/*
 * "Send e-mail to selected" of the committee review (spec 04: a form POST to /jobs/{id}/emails
 * carrying applicantsIds): the selected actual applicants are e-mailed, and the answer counts the
 * selected ones skipped for having no e-mail address (preliminary applicants), so a list of
 * those does not answer a bare "E-mailed 0".
 */
describeEachDatabase('e-mailing the selected applicants', (dialect) => {
  let t: TestApp;
  let member: { id: number };
  let applicant: { id: number; email: string };
  let fx: Awaited<ReturnType<typeof buildJobsFixture>>;

  const mails = (): string[] => {
    const outbox = t.config.mail.outboxDir;
    try {
      return readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .map((f) => readFileSync(join(outbox, f), 'utf8'));
    } catch {
      return [];
    }
  };
  const emailSelected = async (applicantsIds: number[]) =>
    t.app.inject({
      method: 'POST',
      url: `/jobs/${fx.vacancyId}/emails`,
      headers: {
        ...apiHeaders(await sessionCookieFor({ app: t.app, db: t.db, userId: member.id })),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams(applicantsIds.map((id) => ['applicantsIds', String(id)])).toString(),
    });

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const owner = await createTestUser(t.db);
    member = await createTestUser(t.db);
    applicant = await createTestUser(t.db);
    fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [{ userId: member.id, isEqualityOfficer: false }],
      applicantId: applicant.id,
      applicantEmail: applicant.email,
    });
  });
  afterAll(() => t.close());

  it('counts the selected preliminary applicants as skipped for having no e-mail address, sending nothing', async () => {
    const before = mails().length;
    const response = await emailSelected([await fx.newPreliminary(), await fx.newPreliminary()]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ emailedCount: 0, noEmailCount: 2 });
    expect(mails()).toHaveLength(before);
  });

  it('e-mails the actual applicant of a mixed selection and counts the one without an address', async () => {
    const before = mails().length;
    const response = await emailSelected([fx.applicationId, await fx.newPreliminary()]);
    expect(response.json()).toEqual({ emailedCount: 1, noEmailCount: 1 });
    const sent = mails().slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`To: ${applicant.email}`);
  });

  it("counts nothing for ids that are not the vacancy's applicants", async () => {
    const response = await emailSelected([999_999]);
    expect(response.json()).toEqual({ emailedCount: 0, noEmailCount: 0 });
  });
});
