/**
 * References (recommenders) of applications and their letters (spec 04): the applicant names
 * them on the form, each becomes an advisor of the claims module; about an hour after applying
 * a background task e-mails each one a request with the upload link and an attorney token;
 * the recommender uploads a letter anonymously; only the committee and superusers read it.
 */
import {
  applicationAdvisorsSchema,
  JOB_LIMITS,
  JOB_MESSAGES,
  type RecommendationRequest,
  type RecommendersResponse,
} from '@sciscope/contracts';
import { isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { Progress } from '../../app/progress';
import { createAdvisor, issueAttorneyToken } from '../claims/attorney-tokens.usecases';
import type { Mailer } from '../mail/mailer';
import type { ApplicationsRepository } from './applications.repository';
import { checkJobFile, type JobFilesStorage } from './job-files';
import { jobsErrors } from './job-postings.errors';
import { recommendationRequestMail } from './job-postings.mail';
import type { RecommendationsRepository, ReferenceRow } from './recommendations.repository';
import { reviewerOfApplication, scoreForVacancy, type ReviewDeps } from './review.usecases';
import type { VacanciesRepository } from './vacancies.repository';
import { requireReviewer } from './vacancies.usecases';

const MINUTE_MS = 60_000;

export interface ReferenceInput {
  name: string;
  email: string;
  isPhdAdvisor: boolean;
}

/**
 * Reads the form's `advisors` field (JSON) into references, adding field errors
 * (`advisors.{i}.name`, `advisors.{i}.email`, `advisors`) to `errors`.
 */
export function parseReferences(
  json: string,
  isAdvisorsRequired: boolean,
  errors: Record<string, string>,
): ReferenceInput[] {
  let raw: unknown;
  try {
    raw = JSON.parse(json === '' ? '[]' : json);
  } catch {
    errors.advisors = 'Send the references as a JSON list.';
    return [];
  }
  // Rows left entirely blank on the form are not references.
  if (Array.isArray(raw))
    raw = raw.filter(
      (r: unknown) =>
        !(
          r &&
          typeof r === 'object' &&
          String((r as { name?: unknown }).name ?? '').trim() === '' &&
          String((r as { email?: unknown }).email ?? '').trim() === ''
        ),
    );
  const parsed = applicationAdvisorsSchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      errors[['advisors', ...issue.path.map(String)].join('.')] ??= issue.message;
    return [];
  }
  if (isAdvisorsRequired && parsed.data.length < JOB_LIMITS.minReferences)
    errors.advisors = JOB_MESSAGES.referencesRequired;
  return parsed.data.map((a) => ({ name: a.name, email: a.email.toLowerCase(), isPhdAdvisor: a.isPhdAdvisor }));
}

/**
 * Makes the application's references what the form says: new recommenders become advisors
 * (claims module) with a request due `recommendationDelayMinutes` from now; a recommender kept
 * (same e-mail) keeps their request state and letter; one dropped is removed with their letter.
 */
export async function syncReferences({
  db,
  recommendations,
  storage,
  applicationId,
  references,
  createdBy,
  now = new Date(),
}: {
  db: Db;
  recommendations: RecommendationsRepository;
  storage: JobFilesStorage;
  applicationId: number;
  references: ReferenceInput[];
  createdBy: number | null;
  now?: Date;
}): Promise<void> {
  const existing = await recommendations.referencesOf([applicationId]);
  const byEmail = new Map(existing.map((r) => [r.email.toLowerCase(), r]));
  const due = new Date(now.getTime() + JOB_LIMITS.recommendationDelayMinutes * MINUTE_MS).toISOString();
  for (const input of references) {
    const kept = byEmail.get(input.email);
    if (kept) {
      byEmail.delete(input.email);
      if (kept.name !== input.name || kept.isPhdAdvisor !== input.isPhdAdvisor)
        await recommendations.updateAdvisor(kept.advisorId, { ...input, now: now.toISOString() });
      continue;
    }
    const advisor = await createAdvisor({ db, ...input, applicationId, createdBy });
    await recommendations.insertReference({ advisorId: advisor.id, applicationId, requestDueAt: due });
  }
  const removed = await recommendations.deleteReferences([...byEmail.values()].map((r) => r.advisorId));
  for (const storedName of removed) await storage.remove(storedName);
}

