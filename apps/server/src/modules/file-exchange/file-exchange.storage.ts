/**
 * The bytes of the file exchange, outside the database and the web root: one file per
 * distinct content under `<dir>/<sha256>`. An upload is written to a temporary file in the
 * same folder while it is hashed, measured and sniffed, and renamed into place only when it is
 * accepted, so a refused or broken upload leaves nothing behind.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { once } from 'node:events';
import { fileExchangeErrors } from './file-exchange.errors';
import { sniffContent, SNIFF_BYTES } from './file-exchange.content';

export interface StoredUpload {
  sha256: string;
  size: number;
  mediaType: string;
}

const SHA256 = /^[0-9a-f]{64}$/;

export function createFileExchangeStorage({ dir }: { dir: string }) {
  return {
    /**
     * Stores an upload's bytes. Throws the file exchange's errors for an empty file, one over
     * `maxBytes`, and content that is not accepted (checked as soon as the first
     * SNIFF_BYTES have arrived, so a refused file is not read to its end).
     */
    async store({
      chunks,
      filename,
      maxBytes,
    }: {
      chunks: AsyncIterable<Buffer> | Iterable<Buffer>;
      filename: string;
      maxBytes: number;
    }): Promise<StoredUpload> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const temporary = join(dir, `.incoming-${randomBytes(8).toString('hex')}`);
      const out = createWriteStream(temporary, { mode: 0o600 });
      const hash = createHash('sha256');
      const head: Buffer[] = [];
      let headLength = 0;
      let size = 0;
      let mediaType: string | null = null;
      const judge = (): void => {
        const verdict = sniffContent(Buffer.concat(head), filename);
        if (!verdict.accepted) throw fileExchangeErrors.typeRefused(verdict.what);
        mediaType = verdict.mediaType;
      };
      try {
        for await (const chunk of chunks) {
          size += chunk.length;
          if (size > maxBytes) throw fileExchangeErrors.tooLarge(maxBytes);
          hash.update(chunk);
          if (mediaType === null) {
            head.push(chunk);
            headLength += chunk.length;
            if (headLength >= SNIFF_BYTES) judge();
          }
          if (!out.write(chunk)) await once(out, 'drain');
        }
        if (size === 0) throw fileExchangeErrors.emptyFile();
        if (mediaType === null) judge();
        out.end();
        await finished(out);
        const sha256 = hash.digest('hex');
        // Equal content is kept once; renaming over an existing copy would change nothing.
        await rename(temporary, join(dir, sha256));
        return { sha256, size, mediaType: mediaType! };
      } catch (error) {
        // The stream opens its file asynchronously: removing the file before the stream has
        // closed could run before the open, which would then leave an empty file behind.
        out.destroy();
        if (!out.closed) await once(out, 'close');
        await rm(temporary, { force: true });
        throw error;
      }
    },

    /** A stream of a stored file's bytes and its size on disk; null when the file is missing. */
    async open(sha256: string): Promise<{ stream: ReadStream; size: number } | null> {
      if (!SHA256.test(sha256)) return null;
      // The file is opened before the stream is made from it, so the stream never opens a path
      // later (a file removed in between would then fail with nobody listening).
      let handle;
      try {
        handle = await open(join(dir, sha256), 'r');
      } catch {
        return null;
      }
      try {
        const { size } = await handle.stat();
        return { stream: handle.createReadStream(), size };
      } catch (error) {
        await handle.close();
        throw error;
      }
    },
  };
}

export type FileExchangeStorage = ReturnType<typeof createFileExchangeStorage>;
