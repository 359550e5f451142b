import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';

/**
 * How long a refused upload is read and dropped after the answer, as nginx's lingering close
 * does (`lingering_time`, `lingering_timeout`): long enough for a browser to finish sending and
 * read the answer, bounded so an endless upload cannot hold the connection.
 */
const LINGER = { totalMs: 30_000, idleMs: 5_000 };

/**
 * Every answer to a multipart request whose body is not read in full yet (a refusal before the
 * upload, or part-way through it) says `connection: close`, and the rest of the body is read and
 * dropped. Otherwise the browser, still sending, stalls on a server that stopped reading and
 * never sees the answer. Upload routes need nothing more than to stop reading when they refuse:
 * the hook applies to every route, so a new upload route cannot forget it.
 */
export function registerUploadDrain(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const raw = request.raw;
    if (!request.isMultipart() || raw.readableEnded || raw.destroyed) return payload;
    reply.header('connection', 'close');
    // The multipart parser may still be attached (a refusal part-way through a file).
    raw.unpipe();
    raw.resume();
    lingerBeforeClosing(raw);
    return payload;
  });
}

/**
 * Node closes a `connection: close` socket as soon as the answer is written; data the client
 * still sends then meets a reset, which can make its network stack discard the answer it has
 * not read yet. So the socket only stops writing after the answer, and closes once the body
 * has ended, or when the client stays silent or sends for too long.
 */
function lingerBeforeClosing(raw: IncomingMessage): void {
  const socket = raw.socket as Socket;
  socket.destroySoon = () => {
    if (raw.readableEnded) return void socket.end(() => socket.destroy());
    socket.end();
    const close = () => {
      clearTimeout(total);
      clearTimeout(idle);
      socket.destroy();
    };
    const total = setTimeout(close, LINGER.totalMs).unref();
    const idle = setTimeout(close, LINGER.idleMs).unref();
    raw.on('data', () => idle.refresh());
    raw.once('end', close);
    raw.once('close', close);
  };
}

/** A multipart file stream: the plugin's stream marks a file cut at its size limit. */
type UploadStream = Readable & { truncated?: boolean };

/**
 * The chunks of an uploaded file, failing with `tooLarge()` as soon as the file passes the
 * size limit it was opened with, without reading the rest (the multipart plugin's own check
 * reads the whole file first, however large).
 */
export async function* uploadChunks(file: UploadStream, tooLarge: () => Error): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of file) {
      if (file.truncated) throw tooLarge();
      yield chunk as Buffer;
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
  if (file.truncated) throw tooLarge();
}

/** An uploaded file's bytes, refused with `tooLarge()` as soon as it passes its size limit. */
export async function uploadBytes(file: UploadStream, tooLarge: () => Error): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of uploadChunks(file, tooLarge)) chunks.push(chunk);
  return Buffer.concat(chunks);
}
