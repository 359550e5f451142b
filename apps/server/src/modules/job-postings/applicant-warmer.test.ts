import { afterEach, beforeEach, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../app/database/kysely';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { createTestDb, describeEachDatabase } from '../../test-support/test-db';
import { createTestUser } from '../../test-support/test-app';
import { vacancyFields } from '../../test-support/jobs.fixture';
import { inCorpusTransaction } from '../claims/claims.repository';
import { createRankingIndexHolder, type RankingIndexHolder } from '../referees/ranking-index';
import type { RefDoc } from '../referees/ref-doc.port';
import { primeApplicants, REVIEW_DAYS, warmApplicants } from './applicant-warmer';
import { createApplicationsRepository } from './applications.repository';
import { applicantVectorsCacheStats, clearApplicantVectorsCache, scoreApplicants } from './job-ranking';
import { createVacanciesRepository } from './vacancies.repository';

const NOW = new Date('2026-06-01T12:00:00Z');

function graphDoc(): RefDoc {
  return {
    kind: 'vacancy',
    id: 1,
    title: 'Graph theory professorship',
    abstract: 'Graph coloring, chromatic number and planar graphs.',
    conceptIds: [],
    authors: [],
    corpusArticleIds: [],
    header: {},
  };
}

describeEachDatabase('the jobs ranking warm-up', (dialect) => {
  let db: Db;
  let runtimeDir: string;
  let holder: RankingIndexHolder;
  let fx: RefereesFixture;

  async function vacancy(deadline: string, authorIds: number[]): Promise<number> {
    const owner = await createTestUser(db);
    const id = await createVacanciesRepository({ db }).insert({
      ownerId: owner.id,
      fields: vacancyFields({ dateDeadline: deadline, text: 'graph coloring, chromatic number, planar graphs' }),
      selection: { articleIds: [fx.documentId], authorIds: [], conceptIds: [] },
    });
    for (const authorId of authorIds)
      await createApplicationsRepository({ db }).insert({
        vacancyId: id,
        userId: null,
        name: `Applicant ${authorId}`,
        email: `a${authorId}@example.org`,
        authorId,
        phdAwardDate: null,
      });
    return id;
  }

  beforeEach(async () => {
    clearApplicantVectorsCache();
    db = await createTestDb(dialect);
    runtimeDir = mkdtempSync(join(tmpdir(), 'jobs-warm-'));
    holder = createRankingIndexHolder({ db, runtimeDir, kind: 'exact' });
    fx = await buildRefereesFixture(db);
    // Under review: deadline passed a month ago. Done: deadline passed longer than REVIEW_DAYS ago.
    await vacancy('2026-05-01', [fx.people.eve, fx.people.frank]);
    const done = new Date(NOW.getTime() - (REVIEW_DAYS + 10) * 86_400_000).toISOString().slice(0, 10);
    await vacancy(done, [fx.people.pat]);
  });
  afterEach(async () => {
    clearApplicantVectorsCache();
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });

  it('reads the applicants of vacancies under review once, and again only after the corpus moved on', async () => {
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
    expect(applicantVectorsCacheStats().authors).toBe(2);
    expect(applicantVectorsCacheStats().floats).toBeGreaterThan(0);
    // Nothing new: the second pass reads nobody, and a ranking of the warmed applicants reads nobody either.
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(0);
    const index = (await holder.get())!;
    const doc = graphDoc();
    const first = await scoreApplicants({ db, index, doc, authorIds: [fx.people.frank, fx.people.eve] });
    expect(first.ranked).toBe(true);
    expect(first.cached).toBe(true);
    expect(first.scores.get(fx.people.eve)!.articles.length).toBeGreaterThan(0);
    // An author claim (or an import batch) bumps the corpus version: every cached author is dropped.
    await inCorpusTransaction(db, async () => undefined);
    const after = await scoreApplicants({ db, index, doc, authorIds: [fx.people.frank, fx.people.eve] });
    expect(after.cached).toBe(false);
    expect([...after.scores.values()].map((s) => s.combined)).toEqual(
      [...first.scores.values()].map((s) => s.combined),
    );
    clearApplicantVectorsCache();
    await inCorpusTransaction(db, async () => undefined);
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
  });

  it('primes a new application’s author in the background', async () => {
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
    primeApplicants(db, holder, [null, fx.people.carl]);
    for (let i = 0; i < 100 && applicantVectorsCacheStats().authors < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(applicantVectorsCacheStats().authors).toBe(3);
    const index = (await holder.get())!;
    const doc = graphDoc();
    const ranked = await scoreApplicants({ db, index, doc, authorIds: [fx.people.eve, fx.people.carl] });
    expect(ranked.cached).toBe(true);
    // The vacancy closed longer ago than REVIEW_DAYS is left out: Pat was never read.
    const since = new Date(NOW.getTime() - REVIEW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const underReview = await createApplicationsRepository({ db }).authorIdsUnderReview(since, 100);
    expect(underReview.sort((a, b) => a - b)).toEqual([fx.people.eve, fx.people.frank].sort((a, b) => a - b));
  });
});
