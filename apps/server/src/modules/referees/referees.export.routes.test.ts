import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import { EXPORT_COLUMNS } from './referees-export.usecases';
import { csvField } from './table-file';

describeEachDatabase('referee finder export', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const user = await createTestUser(t.db, { quotas: ['referees_export'] });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const exportUrl = (query: string) => `/referees-beam/export-referees/${fx.documentId}/?doc_kind=article&${query}`;
  const download = (query: string, as = cookie) =>
    t.app.inject({ method: 'GET', url: exportUrl(query), headers: apiHeaders(as) });

  it('writes an xlsx workbook that reads back with the ranked referees', async () => {
    const response = await download('export_format=xlsx&limit=50');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="referees-article-${fx.documentId}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Referees')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...EXPORT_COLUMNS.map((c) => c.header)]);
    expect(sheet.getRow(2).getCell(3).value).toBe('Eve Senior');
    expect(sheet.getRow(2).getCell(1).value).toBe(1);
    const carl = [...Array(sheet.rowCount).keys()]
      .map((i) => sheet.getRow(i + 1))
      .find((r) => r.getCell(3).value === 'Carl Coauthor')!;
    expect(String(carl.getCell(15).value)).toMatch(/^co-authored ".+" \(2024\)$/);
  });

  it('writes CSV with the chosen delimiter, settings applied, that a CSV reader parses back', async () => {
    for (const [name, delimiter] of [
      ['semicolon', ';'],
      ['tab', '\t'],
      ['pipe', '|'],
    ] as const) {
      const response = await download(
        `export_format=csv&csv_delimiter=${name}&settings=${encodeURIComponent('min_h_index=5')}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      const workbook = new ExcelJS.Workbook();
      const sheet = await workbook.csv.read(Readable.from([response.body]), { parserOptions: { delimiter } });
      const names = sheet.getColumn(3).values.slice(2);
      expect(names).toContain('Eve Senior');
      expect(names).not.toContain('Frank Junior');
      expect(sheet.getRow(1).getCell(1).value).toBe('Position');
    }
  });

  it('quotes CSV fields that hold the delimiter, quotes or line breaks', () => {
    expect(csvField('a,b', ',')).toBe('"a,b"');
    expect(csvField('say "hi"', ';')).toBe('"say ""hi"""');
    expect(csvField('two\nlines', '|')).toBe('"two\nlines"');
    expect(csvField('plain', ',')).toBe('plain');
    expect(csvField(null, ',')).toBe('');
  });

  it('writes the list rows as JSON, limited to the top N', async () => {
    const response = await download('export_format=json&limit=50&settings=top_author_articles%3D3');
    const rows = response.json();
    expect(rows[0].author.name).toBe('Eve Senior');
    expect(rows.every((r: { position: number }) => r.position >= 1)).toBe(true);
  });

  it('needs the referees_export quota and valid options', async () => {
    const user = await createTestUser(t.db);
    const plain = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
    expect((await download('export_format=csv', plain)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: exportUrl('export_format=csv') })).statusCode).toBe(401);
    expect((await download('export_format=pdf')).statusCode).toBe(400);
    expect((await download('export_format=csv&limit=70')).statusCode).toBe(400);
    expect((await download('export_format=csv&settings=min_h_index%3D-2')).statusCode).toBe(400);
  });
});
