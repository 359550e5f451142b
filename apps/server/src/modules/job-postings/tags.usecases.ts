/**
 * Vacancy tags and hiring topics (spec 04): tags are named per vacancy (unique,
 * case-insensitively); hiring topics are the autotag tags, suggested by clustering the
 * applicants' concepts (engine `suggestTopics`) and saved from the editor all at once.
 */
import { JOB_LIMITS, topicTitleError, type HiringTopic, type VacancyTag } from '@sciscope/contracts';
import { suggestTopics as clusterTopics } from '@sciscope/engine';
import { commonErrors } from '../../app/errors';
import type { ApplicationRow } from './applications.repository';
import { jobsErrors } from './job-postings.errors';
import { reviewerOfApplication, type ReviewDeps } from './review.usecases';
import { requireReviewer } from './vacancies.usecases';
import { requireAccess } from '../../app/access';

async function reviewer(deps: ReviewDeps, vacancyId: number) {
  await requireAccess({ access: deps.access, user: deps.user, permission: 'jobs.review' });
  return requireReviewer(deps, vacancyId);
}

export async function listTags(deps: ReviewDeps, vacancyId: number): Promise<{ tags: VacancyTag[] }> {
  await reviewer(deps, vacancyId);
  return { tags: await deps.applications.tags(vacancyId) };
}

/** POST /api/jobs/vacancy-tag/: creates a tag, or edits one (with `id`). */
export async function saveTag(
  deps: ReviewDeps,
  input: { id?: number; vacancyId: number; name: string; description: string; autotag: boolean },
) {
  await reviewer(deps, input.vacancyId);
  const same = await deps.applications.tagByName(input.vacancyId, input.name);
  if (same && same.id !== input.id) throw jobsErrors.tagExists(input.name.trim());
  if (input.id !== undefined) {
    const tag = await deps.applications.tag(input.id);
    if (!tag || tag.vacancyId !== input.vacancyId) throw jobsErrors.notFound('Tag');
    await deps.applications.updateTag({
      ...tag,
      name: input.name,
      description: input.description,
      autotag: input.autotag,
    });
    return { id: tag.id };
  }
  return { id: await deps.applications.insertTag(input) };
}

export async function deleteTag(deps: ReviewDeps, input: { id: number; vacancyId: number }) {
  await reviewer(deps, input.vacancyId);
  const tag = await deps.applications.tag(input.id);
  if (!tag || tag.vacancyId !== input.vacancyId) throw jobsErrors.notFound('Tag');
  await deps.applications.deleteTag(tag.id);
}

/** POST /api/jobs/applicant-tag/: tags applicants of the tag's vacancy; one already tagged is refused. */
export async function assignTag(deps: ReviewDeps, input: { applicationsIds: number[]; vacancyTagId: number }) {
  const tag = await deps.applications.tag(input.vacancyTagId);
  if (!tag) throw jobsErrors.notFound('Tag');
  await reviewer(deps, tag.vacancyId);
  for (const id of input.applicationsIds) {
    const { row } = await reviewerOfApplication(deps, id);
    if (row.vacancyId !== tag.vacancyId) throw jobsErrors.applicationNotFound();
  }
  const present = new Set(
    (await deps.applications.applicantTags(input.applicationsIds))
      .filter((t) => t.tagId === tag.id)
      .map((t) => t.applicationId),
  );
  if (input.applicationsIds.every((id) => present.has(id))) throw jobsErrors.tagAssigned(tag.name);
  await deps.applications.assignTag(
    input.applicationsIds.filter((id) => !present.has(id)),
    tag.id,
  );
}

export async function unassignTag(deps: ReviewDeps, input: { applicationId: number; vacancyTagId: number }) {
  const tag = await deps.applications.tag(input.vacancyTagId);
  if (!tag) throw jobsErrors.notFound('Tag');
  const { row } = await reviewerOfApplication(deps, input.applicationId);
  if (row.vacancyId !== tag.vacancyId) throw jobsErrors.notFound('Tag');
  await deps.applications.unassignTag(row.id, tag.id);
}

