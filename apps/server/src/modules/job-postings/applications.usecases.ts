import {
  isDeadlinePassed,
  JOB_MESSAGES,
  VACANCY_REQUIREMENTS,
  type Application,
  type VacancyRequirement,
} from '@sciscope/contracts';
import { nameBlockKey } from '@sciscope/engine';
import { isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import { commonErrors } from '../../app/errors';
import { jobsErrors } from './job-postings.errors';
import { checkJobFile, type CheckedFile, type JobFilesStorage } from './job-files';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository';
import type { Db } from '../../app/database/kysely';
import { createRecommendationsRepository } from './recommendations.repository';
import { applicantAdvisors } from './recommendation-views';
import { parseReferences, syncReferences } from './recommendations.usecases';
import type { VacanciesRepository } from './vacancies.repository';
import { loadVisibleVacancy } from './vacancies.usecases';

export interface ApplicationsDeps {
  db: Db;
  access: AccessRepository;
  vacancies: VacanciesRepository;
  applications: ApplicationsRepository;
  storage: JobFilesStorage;
  user: Actor;
  now?: Date;
}

/** An uploaded file field as the route read it (bytes capped one past the limit). */
export interface UploadedFile {
  field: string;
  filename: string;
  bytes: Buffer;
}

const normalName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The applicant's corpus author: the author their account is linked to (a claimed profile),
 * else the one corpus author whose name is exactly theirs; null when none or several match.
 */
async function linkAuthor(
  applications: ApplicationsRepository,
  account: { authorId: number | null },
  name: string,
): Promise<number | null> {
  if (account.authorId !== null) return account.authorId;
  if (name.trim() === '') return null;
  const wanted = normalName(name);
  const matches = (await applications.authorsByNameKey(nameBlockKey(name))).filter(
    (a) => normalName(a.name) === wanted,
  );
  return matches.length === 1 ? matches[0]!.id : null;
}

export async function applicationView(
  db: Db,
  applications: ApplicationsRepository,
  row: ApplicationRow,
  vacancyTitle: string,
): Promise<Application> {
  const files = await applications.files([row.id]);
  const references = await createRecommendationsRepository({ db }).referencesOf([row.id]);
  return {
    applicationId: row.id,
    vacancyId: row.vacancyId,
    vacancyTitle,
    name: row.name,
    email: row.email,
    phdAwardDate: row.phdAwardDate,
    authorId: row.authorId,
    attachments: files.map((f) => ({ id: f.id, filename: f.filename, formatType: f.formatType, size: f.size })),
    advisors: applicantAdvisors(references),
    isPreliminary: row.email === null,
    createdAt: row.createdAt,
  };
}

/**
 * POST /api/jobs/edit-application/: applies to a published vacancy before its deadline ends, or
 * edits the caller's own application. Every file is checked before anything is stored; the CV
 * is always required, the other files when the vacancy requires them (a file already stored
 * counts). The references (JSON `advisors`) need a name and an e-mail each, and at least 3 of
 * them when the vacancy requires advisors. All field errors come back at once.
 */
export async function saveApplication(
  deps: ApplicationsDeps,
  input: {
    id?: number;
    vacancyId: number;
    name: string;
    phdAwardDate: string;
    advisors?: string;
    files: UploadedFile[];
  },
): Promise<Application> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.apply' });
  const user = deps.user && !isSystemActor(deps.user) ? deps.user : null;
  if (!user) throw commonErrors.unauthenticated();
  const { vacancy } = await loadVisibleVacancy(deps, input.vacancyId);
  let existing: ApplicationRow | null = null;
  if (input.id !== undefined) {
    existing = await deps.applications.find(input.id);
    if (!existing || existing.userId !== user.id || existing.vacancyId !== vacancy.id)
      throw jobsErrors.applicationNotFound();
  } else if (await deps.applications.findByUser(vacancy.id, user.id)) throw jobsErrors.alreadyApplied();
  if (vacancy.status !== 'published' || isDeadlinePassed(vacancy.dateDeadline, deps.now)) throw jobsErrors.closed();

  const errors: Record<string, string> = {};
  const checked = new Map<VacancyRequirement, CheckedFile>();
  for (const file of input.files) {
    if (!(VACANCY_REQUIREMENTS as readonly string[]).includes(file.field)) continue;
    try {
      checked.set(file.field as VacancyRequirement, checkJobFile(file));
    } catch (error) {
      const fields = (error as { details?: { fields?: Record<string, string> } }).details?.fields;
      if (!fields) throw error;
      Object.assign(errors, fields);
    }
  }
  const stored = new Set((existing ? await deps.applications.files([existing.id]) : []).map((f) => f.formatType));
  for (const requirement of new Set<VacancyRequirement>(['cv', ...vacancy.requirements]))
    if (!checked.has(requirement) && !stored.has(requirement) && !errors[requirement])
      errors[requirement] = JOB_MESSAGES.required;
  const references =
    input.advisors === undefined && existing
      ? null
      : parseReferences(input.advisors ?? '[]', vacancy.isAdvisorsRequired, errors);
  if (Object.keys(errors).length > 0) throw commonErrors.validation(errors);

  const account = (await deps.vacancies.userFacts(user.id))!;
  const name = input.name.trim() || account.name || '';
  const authorId = await linkAuthor(deps.applications, account, name);
  let applicationId: number;
  if (existing) {
    await deps.applications.update(existing.id, { name, phdAwardDate: input.phdAwardDate, authorId });
    applicationId = existing.id;
  } else {
    applicationId = await deps.applications.insert({
      vacancyId: vacancy.id,
      userId: user.id,
      name,
      email: account.email,
      authorId,
      phdAwardDate: input.phdAwardDate,
    });
  }
  for (const [formatType, file] of checked) {
    const storedName = await deps.storage.store(file.bytes);
    const replaced = await deps.applications.putFile({
      applicationId,
      formatType,
      filename: file.filename,
      storedName,
      mediaType: file.mediaType,
      size: file.bytes.length,
    });
    if (replaced) await deps.storage.remove(replaced);
  }
  if (references)
    await syncReferences({
      db: deps.db,
      recommendations: createRecommendationsRepository({ db: deps.db }),
      storage: deps.storage,
      applicationId,
      references,
      createdBy: user.id,
      now: deps.now,
    });
  return applicationView(deps.db, deps.applications, (await deps.applications.find(applicationId))!, vacancy.title);
}

