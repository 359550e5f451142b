import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseFirstNameGenderCsv, predictGender, readTextFile } from '@sciscope/engine';

/** Gender prediction from first names (names/first-names-gender.csv of the data folder). */
export interface GenderLookup {
  predict(displayName: string): number | null;
}

/** Loads the first-name table from `<dataDir>/names/`, or null when it is not there. */
export async function loadGenderLookup(dataDir: string | null): Promise<GenderLookup | null> {
  if (!dataDir) return null;
  const file = join(dataDir, 'names', 'first-names-gender.csv');
  if (!existsSync(file)) return null;
  const { lookup } = parseFirstNameGenderCsv(await readTextFile(file));
  return { predict: (name) => predictGender(name, lookup) };
}
