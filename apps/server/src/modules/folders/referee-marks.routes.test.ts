import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { FolderMarksResponse, RefereesListResponse } from '@sciscope/contracts';
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
import { createFoldersRepository } from './folders.repository';
import { createFolder, setFolderRole } from './folders.usecases';

describeEachDatabase('referee marks', (dialect) => {
  let t: TestApp;
  let fx: RefereesFixture;
  let folderId: number;
  let otherFolderId: number;
  let proposalId: number;
  let orgId: number;
  const cookies: Record<'admin' | 'editor' | 'viewer' | 'bystander' | 'outsider' | 'super', string> = {} as never;

  beforeAll(async () => {
    t = await createTestApp({ dialect });
    fx = await buildRefereesFixture(t.db);
    const db = t.db;
    const org = await createTestOrganization(db, { name: 'Acme Research' });
    const orgB = await createTestOrganization(db, { name: 'Other Lab' });
    orgId = org.id;
    const users = {
      admin: await createTestUser(db, { memberships: [{ organizationId: org.id, role: 'admin' }] }),
      editor: await createTestUser(db, {
        memberships: [{ organizationId: org.id, role: 'member' }],
        quotas: ['referees_export'],
      }),
      viewer: await createTestUser(db, { memberships: [{ organizationId: org.id, role: 'member' }] }),
      bystander: await createTestUser(db, { memberships: [{ organizationId: org.id, role: 'member' }] }),
      outsider: await createTestUser(db, { memberships: [{ organizationId: orgB.id, role: 'admin' }] }),
      super: await createTestUser(db, { superuser: true }),
    };
    const deps = {
      folders: createFoldersRepository({ db }),
      access: createAccessRepository({ db }),
      user: SYSTEM_ACTOR,
    };
    folderId = (await createFolder({ ...deps, name: 'Calls 2026', organizationId: org.id })).id;
    otherFolderId = (await createFolder({ ...deps, name: 'Theirs', organizationId: orgB.id })).id;
    await setFolderRole({ ...deps, folderId, email: users.viewer.email, role: 'viewer' });
    await setFolderRole({ ...deps, folderId, email: users.editor.email, role: 'editor' });
    for (const [who, u] of Object.entries(users))
      cookies[who as keyof typeof cookies] = await sessionCookieFor({ app: t.app, db, userId: u.id });
    // A proposal on graph colouring, its concepts the fixture's (as a save would find them).
    proposalId = await insertProposal(db, {
      folderId,
      title: 'Graph coloring; of planar graphs',
      abstract: 'We study graph coloring, chromatic number and planar graphs.',
      originId: 'ERC-7',
      authors: [{ name: 'Alice Doc', affiliations: [], authorId: fx.people.alice, orcid: null }],
    });
    await db.kysely
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
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST', url: string, who: keyof typeof cookies | null, payload?: object) =>
    t.app.inject({ method, url, headers: apiHeaders(who ? cookies[who] : undefined), ...(payload ? { payload } : {}) });
  const mark = (who: keyof typeof cookies | null, authorsIds: number[], scores: number[], id = proposalId) =>
    call('POST', `/api/proposals/${id}/mark-as-referees/`, who, { proposalId: id, authorsIds, scores });
  const unmark = (who: keyof typeof cookies | null, authorsIds: number[]) =>
    call('POST', `/api/proposals/${proposalId}/unmark-as-referees/`, who, { proposalId, authorsIds });
  const stored = async () =>
    (
      await t.db.kysely
        .selectFrom('refereeMarks')
        .select(['authorId', 'score'])
        .where('proposalId', '=', proposalId)
        .orderBy('id')
        .execute()
    ).map((r) => ({ authorId: r.authorId, score: Number(r.score) }));

  it('lets a folder editor mark and unmark referees, keeping the first score, and shows them in the list', async () => {
    const marked = await mark('editor', [fx.people.eve, fx.people.frank], [0.81, 0.42]);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toEqual({ markedAuthorsIds: [fx.people.eve, fx.people.frank] });
    expect((await mark('admin', [fx.people.eve], [0.1])).statusCode).toBe(200);
    expect(await stored()).toEqual([
      { authorId: fx.people.eve, score: 0.81 },
      { authorId: fx.people.frank, score: 0.42 },
    ]);
    const list = await t.app.inject({
      method: 'POST',
      url: `/api/referees/proposal/${proposalId}/`,
      headers: { ...apiHeaders(cookies.viewer), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'includeMarked=1',
    });
    expect(list.statusCode).toBe(200);
    const body = list.json() as RefereesListResponse;
    expect(body.markedAuthorsIds.sort()).toEqual([fx.people.eve, fx.people.frank].sort());
    expect(body.canMarkAsReferees).toBe(false);
    expect(body.referees.map((r) => r.author.id)).toEqual(expect.arrayContaining([fx.people.eve, fx.people.frank]));

    const exported = await call(
      'GET',
      `/referees-beam/export-referees/${proposalId}/?doc_kind=proposal&export_format=csv&csv_delimiter=comma&only_marked=1&limit=0`,
      'editor',
    );
    expect(exported.statusCode).toBe(200);
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([exported.body]));
    expect(sheet.getColumn(2).values.slice(2).map(Number).sort()).toEqual([fx.people.eve, fx.people.frank].sort());

    const after = await unmark('editor', [fx.people.frank]);
    expect(after.json()).toEqual({ markedAuthorsIds: [fx.people.eve] });
    expect(await stored()).toEqual([{ authorId: fx.people.eve, score: 0.81 }]);
  });

  it('refuses viewers with 403, users without a role and other organizations with 404, guests with 401', async () => {
    const before = await stored();
    expect((await mark('viewer', [fx.people.carl], [0.3])).statusCode).toBe(403);
    expect((await mark('bystander', [fx.people.carl], [0.3])).json().error.message).toBe('Proposal not found.');
    expect((await mark('outsider', [fx.people.carl], [0.3])).statusCode).toBe(404);
    expect((await unmark('viewer', [fx.people.eve])).statusCode).toBe(403);
    expect((await unmark(null, [fx.people.eve])).statusCode).toBe(401);
    expect((await mark('super', [fx.people.carl], [0.3])).statusCode).toBe(200);
    expect((await unmark('super', [fx.people.carl])).statusCode).toBe(200);
    expect(await stored()).toEqual(before);
  });

  it('answers bad input with 400 and changes nothing', async () => {
    const before = await stored();
    const bad = [
      await mark('editor', [fx.people.carl, fx.people.gina], [0.3]),
      await mark('editor', [], []),
      await mark('editor', [99_999_999], [0.3]),
      await call('POST', `/api/proposals/${proposalId}/mark-as-referees/`, 'editor', {
        proposalId: proposalId + 1,
        authorsIds: [fx.people.carl],
        scores: [0.3],
      }),
      await call('POST', `/api/proposals/${proposalId}/mark-as-referees/`, 'editor', {
        proposalId,
        authorsIds: ['x'],
        scores: [0.3],
      }),
    ];
    expect(bad.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(bad[0]!.json().error.message).toBe('scores: Give one score per author.');
    expect(bad[2]!.json().error.message).toBe('Unknown author id.');
    expect(await stored()).toEqual(before);
  });

  it("lists the folder's proposals where an author is marked, for viewers, paged", async () => {
    const page = await call('GET', `/api/folders/${folderId}/marks?author_id=${fx.people.eve}`, 'viewer');
    expect(page.statusCode).toBe(200);
    const body = page.json() as FolderMarksResponse;
    expect(body.author).toMatchObject({ id: fx.people.eve, name: 'Eve Senior' });
    expect(body.total).toBe(1);
    expect(body.marks).toEqual([
      expect.objectContaining({
        proposalId,
        title: 'Graph coloring; of planar graphs',
        originId: 'ERC-7',
        score: 0.81,
      }),
    ]);
    const none = (await call('GET', `/api/folders/${folderId}/marks?author_id=${fx.people.pat}`, 'viewer')).json();
    expect(none).toMatchObject({ total: 0, marks: [] });
    expect(
      (await call('GET', `/api/folders/${folderId}/marks?author_id=${fx.people.eve}&page=2`, 'viewer')).json().marks,
    ).toEqual([]);
    expect(
      (await call('GET', `/api/folders/${folderId}/marks?author_id=${fx.people.eve}`, 'bystander')).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/folders/${folderId}/marks?author_id=abc`, 'viewer')).statusCode).toBe(400);
    expect((await call('GET', `/api/folders/${folderId}/marks?author_id=99999999`, 'viewer')).statusCode).toBe(404);
  });

  it("exports the folder's marks for the organization's admins and superusers, as CSV and xlsx", async () => {
    await mark('editor', [fx.people.carl], [0.5]);
    const url = (query: string, folder = folderId) =>
      `/orgadmin/${orgId}/export-proposal-referees/folder/${folder}/?${query}`;
    const csv = await call('GET', url('export_format=csv&csv_delimiter=semicolon'), 'admin');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="proposal-referees-folder-${folderId}.csv"`);
    const sheet = await new ExcelJS.Workbook().csv.read(Readable.from([csv.body]), {
      parserOptions: { delimiter: ';' },
    });
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Proposal id',
      'Origin id',
      'Title',
      'Author id',
      'Name',
      'ORCID',
      'Score',
      'Marked at',
    ]);
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(3).value).toBe('Graph coloring; of planar graphs');
    expect([sheet.getRow(2).getCell(5).value, sheet.getRow(3).getCell(5).value]).toEqual([
      'Eve Senior',
      'Carl Coauthor',
    ]);
    expect(Number(sheet.getRow(2).getCell(7).value)).toBe(0.81);

    const xlsx = await call('GET', url('export_format=xlsx'), 'super');
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.getWorksheet('Marked referees')!;
    expect(rows.getRow(3).getCell(4).value).toBe(fx.people.carl);
    expect(rows.getRow(2).getCell(2).value).toBe('ERC-7');

    expect((await call('GET', url('export_format=csv'), 'editor')).statusCode).toBe(404);
    expect((await call('GET', url('export_format=csv'), 'outsider')).statusCode).toBe(404);
    expect((await call('GET', url('export_format=csv', otherFolderId), 'admin')).statusCode).toBe(404);
    expect((await call('GET', url('export_format=pdf'), 'admin')).statusCode).toBe(400);
  });
});