/**
 * An application the caller may read: their own, or any of a vacancy they review; 404 for
 * everyone else (another applicant learns nothing, not even that it exists).
 */
export async function loadReadableApplication(
  deps: Pick<ApplicationsDeps, 'vacancies' | 'applications' | 'user'>,
  id: number,
) {
  const row = await deps.applications.find(id);
  if (!row) throw jobsErrors.applicationNotFound();
  const user = deps.user && !isSystemActor(deps.user) ? deps.user : null;
  const own = user !== null && row.userId === user.id;
  try {
    const loaded = await loadVisibleVacancy(deps, row.vacancyId);
    if (!own && loaded.role === null) throw jobsErrors.applicationNotFound();
    return { row, vacancy: loaded.vacancy, own, role: loaded.role };
  } catch {
    throw jobsErrors.applicationNotFound();
  }
}

/** GET /api/jobs/application/{id}. */
export async function getApplication(deps: ApplicationsDeps, id: number): Promise<Application> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.apply' });
  const { row, vacancy } = await loadReadableApplication(deps, id);
  return applicationView(deps.db, deps.applications, row, vacancy.title);
}

/** GET /api/jobs/attachment/{id}[/{filename}]: the applicant's own files, and the reviewers'. */
export async function downloadAttachment(deps: ApplicationsDeps, fileId: number) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.apply' });
  const file = await deps.applications.file(fileId);
  if (!file) throw jobsErrors.notFound('File');
  try {
    await loadReadableApplication(deps, file.applicationId);
  } catch {
    throw jobsErrors.notFound('File');
  }
  return { filename: file.filename, mediaType: file.mediaType, bytes: await deps.storage.read(file.storedName) };
}
