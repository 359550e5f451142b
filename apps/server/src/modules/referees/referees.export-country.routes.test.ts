import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Referee } from '@sciscope/contracts';
import type { Db } from '../../app/database/kysely';
import { createCorpusFactories } from '../../test-support/corpus-factories';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { EXPORT_COLUMNS } from './referees-export.usecases';

/** Moves every authorship institution of `authorId` to `institutionId`. */
async function moveAffiliations(db: Db, authorId: number, institutionId: number): Promise<void> {
  const lines = await db.kysely
    .selectFrom('authorships')
    .select(['articleId', 'position'])
    .where('authorId', '=', authorId)
    .execute();
  for (const { articleId, position } of lines) {
    await db.kysely
      .updateTable('authorshipInstitutions')
      .set({ institutionId })
      .where('articleId', '=', articleId)
      .where('position', '=', position)
      .execute();
  }
}

describe('the Country column of a row', () => {
  const country = EXPORT_COLUMNS.find((c) => c.header === 'Country')!.value;
  const row = (affiliations: Array<[string, number, string | null]>) =>
    ({
      author: {
        datedAffiliations: affiliations.map(([value, endYear, countryCode]) => ({ value, endYear, countryCode })),
      },
    }) as unknown as Referee;

  it("is the latest affiliation's, else another one's of the same latest year, never an older one's", () => {
    expect(country(row([['Beta University', 2025, 'DE']]))).toBe('DE');
    expect(
      country(
        row([
          ['Unknown Institution', 2025, null],
          ['University of Washington', 2025, 'US'],
        ]),
      ),
    ).toBe('US');
    expect(
      country(
        row([
          ['Unknown Institution', 2025, null],
          ['ETH Zurich', 2019, 'CH'],
        ]),
      ),
    ).toBeNull();
    expect(country(row([]))).toBeNull();
  });
});

// Walk: the export's Country column was empty for candidates whose institution record came
// without a country code, though other records of the institution's name carry one.
describeEachDatabase('referee finder export: the Country column', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const corpus = createCorpusFactories({ db: t.db });
    // Gina's "Beta University" lines come without a country; Eve's five carry DE.
    const betaWithout = await corpus.institution({ name: 'Beta University' });
    await moveAffiliations(t.db, fx.people.gina, betaWithout.id);
    // Irene is at a "Globex" without a country, a name the corpus has in the US and in Switzerland.
    await corpus.institution({ name: 'Globex', countryCode: 'US' });
    await corpus.institution({ name: 'Globex', countryCode: 'CH' });
    const globexWithout = await corpus.institution({ name: 'Globex' });
    await moveAffiliations(t.db, fx.people.irene, globexWithout.id);
    const user = await createTestUser(t.db, { quotas: ['referees_export'] });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const download = (query: string) =>
    t.app.inject({
      method: 'GET',
      url: `/referees-beam/export-referees/${fx.documentId}/?doc_kind=article&${query}`,
      headers: apiHeaders(cookie),
    });
  const column = (header: string) => EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;

  it("fills each candidate's country from the latest affiliation, lent by its name's other records when it has none", async () => {
    const response = await download('export_format=xlsx&limit=50');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Referees')!;
    const byName = new Map<string, [unknown, unknown]>();
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const cell = (header: string) => row.getCell(column(header)).value;
      byName.set(String(cell('Name')), [cell('Latest affiliation'), cell('Country')]);
    });
    expect(byName.get('Eve Senior')).toEqual(['Beta University', 'DE']);
    expect(byName.get('Frank Junior')).toEqual(['Gamma College', 'FR']);
    expect(byName.get('Carl Coauthor')).toEqual(['Delta Lab', 'GB']);
    // Lent: every other "Beta University" authorship is in Germany.
    expect(byName.get('Gina Beta')).toEqual(['Beta University', 'DE']);
    // Not lent: "Globex" is as much in the US as in Switzerland.
    expect(byName.get('Irene Colleague')).toEqual(['Globex', null]);
  });

  it('writes the same countries in CSV, and in the JSON rows with the country name', async () => {
    const csv = await download('export_format=csv&csv_delimiter=semicolon&limit=50');
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([csv.body]), {
      parserOptions: { delimiter: ';' },
    });
    const rows = sheet.getSheetValues().slice(2) as unknown[][];
    const countryOf = (name: string) => rows.find((r) => r[column('Name')] === name)?.[column('Country')];
    expect(countryOf('Gina Beta')).toBe('DE');
    expect(countryOf('Eve Senior')).toBe('DE');

    const json = (await download('export_format=json&limit=50')).json() as Array<{
      author: { name: string; datedAffiliations: Array<{ countryCode: string | null; country: string | null }> };
    }>;
    const gina = json.find((r) => r.author.name === 'Gina Beta')!;
    expect(gina.author.datedAffiliations[0]).toMatchObject({ countryCode: 'DE', country: 'Germany' });
  });
});
