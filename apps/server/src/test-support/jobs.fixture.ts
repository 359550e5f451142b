import type { VacancyFields } from '../modules/job-postings/vacancies.repository';
import { createVacanciesRepository } from '../modules/job-postings/vacancies.repository';
import { createApplicationsRepository } from '../modules/job-postings/applications.repository';
import { createJobFilesStorage, jobFilesDir } from '../modules/job-postings/job-files';
import type { Db } from '../app/database/kysely';
import { buildPdf } from './manuscript-fixtures';
import { createAdvisor } from '../modules/claims/attorney-tokens.usecases';
import { createRecommendationsRepository } from '../modules/job-postings/recommendations.repository';

/** A real one-page PDF to upload as a CV. */
export const SAMPLE_CV = buildPdf([[{ text: 'Curriculum vitae of a test applicant', size: 12 }]]);

/** A deadline far in the future (the vacancy stays open however long the suite runs). */
export const OPEN_DEADLINE = '2099-12-31';

export function vacancyFields(overrides: Partial<VacancyFields> = {}): VacancyFields {
  return {
    title: 'Postdoc in graph theory',
    descriptionMarkdown: 'We look for a **postdoc** in graph theory.',
    startInfo: 'Autumn',
    duration: '2 years',
    dateDeadline: OPEN_DEADLINE,
    affiliation: 'University of Testing',
    infoEmail: 'jobs@example.org',
    requirements: ['cv'],
    isAdvisorsRequired: false,
    text: 'graph theory',
    status: 'published',
    ...overrides,
  };
}

/** A multipart body of text fields and files, as a browser sends the application form. */
export function multipartForm(
  fields: Record<string, string>,
  files: Array<{ field: string; filename: string; content: Buffer; contentType?: string }> = [],
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----sciscopejobs${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\n` +
          `Content-Type: ${f.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * A published vacancy of `ownerId` with a committee, and an application of `applicantId` with
 * a stored CV: the objects the jobs tests and the authorisation matrix act on.
 */
export async function buildJobsFixture({
  db,
  runtimeDir,
  ownerId,
  committee,
  applicantId,
  applicantEmail,
  selection = { articleIds: [], authorIds: [], conceptIds: [] },
}: {
  db: Db;
  runtimeDir: string;
  ownerId: number;
  committee: Array<{ userId: number; isEqualityOfficer: boolean }>;
  applicantId: number;
  applicantEmail: string;
  selection?: { articleIds: number[]; authorIds: number[]; conceptIds: number[] };
}) {
  const vacancies = createVacanciesRepository({ db });
  const applications = createApplicationsRepository({ db });
  const storage = createJobFilesStorage({ dir: jobFilesDir(runtimeDir) });
  const vacancyId = await vacancies.insert({ ownerId, fields: vacancyFields(), selection });
  for (const member of committee) await vacancies.upsertCommitteeMember({ vacancyId, ...member });
  const applicationId = await applications.insert({
    vacancyId,
    userId: applicantId,
    name: 'Ann Applicant',
    email: applicantEmail,
    authorId: null,
    phdAwardDate: '2020-06',
  });
  await applications.putFile({
    applicationId,
    formatType: 'cv',
    filename: 'cv.pdf',
    storedName: await storage.store(SAMPLE_CV),
    mediaType: 'application/pdf',
    size: SAMPLE_CV.length,
  });
  const fileId = (await applications.files([applicationId]))[0]!.id;
  // One reference of the application, whose recommender has uploaded a letter.
  const advisor = await createAdvisor({ db, name: 'Rita Recommender', email: 'rita@uni.example', applicationId });
  const recommendations = createRecommendationsRepository({ db });
  await recommendations.insertReference({
    advisorId: advisor.id,
    applicationId,
    requestDueAt: new Date().toISOString(),
  });
  await recommendations.markRequestSent(advisor.id, new Date().toISOString());
  await recommendations.putLetter({
    advisorId: advisor.id,
    filename: 'letter.pdf',
    storedName: await storage.store(SAMPLE_CV),
    mediaType: 'application/pdf',
    size: SAMPLE_CV.length,
    uploadedBy: null,
    now: new Date().toISOString(),
  });
  let counter = 0;
  return {
    vacancyId,
    applicationId,
    fileId,
    /** The reference with a letter: its advisor id and the uuid of its upload link. */
    advisor: { id: advisor.id, uuid: advisor.uuid },
    vacancies,
    applications,
    /** A new preliminary applicant of the vacancy (no account, no e-mail). */
    newPreliminary: () =>
      applications.insert({
        vacancyId,
        userId: null,
        name: `Preliminary ${++counter}`,
        email: null,
        authorId: null,
        phdAwardDate: null,
      }),
    newTag: (assignTo: number[] = []) =>
      applications
        .insertTag({ vacancyId, name: `Tag ${++counter}`, description: '', autotag: false })
        .then(async (id) => {
          if (assignTo.length) await applications.assignTag(assignTo, id);
          return id;
        }),
  };
}
