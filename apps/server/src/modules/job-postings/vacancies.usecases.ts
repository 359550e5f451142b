import {
  editVacancyBodySchema,
  isDeadlinePassed,
  JOB_LIMITS,
  JOB_MESSAGES,
  publishesClosedVacancy,
  type LastArticlesResponse,
  type Vacancy,
  type VacancyListResponse,
  vacancyListQuerySchema,
} from '@sciscope/contracts';
import type { z } from 'zod';
import { micromark } from 'micromark';
import { isSystemActor, requireAccess, type AccessRepository, type Actor } from '../../app/access';
import type { SessionUser } from '../../app/auth/auth.types';
import type { Mailer } from '../mail/mailer';
import { jobsErrors } from './job-postings.errors';
import { committeeAppointmentMail, paymentRequestMail } from './job-postings.mail';
import type { ApplicationsRepository } from './applications.repository';
import type { VacanciesRepository, VacancyRow } from './vacancies.repository';

export interface VacanciesDeps {
  access: AccessRepository;
  vacancies: VacanciesRepository;
  user: Actor;
}

/** Who the caller is to a vacancy: what the pages show and the use cases allow. */
export type VacancyRole = 'system' | 'owner' | 'superuser' | 'committee' | null;

const sessionUser = (actor: Actor): SessionUser | null => (actor && !isSystemActor(actor) ? actor : null);

export async function vacancyRole(
  vacancies: VacanciesRepository,
  vacancy: VacancyRow,
  actor: Actor,
): Promise<{ role: VacancyRole; isEqualityOfficer: boolean }> {
  if (isSystemActor(actor)) return { role: 'system', isEqualityOfficer: false };
  const user = sessionUser(actor);
  if (!user) return { role: null, isEqualityOfficer: false };
  if (vacancy.ownerId === user.id) return { role: 'owner', isEqualityOfficer: false };
  const committee = await vacancies.committeeRole(vacancy.id, user.id);
  if (committee) return { role: 'committee', isEqualityOfficer: committee.isEqualityOfficer };
  // A token acts as its creator, never as a superuser.
  if (user.isSuperuser && !user.apiToken) return { role: 'superuser', isEqualityOfficer: false };
  return { role: null, isEqualityOfficer: false };
}

/** The markdown description as HTML: raw HTML is escaped and javascript: links dropped (micromark's safe defaults). */
export function renderDescription(markdown: string): string {
  return micromark(markdown, { allowDangerousHtml: false, allowDangerousProtocol: false });
}

const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * A vacancy the caller may see: published ones for everyone; drafts for their owner, the
 * committee and superusers (404 for everyone else, as for a missing id).
 */
export async function loadVisibleVacancy({ vacancies, user }: Omit<VacanciesDeps, 'access'>, id: number) {
  const vacancy = await vacancies.find(id);
  if (!vacancy) throw jobsErrors.vacancyNotFound();
  const { role, isEqualityOfficer } = await vacancyRole(vacancies, vacancy, user);
  if (vacancy.status !== 'published' && role === null) throw jobsErrors.vacancyNotFound();
  return { vacancy, role, isEqualityOfficer };
}

/**
 * A vacancy the caller reviews (the owner, the committee, superusers): 404 for everyone else,
 * so the review pages never tell a candidate more than the vacancy page does.
 */
export async function requireReviewer(deps: Omit<VacanciesDeps, 'access'>, id: number) {
  const loaded = await loadVisibleVacancy(deps, id);
  if (loaded.role === null) throw jobsErrors.vacancyNotFound();
  return loaded;
}

/** GET /api/jobs/vacancy/{id}: the selection only for those who review it. */
export async function getVacancy(
  deps: VacanciesDeps & { applications: ApplicationsRepository; now?: Date },
  id: number,
): Promise<Vacancy> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.vacancy.read' });
  const { vacancy, role } = await loadVisibleVacancy(deps, id);
  const canReview = role !== null;
  const names = canReview
    ? await deps.vacancies.selectionNames(await deps.vacancies.selection(id))
    : { articles: [], authors: [], concepts: [] };
  const user = sessionUser(deps.user);
  const own = user ? await deps.applications.findByUser(id, user.id) : null;
  return {
    id: vacancy.id,
    title: vacancy.title,
    descriptionMarkdown: vacancy.descriptionMarkdown,
    descriptionRendered: renderDescription(vacancy.descriptionMarkdown),
    startInfo: vacancy.startInfo,
    duration: vacancy.duration,
    dateDeadline: vacancy.dateDeadline,
    isClosed: isDeadlinePassed(vacancy.dateDeadline, deps.now),
    affiliation: vacancy.affiliation,
    infoEmail: vacancy.infoEmail,
    requirements: vacancy.requirements,
    isAdvisorsRequired: vacancy.isAdvisorsRequired,
    ...names,
    text: canReview ? vacancy.text : '',
    status: vacancy.status,
    canEdit: role === 'owner' || role === 'superuser' || role === 'system',
    canReview,
    ownApplicationId: own?.id ?? null,
    publishedAt: vacancy.publishedAt,
  };
}