export interface UploadDeps {
  access: AccessRepository;
  vacancies: VacanciesRepository;
  applications: ApplicationsRepository;
  recommendations: RecommendationsRepository;
  storage: JobFilesStorage;
  user: Actor;
}

const isSuperuser = (actor: Actor) => actor !== null && !isSystemActor(actor) && actor.isSuperuser && !actor.apiToken;

/** The reference an upload link names: a uuid for anyone holding it, a numeric id for superusers only. */
async function referenceOfLink(deps: UploadDeps, advisorId: string): Promise<ReferenceRow> {
  const numeric = /^\d{1,12}$/.test(advisorId);
  const row = numeric
    ? isSuperuser(deps.user)
      ? await deps.recommendations.referenceById(Number(advisorId))
      : null
    : await deps.recommendations.referenceByUuid(advisorId);
  if (!row) throw jobsErrors.notFound('Recommendation request');
  return row;
}

/** GET /api/jobs/recommendation-request/{advisorUuid}: what the upload page shows. */
export async function getRecommendationRequest(deps: UploadDeps, advisorId: string): Promise<RecommendationRequest> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.recommendation.upload' });
  const ref = await referenceOfLink(deps, advisorId);
  const application = (await deps.applications.find(ref.applicationId))!;
  const vacancy = (await deps.vacancies.find(application.vacancyId))!;
  return {
    id: ref.advisorId,
    filename: ref.filename,
    recommendation: ref.uploadedAt !== null,
    uploadedAt: ref.uploadedAt,
    applicantName: application.name || application.email || '',
    applicantAuthorId: application.authorId,
    advisorName: ref.name,
    vacancyId: vacancy.id,
    vacancyTitle: vacancy.title,
    vacancyInstitution: vacancy.affiliation,
    author: ref.authorId !== null ? { id: ref.authorId, name: ref.authorName ?? '' } : null,
  };
}

/**
 * POST /api/jobs/upload-recommendation/: stores (or replaces) the letter, checked like an
 * application file; without a file 'This field is required.'.
 */
export async function uploadRecommendation(
  deps: UploadDeps,
  input: { advisorId: string; file: { filename: string; bytes: Buffer } | null; now?: Date },
): Promise<{ ok: true; filename: string; uploadedAt: string }> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.recommendation.upload' });
  const ref = await referenceOfLink(deps, input.advisorId);
  if (!input.file) throw jobsErrors.field('recommendation', JOB_MESSAGES.required);
  const checked = checkJobFile({ field: 'recommendation', ...input.file });
  const storedName = await deps.storage.store(checked.bytes);
  const uploadedAt = (input.now ?? new Date()).toISOString();
  const replaced = await deps.recommendations.putLetter({
    advisorId: ref.advisorId,
    filename: checked.filename,
    storedName,
    mediaType: checked.mediaType,
    size: checked.bytes.length,
    uploadedBy: deps.user && !isSystemActor(deps.user) ? deps.user.id : null,
    now: uploadedAt,
  });
  if (replaced) await deps.storage.remove(replaced);
  return { ok: true, filename: checked.filename, uploadedAt };
}

/** GET /api/jobs/recommendation/{id}/{filename}: the letter, for reviewers of its vacancy only (404 otherwise). */
export async function downloadRecommendation(
  deps: ReviewDeps & { recommendations: RecommendationsRepository; storage: JobFilesStorage },
  advisorId: number,
) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  const ref = await deps.recommendations.referenceById(advisorId);
  if (!ref || ref.storedName === null) throw jobsErrors.notFound('Recommendation');
  try {
    await reviewerOfApplication(deps, ref.applicationId);
  } catch {
    throw jobsErrors.notFound('Recommendation');
  }
  return { filename: ref.filename!, mediaType: ref.mediaType!, bytes: await deps.storage.read(ref.storedName) };
}