/** Applicants the topics are built from: every applicant with an author profile (preliminary ones too). */
async function topicApplicants(deps: ReviewDeps, vacancyId: number) {
  const rows = (await deps.applications.listByVacancy(vacancyId)).filter((r) => r.authorId !== null);
  const weights = await deps.applications.authorConcepts(rows.map((r) => r.authorId!));
  const byAuthor = new Map<number, Array<[number, number]>>();
  for (const w of weights) {
    const list = byAuthor.get(w.authorId) ?? [];
    list.push([w.conceptId, w.weight]);
    byAuthor.set(w.authorId, list);
  }
  return { rows, byAuthor };
}

/**
 * The editor's names of the applicants (spec 04 "Applicant": the name, else the author's, else
 * the e-mail), for every application of the vacancy: preliminary applicants are in the topics
 * too, whichever list the review page shows.
 */
async function applicantNames(deps: ReviewDeps, rows: readonly ApplicationRow[]) {
  const unnamed = rows.flatMap((r) => (r.name === '' && r.authorId !== null ? [r.authorId] : []));
  const facts = unnamed.length > 0 ? await deps.applications.authorFacts(unnamed) : new Map<number, { name: string }>();
  return rows.map((r) => ({
    applicationId: r.id,
    name: r.name || (r.authorId === null ? undefined : facts.get(r.authorId)?.name) || r.email || '',
  }));
}

/** Names a cluster by its concepts: two heaviest as the title (unique, no double quote), six as the description. */
async function nameTopics(
  deps: ReviewDeps,
  topics: Array<{ conceptIds: number[]; applicantIds: number[] }>,
  taken: string[],
): Promise<HiringTopic[]> {
  const names = new Map(
    (await deps.vacancies.conceptNames([...new Set(topics.flatMap((t) => t.conceptIds))])).map((c) => [
      c.id,
      c.name.replace(/"/g, "'"),
    ]),
  );
  const used = [...taken];
  return topics.map((t) => {
    const words = t.conceptIds.map((id) => names.get(id) ?? '').filter((n) => n !== '');
    let name = words.slice(0, 2).join(' & ') || 'Topic';
    for (let i = 2; topicTitleError(name, used) !== null; i++)
      name = `${words.slice(0, 2).join(' & ') || 'Topic'} (${i})`;
    used.push(name);
    return {
      name,
      description: words.slice(0, JOB_LIMITS.topicConcepts).join(', '),
      autotag: true,
      applicantsIds: t.applicantIds,
    };
  });
}

/** GET /api/jobs/vacancy/{id}/suggest-topics. */
export async function suggestTopics(deps: ReviewDeps, vacancyId: number) {
  await reviewer(deps, vacancyId);
  const { rows, byAuthor } = await topicApplicants(deps, vacancyId);
  const suggestion = clusterTopics(rows.map((r) => ({ id: r.id, concepts: byAuthor.get(r.authorId!) ?? [] })));
  const nonTopicTags = (await deps.applications.tags(vacancyId)).filter((t) => !t.autotag).map((t) => t.name);
  const all = await deps.applications.listByVacancy(vacancyId);
  const withoutAuthor = all.filter((r) => r.authorId === null).map((r) => r.id);
  return {
    topics: await nameTopics(
      deps,
      suggestion.topics.map((t) => ({ conceptIds: t.conceptIds, applicantIds: t.applicantIds })),
      nonTopicTags,
    ),
    unclassifiedApplicantsIds: [...suggestion.unclassified, ...withoutAuthor],
    applicants: await applicantNames(deps, all),
  };
}

/**
 * GET /api/jobs/vacancy/{id}/suggest-topics-for-new-applicants: applicants in no saved topic
 * go to the saved topic whose members' concepts they share most (cosine of concept weights).
 */
export async function suggestTopicsForNew(deps: ReviewDeps, vacancyId: number) {
  await reviewer(deps, vacancyId);
  const tags = (await deps.applications.tags(vacancyId)).filter((t) => t.autotag);
  const all = await deps.applications.listByVacancy(vacancyId);
  const assigned = await deps.applications.applicantTags(all.map((r) => r.id));
  const topics: HiringTopic[] = tags.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    autotag: true,
    applicantsIds: assigned.filter((a) => a.tagId === t.id).map((a) => a.applicationId),
  }));
  const inTopic = new Set(topics.flatMap((t) => t.applicantsIds));
  const fresh = all.filter((r) => !inTopic.has(r.id));
  const { byAuthor } = await topicApplicants(deps, vacancyId);
  const vector = (r: ApplicationRow) => new Map(r.authorId === null ? [] : (byAuthor.get(r.authorId) ?? []));
  const byId = new Map(all.map((r) => [r.id, r]));
  const centroids = topics.map((t) => {
    const sum = new Map<number, number>();
    for (const id of t.applicantsIds) for (const [c, w] of vector(byId.get(id)!)) sum.set(c, (sum.get(c) ?? 0) + w);
    return sum;
  });
  const cosine = (a: Map<number, number>, b: Map<number, number>) => {
    let dot = 0;
    let na = 0;
    let nb = 0;
    for (const [c, w] of a) {
      na += w * w;
      dot += w * (b.get(c) ?? 0);
    }
    for (const w of b.values()) nb += w * w;
    return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
  };
  const suggested: number[] = [];
  const unclassified: number[] = [];
  for (const r of fresh) {
    const v = vector(r);
    let best = -1;
    let bestValue = 0.05;
    centroids.forEach((c, i) => {
      const s = cosine(v, c);
      if (s > bestValue) {
        bestValue = s;
        best = i;
      }
    });
    if (best < 0) unclassified.push(r.id);
    else {
      topics[best]!.applicantsIds.push(r.id);
      suggested.push(r.id);
    }
  }
  return {
    topics,
    suggestedApplicantsIds: suggested,
    unclassifiedApplicantsIds: unclassified,
    applicants: await applicantNames(deps, all),
  };
}

