import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildJobsFixture } from '../../test-support/jobs.fixture';
import { createRefereesFactsRepository } from '../referees/referees-facts.repository';

/*
 * The conflict-of-interest notice of the committee review (user walk): each reviewer sees, on
 * the applicants list and the applicant page, the applicants they wrote articles with through
 * the author profile linked to their account, and their own profile, and nobody else's.
 *
 * Mia (a member, linked to the profile Mia Member) wrote 'Planar colourings' (2019) and 'Even
 * cycles' (2023, held twice: one work) with the applicant Ada, and one article alone. Pete (a
 * member, linked to Pete Peer) wrote one article (2018) with the applicant Bob. Paula (a member)
 * has no linked profile. Mia also applied with her own profile; the fixture's Ann has none.
 */
describeEachDatabase("the reviewer's co-authorship with applicants", (dialect) => {
  let t: TestApp;
  const users = { mia: 0, pete: 0, paula: 0 };
  const app = { ada: 0, bob: 0, mia: 0, ann: 0 };
  const profiles = { ada: 0, bob: 0, mia: 0, pete: 0 };
  let vacancyId = 0;

  type Marks = { coauthorship: { articles: number; lastYear: number | null } | null; ownProfile: boolean };
  const get = async (userId: number, url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: apiHeaders(await sessionCookieFor({ app: t.app, db: t.db, userId })),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  /** Each listed applicant's marks, by application id. */
  const listMarks = async (userId: number): Promise<Map<number, Marks>> => {
    const body = await get(userId, `/api/jobs/vacancy/${vacancyId}/applicants`);
    return new Map(
      (body.applicants as Array<Marks & { applicationId: number }>).map((a) => [
        a.applicationId,
        { coauthorship: a.coauthorship, ownProfile: a.ownProfile },
      ]),
    );
  };
  const pageMarks = async (userId: number, applicationId: number): Promise<Marks> => {
    const { applicant } = await get(userId, `/api/jobs/applicant/${applicationId}`);
    return { coauthorship: applicant.coauthorship, ownProfile: applicant.ownProfile };
  };
  const none: Marks = { coauthorship: null, ownProfile: false };

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    const owner = await createTestUser(t.db);
    const applicant = await createTestUser(t.db);
    for (const name of ['mia', 'pete', 'paula'] as const) users[name] = (await createTestUser(t.db)).id;
    const corpus = createCorpusFactories({ db: t.db });
    const ada = (await corpus.author({ name: 'Ada Applicant' })).id;
    const bob = (await corpus.author({ name: 'Bob Applicant' })).id;
    const mia = (await corpus.author({ name: 'Mia Member' })).id;
    const pete = (await corpus.author({ name: 'Pete Peer' })).id;
    Object.assign(profiles, { ada, bob, mia, pete });
    await corpus.article({ title: 'Planar colourings', year: 2019, authors: [mia, ada] });
    await corpus.article({ title: 'Even cycles', year: 2023, authors: [ada, mia] });
    await corpus.article({ title: 'Even cycles', year: 2023, authors: [ada, mia] });
    await corpus.article({ title: 'Alone on graphs', year: 2024, authors: [mia] });
    await corpus.article({ title: 'Bob on graphs', year: 2020, authors: [bob] });
    await corpus.article({ title: 'Peer work', year: 2018, authors: [pete, bob] });
    await t.db.kysely.updateTable('users').set({ authorId: mia }).where('id', '=', users.mia).execute();
    await t.db.kysely.updateTable('users').set({ authorId: pete }).where('id', '=', users.pete).execute();
    const fx = await buildJobsFixture({
      db: t.db,
      runtimeDir: t.config.runtimeDir,
      ownerId: owner.id,
      committee: [users.mia, users.pete, users.paula].map((userId) => ({ userId, isEqualityOfficer: false })),
      applicantId: applicant.id,
      applicantEmail: applicant.email,
    });
    vacancyId = fx.vacancyId;
    app.ann = fx.applicationId;
    const apply = async (name: string, authorId: number, email: string) =>
      fx.applications.insert({ vacancyId, userId: null, name, email, authorId, phdAwardDate: null });
    app.ada = await apply('Ada', ada, 'ada@uni.example');
    app.bob = await apply('Bob', bob, 'bob@uni.example');
    app.mia = await apply('Mia', mia, 'mia@uni.example');
  });
  afterAll(() => t.close());

  it('shows a member the applicant they co-wrote with, counting a work held twice once, with the latest year', async () => {
    const marks = await listMarks(users.mia);
    expect(marks.get(app.ada)).toEqual({ coauthorship: { articles: 2, lastYear: 2023 }, ownProfile: false });
    expect(marks.get(app.bob)).toEqual(none);
    expect(marks.get(app.ann)).toEqual(none);
    expect(await pageMarks(users.mia, app.ada)).toEqual({
      coauthorship: { articles: 2, lastYear: 2023 },
      ownProfile: false,
    });
    expect(await pageMarks(users.mia, app.bob)).toEqual(none);
  });

  it("marks the member's own profile among the applicants", async () => {
    expect((await listMarks(users.mia)).get(app.mia)).toEqual({ coauthorship: null, ownProfile: true });
    expect(await pageMarks(users.mia, app.mia)).toEqual({ coauthorship: null, ownProfile: true });
  });

  it("gives each member only their own co-authorships, never another member's", async () => {
    const marks = await listMarks(users.pete);
    expect(marks.get(app.bob)).toEqual({ coauthorship: { articles: 1, lastYear: 2018 }, ownProfile: false });
    expect(marks.get(app.ada)).toEqual(none);
    expect(marks.get(app.mia)).toEqual(none);
    expect(await pageMarks(users.pete, app.ada)).toEqual(none);
  });

  it('marks nothing for a member without a linked author profile', async () => {
    const marks = await listMarks(users.paula);
    expect(marks.size).toBe(4);
    for (const id of Object.values(app)) expect(marks.get(id), `application ${id}`).toEqual(none);
    expect(await pageMarks(users.paula, app.ada)).toEqual(none);
  });

  it("reads only the page's applicants among the reviewer's co-authors", async () => {
    const facts = createRefereesFactsRepository({ db: t.db });
    const coauthors = async (only?: number[]) =>
      (await facts.papersOf([profiles.mia], only)).map((p) => p.coauthorId).sort((a, b) => a - b);
    // Mia's three articles with Ada (one work held twice), whoever else wrote with her.
    expect(await coauthors()).toEqual([profiles.ada, profiles.ada, profiles.ada]);
    expect(await coauthors([profiles.ada, profiles.bob])).toEqual([profiles.ada, profiles.ada, profiles.ada]);
    expect(await coauthors([profiles.bob, profiles.pete])).toEqual([]);
    expect(await coauthors([])).toEqual([]);
  });
});
