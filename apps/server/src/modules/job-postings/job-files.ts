/**
 * Application files (spec 04 §5): .pdf, .doc, .docx or .rtf, at most 10 MB, judged by their
 * bytes and not by the name or the browser's claim: the content must be of the type the name's
 * extension says (a renamed executable or a text file called cv.pdf is refused). Accepted
 * files are stored under a generated name in `<runtimeDir>/job-files/`, outside the web root.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { JOB_LIMITS, JOB_MESSAGES } from '@sciscope/contracts';
import { fieldError } from '../../app/errors';
import { sanitizeFilename } from '../file-exchange/file-exchange.content';

type Extension = (typeof JOB_LIMITS.fileExtensions)[number];

const MEDIA_TYPES: Record<Extension, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  rtf: 'application/rtf',
};

const starts = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((b, i) => bytes[i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** What the bytes are, among the accepted types; null for anything else. */
export function detectJobFileType(bytes: Uint8Array): Extension | null {
  if (starts(bytes, ascii('%PDF-'))) return 'pdf';
  if (starts(bytes, ascii('{\\rtf'))) return 'rtf';
  if (starts(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'doc';
  // A Word document is a ZIP holding word/document.xml (its name is in a local header).
  if (starts(bytes, [0x50, 0x4b, 0x03, 0x04]) && Buffer.from(bytes).includes('word/document.xml')) return 'docx';
  return null;
}

export interface CheckedFile {
  filename: string;
  mediaType: string;
  bytes: Buffer;
}

/** Checks one upload of `field`; throws a 400 naming the field with the spec's text. */
export function checkJobFile({
  field,
  filename,
  bytes,
}: {
  field: string;
  filename: string;
  bytes: Buffer;
}): CheckedFile {
  if (bytes.length > JOB_LIMITS.fileBytes) throw fieldError('validation.failed', field, JOB_MESSAGES.fileTooLarge);
  if (bytes.length === 0) throw fieldError('validation.failed', field, JOB_MESSAGES.fileEmpty);
  const name = sanitizeFilename(filename);
  const extension = name.toLowerCase().split('.').pop() as Extension;
  const detected = detectJobFileType(bytes);
  if (!(JOB_LIMITS.fileExtensions as readonly string[]).includes(extension) || detected !== extension)
    throw fieldError('validation.failed', field, JOB_MESSAGES.fileType);
  return { filename: name, mediaType: MEDIA_TYPES[detected], bytes };
}

export function jobFilesDir(runtimeDir: string): string {
  return join(runtimeDir, 'job-files');
}

const STORED_NAME = /^[0-9a-f]{32}$/;

export function createJobFilesStorage({ dir }: { dir: string }) {
  return {
    /** Writes the bytes under a new random name (written whole, then renamed into place). */
    async store(bytes: Buffer): Promise<string> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const storedName = randomBytes(16).toString('hex');
      const partial = join(dir, `.incoming-${storedName}`);
      await writeFile(partial, bytes, { mode: 0o600 });
      await rename(partial, join(dir, storedName));
      return storedName;
    },
    async read(storedName: string): Promise<Buffer> {
      if (!STORED_NAME.test(storedName)) throw new Error('bad stored name');
      return readFile(join(dir, storedName));
    },
    async remove(storedName: string): Promise<void> {
      if (STORED_NAME.test(storedName)) await rm(join(dir, storedName), { force: true });
    },
  };
}

export type JobFilesStorage = ReturnType<typeof createJobFilesStorage>;
