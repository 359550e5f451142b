import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QuotaName, Referee, RefereesListResponse } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';

describeEachDatabase('referee finder ranking', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  const cookies = new Map<string, string>();

  async function cookieWith(quotas: QuotaName[]): Promise<string> {
    const key = quotas.join(',');
    if (!cookies.has(key)) {
      const user = await createTestUser(t.db, { quotas });
      cookies.set(key, await sessionCookieFor({ app: t.app, db: t.db, userId: user.id }));
    }
    return cookies.get(key)!;
  }

  async function rank(settings: string, quotas: QuotaName[] = [], docId = fx.documentId, kind = 'article') {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/referees/${kind}/${docId}/`,
      headers: { ...apiHeaders(await cookieWith(quotas)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: settings,
    });
    return { status: response.statusCode, body: response.json() as RefereesListResponse };
  }
  const names = (list: Referee[]) => list.map((r) => r.author.name);
  const row = (list: Referee[], id: number) => list.find((r) => r.author.id === id);

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  describe('with default settings', () => {
    it('ranks the graph experts first, leaves out the document and its author, and numbers the sample', async () => {
      const { status, body } = await rank('');
      expect(status).toBe(200);
      expect(names(body.referees).slice(0, 2)).toEqual(['Eve Senior', 'Carl Coauthor']);
      expect(body.referees.map((r) => r.position)).toEqual(body.referees.map((_, i) => i + 1));
      expect(row(body.referees, fx.people.alice)).toBeUndefined();
      expect(body.referees.every((r) => r.mostRelevantArticles.every((a) => a.id !== fx.documentId))).toBe(true);
      expect(body.totalReferees).toBe(body.referees.length);
      expect(body.hasMoreReferees).toBe(false);
      expect(body.settings).toMatchObject({ algorithm: 3, top_author_articles: 10, articles_years_limit: 10 });
      expect(body.document).toMatchObject({ kind: 'article', id: fx.documentId, conceptsCount: 2 });
    });

    it('explains each score: per-article scores, the best articles with their matched concepts, shared concepts', async () => {
      const { body } = await rank('');
      const eve = row(body.referees, fx.people.eve)!;
      expect(eve.scoredArticlesCount).toBe(5);
      expect(eve.scores).toHaveLength(5);
      expect(eve.maxArticleScore).toBe(eve.scores[0]);
      expect(eve.score).toBeCloseTo(eve.scores.reduce((a, b) => a + b, 0) / 10, 5);
      expect(eve.mostRelevantArticles[0]).toMatchObject({ journal: 'Journal of Graphs', score: eve.scores[0] });
      expect(eve.mostRelevantArticles[0]!.matchedConcepts.map((c) => c.name).sort()).toEqual([
        'graph coloring',
        'graph theory',
      ]);
      // Ranked by words: each article says which of the document's words weigh most in its score.
      for (const article of eve.mostRelevantArticles) {
        expect(article.matchedWords.length, article.title).toBeGreaterThan(0);
        expect(article.matchedWords.length).toBeLessThanOrEqual(5);
        if (article.title.includes('chromatic number')) expect(article.matchedWords).toContain('chromatic number');
      }
      expect(eve.mostRelevantConcepts.map((c) => [c.name, c.articlesCount])).toEqual([
        ['graph coloring', 5],
        ['graph theory', 5],
      ]);
    });

    it('flags conflicts of interest with their evidence and keeps the candidates listed', async () => {
      const { body } = await rank('');
      const carl = row(body.referees, fx.people.carl)!;
      expect(carl.labels).toContain('coi');
      expect(carl.recentlyCoauthoredCount).toBe(1);
      expect(carl.coauthoredArticles).toEqual([
        expect.objectContaining({ year: 2024, documentAuthors: ['Alice Doc'], isRecent: true }),
      ]);
      const irene = row(body.referees, fx.people.irene)!;
      expect(irene.isRecentlyCommonAffiliation).toBe(true);
      expect(irene.commonInstitutions).toEqual([
        {
          institutionId: fx.institutions.alpha,
          name: 'Alpha Institute',
          years: [2021, 2024, 2025],
          documentAuthors: ['Alice Doc'],
          documentYears: [2023, 2024, 2025],
          declared: false,
          isRecent: true,
        },
      ]);
      expect(row(body.referees, fx.people.eve)!.labels).not.toContain('coi');
    });

    it("lists a shared institution only when both were there at overlapping times, with both sides' years", async () => {
      const articleOf = async (authorId: number, year: number) =>
        (
          await t.db.kysely
            .selectFrom('authorships as s')
            .innerJoin('articles as a', 'a.id', 's.articleId')
            .select('a.id')
            .where('s.authorId', '=', authorId)
            .where('a.year', '=', year)
            .executeTakeFirstOrThrow()
        ).id;
      // Oscar was at Gamma College in 2010–2012, Frank since 2021: never together.
      const oscars = await rank('years_of_inactivity=', ['referee_finder'], await articleOf(fx.people.oscar, 2012));
      expect(row(oscars.body.referees, fx.people.frank)!.commonInstitutions).toEqual([]);
      // Eve and Gina are both at Beta University in 2023–2025.
      const eves = await rank('', ['referee_finder'], await articleOf(fx.people.eve, 2025));
      expect(row(eves.body.referees, fx.people.gina)!.commonInstitutions).toEqual([
        expect.objectContaining({
          name: 'Beta University',
          years: [2023, 2024, 2025],
          documentAuthors: ['Eve Senior'],
          documentYears: [2021, 2022, 2023, 2024, 2025],
          isRecent: true,
        }),
      ]);
    });

    it('says which filters lack data instead of faking them', async () => {
      const { body } = await rank('');
      const fields = body.unavailableFilters.flatMap((f) => f.fields);
      expect(fields).toEqual(
        expect.arrayContaining(['institution_type', 'exclude_authors_with_retracted_articles', 'email_years_limit']),
      );
      expect(fields).not.toContain('min_jif');
    });
  });

  describe('conflicts of interest', () => {
    it('removes conflicted candidates with exclude_coi and lists them with their reasons', async () => {
      const { body } = await rank('exclude_coi=true');
      expect(row(body.referees, fx.people.carl)).toBeUndefined();
      expect(row(body.referees, fx.people.irene)).toBeUndefined();
      const excluded = await rank('exclude_coi=true&excluded=1');
      expect(row(excluded.body.referees, fx.people.carl)!.excludeReasons).toEqual(['coauthor_coi']);
      expect(row(excluded.body.referees, fx.people.irene)!.excludeReasons).toEqual(['affiliation_coi']);
      expect(row(excluded.body.referees, fx.people.alice)!.excludeReasons).toEqual(['document_author']);
    });

    it('counts a co-authorship only within coauthorship_coi_years of the newest corpus year', async () => {
      const { body } = await rank('exclude_coi=true&coauthorship_coi_years=1');
      expect(row(body.referees, fx.people.carl)).toBeDefined();
      expect(row(body.referees, fx.people.carl)!.coauthoredArticles[0]!.isRecent).toBe(false);
    });

    it('treats custom COI authors as conflicts', async () => {
      const { body } = await rank(`custom_coi_authors_ids=${fx.people.eve}`);
      expect(row(body.referees, fx.people.eve)!.externalCoI).toBe(true);
      expect(body.customCoiAuthors).toEqual([{ id: fx.people.eve, name: 'Eve Senior' }]);
      const excluded = await rank(`custom_coi_authors_ids=${fx.people.eve}&exclude_coi=1`);
      expect(row(excluded.body.referees, fx.people.eve)).toBeUndefined();
    });
  });

  describe('filters', () => {
    it('min_h_index leaves out the juniors', async () => {
      const { body } = await rank('min_h_index=5');
      expect(row(body.referees, fx.people.frank)).toBeUndefined();
      expect(body.referees.every((r) => r.hIndex !== null && r.hIndex >= 5)).toBe(true);
      const excluded = await rank('min_h_index=5&excluded=1');
      expect(row(excluded.body.referees, fx.people.frank)!.excludeReasons).toEqual(['small_h_index']);
    });

    it('max_academic_age keeps the young ones', async () => {
      const { body } = await rank('max_academic_age=6');
      expect(names(body.referees)).toEqual(['Frank Junior']);
    });

    it('min_articles_count and author_max_articles bound the article counts', async () => {
      expect(names((await rank('min_articles_count=5')).body.referees)).toEqual(['Eve Senior', 'Rob Robot']);
      expect(row((await rank('author_max_articles=4')).body.referees, fx.people.eve)).toBeUndefined();
    });

    it('years_of_inactivity leaves out authors without recent articles', async () => {
      const all = await rank('articles_years_limit=');
      expect(row(all.body.referees, fx.people.oscar)).toBeUndefined();
      const excluded = await rank('articles_years_limit=&excluded=1');
      expect(row(excluded.body.referees, fx.people.oscar)!.excludeReasons).toEqual(['inactive_author']);
      const off = await rank('articles_years_limit=&years_of_inactivity=');
      expect(row(off.body.referees, fx.people.oscar)).toBeDefined();
    });

    it('articles_years_limit drops the older articles from the score', async () => {
      const recent = await rank('articles_years_limit=2');
      expect(row(recent.body.referees, fx.people.eve)!.scoredArticlesCount).toBe(2);
    });

    it('top_author_articles changes how many articles make the score', async () => {
      const { body } = await rank('top_author_articles=1');
      const eve = row(body.referees, fx.people.eve)!;
      expect(eve.score).toBeCloseTo(eve.maxArticleScore, 6);
    });

    it('countries include and exclude only when ignore_countries is off', async () => {
      expect(names((await rank('include_countries=FR')).body.referees)).toContain('Eve Senior');
      expect(names((await rank('ignore_countries=false&include_countries=FR')).body.referees)).toEqual([
        'Frank Junior',
      ]);
      const without = await rank('ignore_countries=false&exclude_countries=DE');
      expect(names(without.body.referees)).not.toContain('Eve Senior');
      expect(without.body.countries.map((c) => c.code)).not.toContain('DE');
    });

    it('diversify keeps one candidate per institution', async () => {
      const plain = await rank('');
      expect(names(plain.body.referees)).toContain('Gina Beta');
      const diverse = await rank('diversify=true');
      expect(names(diverse.body.referees)).not.toContain('Gina Beta');
      const excluded = await rank('diversify=true&excluded=1');
      expect(row(excluded.body.referees, fx.people.gina)!.excludeReasons).toEqual(['diversify']);
    });

    it('gender filters with the gender_info quota and is ignored without it', async () => {
      const female = await rank('gender=F', ['gender_info']);
      expect(names(female.body.referees)).toEqual(['Eve Senior', 'Gina Beta', 'Irene Colleague']);
      expect(female.body.referees[0]!.author.gender).toBe(-90);
      const ignored = await rank('gender=F');
      expect(names(ignored.body.referees)).toContain('Frank Junior');
      expect(ignored.body.ignoredSettings).toEqual([{ field: 'gender', quota: 'gender_info' }]);
      expect(ignored.body.settings.gender).toBe('');
      expect(ignored.body.referees[0]!.author.gender).toBeNull();
    });

    it('JIF filters read the venues impact factors with the journals_impact_factor quota', async () => {
      const jif = await rank('min_jif=4', ['journals_impact_factor']);
      expect(names(jif.body.referees)).toEqual(['Eve Senior', 'Frank Junior']);
      expect(jif.body.referees[0]!.extraColumns.jif).toBe(4.2);
      const ignored = await rank('min_jif=4');
      expect(ignored.body.ignoredSettings).toEqual([{ field: 'min_jif', quota: 'journals_impact_factor' }]);
    });

    it('contribution_in_article counts only the chosen authorships (author_positions quota)', async () => {
      const { body } = await rank('contribution_in_article=senior_author', ['author_positions']);
      expect(names(body.referees)).toEqual(['Carl Coauthor']);
      expect(body.referees[0]!.scoredArticlesCount).toBe(1);
      expect(body.displaySettings.referee_finder_columns).toContain('ownWorksCount');
    });

    it('topics: a required concept limits the list, a boosted one reorders it, an ignored one leaves the score', async () => {
      const required = await rank(`ignore_topics=false&topics=${fx.concepts.coloring}:1`);
      expect(names(required.body.referees)).toEqual(['Eve Senior']);
      expect(required.body.topics.find((t) => t.status === 'required')!.concepts.map((c) => c.name)).toEqual([
        'graph coloring',
      ]);
      expect(required.body.documentConcepts.map((c) => [c.name, c.status])).toEqual([
        ['graph coloring', 1],
        ['graph theory', null],
      ]);
      const boosted = await rank(`ignore_topics=false&topics=${fx.concepts.coloring}:0`);
      expect(row(boosted.body.referees, fx.people.eve)!.scoreTopic).toBeGreaterThan(
        row(boosted.body.referees, fx.people.carl)!.scoreTopic,
      );
      const ignored = await rank(`ignore_topics=false&topics=${fx.concepts.coloring}:2`);
      expect(row(ignored.body.referees, fx.people.eve)!.scoreTopic).toBeCloseTo(
        row(ignored.body.referees, fx.people.carl)!.scoreTopic,
        6,
      );
      const off = await rank(`topics=${fx.concepts.coloring}:1`);
      expect(off.body.referees.length).toBeGreaterThan(1);
    });
  });

  describe('validation', () => {
    it('answers 400 naming the setting, for values outside the limits of spec 03', async () => {
      for (const [settings, field] of [
        ['min_h_index=-1', 'min_h_index'],
        ['coauthorship_coi_years=21', 'coauthorship_coi_years'],
        ['articles_years_limit=0', 'articles_years_limit'],
        ['years_of_affiliation=0', 'years_of_affiliation'],
        ['gender=X', 'gender'],
        ['offset=-3', 'offset'],
      ] as const) {
        const response = await rank(settings);
        expect(response.status, settings).toBe(400);
        const error = (response.body as unknown as { error: { details: { fields: Record<string, string> } } }).error;
        expect(Object.keys(error.details.fields), settings).toEqual([field]);
      }
    });

    it('pages by 50 with an offset of in-sample referees', async () => {
      const first = await rank('');
      const second = await rank('offset=2');
      expect(second.body.referees.map((r) => r.author.id)).toEqual(
        first.body.referees.slice(2).map((r) => r.author.id),
      );
      expect(second.body.referees[0]!.position).toBe(3);
    });
  });
});
