import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Referee, RefereesListResponse } from '@sciscope/contracts';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { EXPORT_COLUMNS } from './referees-export.usecases';

// Walk 19: the latest affiliation was any institution of the latest year, a tie going to the one
// with the most articles in all, so a co-affiliation named once in the latest year beside the
// author's institution of recent years took its place on the page, in the export, the author
// page and the country filter. Frank is at Gamma College (FR) in 2023, 2024 and 2025; Delta Lab
// (GB), where he published six articles up to 2019, is named on one article of 2025.
describeEachDatabase('the current affiliation of a candidate', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    const delta = await t.db.kysely
      .selectFrom('institutions')
      .select('id')
      .where('name', '=', 'Delta Lab')
      .executeTakeFirstOrThrow();
    for (const year of [2014, 2015, 2016, 2017, 2018, 2019, 2025])
      await corpus.article({
        title: `Frank at Delta, ${year}`,
        year,
        authors: [{ authorId: fx.people.frank, institutionIds: [delta.id] }],
      });
    const user = await createTestUser(t.db, { quotas: ['referees_export'] });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: apiHeaders(cookie) });
  const rank = async (settings: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/referees/article/${fx.documentId}/`,
      headers: { ...apiHeaders(cookie), 'content-type': 'application/x-www-form-urlencoded' },
      payload: settings,
    });
    expect(response.statusCode).toBe(200);
    return response.json() as RefereesListResponse;
  };
  const frankOf = (list: Referee[]) => list.find((r) => r.author.id === fx.people.frank);

  it('is the institution of the most recent articles, in the list and in the export', async () => {
    const frank = frankOf((await rank('')).referees)!;
    expect(frank.author.datedAffiliations.map((a) => [a.value, a.startYear, a.endYear, a.count])).toEqual([
      ['Gamma College', 2022, 2025, 4],
      ['Delta Lab', 2014, 2025, 7],
    ]);
    const response = await get(
      `/referees-beam/export-referees/${fx.documentId}/?doc_kind=article&export_format=xlsx&limit=50`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Referees')!;
    const column = (header: string) => EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;
    let found: unknown[] = [];
    sheet.eachRow((row) => {
      if (row.getCell(column('Name')).value === 'Frank Junior')
        found = [row.getCell(column('Latest affiliation')).value, row.getCell(column('Country')).value];
    });
    expect(found).toEqual(['Gamma College', 'FR']);
  });

  it('alone gives the country the country filters read', async () => {
    const withoutGb = await rank('ignore_countries=false&exclude_countries=GB');
    expect(frankOf(withoutGb.referees)).toBeDefined();
    const onlyGb = await rank('ignore_countries=false&include_countries=GB');
    expect(frankOf(onlyGb.referees)).toBeUndefined();
    const onlyFr = await rank('ignore_countries=false&include_countries=FR');
    expect(frankOf(onlyFr.referees)).toBeDefined();
  });

  it('comes first on the author page and in the author suggestions', async () => {
    const full = (await get(`/api/authors/${fx.people.frank}/full`)).json();
    expect(full.author.datedAffiliations[0]).toMatchObject({ value: 'Gamma College', endYear: 2025, count: 4 });
    const short = (await get(`/api/authors/${fx.people.frank}/short`)).json();
    expect(short.author.lastAffiliation).toMatchObject({ value: 'Gamma College' });
    const suggestions = (await get('/api/autocomplete/search-input?type=authors&query=Frank%20Junior')).json();
    const frank = suggestions.results.find((s: { id: number }) => s.id === fx.people.frank);
    expect(frank.details.affiliation).toBe('Gamma College');
  });
});
