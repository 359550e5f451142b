import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createTestApp, createTestUser, sessionCookieFor, type TestApp } from './test-app';

/** What a socket upload saw: the answer, and how long the whole exchange took. */
export interface SocketUploadOutcome {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from the first byte sent to the answer read and the upload ended. */
  elapsedMs: number;
  /** Whether the answer came while the client still had part of the body to send. */
  answeredWhileSending: boolean;
}

export interface SocketUploadOptions {
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The file part's field name and file name. */
  field?: string;
  filename?: string;
  /** Text fields sent before the file. */
  fields?: Record<string, string>;
  /** Bytes sent as the file: `size` of them, all `fill` after an optional `prefix`. */
  size: number;
  fill?: number;
  prefix?: Buffer;
}

/**
 * Streams a multipart upload over a real socket, as a browser sends it (chunk by chunk, with
 * back-pressure), and resolves once both the answer came and the upload ended: sent in full,
 * or cut by the server closing the connection after its answer. An upload the server stops
 * reading without closing never resolves, so callers put a timeout on the test.
 */
export function sendSocketUpload(options: SocketUploadOptions): Promise<SocketUploadOutcome> {
  const { port, path, size, fill = 0, prefix = Buffer.alloc(0) } = options;
  const boundary = '----sciscope-test-boundary';
  const textParts = Object.entries(options.fields ?? {})
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    textParts +
      `--${boundary}\r\nContent-Disposition: form-data; name="${options.field ?? 'file'}"; ` +
      `filename="${options.filename ?? 'big.bin'}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path,
      headers: {
        ...options.headers,
        host: 'localhost',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': String(head.length + prefix.length + size + tail.length),
      },
    });
    let answer: Omit<SocketUploadOutcome, 'elapsedMs' | 'answeredWhileSending'> | null = null;
    let sent = false;
    let writing = true;
    let answeredWhileSending = false;
    const outcome = (): SocketUploadOutcome => ({ ...answer!, answeredWhileSending, elapsedMs: Date.now() - started });
    const done = () => {
      if (answer && sent) resolve(outcome());
    };
    req.on('response', (res) => {
      answeredWhileSending = writing;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        answer = { status: res.statusCode ?? 0, headers: res.headers, body };
        done();
      });
    });
    // The server may close the connection after its answer: the exchange is over then too.
    req.on('close', () => {
      sent = true;
      done();
    });
    req.on('error', (error) => (answer ? resolve(outcome()) : reject(error)));
    const chunk = Buffer.alloc(1 << 16, fill);
    void (async () => {
      req.write(head);
      if (prefix.length > 0) req.write(prefix);
      for (let left = size; left > 0; left -= chunk.length) {
        if (req.destroyed) break;
        if (!req.write(left >= chunk.length ? chunk : chunk.subarray(0, left))) {
          await new Promise((r) => req.once('drain', r));
        }
      }
      if (req.destroyed) return;
      // The last bytes: a server that reads the whole body answers only after these.
      writing = false;
      req.end(tail, () => {
        sent = true;
        done();
      });
    })();
  });
}

/** A test app listening on a loopback port, with one user logged in, as a browser talks to it. */
export interface ListeningApp {
  t: TestApp;
  /** The logged-in user's session cookie. */
  cookie: string;
  port: number;
}

/** Builds the app (`env` overrides the test configuration), creates `user`, logs in and listens. */
export async function listenWithUser({
  env,
  user,
}: {
  env?: Record<string, string>;
  user: Parameters<typeof createTestUser>[1];
}): Promise<ListeningApp> {
  const t = await createTestApp({ env });
  const created = await createTestUser(t.db, user);
  const cookie = await sessionCookieFor({ app: t.app, db: t.db, userId: created.id });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { t, cookie, port: (t.app.server.address() as AddressInfo).port };
}
