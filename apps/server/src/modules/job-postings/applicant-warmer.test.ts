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
import { applicantArticlesCacheStats, clearApplicantArticlesCache, scoreApplicants } from './job-ranking';
import { defaultRefereeSettings } from '@sciscope/contracts';
import { documentQuery, scoreOwnArticles } from '../referees/query-vector';
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
    clearApplicantArticlesCache();
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
    clearApplicantArticlesCache();
    await db.close();
    rmSync(runtimeDir, { recursive: true, force: true });
  });

  it('reads the applicants of vacancies under review once, and again only after the corpus moved on', async () => {
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
    expect(applicantArticlesCacheStats().authors).toBe(2);
    expect(applicantArticlesCacheStats().articles).toBeGreaterThan(0);
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
    clearApplicantArticlesCache();
    await inCorpusTransaction(db, async () => undefined);
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
  });

  it('primes a new application’s author in the background', async () => {
    expect(await warmApplicants({ db, holder, now: NOW })).toBe(2);
    primeApplicants(db, holder, [null, fx.people.carl]);
    for (let i = 0; i < 100 && applicantArticlesCacheStats().authors < 3; i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(applicantArticlesCacheStats().authors).toBe(3);
    const index = (await holder.get())!;
    const doc = graphDoc();
    const ranked = await scoreApplicants({ db, index, doc, authorIds: [fx.people.eve, fx.people.carl] });
    expect(ranked.cached).toBe(true);
    // The vacancy closed longer ago than REVIEW_DAYS is left out: Pat was never read.
    const since = new Date(NOW.getTime() - REVIEW_DAYS * 86_400_000).toISOString().slice(0, 10);
    const underReview = await createApplicationsRepository({ db }).authorIdsUnderReview(since, 100);
    expect(underReview.sort((a, b) => a - b)).toEqual([fx.people.eve, fx.people.frank].sort((a, b) => a - b));
  });

  it("scores applicants as the referee finder scores a custom author by the vacancy's words, with no pool edge", async () => {
    const index = (await holder.get())!;
    const doc = graphDoc();
    const applicants = [fx.people.eve, fx.people.frank, fx.people.pat, fx.people.gina];
    const { scores } = await scoreApplicants({ db, index, doc, authorIds: applicants });
    const query = await documentQuery({ db, index, doc, articleIds: [] });
    expect(query.lexical).not.toBeNull();
    const settings = defaultRefereeSettings('vacancy');
    const finder = await scoreOwnArticles({
      db,
      index,
      query,
      authorIds: applicants,
      sinceYear: null,
      settings,
      leaveOut: new Set(),
      edge: 0,
    });
    applicants.forEach((authorId, i) => {
      expect(scores.get(authorId)!.combined, `applicant ${authorId}`).toBeCloseTo(finder[i]!.score, 5);
      const closest = scores.get(authorId)!.articles[0];
      if (closest) expect(closest.similarity).toBeCloseTo(finder[i]!.articleScores[0]!, 5);
    });
    expect(scores.get(fx.people.eve)!.combined).toBeGreaterThan(scores.get(fx.people.pat)!.combined);
  });

  it("reads a vacancy's stand-in articles once per corpus state, not on every listing", async () => {
    const index = (await holder.get())!;
    const doc = { ...graphDoc(), title: '', abstract: '', corpusArticleIds: [fx.documentId] };
    const authorIds = [fx.people.eve, fx.people.pat];
    const combined = async () =>
      [...(await scoreApplicants({ db, index, doc, authorIds })).scores.values()].map((s) => s.combined);
    const first = await combined();
    // The stand-in article's text changes without the corpus version moving (no import, no claim):
    // the listing keeps the query it read.
    await db.kysely
      .updateTable('articles')
      .set({ title: 'Protein folding', abstract: 'Molecular dynamics of protein folding pathways.' })
      .where('id', '=', fx.documentId)
      .execute();
    expect(await combined()).toEqual(first);
    // An import batch bumps the version: the texts are read again.
    await inCorpusTransaction(db, async () => undefined);
    expect(await combined()).not.toEqual(first);
  });
});
