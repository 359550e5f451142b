import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenWithUser, sendSocketUpload } from '../../test-support/socket-upload';
import { apiHeaders, type TestApp } from '../../test-support/test-app';

/**
 * Over a real socket, as a browser sends it: a refused upload must end the exchange, both the
 * answer and the upload, however much the browser still had to send. Before, a binary file of
 * 20 MB got its 415 at once while the server stopped reading, so the browser's upload stalled
 * and the page waited forever.
 */
describe('a refused upload over a real connection', () => {
  let t: TestApp;
  let cookie: string;
  let port: number;

  beforeAll(async () => {
    ({ t, cookie, port } = await listenWithUser({
      env: { SCISCOPE_FILE_EXCHANGE_MAX_BYTES: String(4 << 20) },
      user: { superuser: true },
    }));
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const send = (size: number, fill: number) =>
    sendSocketUpload({
      port,
      path: '/api/file-exchange/upload/',
      headers: apiHeaders(cookie),
      filename: 'big.csv',
      size,
      fill,
    });

  it('answers a 20 MB binary file 415 and ends the upload', async () => {
    const refused = await send(20 << 20, 0);
    const { status, body } = refused;
    expect(status).toBe(415);
    expect(body).toContain('This file is not accepted');
    expect(refused.answeredWhileSending).toBe(true);
    // The next upload goes through.
    const again = await send(1 << 10, 0x41);
    expect(again.status).toBe(201);
  }, 60_000);

  it('answers a file over the limit 413 and ends the upload', async () => {
    const { status } = await send(12 << 20, 0x41);
    expect(status).toBe(413);
  }, 60_000);
});
