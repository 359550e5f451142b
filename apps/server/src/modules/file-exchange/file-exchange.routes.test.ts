import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { multipartFile } from '../../test-support/manuscript-fixtures';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';
import { describeEachDatabase } from '../../test-support/test-db';

const MAX_BYTES = 4096;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

describeEachDatabase('file exchange', (dialect) => {
  let t: TestApp;
  let admin: string;
  let plain: string;

  beforeAll(async () => {
    t = await createTestApp({ dialect, env: { SCISCOPE_FILE_EXCHANGE_MAX_BYTES: String(MAX_BYTES) } });
    const superuser = await createTestUser(t.db, { superuser: true });
    const user = await createTestUser(t.db, { quotas: ['ontology_moderator'] });
    admin = await sessionCookieFor({ app: t.app, db: t.db, userId: superuser.id });
    plain = await sessionCookieFor({ app: t.app, db: t.db, userId: user.id });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const upload = (filename: string, content: Buffer, cookie = admin) => {
    const { payload, headers } = multipartFile({ filename, contentType: 'application/octet-stream', content });
    return t.app.inject({
      method: 'POST',
      url: '/api/file-exchange/upload/',
      payload,
      headers: { ...apiHeaders(cookie), ...headers },
    });
  };
  const list = async (cookie = admin) =>
    t.app.inject({ method: 'GET', url: '/api/file-exchange/list', headers: apiHeaders(cookie) });
  const stored = () => readdirSync(t.config.fileExchange.dir);

  it('lists nothing at first', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ results: [], count: 0, page: 1, pageSize: 100 });
  });

  it('uploads, lists, comments and downloads a file: the same bytes under the original name', async () => {
    const response = await upload('Jahresbericht über 2024.pdf', PDF);
    expect(response.statusCode).toBe(201);
    const entry = response.json();
    expect(entry).toMatchObject({ filename: 'Jahresbericht über 2024.pdf', size: PDF.length, comment: '' });
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    // Content-addressed, outside the web root, nothing left over from the upload.
    expect(stored()).toEqual([sha256]);
    expect(readFileSync(`${t.config.fileExchange.dir}/${sha256}`)).toEqual(PDF);

    expect((await list()).json().results).toEqual([entry]);

    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/file-exchange/submit-comment/',
      payload: { id: entry.id, comment: '  Budget figures, final  ' },
      headers: apiHeaders(admin),
    });
    expect(comment.statusCode).toBe(200);
    // Spec 02 §7: the answer is `fileExchange`, the entry as saved.
    expect(comment.json()).toEqual({ fileExchange: { ...entry, comment: 'Budget figures, final' } });

    const download = await t.app.inject({
      method: 'GET',
      url: `/api/file-exchange/download/${entry.id}`,
      headers: apiHeaders(admin),
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload).toEqual(PDF);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(PDF.length));
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Jahresbericht _ber 2024.pdf"; filename*=UTF-8''Jahresbericht%20%C3%BCber%202024.pdf`,
    );
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps equal content once on disk, as two entries', async () => {
    const again = await upload('copy.pdf', PDF);
    expect(again.statusCode).toBe(201);
    expect(stored()).toHaveLength(1);
    expect((await list()).json()).toMatchObject({ count: 2, results: [{ filename: 'copy.pdf' }, {}] });
  });

  it('sanitises path-traversal, control-character and overlong names', async () => {
    const names: Array<[string, string]> = [
      ['../../../etc/passwd', 'passwd'],
      ['..\\..\\boot.ini', 'boot.ini'],
      ['evil\u0007\u202Etxt.sh', 'eviltxt.sh'],
      [`${'n'.repeat(300)}.csv`, `${'n'.repeat(196)}.csv`],
    ];
    for (const [original, expected] of names) {
      const response = await upload(original, Buffer.from('a,b\n1,2\n'));
      expect(response.statusCode).toBe(201);
      expect(response.json().filename).toBe(expected);
    }
    expect(stored().every((name) => /^[0-9a-f]{64}$/.test(name))).toBe(true);
  });

  it('refuses oversize, empty and wrongly typed files with clear messages, keeping nothing', async () => {
    const before = stored();
    const refusals: Array<[string, Buffer, number, string]> = [
      ['big.pdf', Buffer.concat([PDF, Buffer.alloc(MAX_BYTES)]), 413, 'The file is larger than the limit of 4 KB.'],
      ['empty.txt', Buffer.alloc(0), 400, 'The file is empty.'],
      [
        'paper.pdf',
        Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
        415,
        'This file is not accepted: it is an executable (ELF).',
      ],
      [
        'setup.txt',
        Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'),
        415,
        'This file is not accepted: it is a Windows executable.',
      ],
      ['data.csv', Buffer.from('#!/bin/sh\necho hi\n'), 415, 'This file is not accepted: it is a script (#!).'],
      [
        'blob.bin',
        Buffer.from([0, 1, 2, 3, 254, 255]),
        415,
        'This file is not accepted: it is binary data of an unknown type.',
      ],
    ];
    for (const [name, content, status, message] of refusals) {
      const response = await upload(name, content);
      expect(response.statusCode, name).toBe(status);
      expect(response.json().error.message).toBe(message);
    }
    expect(stored()).toEqual(before);
    expect((await list()).json().results.map((e: { filename: string }) => e.filename)).not.toContain('paper.pdf');
  });

  it('takes a file of exactly the size limit', async () => {
    const exact = Buffer.concat([Buffer.from('x'.repeat(MAX_BYTES - 1)), Buffer.from('\n')]);
    expect((await upload('exact.txt', exact)).statusCode).toBe(201);
  });

  it('refuses a file sent in another form field than "file", storing nothing', async () => {
    const before = stored();
    const listed = (await list()).json().count;
    const { payload, headers } = multipartFile({
      field: 'other',
      filename: 'other.pdf',
      contentType: 'application/pdf',
      content: PDF,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/file-exchange/upload/',
      payload,
      headers: { ...apiHeaders(admin), ...headers },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'file_exchange.no_file', message: 'Upload the file in the form field "file".' },
    });
    expect(stored()).toEqual(before);
    expect((await list()).json().count).toBe(listed);
  });

  it('answers a request without a file, an unknown id and a too long comment clearly', async () => {
    const noFile = await t.app.inject({
      method: 'POST',
      url: '/api/file-exchange/upload/',
      payload: { x: 1 },
      headers: apiHeaders(admin),
    });
    expect(noFile.json()).toMatchObject({
      error: { code: 'file_exchange.no_file', message: 'Choose a file to upload.' },
    });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/file-exchange/download/999999',
      headers: apiHeaders(admin),
    });
    expect(missing.statusCode).toBe(404);
    const long = await t.app.inject({
      method: 'POST',
      url: '/api/file-exchange/submit-comment/',
      payload: { id: 1, comment: 'c'.repeat(2001) },
      headers: apiHeaders(admin),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({
      error: { details: { fields: { comment: 'A comment has at most 2,000 characters.' } } },
    });
  });

  it('refuses a comment over the limit and keeps the stored one whole; spaces around it do not count', async () => {
    const entry = (await upload('limits.txt', Buffer.from('limits\n'))).json();
    const submit = (comment: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/file-exchange/submit-comment/',
        payload: { id: entry.id, comment },
        headers: apiHeaders(admin),
      });
    const full = 'a'.repeat(2000);
    const accepted = await submit(`  ${full}  `);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().fileExchange.comment).toBe(full);

    const refused = await submit('b'.repeat(2500));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { details: { fields: { comment: 'A comment has at most 2,000 characters.' } } },
    });
    const listed = (await list()).json().results.find((row: { id: number }) => row.id === entry.id);
    expect(listed.comment).toBe(full);
  });

  it('is for superusers only: others get 403, guests 401, and nothing is stored', async () => {
    const before = stored();
    expect((await upload('x.txt', Buffer.from('hello'), plain)).statusCode).toBe(403);
    expect((await list(plain)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/file-exchange/list' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/file-exchange/download/1', headers: apiHeaders(plain) }))
        .statusCode,
    ).toBe(403);
    expect(stored()).toEqual(before);
  });
});
