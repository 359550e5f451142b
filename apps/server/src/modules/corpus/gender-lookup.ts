import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseFirstNameGenderCsv, predictGender, readTextFile } from '@sciscope/engine';

/** Gender prediction from first names (names/first-names-gender.csv of the data folder). */
export interface GenderLookup {
  predict(displayName: string): number | null;
}

/** The lookups read in this thread, per file, with the size and modification time they were read at. */
const loaded = new Map<string, { stamp: string; lookup: Promise<GenderLookup> }>();

/**
 * Loads the first-name table from `<dataDir>/names/`, or null when it is not there. A table
 * already read in this thread is handed out again while its file is unchanged (about 0.2 s and
 * 14 MB for the shipped one, so a server's task worker reads it once, not once per import).
 */
export async function loadGenderLookup(dataDir: string | null): Promise<GenderLookup | null> {
  if (!dataDir) return null;
  const file = join(dataDir, 'names', 'first-names-gender.csv');
  if (!existsSync(file)) return null;
  const { size, mtimeMs } = statSync(file);
  const stamp = `${size}:${mtimeMs}`;
  const held = loaded.get(file);
  if (held?.stamp === stamp) return held.lookup;
  const lookup = readTextFile(file).then((text): GenderLookup => {
    const table = parseFirstNameGenderCsv(text).lookup;
    return { predict: (name) => predictGender(name, table) };
  });
  loaded.set(file, { stamp, lookup });
  // A failed read is not kept: the next call reads again.
  lookup.catch(() => {
    if (loaded.get(file)?.lookup === lookup) loaded.delete(file);
  });
  return lookup;
}
