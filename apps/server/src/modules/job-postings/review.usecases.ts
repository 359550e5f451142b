/**
 * Committee review (spec 04): the ranked applicant lists, the applicant page, votes, comments,
 * preliminary applicants, e-mails to selected applicants. Every call checks first that the
 * caller reviews the vacancy (owner, committee, superuser); everyone else gets 404.
 */
import {
  JOB_LIMITS,
  VOTE_TYPES,
  type Applicant,
  type ApplicantOrder,
  type ApplicantDetail,
  type ApplicantsResponse,
  type EmailApplicantsResponse,
  type VacancyConceptsResponse,
  type VoteType,
} from '@sciscope/contracts';
import { academicAge } from '@sciscope/engine';
import { hasAccess, isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import type { RankingIndex } from '../referees/ranking-index';
import type { WorkVersions } from '../referees/work-versions.repository';
import type { Mailer } from '../mail/mailer';
import type { ApplicationRow, ApplicationsRepository } from './applications.repository';
import { rankReason, scoreApplicants, type ApplicantScore } from './job-ranking';
import { jobsErrors } from './job-postings.errors';
import { selectedApplicantMail } from './job-postings.mail';
import type { VacanciesRepository } from './vacancies.repository';
import { requireReviewer } from './vacancies.usecases';
import { loadVacancyDoc } from './vacancy-ref-doc.source';
import { createRecommendationsRepository } from './recommendations.repository';
import { reviewAdvisors } from './recommendation-views';
import { withReviewerCoauthorship } from './reviewer-coauthorship';

export interface ReviewDeps {
  db: Db;
  access: AccessRepository;
  vacancies: VacanciesRepository;
  applications: ApplicationsRepository;
  /** The representation model and article index (null before the first model is trained). */
  index: () => Promise<RankingIndex | null>;
  /** The corpus's versions of one work (the referee corpus copy's): a work held twice counts once. */
  workVersions: () => Promise<WorkVersions>;
  user: Actor;
  now?: Date;
}

const userIdOf = (actor: Actor) => (actor && !isSystemActor(actor) ? actor.id : null);

async function reviewerOfVacancy(deps: ReviewDeps, vacancyId: number) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  return requireReviewer(deps, vacancyId);
}

/** The application and its vacancy, for a reviewer of that vacancy (else 404 for the application). */
export async function reviewerOfApplication(deps: ReviewDeps, applicationId: number) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  const row = await deps.applications.find(applicationId);
  if (!row) throw jobsErrors.applicationNotFound();
  try {
    return { row, ...(await requireReviewer(deps, row.vacancyId)) };
  } catch {
    throw jobsErrors.applicationNotFound();
  }
}

const normalName = (name: string) => name.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Each evaluator's list votes weigh 1/√(applicants they put on a list), so an evaluator who
 * short-lists everyone moves the ranking no more than one who chooses; rejections are not
 * diluted (README "Jobs board").
 */
export function voteScores(votes: ReadonlyArray<{ applicationId: number; userId: number; voteType: VoteType }>) {
  const listed = new Map<number, number>();
  for (const v of votes) if (VOTE_TYPES[v.voteType].boost > 0) listed.set(v.userId, (listed.get(v.userId) ?? 0) + 1);
  const out = new Map<number, number>();
  for (const v of votes) {
    const boost = VOTE_TYPES[v.voteType].boost;
    const weight = boost > 0 ? 1 / Math.sqrt(listed.get(v.userId) ?? 1) : 1;
    out.set(v.applicationId, (out.get(v.applicationId) ?? 0) + boost * weight);
  }
  return out;
}

