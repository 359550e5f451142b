import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The .eml files of an outbox folder, oldest first: file name, raw message, its To header, and the
 * message with quoted-printable soft line breaks removed (for looking for a text).
 */
export async function readOutbox(dir: string) {
  const files = await readdir(dir).then(
    (names) => names.filter((f) => f.endsWith('.eml')).sort(),
    () => [] as string[],
  );
  return Promise.all(
    files.map(async (file) => {
      const raw = await readFile(join(dir, file), 'utf8');
      return { file, raw, to: /^To: (.*)\r$/m.exec(raw)?.[1] ?? '', unfolded: raw.replace(/=\r\n/g, '') };
    }),
  );
}