/**
 * GET /api/jobs/vacancy/{id}/recommenders[/preliminary]: the 'By recommenders' tab. One row per
 * person (the same e-mail across applicants), with each applicant's letter, ranked by the
 * recommender's own work against the vacancy when they are linked to an author profile.
 */
export async function listRecommenders(
  deps: ReviewDeps & { recommendations: RecommendationsRepository },
  input: { vacancyId: number; preliminary: boolean },
): Promise<RecommendersResponse> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  await requireReviewer(deps, input.vacancyId);
  const applications = (await deps.applications.listByVacancy(input.vacancyId)).filter(
    (a) => (a.email === null) === input.preliminary,
  );
  const nameOf = new Map(applications.map((a) => [a.id, a.name || a.email || '']));
  const refs = await deps.recommendations.referencesOf(applications.map((a) => a.id));
  const groups = new Map<string, ReferenceRow[]>();
  for (const r of refs) {
    const key = r.email.toLowerCase();
    groups.set(key, [...(groups.get(key) ?? []), r]);
  }
  const authorIds = [...new Set(refs.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const { ranked, scores } = await scoreForVacancy(deps, input.vacancyId, authorIds);
  const recommenders = [...groups.values()].map((list) => {
    const first = list[0]!;
    const linked = list.find((r) => r.authorId !== null);
    const score = linked ? scores.get(linked.authorId!) : undefined;
    return {
      id: first.advisorId,
      groupId: `g${first.advisorId}`,
      name: first.name,
      email: first.email,
      authorId: linked?.authorId ?? null,
      authorName: linked?.authorName ?? null,
      applicantsIds: [...new Set(list.map((r) => r.applicationId))],
      letters: list.map((r) => ({
        advisorId: r.advisorId,
        applicationId: r.applicationId,
        applicantName: nameOf.get(r.applicationId) ?? '',
        isPhdAdvisor: r.isPhdAdvisor,
        filename: r.filename,
        uploadedAt: r.uploadedAt,
      })),
      rank: score?.rank ?? 0,
      similarityCombined: ranked && linked ? (score?.combined ?? 0) : null,
    };
  });
  recommenders.sort(
    (a, b) =>
      b.applicantsIds.length - a.applicantsIds.length ||
      (b.similarityCombined ?? -1) - (a.similarityCombined ?? -1) ||
      a.name.localeCompare(b.name),
  );
  return { recommenders, ranked };
}

/**
 * The task `jobs.recommendation-requests`: e-mails every request due by `dueBy` (default now)
 * and not sent yet, each with the upload link and a new attorney token of the recommender
 * (to link their author profile), then marks it sent. Runs every few minutes, so a request
 * leaves about an hour after the application; a run interrupted between sending and marking
 * may send that one message again.
 */
export async function sendDueRecommendationRequests({
  db,
  recommendations,
  mailer,
  publicUrl,
  progress,
  dueBy,
  now = () => new Date(),
}: {
  db: Db;
  recommendations: RecommendationsRepository;
  mailer: Mailer;
  publicUrl: string;
  progress: Progress;
  dueBy?: Date;
  now?: () => Date;
}): Promise<{ sent: number }> {
  const limit = (dueBy ?? now()).toISOString();
  let sent = 0;
  // The total first, so the progress reads 'n of N', never 'n of 0'.
  progress.start('sending recommendation requests', await recommendations.countDueRequests({ now: limit }));
  for (;;) {
    const due = await recommendations.dueRequests({ now: limit, limit: 100 });
    if (due.length === 0) break;
    for (const request of due) {
      const { token, expiresAt } = await issueAttorneyToken({ db, advisorId: request.advisorId, issuedBy: null });
      await mailer.send(
        recommendationRequestMail({ request, token, tokenExpiresAt: expiresAt, publicUrl, now: now() }),
      );
      await recommendations.markRequestSent(request.advisorId, now().toISOString());
      sent++;
      progress.increment(1);
    }
  }
  progress.stop();
  return { sent };
}