/** Every applicant of the vacancy as the committee sees them, ranked by similarity. */
async function buildApplicants(
  deps: ReviewDeps,
  vacancyId: number,
  rows: ApplicationRow[],
  all: ApplicationRow[],
): Promise<{ applicants: Applicant[]; ranked: boolean }> {
  const me = userIdOf(deps.user);
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const { ranked, scores } = await scoreForVacancy(deps, vacancyId, authorIds);
  const titles = await deps.applications.articleTitles(
    [...scores.values()].flatMap((s) => s.articles.map((a) => a.id)),
  );
  const facts = await deps.applications.authorFacts(authorIds);
  const files = await deps.applications.files(ids);
  // Votes are normalised over the whole vacancy, whichever list is shown.
  const allVotes = await deps.applications.votes(all.map((r) => r.id));
  const normalised = voteScores(allVotes);
  const comments = await deps.applications.comments(ids, vacancyId);
  const tags = await deps.applications.applicantTags(ids);
  const references = await createRecommendationsRepository({ db: deps.db }).referencesOf(ids);
  const actual = all.filter((r) => r.email !== null);
  const year = (deps.now ?? new Date()).getUTCFullYear();
  const applicants = rows.map((r): Applicant => {
    const score: ApplicantScore | undefined = r.authorId === null ? undefined : scores.get(r.authorId);
    const f = r.authorId === null ? undefined : facts.get(r.authorId);
    const match =
      r.email === null
        ? actual.find(
            (a) => (a.authorId !== null && a.authorId === r.authorId) || normalName(a.name) === normalName(r.name),
          )
        : undefined;
    return {
      applicationId: r.id,
      vacancyId,
      authorId: r.authorId,
      authorName: r.name || f?.name || r.email || '',
      email: r.email,
      isPreliminary: r.email === null,
      mergeWith: match ? { name: match.name || match.email || '', applicationId: match.id } : null,
      attachments: files
        .filter((x) => x.applicationId === r.id)
        .map((x) => ({ id: x.id, filename: x.filename, formatType: x.formatType, size: x.size })),
      tagsIds: tags.filter((t) => t.applicationId === r.id).map((t) => t.tagId),
      votes: allVotes
        .filter((v) => v.applicationId === r.id)
        .map((v) => ({ voteType: v.voteType, ownVote: v.userId === me, name: v.name })),
      comments: comments
        .filter((c) => c.applicationId === r.id)
        .map((c) => ({
          comment: c.comment,
          userId: c.userId,
          name: c.name,
          ownComment: c.userId === me,
          equalityOfficer: c.equalityOfficer,
        })),
      rank: score?.rank ?? 0,
      rankReason: ranked ? rankReason(score, titles) : 'No representation model has been trained yet.',
      similarityCombined: ranked ? (score?.combined ?? 0) : null,
      similarityMax: ranked ? (score?.max ?? 0) : null,
      voteScore: Math.round((normalised.get(r.id) ?? 0) * 100) / 100,
      articlesCount: f?.articlesCount ?? 0,
      // The engine's definition, as on the author page and in the referee finder (first year counts).
      academicAge: academicAge({ firstYear: f?.firstYear ?? null, currentYear: year }),
      // An applicant without an author in the corpus has no known metrics either.
      notableArticlesCount: f ? f.notableArticlesCount : null,
      hIndex: f ? f.hIndex : null,
      citationsCount: f ? f.citationsCount : null,
      gender: f?.gender ?? null,
      manualGender: f?.manualGender ?? null,
      phdAwardDate: r.phdAwardDate,
      mostRelevantArticles: (score?.articles ?? []).map((a) => ({
        id: a.id,
        title: titles.get(a.id)?.title ?? '',
        year: titles.get(a.id)?.year ?? null,
        similarity: Math.round(a.similarity * 1000) / 1000,
      })),
      isEmailed: r.isEmailed,
      advisors: reviewAdvisors(references.filter((x) => x.applicationId === r.id)),
    };
  });
  applicants.sort(
    (a, b) =>
      (b.similarityCombined ?? 0) - (a.similarityCombined ?? 0) ||
      b.voteScore - a.voteScore ||
      a.applicationId - b.applicationId,
  );
  return { applicants, ranked };
}

/** The committee's order: vote score first, then similarity (the list comes ranked by similarity). */
export function byVotes<T extends Pick<Applicant, 'voteScore' | 'similarityCombined' | 'applicationId'>>(
  list: readonly T[],
): T[] {
  return [...list].sort(
    (a, b) =>
      b.voteScore - a.voteScore ||
      (b.similarityCombined ?? 0) - (a.similarityCombined ?? 0) ||
      a.applicationId - b.applicationId,
  );
}

