import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenWithUser, sendSocketUpload } from '../../test-support/socket-upload';
import { apiHeaders, type TestApp } from '../../test-support/test-app';

/**
 * Over a real socket, as a browser sends it: a manuscript over 10 MB is refused as soon as it
 * passes the limit, while the browser is still sending, and the exchange ends (the rest is read
 * and dropped, the connection closes). Before, the server read the whole file, however large,
 * before it answered.
 */
describe('a refused manuscript upload over a real connection', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;

  beforeAll(async () => {
    ({ t, cookie, port } = await listenWithUser({ user: {} }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const upload = (size: number, who: string | null) =>
    sendSocketUpload({
      port,
      path: '/api/proposals/extract-manuscript',
      headers: apiHeaders(who ?? undefined),
      filename: 'paper.pdf',
      prefix: Buffer.from('%PDF-1.4\n'),
      size,
      fill: 0x20,
    });

  it('answers a 48 MB manuscript 413 while it is still being sent, and the next upload goes through', async () => {
    const refused = await upload(48 << 20, cookie);
    expect(refused.status).toBe(413);
    expect(refused.body).toContain('The file is larger than 10 MB.');
    expect(refused.answeredWhileSending).toBe(true);
    expect(refused.headers.connection).toBe('close');
    expect(refused.elapsedMs).toBeLessThan(5_000);
    // The refusal cost nothing: the next upload on a new connection is read (and found no PDF).
    const again = await upload(1 << 10, cookie);
    expect(again.status).toBe(400);
    expect(again.body).toContain('The PDF could not be read');
  }, 30_000);

  it("answers a guest's 48 MB upload 401 at once and ends the upload", async () => {
    const refused = await upload(48 << 20, null);
    expect(refused.status).toBe(401);
    expect(refused.answeredWhileSending).toBe(true);
    expect(refused.headers.connection).toBe('close');
    expect(refused.elapsedMs).toBeLessThan(5_000);
  }, 30_000);
});
