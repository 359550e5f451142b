import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { ImportProposalsResponse, ManuscriptExtractResponse } from '@sciscope/contracts';
import { seedFolderWorld, type FolderWorld } from '../../test-support/folders.fixture';
import { buildDocx, buildPdf, multipartFile, SAMPLE_MANUSCRIPT } from '../../test-support/manuscript-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

// One app for the upload tests: each app starts its own manuscript worker thread (about a
// second), and reading a manuscript changes nothing that another test could see.
describeEachDatabase('manuscript upload', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  beforeAll(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = (content: Buffer, filename = 'paper.pdf', who: 'editor' | 'loner' | null = 'editor') => {
    const { payload, headers } = multipartFile({ filename, contentType: 'application/octet-stream', content });
    return w.call('POST', '/api/proposals/extract-manuscript', who, { payload, headers });
  };
  const proposals = async () =>
    t.db.kysely.selectFrom('proposals').select(['title', 'originId']).orderBy('id').execute();

  it('proposes title, abstract and authors from a PDF and saves nothing', async () => {
    const response = await upload(buildPdf([SAMPLE_MANUSCRIPT]));
    expect(response.statusCode).toBe(200);
    const fields = response.json() as ManuscriptExtractResponse;
    expect(fields).toMatchObject({ format: 'pdf', pages: 1, title: 'Graph neural networks for protein folding' });
    expect(fields.abstract).toMatch(/^We study graph neural networks/);
    expect(fields.authors.map((a) => a.name)).toEqual(['Ada Lovelace', 'Alan Turing', 'Grace Hopper']);
    expect(await proposals()).toEqual([]);
  });

  it('reads a DOCX whatever its name says', async () => {
    const docx = await buildDocx([
      { text: 'Protein folding in cells', style: 'Title' },
      { text: 'Abstract' },
      { text: 'Short.' },
    ]);
    const response = await upload(docx, 'notes.pdf');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ format: 'docx', title: 'Protein folding in cells', abstract: 'Short.' });
  });

  it('judges the type by content: an image named .pdf is refused with 415', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]);
    const response = await upload(png, 'manuscript.pdf');
    expect(response.statusCode).toBe(415);
    expect(response.json().error.message).toBe('Upload a PDF or a DOCX file.');
  });

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 1, 0x20)]);
    const response = await upload(big);
    expect(response.statusCode).toBe(413);
    expect(response.json().error.message).toBe('The file is larger than 10 MB.');
  });

  it('refuses an unreadable PDF with a clear 400', async () => {
    const response = await upload(Buffer.from('%PDF-1.7\nthis is not really a PDF'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('The PDF could not be read: the file is damaged or not a PDF.');
  });

  it('is safe with odd file names, which it never uses', async () => {
    for (const name of ['../../etc/passwd.pdf', 'a"b;c\\d.pdf', 'ünïcödé 論文 <script>.pdf', '']) {
      const response = await upload(buildPdf([SAMPLE_MANUSCRIPT]), name);
      expect(response.statusCode, name).toBe(200);
      expect(response.body).not.toContain('passwd');
      expect(response.body).not.toContain('<script>');
    }
  });

  it('asks for a login, and a multipart body', async () => {
    expect((await upload(buildPdf([SAMPLE_MANUSCRIPT]), 'x.pdf', null)).statusCode).toBe(401);
    const json = await w.call('POST', '/api/proposals/extract-manuscript', 'editor', { payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
  });
});

describeEachDatabase('bulk import of proposals', (dialect) => {
  let t: TestApp;
  let w: FolderWorld;
  beforeEach(async () => {
    t = await createTestApp({ dialect });
    w = await seedFolderWorld(t);
  });
  afterEach(async () => {
    await t.close();
  });
  const proposals = async () =>
    t.db.kysely.selectFrom('proposals').select(['title', 'originId']).orderBy('id').execute();

  const importFile = (format: 'csv' | 'json', content: string, who: 'editor' | 'viewer' | 'outsider' = 'editor') =>
    w.call('POST', `/api/folders/${w.folder.id}/import`, who, { payload: { format, content } });

  it('imports the valid rows of a CSV and reports each invalid one by row and field', async () => {
    const csv = [
      'title,abstract,origin_id,authors,Call',
      '"Graph neural networks, revisited",About GNN models.,P-1,"Ada Lovelace [0000-0002-1825-0097] (University of London | Royal Society); Alan Turing (Cambridge)",ERC',
      ',No title here,P-2,,ERC',
      'Protein folding,,P-3,X Y [bad-orcid],',
      'Protein folding again,,P-4,,',
      'Protein design,,P-5,Tom Becker [0000-0002-1825-009X] (TU Munich),',
    ].join('\n');
    const response = await importFile('csv', csv);
    expect(response.statusCode).toBe(200);
    const result = response.json() as ImportProposalsResponse;
    expect(result.created).toBe(2);
    expect(result.errors).toEqual([
      { row: 2, field: 'title', message: 'This field is required.' },
      { row: 3, field: 'authors.0.orcid', message: 'ORCID must look like 0000-0002-1825-0097.' },
      { row: 5, field: 'authors.0.orcid', message: 'ORCID has a wrong check digit: check it for a typo.' },
    ]);
    expect(await proposals()).toEqual([
      { title: 'Graph neural networks, revisited', originId: 'P-1' },
      { title: 'Protein folding again', originId: 'P-4' },
    ]);
    const full = (await w.call('GET', `/api/proposals/${result.createdIds[0]}/full`, 'editor')).json();
    expect(full.attributes).toEqual([{ label: 'Call', value: 'ERC' }]);
    expect(full.authors).toEqual([
      {
        name: 'Ada Lovelace',
        affiliations: ['University of London', 'Royal Society'],
        authorId: null,
        matchedBy: null,
        authorName: null,
        otherAuthors: [],
        possibleMatches: 0,
        orcid: '0000-0002-1825-0097',
      },
      {
        name: 'Alan Turing',
        affiliations: ['Cambridge'],
        authorId: null,
        matchedBy: null,
        authorName: null,
        otherAuthors: [],
        possibleMatches: 0,
        orcid: null,
      },
    ]);
    expect(full.groupedConcepts.length).toBeGreaterThan(0);
  });

  it('imports JSON rows, reporting rows that are not proposals', async () => {
    const json = JSON.stringify([
      { title: 'Protein folding', origin_id: 'J-1', authors: [{ name: 'Ada Lovelace' }] },
      'not an object',
      { title: 'x'.repeat(1001) },
      { title: 'Linked to a missing author', authors: [{ name: 'Nobody', authorId: 999999 }] },
    ]);
    const result = (await importFile('json', json)).json() as ImportProposalsResponse;
    expect(result.created).toBe(1);
    expect(result.errors.map((e) => [e.row, e.field])).toEqual([
      [2, 'row'],
      [3, 'title'],
      [4, 'authors.0.authorId'],
    ]);
    expect(await proposals()).toEqual([{ title: 'Protein folding', originId: 'J-1' }]);
  });

  it('saves nothing from a file it cannot parse, nor for viewers and strangers', async () => {
    const broken = await importFile('csv', 'title,abstract\n"unterminated,quote\n');
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.message).toMatch(/^The CSV file could not be read/);
    expect((await importFile('json', '{"title": "x"}')).statusCode).toBe(400);
    expect((await importFile('csv', 'title\nA valid one', 'viewer')).statusCode).toBe(403);
    expect((await importFile('csv', 'title\nA valid one', 'outsider')).statusCode).toBe(404);
    expect(await proposals()).toEqual([]);
  });
});