/**
 * POST /api/jobs/edit-vacancy/: creates (as the caller's) or edits a vacancy. Publishing for the
 * first time e-mails the owner the payment request for the publication fee. Publishing a vacancy
 * whose deadline day has ended is refused on the deadline field, before anything is saved or sent.
 */
export async function saveVacancy(
  deps: VacanciesDeps & {
    mailer: Mailer;
    publicUrl: string;
    /** The operator's contact address (`SCISCOPE_CONTACT_EMAIL`), where invoices are asked for. */
    contactEmail: string | null;
    now?: Date;
  },
  body: z.output<typeof editVacancyBodySchema>,
): Promise<{ id: number; status: 'draft' | 'published' }> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.vacancy.post' });
  const { id, articlesIds, authorsIds, conceptsIds, ...fields } = body;
  const requirements = [...new Set(['cv' as const, ...fields.requirements])];
  const existing = await deps.vacancies.selectionNames({
    articleIds: articlesIds,
    authorIds: authorsIds,
    conceptIds: conceptsIds,
  });
  const selection = {
    articleIds: existing.articles.map((a) => a.id),
    authorIds: existing.authors.map((a) => a.id),
    conceptIds: existing.concepts.map((c) => c.id),
  };
  const refuseClosed = (wasPublished: boolean) => {
    if (
      publishesClosedVacancy({ status: fields.status, wasPublished, dateDeadline: fields.dateDeadline, now: deps.now })
    )
      throw jobsErrors.field('dateDeadline', JOB_MESSAGES.deadlinePassed);
  };
  let vacancyId: number;
  if (id !== undefined) {
    const { vacancy, role } = await loadVisibleVacancy(deps, id);
    if (role !== 'owner' && role !== 'superuser' && role !== 'system') throw jobsErrors.cannotEdit();
    refuseClosed(vacancy.status === 'published');
    await deps.vacancies.update({ id, fields: { ...fields, requirements }, selection });
    vacancyId = id;
  } else {
    const user = sessionUser(deps.user);
    if (!user) throw jobsErrors.vacancyNotFound();
    refuseClosed(false);
    vacancyId = await deps.vacancies.insert({ ownerId: user.id, fields: { ...fields, requirements }, selection });
  }
  const saved = (await deps.vacancies.find(vacancyId))!;
  if (saved.status === 'published' && saved.publishedAt === null) await deps.vacancies.markPublished(vacancyId);
  if (saved.status === 'published' && saved.paymentRequestedAt === null) {
    await deps.mailer.send(
      paymentRequestMail({
        vacancy: saved,
        publicUrl: deps.publicUrl,
        contactEmail: deps.contactEmail,
        now: deps.now,
      }),
    );
    await deps.vacancies.markPaymentRequested(vacancyId);
  }
  return { id: vacancyId, status: saved.status };
}

/**
 * GET /api/jobs/vacancies: the product page's list (published ones, the caller's own, or those
 * whose committee the caller sits on). Only the last two, which the caller reviews, carry the
 * selected concepts and the applicant counts.
 */
