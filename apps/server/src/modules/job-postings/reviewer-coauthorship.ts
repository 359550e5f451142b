/**
 * The conflict-of-interest notice of the committee review: which applicants on the page the
 * caller wrote articles with (through the author profile linked to their account), and whether
 * an applicant's profile is the caller's own. Computed for the caller alone, so no member learns
 * another member's co-authorships.
 */
import type { Applicant, ApplicantCoauthorship } from '@sciscope/contracts';
import { isSystemActor, type Actor } from '../../app/access';
import type { Db } from '../../app/database/kysely';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';
import type { WorkVersions } from '../referees/work-versions.repository';
import type { VacanciesRepository } from './vacancies.repository';

/** The caller's co-authorship with each of `applicants` (their page), and their own profile among them. */
export async function withReviewerCoauthorship<T extends Pick<Applicant, 'authorId'>>(
  deps: {
    db: Db;
    vacancies: Pick<VacanciesRepository, 'userFacts'>;
    workVersions: () => Promise<WorkVersions>;
    user: Actor;
  },
  applicants: readonly T[],
): Promise<Array<T & { coauthorship: ApplicantCoauthorship | null; ownProfile: boolean }>> {
  const none = () => applicants.map((a) => ({ ...a, coauthorship: null, ownProfile: false }));
  const userId = deps.user && !isSystemActor(deps.user) ? deps.user.id : null;
  const onPage = new Set(applicants.flatMap((a) => (a.authorId === null ? [] : [a.authorId])));
  if (userId === null || onPage.size === 0) return none();
  const mine = (await deps.vacancies.userFacts(userId))?.authorId ?? null;
  if (mine === null) return none();
  // The referee finder's query of an author's papers with their co-authors (one statement),
  // narrowed to the applicants on the page: a prolific reviewer's other co-authors are not read.
  const papers = await createRefereesFactsRepository({ db: deps.db }).papersOf([mine], [...onPage]);
  // A work held in several versions (a preprint and its paper) is one article written together;
  // the corpus copy that knows the versions is read only when there is something to count.
  const versions = papers.length > 0 ? await deps.workVersions() : null;
  const workOf = (articleId: number) => versions?.workOf(articleId) ?? articleId;
  const shared = new Map<number, { works: Set<number>; lastYear: number | null }>();
  for (const p of papers) {
    const entry = shared.get(p.coauthorId) ?? { works: new Set<number>(), lastYear: null };
    entry.works.add(workOf(p.articleId));
    if (p.year !== null && (entry.lastYear === null || p.year > entry.lastYear)) entry.lastYear = p.year;
    shared.set(p.coauthorId, entry);
  }
  return applicants.map((a) => {
    const entry = a.authorId === null ? undefined : shared.get(a.authorId);
    return {
      ...a,
      coauthorship: entry ? { articles: entry.works.size, lastYear: entry.lastYear } : null,
      ownProfile: a.authorId === mine,
    };
  });
}