/**
 * POST /api/jobs/save-topics/: the editor's topics become the vacancy's autotag tags (edited by
 * id, new ones created, those left out deleted); each topic's applicants are exactly its list.
 */
export async function saveTopics(
  deps: ReviewDeps,
  input: {
    vacancyId: number;
    topics: Array<{ id?: number; name: string; description: string; applicantsIds: number[] }>;
  },
) {
  await reviewer(deps, input.vacancyId);
  const existing = await deps.applications.tags(input.vacancyId);
  const applicants = new Set((await deps.applications.listByVacancy(input.vacancyId)).map((r) => r.id));
  for (const [i, t] of input.topics.entries()) {
    const clash = existing.find((e) => e.name.toLowerCase() === t.name.trim().toLowerCase() && e.id !== t.id);
    // Autotag tags are replaced by this save (renamed or deleted); only other tags keep their names.
    if (clash && !clash.autotag)
      throw commonErrors.validation({ [`topics.${i}.name`]: topicTitleError(t.name, [clash.name])! });
    if (t.id !== undefined && !existing.some((e) => e.id === t.id && e.autotag)) throw jobsErrors.notFound('Topic');
    if (t.applicantsIds.some((id) => !applicants.has(id))) throw jobsErrors.applicationNotFound();
  }
  const keep = new Set(input.topics.flatMap((t) => (t.id === undefined ? [] : [t.id])));
  for (const tag of existing) if (tag.autotag && !keep.has(tag.id)) await deps.applications.deleteTag(tag.id);
  // Renames go through a temporary name first, so swapping two titles never trips the unique index.
  for (const t of input.topics)
    if (t.id !== undefined)
      await deps.applications.updateTag({
        id: t.id,
        vacancyId: input.vacancyId,
        name: `\u0001${t.id}`,
        description: t.description,
        autotag: true,
      });
  for (const t of input.topics) {
    const id =
      t.id ??
      (await deps.applications.insertTag({
        vacancyId: input.vacancyId,
        name: t.name,
        description: t.description,
        autotag: true,
      }));
    if (t.id !== undefined)
      await deps.applications.updateTag({
        id,
        vacancyId: input.vacancyId,
        name: t.name,
        description: t.description,
        autotag: true,
      });
    await deps.applications.clearTag(id);
    await deps.applications.assignTag([...new Set(t.applicantsIds)], id);
  }
  const tags = await deps.applications.tags(input.vacancyId);
  const links = await deps.applications.applicantTags([...applicants]);
  return {
    applicants: [...applicants].map((applicationId) => ({
      applicationId,
      tagsIds: links.filter((l) => l.applicationId === applicationId).map((l) => l.tagId),
    })),
    tags,
  };
}