export async function listVacancies(
  deps: VacanciesDeps & { applications: ApplicationsRepository; now?: Date },
  input: z.output<typeof vacancyListQuerySchema>,
): Promise<VacancyListResponse> {
  await requireAccess({
    access: deps.access,
    user: deps.user,
    permission:
      input.mine === '1' ? 'jobs.vacancy.post' : input.mine === 'committee' ? 'jobs.review' : 'jobs.vacancy.read',
  });
  const user = sessionUser(deps.user);
  const now = deps.now ?? new Date();
  const reviewed = input.mine !== '0';
  // Only a person has vacancies of their own or committee seats (not the system actor).
  if (reviewed && !user) return { vacancies: [], total: 0, offset: input.offset, pageSize: JOB_LIMITS.pageSize };
  const { rows, total } = await deps.vacancies.list({
    ownerId: input.mine === '1' && user ? user.id : null,
    committeeUserId: input.mine === 'committee' && user ? user.id : null,
    q: input.q,
    conceptId: input.conceptId ?? null,
    deadline: input.deadline,
    today: today(now),
    offset: input.offset,
    limit: JOB_LIMITS.pageSize,
  });
  const ids = rows.map((r) => r.id);
  // Candidates never see the selected concepts: only the vacancies the caller reviews list them.
  const concepts = reviewed ? await deps.vacancies.conceptsOf(ids) : new Map();
  const counts = reviewed ? await deps.applications.countByVacancies(ids) : new Map<number, number>();
  return {
    vacancies: rows.map((r) => ({
      id: r.id,
      title: r.title,
      affiliation: r.affiliation,
      dateDeadline: r.dateDeadline,
      isClosed: isDeadlinePassed(r.dateDeadline, now),
      status: r.status,
      concepts: concepts.get(r.id) ?? [],
      applicantsCount: reviewed ? (counts.get(r.id) ?? 0) : null,
    })),
    total,
    offset: input.offset,
    pageSize: JOB_LIMITS.pageSize,
  };
}

/** The committee: listed to reviewers, changed by the owner (and superusers). */
export async function listCommittee(deps: VacanciesDeps, vacancyId: number) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  await requireReviewer(deps, vacancyId);
  return { members: await deps.vacancies.committee(vacancyId) };
}

async function requireOwner(deps: VacanciesDeps, vacancyId: number): Promise<{ vacancy: VacancyRow }> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.vacancy.post' });
  const { vacancy, role } = await requireReviewer(deps, vacancyId);
  if (role !== 'owner' && role !== 'superuser' && role !== 'system') throw jobsErrors.cannotEdit();
  return { vacancy };
}

/**
 * POST /api/jobs/vacancy/{id}/committee: appoints the account with that e-mail, or changes their
 * equality-officer mark. A newcomer is e-mailed the appointment (drafts too: the committee sees
 * drafts); adding someone again or changing only the mark sends nothing, nor does seating the
 * appointer themself or the vacancy's owner (who reviews it anyway). Like the module's other mails,
 * a failing mailer fails the call; the mail leaves before the seat is saved, so that failure
 * changes nothing and trying again still mails the newcomer.
 */
export async function addCommitteeMember(
  deps: VacanciesDeps & { mailer: Mailer; publicUrl: string },
  input: { vacancyId: number; email: string; isEqualityOfficer: boolean },
) {
  const { vacancy } = await requireOwner(deps, input.vacancyId);
  const member = await deps.vacancies.userByEmail(input.email);
  if (!member) throw jobsErrors.unknownUser();
  const appointerId = sessionUser(deps.user)?.id ?? vacancy.ownerId;
  const isNewcomer = (await deps.vacancies.committeeRole(vacancy.id, member.id)) === null;
  if (isNewcomer && member.id !== appointerId && member.id !== vacancy.ownerId) {
    const appointerFacts = await deps.vacancies.userFacts(appointerId);
    await deps.mailer.send(
      committeeAppointmentMail({
        vacancy,
        member,
        appointer: appointerFacts ?? { name: null, email: vacancy.ownerEmail },
        isEqualityOfficer: input.isEqualityOfficer,
        publicUrl: deps.publicUrl,
      }),
    );
  }
  await deps.vacancies.upsertCommitteeMember({ ...input, userId: member.id });
  return { members: await deps.vacancies.committee(input.vacancyId) };
}

export async function removeCommitteeMember(deps: VacanciesDeps, input: { vacancyId: number; userId: number }) {
  await requireOwner(deps, input.vacancyId);
  if (!(await deps.vacancies.removeCommitteeMember(input.vacancyId, input.userId)))
    throw jobsErrors.notFound('Committee member');
  return { members: await deps.vacancies.committee(input.vacancyId) };
}

/** GET /api/jobs/last-articles/: the articles the caller selected on their own vacancies lately. */
export async function lastArticles(deps: VacanciesDeps): Promise<LastArticlesResponse> {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.vacancy.post' });
  const user = sessionUser(deps.user);
  if (!user) return { articles: [] };
  return { articles: await deps.vacancies.lastSelectedArticles(user.id, JOB_LIMITS.lastArticles) };
}
