import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { SYSTEM_ACTOR } from '../../app/access';
import { createAccessRepository } from '../../app/access.repository';
import { insertProposal } from '../../test-support/folders.fixture';
import { buildRefereesFixture, type RefereesFixture } from '../../test-support/referees.fixture';
import {
  apiHeaders,
  createTestApp,
  createTestOrganization,
  createTestUser,
  sessionCookieFor,
  type TestApp,
} from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';
import { createFoldersRepository } from '../folders/folders.repository';
import { createFolder, setFolderRole } from '../folders/folders.usecases';
import { EXPORT_COLUMNS } from './referees-export.usecases';
import { XLSX_MAX_WIDTH } from './table-file';

// Walk 19: the export said nothing of the page's states (spec 03 section 4: custom, marked as
// referee), a custom COI author read only 'named as a conflict', and the xlsx columns had
// Excel's default width, so the titles were unreadable until resized.
describeEachDatabase('referee finder export: marked, custom and custom COI authors', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let cookie: string;
  let proposalId: number;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const org = await createTestOrganization(t.db, { name: 'Acme Research' });
    const editor = await createTestUser(t.db, {
      memberships: [{ organizationId: org.id, role: 'member' }],
      quotas: ['referees_export'],
    });
    const deps = { folders: createFoldersRepository({ db: t.db }), access: createAccessRepository({ db: t.db }) };
    const folderId = (await createFolder({ ...deps, user: SYSTEM_ACTOR, name: 'Calls 2026', organizationId: org.id }))
      .id;
    await setFolderRole({ ...deps, user: SYSTEM_ACTOR, folderId, email: editor.email, role: 'editor' });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: editor.id });
    proposalId = await insertProposal(t.db, {
      folderId,
      title: 'Graph coloring; of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs.',
      authors: [{ name: 'Alice Doc', affiliations: [], authorId: fx.people.alice, orcid: null }],
    });
    await t.db.kysely
      .insertInto('proposalConcepts')
      .values(
        [fx.concepts.graph, fx.concepts.coloring].map((conceptId) => ({
          proposalId,
          conceptId,
          tf: 3,
          literalId: null,
          reason: null,
          evidenceConceptId: null,
        })),
      )
      .execute();
    const marked = await t.app.inject({
      method: 'POST',
      url: `/api/proposals/${proposalId}/mark-as-referees/`,
      headers: apiHeaders(cookie),
      payload: { proposalId, authorsIds: [fx.people.eve], scores: [0.8] },
    });
    expect(marked.statusCode).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Gina added by the user, Frank named by the user as a conflict. */
  const download = (format: 'xlsx' | 'csv') => {
    const settings = encodeURIComponent(
      `custom_authors_ids=${fx.people.gina}&custom_coi_authors_ids=${fx.people.frank}`,
    );
    return t.app.inject({
      method: 'GET',
      url: `/referees-beam/export-referees/${proposalId}/?doc_kind=proposal&export_format=${format}&csv_delimiter=comma&limit=50&settings=${settings}`,
      headers: apiHeaders(cookie),
    });
  };
  const column = (header: string) => EXPORT_COLUMNS.findIndex((c) => c.header === header) + 1;

  it('adds the marked and added-by-you columns last, and names a custom COI as the user’s', async () => {
    const response = await download('xlsx');
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Referees')!;
    const headers = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(headers.slice(-2)).toEqual(['Marked as referee', 'Added by you']);
    expect(headers).toEqual(EXPORT_COLUMNS.map((c) => c.header));
    const byName = new Map<string, { marked: unknown; added: unknown; conflicts: unknown }>();
    sheet.eachRow((row, index) => {
      if (index === 1) return;
      const cell = (header: string) => row.getCell(column(header)).value;
      byName.set(String(cell('Name')), {
        marked: cell('Marked as referee'),
        added: cell('Added by you'),
        conflicts: cell('Conflicts of interest'),
      });
    });
    expect(byName.get('Eve Senior')).toMatchObject({ marked: 'yes', added: null });
    expect(byName.get('Gina Beta')).toMatchObject({ marked: null, added: 'yes' });
    expect(byName.get('Frank Junior')).toEqual({
      marked: null,
      added: null,
      conflicts: 'custom COI (named as a conflict by you)',
    });
    expect(byName.get('Carl Coauthor')).toMatchObject({ marked: null, added: null });
  });

  it('sets every xlsx column’s width and wraps the article titles', async () => {
    const response = await download('xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Referees')!;
    for (const { header } of EXPORT_COLUMNS)
      expect(sheet.getColumn(column(header)).width, header).toBeGreaterThanOrEqual(header.length + 2);
    const titles = sheet.getColumn(column('Most relevant articles'));
    expect(titles.width).toBe(XLSX_MAX_WIDTH);
    expect(sheet.getCell(2, column('Most relevant articles')).alignment).toMatchObject({ wrapText: true });
    expect(sheet.getColumn(column('Position')).width).toBeLessThan(15);
  });

  it('writes the same columns in CSV', async () => {
    const response = await download('csv');
    expect(response.statusCode).toBe(200);
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([response.body]));
    expect(sheet.getRow(1).getCell(column('Added by you')).value).toBe('Added by you');
    const rows = (sheet.getSheetValues().slice(2) as unknown[][]).map((r) => ({
      name: r[column('Name')],
      marked: r[column('Marked as referee')] ?? null,
      added: r[column('Added by you')] ?? null,
    }));
    expect(rows.filter((r) => r.marked === 'yes').map((r) => r.name)).toEqual(['Eve Senior']);
    expect(rows.filter((r) => r.added === 'yes').map((r) => r.name)).toEqual(['Gina Beta']);
  });
});