/** The concepts each author holds (those weighing in their work), by author id. */
async function conceptsHeld(deps: ReviewDeps, authorIds: ReadonlyArray<number | null>) {
  const ids = [...new Set(authorIds.flatMap((id) => (id === null ? [] : [id])))];
  const held = new Map<number, Set<number>>();
  for (const w of await deps.applications.authorConcepts(ids)) {
    const set = held.get(w.authorId) ?? new Set<number>();
    set.add(w.conceptId);
    held.set(w.authorId, set);
  }
  return held;
}

/** True when the author holds every concept of `conceptIds` (an applicant without an author holds none). */
const holdsAll = (held: ReadonlyMap<number, ReadonlySet<number>>, authorId: number | null, conceptIds: number[]) =>
  conceptIds.every((c) => authorId !== null && held.get(authorId)?.has(c) === true);

/** Applicants having every concept of `conceptIds` in their work. */
async function withConcepts(deps: ReviewDeps, applicants: Applicant[], conceptIds: number[]): Promise<Applicant[]> {
  if (conceptIds.length === 0) return applicants;
  const held = await conceptsHeld(
    deps,
    applicants.map((a) => a.authorId),
  );
  return applicants.filter((a) => holdsAll(held, a.authorId, conceptIds));
}

export const parseIds = (text: string | undefined): number[] =>
  (text ?? '')
    .split(',')
    .map((v) => Number(v.trim()))
    .filter((v) => Number.isInteger(v) && v > 0);

/** GET /api/jobs/vacancy/{id}/applicants[/preliminary]. */
export async function listApplicants(
  deps: ReviewDeps,
  input: {
    vacancyId: number;
    preliminary: boolean;
    offset: number;
    order?: ApplicantOrder;
    minSim?: number;
    /** Concept ids the applicants must all hold. */
    cids?: number[];
  },
): Promise<ApplicantsResponse> {
  const { isEqualityOfficer } = await reviewerOfVacancy(deps, input.vacancyId);
  const all = await deps.applications.listByVacancy(input.vacancyId);
  const rows = all.filter((r) => (r.email === null) === input.preliminary);
  const built = await buildApplicants(deps, input.vacancyId, rows, all);
  let list = built.applicants;
  if (input.minSim !== undefined) list = list.filter((a) => (a.similarityCombined ?? 0) >= input.minSim!);
  list = await withConcepts(deps, list, input.cids ?? []);
  if (input.order === 'votes') list = byVotes(list);
  const canSeeGender = await hasAccess({ access: deps.access, user: deps.user, permission: 'author.read_gender' });
  // The caller's co-authorships are read for the page shown only.
  const page = await withReviewerCoauthorship(
    deps,
    list.slice(input.offset, input.offset + JOB_LIMITS.applicantsPageSize),
  );
  return {
    applicants: page.map((a) => (canSeeGender ? a : { ...a, gender: null, manualGender: null })),
    total: list.length,
    offset: input.offset,
    pageSize: JOB_LIMITS.applicantsPageSize,
    ranked: built.ranked,
    isEqualityOfficer,
    canSeeGender,
  };
}

/** The applicant page's data (GET /api/jobs/vacancy/{id}/applicant/{applicationId}). */
export async function applicantDetail(deps: ReviewDeps, applicationId: number): Promise<ApplicantDetail> {
  const { row, vacancy } = await reviewerOfApplication(deps, applicationId);
  const all = await deps.applications.listByVacancy(vacancy.id);
  const { applicants } = await buildApplicants(deps, vacancy.id, [row], all);
  const [built] = await withReviewerCoauthorship(deps, applicants);
  const canSeeGender = await hasAccess({ access: deps.access, user: deps.user, permission: 'author.read_gender' });
  const applicant = canSeeGender ? built! : { ...built!, gender: null, manualGender: null };
  const weights = row.authorId === null ? [] : await deps.applications.authorConcepts([row.authorId]);
  weights.sort((a, b) => b.weight - a.weight || a.conceptId - b.conceptId);
  const top = weights.slice(0, 10);
  const names = new Map((await deps.vacancies.conceptNames(top.map((w) => w.conceptId))).map((c) => [c.id, c.name]));
  const user = deps.user && !isSystemActor(deps.user) ? deps.user : null;
  return {
    vacancy: { id: vacancy.id, title: vacancy.title },
    applicant,
    topConcepts: top.map((w) => ({
      conceptId: w.conceptId,
      name: names.get(w.conceptId) ?? '',
      sumtfidf: Math.round(w.weight * 100) / 100,
    })),
    isSuperuser: Boolean(user?.isSuperuser && !user.apiToken),
  };
}

