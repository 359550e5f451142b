import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenWithUser, sendSocketUpload } from '../../test-support/socket-upload';
import { apiHeaders, type TestApp } from '../../test-support/test-app';

/**
 * Over a real socket, as a browser sends it: a bibliography over 10 MB is refused as soon as
 * it passes the limit, while the browser is still sending, and the exchange ends (the rest is
 * read and dropped, the connection closes). Before, the server read the whole file, however
 * large, before it answered.
 */
describe('a refused bibliography upload over a real connection', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;

  beforeAll(async () => {
    ({ t, cookie, port } = await listenWithUser({ user: { email: 'jane.doe@stanford.edu' } }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const upload = (size: number, fill: number) =>
    sendSocketUpload({
      port,
      path: '/api/authors/find-claim-articles/',
      headers: apiHeaders(cookie),
      field: 'bibtex_file',
      filename: 'refs.bib',
      size,
      fill,
    });

  it('answers a 48 MB bibliography 413 while it is still being sent, and the next upload is read', async () => {
    const refused = await upload(48 << 20, 0x41);
    expect(refused.status).toBe(413);
    expect(refused.body).toContain('File is too large.');
    expect(refused.answeredWhileSending).toBe(true);
    expect(refused.headers.connection).toBe('close');
    expect(refused.elapsedMs).toBeLessThan(5_000);
    const again = await upload(1 << 10, 0);
    expect(again.status).toBe(400);
    expect(again.body).toContain('Upload a BibTeX, RIS or CSL-JSON file');
  }, 30_000);
});
