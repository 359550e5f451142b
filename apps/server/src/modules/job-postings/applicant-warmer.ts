/**
 * Keeps the committees' rankings warm: the applicants of vacancies under review (deadline within
 * the last `REVIEW_DAYS` or still open) have their article lists read into the ranking's cache
 * at start and again whenever the corpus moved on (an import, new articles, a claim), so the
 * first 'By applicants' list after a start or an import is as fast as the next one. A new or
 * edited application primes its own author at once (`primeApplicants`).
 */
import type { Db } from '../../app/database/kysely';
import type { RankingIndexHolder } from '../referees/ranking-index';
import { createApplicationsRepository } from './applications.repository';
import { applicantArticlesCacheStats, primeApplicantArticles } from './job-ranking';

/** Vacancies whose deadline passed longer ago than this are no longer warmed (committees are done). */
export const REVIEW_DAYS = 180;
/** How often the warmer looks whether the corpus moved on. */
export const WARM_EVERY_MS = 5 * 60_000;
/** Applications looked at per warm-up (the cache holds about this many prolific authors). */
const WARM_APPLICATIONS = 5_000;

/** One warm-up pass: answers the number of authors read (0 when everything was cached). */
export async function warmApplicants({
  db,
  holder,
  now = new Date(),
}: {
  db: Db;
  holder: RankingIndexHolder;
  now?: Date;
}): Promise<number> {
  const index = await holder.get();
  if (!index) return 0;
  const since = new Date(now.getTime() - REVIEW_DAYS * 86_400_000).toISOString().slice(0, 10);
  const authorIds = await createApplicationsRepository({ db }).authorIdsUnderReview(since, WARM_APPLICATIONS);
  return primeApplicantArticles(db, index, authorIds);
}

/** Reads applicants' articles now, in the background (a new or edited application, preliminary applicants). */
export function primeApplicants(
  db: Db,
  holder: RankingIndexHolder,
  authorIds: ReadonlyArray<number | null>,
  log?: (line: string) => void,
): void {
  const ids = authorIds.filter((a): a is number => a !== null);
  if (ids.length === 0) return;
  void holder
    .get()
    .then((index) => (index ? primeApplicantArticles(db, index, ids) : 0))
    .catch((error: unknown) => log?.(`applicant warm-up failed: ${String(error)}`));
}

/** The server's warmer: a pass now and every `WARM_EVERY_MS`; `stop` ends it. */
export function startApplicantWarmer({
  db,
  holder,
  log,
}: {
  db: Db;
  holder: RankingIndexHolder;
  log: (line: string) => void;
}): { stop(): void } {
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  const pass = async () => {
    const started = performance.now();
    try {
      const read = await warmApplicants({ db, holder });
      if (read > 0) {
        const { authors, articles } = applicantArticlesCacheStats();
        log(
          `jobs ranking warmed: ${read} applicants read in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
            `(${authors} cached, ${articles} articles)`,
        );
      }
    } catch (error) {
      log(`jobs ranking warm-up failed: ${String(error)}`);
    }
    if (!stopped) {
      timer = setTimeout(() => void pass(), WARM_EVERY_MS);
      timer.unref();
    }
  };
  void pass();
  return {
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
  };
}