/** POST /api/jobs/vote/: sets the caller's one vote on the applicant (replacing theirs). */
export async function setVote(deps: ReviewDeps, input: { applicationId: number; voteType: VoteType }) {
  await reviewerOfApplication(deps, input.applicationId);
  await deps.applications.setVote(input.applicationId, userIdOf(deps.user) ?? 0, input.voteType);
}

/** DELETE /api/jobs/vote/: revokes the caller's own vote of that type (others' votes are untouched). */
export async function revokeVote(deps: ReviewDeps, input: { applicationId: number; voteType: VoteType }) {
  await reviewerOfApplication(deps, input.applicationId);
  if (!(await deps.applications.revokeVote(input.applicationId, userIdOf(deps.user) ?? 0, input.voteType)))
    throw jobsErrors.notFound('Vote');
}

/** POST /api/jobs/comment/: the caller's one comment; empty text deletes it. */
export async function saveComment(deps: ReviewDeps, input: { applicationId: number; comment: string }) {
  await reviewerOfApplication(deps, input.applicationId);
  const userId = userIdOf(deps.user) ?? 0;
  if (input.comment.trim() === '') await deps.applications.deleteComment(input.applicationId, userId);
  else await deps.applications.setComment(input.applicationId, userId, input.comment.trim());
}

export async function deleteComment(deps: ReviewDeps, input: { applicationId: number }) {
  await reviewerOfApplication(deps, input.applicationId);
  await deps.applications.deleteComment(input.applicationId, userIdOf(deps.user) ?? 0);
}

/** POST /api/jobs/merge-applications/: the preliminary record is replaced by the actual one. */
export async function mergeApplications(deps: ReviewDeps, input: { applicationId1: number; applicationId2: number }) {
  const first = await reviewerOfApplication(deps, input.applicationId1);
  const second = await reviewerOfApplication(deps, input.applicationId2);
  const pair = [first.row, second.row];
  const preliminary = pair.find((r) => r.email === null);
  const actual = pair.find((r) => r.email !== null);
  if (!preliminary || !actual || preliminary.vacancyId !== actual.vacancyId) throw jobsErrors.mergeRefused();
  await deps.applications.mergeInto(preliminary.id, actual.id);
  if (actual.authorId === null && preliminary.authorId !== null)
    await deps.applications.update(actual.id, { authorId: preliminary.authorId });
  return {
    actualApplication: { applicationId: actual.id, name: actual.name || actual.email || '' },
    preliminaryApplicationId: preliminary.id,
  };
}

/** DELETE /api/jobs/delete-preliminary-application/: only a preliminary applicant without e-mail. */
export async function deletePreliminary(deps: ReviewDeps, input: { applicationId: number }) {
  const { row } = await reviewerOfApplication(deps, input.applicationId);
  if (row.email !== null) throw jobsErrors.removeRefused();
  await deps.applications.delete(row.id);
}

/** POST /api/jobs/add-preliminary-applicants/: corpus authors not yet on the vacancy become preliminary applicants. */
export async function addPreliminary(deps: ReviewDeps, input: { vacancyId: number; authorsIds: number[] }) {
  await reviewerOfVacancy(deps, input.vacancyId);
  const present = await deps.applications.authorIdsOnVacancy(input.vacancyId);
  const facts = await deps.applications.authorFacts([...new Set(input.authorsIds)].filter((id) => !present.has(id)));
  let addedCount = 0;
  for (const [authorId, f] of facts) {
    await deps.applications.insert({
      vacancyId: input.vacancyId,
      userId: null,
      name: f.name,
      email: null,
      authorId,
      phdAwardDate: null,
    });
    addedCount++;
  }
  return { addedCount };
}

