import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiHeaders, createTestApp, createTestUser, sessionCookieFor, type TestApp } from '../../test-support/test-app';

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
    t = await createTestApp({ env: { SCISCOPE_FILE_EXCHANGE_MAX_BYTES: String(4 << 20) } });
    const superuser = await createTestUser(t.db, { superuser: true });
    cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: superuser.id });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Streams a multipart upload of `size` bytes of `fill`; resolves once the answer came and the upload ended. */
  const send = (size: number, fill: number) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const boundary = '----sciscope-test-boundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const headers = apiHeaders(cookie) as Record<string, string>;
      const req = request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/file-exchange/upload/',
        headers: {
          ...headers,
          host: 'localhost',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      });
      let answer: { status: number; body: string } | null = null;
      let sent = false;
      const done = () => {
        if (answer && sent) resolve(answer);
      };
      req.on('response', (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => {
          answer = { status: res.statusCode ?? 0, body };
          done();
        });
      });
      // The server may close the connection after its answer: the exchange is over then too.
      req.on('close', () => {
        sent = true;
        done();
      });
      req.on('error', (error) => (answer ? resolve(answer) : reject(error)));
      const chunk = Buffer.alloc(1 << 16, fill);
      void (async () => {
        req.write(head);
        for (let left = size; left > 0; left -= chunk.length) {
          if (req.destroyed) break;
          if (!req.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
            await new Promise((r) => req.once('drain', r));
          }
        }
        req.end(tail, () => {
          sent = true;
          done();
        });
      })();
    });

  it('answers a 20 MB binary file 415 and ends the upload', async () => {
    const { status, body } = await send(20 << 20, 0);
    expect(status).toBe(415);
    expect(body).toContain('This file is not accepted');
    // The next upload goes through.
    const again = await send(1 << 10, 0x41);
    expect(again.status).toBe(201);
  }, 60_000);

  it('answers a file over the limit 413 and ends the upload', async () => {
    const { status } = await send(12 << 20, 0x41);
    expect(status).toBe(413);
  }, 60_000);
});
