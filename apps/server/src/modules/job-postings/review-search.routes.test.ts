import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOB_LIMITS, JOB_MESSAGES } from '@sciscope/contracts';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildJobsFixture } from '../../test-support/jobs.fixture';

/*
 * The search tab of the committee review (spec 04): the concepts held by the applicants listed,
 * with how many hold each (GET /api/jobs/vacancy/{id}/concepts), and the list narrowed to the
 * applicants holding every picked concept (`cids` on the applicants list).
 *
 * Actual applicants: Eve (graph coloring, planar graph), Gina (graph coloring), Pat (protein
 * folding) and the fixture's Ann (no author, so no concepts). Preliminary: Fred (planar graph,
 * protein folding). Robotics is a concept nobody holds.
 */
describeEachDatabase("the search tab's concepts", (dialect) => {
  let t: TestApp;
  let member: { id: number };
  let vacancyId = 0;
  const c = { coloring: 0, planar: 0, protein: 0, robotics: 0 };
  const app = { eve: 0, gina: 0, pat: 0, ann: 0, fred: 0 };

  const get = async (userId: number, url: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: apiHeaders(await sessionCookieFor({ app: t.app, db: t.db, userId })),
    });
  const concepts = async (query: string) => {
    const response = await get(member.id, `/api/jobs/vacancy/${vacancyId}/concepts?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as {
      concepts: Array<{ id: number; name: string; applicantsCount: number }>;
      picked: Array<{ id: number; name: string }>;
    };
  };
  const listed = async (query: string, preliminary = false) => {
    const path = `/api/jobs/vacancy/${vacancyId}/applicants${preliminary ? '/preliminary' : ''}?${query}`;
    const response = await get(member.id, path);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    return { ids: body.applicants.map((a: { applicationId: number }) => a.applicationId).sort(), total: body.total };
  };
  const sorted = (...ids: number[]) => [...ids].sort();

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const owner = await createTestUser(t.db);
    member = await createTestUser(t.db);
    const applicant = await createTestUser(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    await corpus.corpusSize(1000);
    c.coloring = (await corpus.concept({ name: 'Graph coloring', df: 3 })).id;
    c.planar = (await corpus.concept({ name: 'Planar graph', df: 3 })).id;
    c.protein = (await corpus.concept({ name: 'Protein folding', df: 3 })).id;
    c.robotics = (await corpus.concept({ name: 'Robotics', df: 3 })).id;
    const authorWith = async (name: string, conceptIds: number[]) => {
      const author = await corpus.author({ name });
      for (const conceptId of conceptIds)
        await corpus.article({ authors: [author.id], concepts: [{ conceptId, tf: 3, titleTf: 1 }] });
      return author.id;
    };
    const fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [{ userId: member.id, isEqualityOfficer: false }],
      applicantId: applicant.id,
      applicantEmail: applicant.email,
      selection: { articleIds: [], authorIds: [], conceptIds: [c.coloring] },
    });
    vacancyId = fx.vacancyId;
    app.ann = fx.applicationId;
    const apply = async (name: string, authorId: number, email: string | null) =>
      fx.applications.insert({ vacancyId, userId: null, name, email, authorId, phdAwardDate: null });
    app.eve = await apply('Eve', await authorWith('Eve Senior', [c.coloring, c.planar]), 'eve@uni.example');
    app.gina = await apply('Gina', await authorWith('Gina Graph', [c.coloring]), 'gina@uni.example');
    app.pat = await apply('Pat', await authorWith('Pat Protein', [c.protein]), 'pat@uni.example');
    app.fred = await apply('Fred', await authorWith('Fred Prelim', [c.planar, c.protein]), null);
  });
  afterAll(() => t.close());

  it('counts the concepts the actual applicants at the minimum similarity hold, most held first', async () => {
    expect(await concepts('minSim=0&withPreliminaries=0')).toEqual({
      concepts: [
        { id: c.coloring, name: 'Graph coloring', applicantsCount: 2 },
        { id: c.planar, name: 'Planar graph', applicantsCount: 1 },
        { id: c.protein, name: 'Protein folding', applicantsCount: 1 },
      ],
      picked: [],
    });
    // No model is trained here, so nobody is similar: the counts go as the list does.
    expect(await concepts('minSim=0.5')).toEqual({ concepts: [], picked: [] });
    expect((await listed('minSim=0.5')).total).toBe(0);
  });

  it('narrows the counts and the list alike to the applicants holding every picked concept', async () => {
    expect(await concepts(`cids=${c.coloring}`)).toEqual({
      concepts: [
        { id: c.coloring, name: 'Graph coloring', applicantsCount: 2 },
        { id: c.planar, name: 'Planar graph', applicantsCount: 1 },
      ],
      picked: [{ id: c.coloring, name: 'Graph coloring' }],
    });
    expect(await listed(`minSim=0&cids=${c.coloring}`)).toEqual({ ids: sorted(app.eve, app.gina), total: 2 });
    // Picking the second concept leaves as many applicants as its count said.
    expect(await listed(`cids=${c.coloring},${c.planar}`)).toEqual({ ids: [app.eve], total: 1 });
    const both = await concepts(`cids=${c.planar},${c.coloring}`);
    expect(both.picked.map((p) => p.name)).toEqual(['Planar graph', 'Graph coloring']);
    expect(both.concepts.map((x) => [x.name, x.applicantsCount])).toEqual([
      ['Graph coloring', 1],
      ['Planar graph', 1],
    ]);
    // Without cids (or with an empty one) the list is not narrowed.
    expect((await listed('cids=')).total).toBe(4);
    expect((await listed('')).ids).toEqual(sorted(app.eve, app.gina, app.pat, app.ann));
  });

  it('counts the preliminary applicants when withPreliminaries is set, as the preliminary list holds them', async () => {
    for (const flag of ['1', 'true'])
      expect((await concepts(`withPreliminaries=${flag}`)).concepts).toEqual([
        { id: c.planar, name: 'Planar graph', applicantsCount: 1 },
        { id: c.protein, name: 'Protein folding', applicantsCount: 1 },
      ]);
    expect((await concepts('withPreliminaries=false')).concepts.map((x) => x.name)).toContain('Graph coloring');
    expect(await listed(`cids=${c.planar}`, true)).toEqual({ ids: [app.fred], total: 1 });
    expect(await listed(`cids=${c.coloring}`, true)).toEqual({ ids: [], total: 0 });
  });

  it('answers a concept nobody holds with no applicants and no concepts, and still names it as picked', async () => {
    expect(await concepts(`cids=${c.robotics}`)).toEqual({
      concepts: [],
      picked: [{ id: c.robotics, name: 'Robotics' }],
    });
    expect(await listed(`cids=${c.robotics}`)).toEqual({ ids: [], total: 0 });
    // An id that names no concept at all: nobody holds it either, and it is not named.
    const unknown = c.robotics + 1000;
    expect(await concepts(`cids=${c.coloring},${unknown}`)).toEqual({
      concepts: [],
      picked: [{ id: c.coloring, name: 'Graph coloring' }],
    });
    expect((await listed(`cids=${unknown}`)).total).toBe(0);
  });

  it('keeps a repeated concept once', async () => {
    expect(await listed(`cids=${c.coloring},${c.coloring}`)).toEqual({ ids: sorted(app.eve, app.gina), total: 2 });
    expect((await concepts(`cids=${c.coloring},${c.coloring}`)).picked).toHaveLength(1);
  });

  it('refuses cids that are not concept ids, or too many, with a 400 on cids, on both calls', async () => {
    const tooMany = Array.from({ length: JOB_LIMITS.searchConceptsPicked + 1 }, (_, i) => i + 1).join(',');
    const cases = [
      ['abc', JOB_MESSAGES.conceptIdsInvalid],
      [`${c.coloring},,${c.planar}`, JOB_MESSAGES.conceptIdsInvalid],
      ['-3', JOB_MESSAGES.conceptIdsInvalid],
      ['0', JOB_MESSAGES.conceptIdsInvalid],
      ['1.5', JOB_MESSAGES.conceptIdsInvalid],
      [tooMany, JOB_MESSAGES.tooManyConcepts(JOB_LIMITS.searchConceptsPicked)],
    ] as const;
    for (const path of ['concepts', 'applicants', 'applicants/preliminary'])
      for (const [cids, message] of cases) {
        const response = await get(
          member.id,
          `/api/jobs/vacancy/${vacancyId}/${path}?cids=${encodeURIComponent(cids)}`,
        );
        expect(response.statusCode, `${path}?cids=${cids}`).toBe(400);
        expect(response.json().error.details.fields.cids).toBe(message);
      }
  });

  it("gives an applicant's academic age as the author page and the referee finder do: the first year counts (walk 8)", async () => {
    await t.db.kysely.updateTable('authors').set({ firstYear: 2015 }).where('name', '=', 'Eve Senior').execute();
    const response = await get(member.id, `/api/jobs/vacancy/${vacancyId}/applicants`);
    const eve = (response.json().applicants as Array<{ applicationId: number; academicAge: number | null }>).find(
      (a) => a.applicationId === app.eve,
    );
    expect(eve!.academicAge).toBe(new Date().getUTCFullYear() - 2015 + 1);
  });
});