/**
 * GET /api/jobs/vacancy/{id}/concepts: the search tab's concepts, counted over the applicants the
 * tab lists (the actual or the preliminary ones, at least `minSim` similar, holding every concept
 * of `cids`), so a count is what picking that concept leaves in the list.
 */
export async function vacancyConcepts(
  deps: ReviewDeps,
  input: { vacancyId: number; minSim: number; cids: number[]; preliminary: boolean },
): Promise<VacancyConceptsResponse> {
  await reviewerOfVacancy(deps, input.vacancyId);
  const all = await deps.applications.listByVacancy(input.vacancyId);
  const rows = all.filter((r) => (r.email === null) === input.preliminary);
  // Ranking is needed only for a minimum similarity: at 0 the list keeps everyone, ranked or not.
  const authorIds =
    input.minSim > 0
      ? (await buildApplicants(deps, input.vacancyId, rows, all)).applicants
          .filter((a) => (a.similarityCombined ?? 0) >= input.minSim)
          .map((a) => a.authorId)
      : rows.map((r) => r.authorId);
  const held = await conceptsHeld(deps, authorIds);
  const count = new Map<number, number>();
  for (const authorId of authorIds) {
    if (authorId === null || !holdsAll(held, authorId, input.cids)) continue;
    for (const c of held.get(authorId) ?? []) count.set(c, (count.get(c) ?? 0) + 1);
  }
  // The most held first; ties at the cut go by id, so the same applicants give the same list.
  const top = [...count.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, JOB_LIMITS.searchConcepts);
  const names = new Map(
    (await deps.vacancies.conceptNames([...new Set([...top.map(([id]) => id), ...input.cids])])).map((c) => [
      c.id,
      c.name,
    ]),
  );
  const concepts = top
    .map(([id, n]) => ({ id, name: names.get(id) ?? '', applicantsCount: n }))
    .sort((a, b) => b.applicantsCount - a.applicantsCount || a.name.localeCompare(b.name) || a.id - b.id);
  const picked = input.cids.flatMap((id) => (names.has(id) ? [{ id, name: names.get(id)! }] : []));
  return { concepts, picked };
}

/**
 * POST /jobs/{id}/emails: e-mails the selected actual applicants of the vacancy, and counts the
 * selected ones it could not (preliminary applicants have no e-mail address).
 */
export async function emailApplicants(
  deps: ReviewDeps & { mailer: Mailer; publicUrl: string },
  input: { vacancyId: number; applicantsIds: number[] },
): Promise<EmailApplicantsResponse> {
  const { vacancy } = await reviewerOfVacancy(deps, input.vacancyId);
  const wanted = new Set(input.applicantsIds);
  const selected = (await deps.applications.listByVacancy(vacancy.id)).filter((r) => wanted.has(r.id));
  const rows = selected.filter((r) => r.email !== null);
  for (const r of rows)
    await deps.mailer.send(
      selectedApplicantMail({ vacancy, applicant: { name: r.name, email: r.email! }, publicUrl: deps.publicUrl }),
    );
  await deps.applications.markEmailed(rows.map((r) => r.id));
  return { emailedCount: rows.length, noEmailCount: selected.length - rows.length };
}

/** The corpus authors `authorIds` scored against the vacancy (its applicants, its recommenders). */
export async function scoreForVacancy(
  deps: Pick<ReviewDeps, 'db' | 'index' | 'workVersions'>,
  vacancyId: number,
  authorIds: readonly number[],
): ReturnType<typeof scoreApplicants> {
  const { doc } = await loadVacancyDoc(deps.db, vacancyId);
  return scoreApplicants({ db: deps.db, index: await deps.index(), doc, authorIds, versions: deps.workVersions });
}
